package stackemeval

import (
	_ "embed"
	"sync"
)

// learnedFile is the pattern weights KingMe plays Stack'Em with by
// default, made by kingme selfplay and kingme train (docs/engine.md gives
// the commands).
//
//go:embed learned.kmlw
var learnedFile []byte

// LearnedWeights returns the pattern weights built into KingMe: the
// evaluation its search uses for Stack'Em unless told otherwise. Every call
// returns the same weights; a search reads them and never writes them.
var LearnedWeights = sync.OnceValue(func() *PatternWeights {
	w, err := ParsePatternWeights(learnedFile)
	if err != nil {
		panic("stackemeval: the built-in learned.kmlw: " + err.Error())
	}
	return w
})
