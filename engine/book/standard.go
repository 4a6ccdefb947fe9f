package book

import (
	_ "embed"
	"sync"

	"github.com/kingme/kingme/checkers/standard"
)

// standardBook is standard checkers' built-in book (see docs/engine.md for
// the command that built it).
//
//go:embed standard.book.gz
var standardBook []byte

var standardOnce = sync.OnceValue(func() *Book {
	b, err := Parse(standardBook, standard.Variant{})
	if err != nil {
		panic("book: the built-in standard checkers book does not read: " + err.Error())
	}
	return b
})

// Standard returns standard checkers' built-in opening book, read once.
func Standard() *Book { return standardOnce() }
