package puzzle

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"path"
)

// builtin holds the built-in sets, builtin/<game key>.jsonl (see
// docs/puzzles.md for how they were built).
//
//go:embed builtin/*.jsonl
var builtin embed.FS

// Builtin returns the built-in puzzles of every game that has some: the
// sets kingme puzzles build made from the engine's own games, which a
// fresh server offers.
func Builtin() ([]Puzzle, error) {
	files, err := fs.Glob(builtin, "builtin/*.jsonl")
	if err != nil {
		return nil, err
	}
	var out []Puzzle
	for _, name := range files {
		data, err := builtin.ReadFile(name)
		if err != nil {
			return nil, err
		}
		ps, err := Read(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("the built-in set %s: %w", path.Base(name), err)
		}
		out = append(out, ps...)
	}
	return out, nil
}
