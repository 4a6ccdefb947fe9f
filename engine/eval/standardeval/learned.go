package standardeval

import (
	_ "embed"
	"sync"
)

// learnedFile is the pattern weights KingMe plays with by default, made by
// kingme selfplay and kingme train (docs/engine.md gives the commands).
//
//go:embed learned.kmpw
var learnedFile []byte

// LearnedWeights returns the pattern weights built into KingMe: the
// evaluation its search uses for standard checkers unless told otherwise.
// Every call returns the same weights; a search reads them and never
// writes them.
var LearnedWeights = sync.OnceValue(func() *PatternWeights {
	w, err := ParsePatternWeights(learnedFile)
	if err != nil {
		panic("standardeval: the built-in learned.kmpw: " + err.Error())
	}
	return w
})
