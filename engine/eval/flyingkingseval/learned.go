package flyingkingseval

import (
	_ "embed"
	"sync"
)

// learnedFile is the pattern weights KingMe plays Kings & Flying Kings
// with by default, made by kingme selfplay and kingme train
// (docs/engine.md gives the commands).
//
//go:embed learned.kmlw
var learnedFile []byte

// LearnedWeights returns the pattern weights built into KingMe: the
// evaluation its search uses for Kings & Flying Kings unless told
// otherwise. Every call returns the same weights; a search reads them and
// never writes them.
var LearnedWeights = sync.OnceValue(func() *PatternWeights {
	w, err := ParsePatternWeights(learnedFile)
	if err != nil {
		panic("flyingkingseval: the built-in learned.kmlw: " + err.Error())
	}
	return w
})
