// Command kingme plays checkers and its cousins: it counts moves (perft),
// lists legal moves and the games it knows. Run "kingme help" for the list
// of commands.
package main

import (
	"os"

	"github.com/kingme/kingme/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
