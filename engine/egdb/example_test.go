package egdb_test

import (
	"context"
	"fmt"
	"os"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/egdb"
)

// Build the databases of every standard checkers position with up to
// three pieces, open them and look a position up: Red's two kings against
// Black's one, Black to move, is a loss for Black.
func Example() {
	dir, err := os.MkdirTemp("", "egdb-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	if _, err := egdb.Build(context.Background(), egdb.BuildOptions{Dir: dir, Pieces: 3}); err != nil {
		fmt.Println(err)
		return
	}
	db, err := egdb.Open(dir, 1<<20)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer db.Close()
	p, err := standard.ParseFEN("B:WK18,K22:BK1")
	if err != nil {
		fmt.Println(err)
		return
	}
	v, err := db.Lookup(&p)
	fmt.Println(db.Pieces(), v.Result(), v.Plies() > 0, err)
	// Output:
	// 3 loss true <nil>
}
