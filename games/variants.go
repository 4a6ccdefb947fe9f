// Package games is the table of the games KingMe plays: the one place
// that lists them, and what each brings — its rules (a checkers.Variant),
// its engine player and evaluation weights, how it is drawn (a
// view.Display), and its help texts. Commands, the server, the terminal and
// the web page (through GET /api/variants) read the table; none of them
// names a game. Add a game here, with its package, and every command and
// page offers it; the table's tests play it through every interface.
package games

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/learn"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// Game is one game of the table.
type Game struct {
	// Variant is the game's rules.
	Variant checkers.Variant
	// Display draws its positions and moves, for the web page and the
	// terminal.
	Display view.Display
	// Bottom is the side drawn at the bottom of the board until the player
	// turns it.
	Bottom checkers.Color
	// Rules is the name of the file of its rules under docs/rules, such as
	// "stackem.md".
	Rules string
	// Legend explains the symbols of the terminal's board, a line each;
	// LargeLegend adds lines shown when the board is drawn large.
	Legend, LargeLegend []string
	// Notation shows how its moves are written, a line each, for help.
	Notation []string
	// Learning describes the game's learned evaluation for the pipeline
	// that trains it (kingme selfplay and kingme train); nil for a game
	// that has none.
	Learning *learn.Evaluation
	// Endgame opens the game's endgame databases; nil for a game that has
	// none.
	Endgame *Endgame
	// Book returns the game's built-in opening book (engine.Options.Book);
	// nil for a game that has none.
	Book func() engine.Book
	// Openings are the game's named openings (standard checkers: the 3-move
	// ballot, and the usual names of openings); nil for a game without.
	Openings *Openings
	// Aliases are the other names other programs give the game, in lower
	// case, such as "english" for standard checkers (ByName takes them).
	Aliases []string
	// Records says how the game's records written by other programs
	// differ from KingMe's own text (pdn.ReplayRecord reads them so); nil
	// when they are read as KingMe writes the game.
	Records *pdn.Records
	// Hub is the game's position and move forms in the Hub protocol
	// (package hub, Scan's protocol), for the games whose forms that
	// protocol fixes; nil for a game the protocol carries in its own
	// position text (fen=) and notation.
	Hub *HubForms
	// Truncate is whether the game's engine truncates lines far outside the
	// search's window (engine.Options.Truncate) unless its options say:
	// on in the games where it won its match at equal time
	// (docs/engine.md).
	Truncate bool
	// Singular is whether the game's engine searches a singular move a
	// ply deeper (engine.Options.Singular) unless its options say: on in
	// the games where it won its match at equal time (docs/engine.md).
	Singular bool

	newPlayer      func(engine.Options) (engine.Player, error)
	defaultWeights func() any
	readWeights    func(data []byte) (any, error)
}

// Key returns the game's key, such as "standard".
func (g *Game) Key() string { return g.Variant.Key() }

// Name returns the game's name for people.
func (g *Game) Name() string { return g.Variant.Name() }

// NewPlayer returns the engine playing the game with the options o. The
// error says why o does not fit the game (weights of another game).
//
// A game with an opening book (Game.Book) plays with it unless o has a
// book of its own or o.NoBook; a game that truncates (Game.Truncate) or
// extends singular moves (Game.Singular) does unless o.Truncate or
// o.Singular says otherwise.
func (g *Game) NewPlayer(o engine.Options) (engine.Player, error) {
	if o.Book == nil && !o.NoBook && g.Book != nil {
		o.Book = g.Book()
	}
	if o.Truncate == 0 && g.Truncate {
		o.Truncate = 1
	}
	if o.Singular == 0 && g.Singular {
		o.Singular = 1
	}
	return g.newPlayer(o)
}

// DefaultWeights returns a pointer to a new copy of the game's evaluation
// weights, the kind of value engine.Options.Weights takes (the tuning tool
// starts from it).
func (g *Game) DefaultWeights() any { return g.defaultWeights() }

// ReadWeights reads a weights file of the game (the JSON object kingme tune
// prints, or a file of another evaluation the game offers, such as the
// pattern weights kingme train writes for standard checkers) and returns
// the value engine.Options.Weights takes.
func (g *Game) ReadWeights(data []byte) (any, error) { return g.readWeights(data) }

// ForLearning returns what the learning pipeline (engine/learn) needs of
// the game: its rules, its engine, its openings and its learned evaluation.
func (g *Game) ForLearning() learn.GameKit {
	lg := learn.GameKit{Variant: g.Variant, NewPlayer: g.NewPlayer, Evaluation: g.Learning}
	if g.Openings != nil {
		for _, op := range g.Openings.List() {
			lg.Openings = append(lg.Openings, learn.Opening{Key: op.Key, Moves: op.Moves})
		}
	}
	return lg
}

// ChoosesFirst reports whether the players choose who moves first (see
// checkers.FirstPlayerChooser).
func (g *Game) ChoosesFirst() bool {
	_, ok := g.Variant.(checkers.FirstPlayerChooser)
	return ok
}

// entry makes the table's entry of the game v, whose positions are P, moves
// M and evaluation weights W: engineOf gives the engine's view of the game
// with some weights (nil for the defaults), defaults the default weights,
// and g the rest.
func entry[P any, M engine.Move, W any, G engine.Adapter[P, M]](v checkers.Variant, engineOf func(*W) G, defaults func() W, g Game) *Game {
	g.Variant = v
	g.newPlayer = func(o engine.Options) (engine.Player, error) {
		w, err := engine.WeightsFor[W](o.Weights, v)
		if err != nil {
			return nil, err
		}
		return engine.NewPlayer[P, M](v, engineOf(w), o), nil
	}
	g.defaultWeights = func() any {
		w := defaults()
		return &w
	}
	g.readWeights = func(data []byte) (any, error) {
		w := defaults()
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&w); err != nil {
			return nil, fmt.Errorf("%w (want the JSON object kingme tune prints for %s)", err, v.Name())
		}
		return &w, nil
	}
	return &g
}

// All returns the games, in the order they are shown to players.
func All() []*Game { return append([]*Game(nil), all...) }

// Default returns the game a program plays when none is named, the first
// of the table: standard checkers, the KING ME box's own game and the Hub
// protocol's game before it had a variant parameter.
func Default() *Game { return all[0] }

// Keys returns the games' keys in the order of All.
func Keys() []string {
	keys := make([]string, len(all))
	for i, g := range all {
		keys[i] = g.Key()
	}
	return keys
}

// Lookup returns the game called name: by its key ("standard") or one of
// its aliases, without regard to case, so that "standard", "English" and
// "21" all name standard checkers. It is the one way to find a game by a
// name; Of finds it by its rules. KingMe's own records name a game by its
// key (Game.Key).
func Lookup(name string) (*Game, error) {
	for _, g := range all {
		if g.Key() == name {
			return g, nil
		}
	}
	for _, g := range all {
		if strings.EqualFold(g.Key(), name) || slices.ContainsFunc(g.Aliases, func(a string) bool { return strings.EqualFold(a, name) }) {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown variant %q: want one of %s", name, strings.Join(Names(), ", "))
}

// ByName is Lookup.
//
// Deprecated: use Lookup, which takes keys and aliases alike.
func ByName(name string) (*Game, error) { return Lookup(name) }

// Names lists every name Lookup takes: each game's key, followed by its
// aliases in brackets, such as "standard (english, american, checkers,
// 21)".
func Names() []string {
	names := make([]string, len(all))
	for i, g := range all {
		names[i] = g.Key()
		if len(g.Aliases) > 0 {
			names[i] += " (" + strings.Join(g.Aliases, ", ") + ")"
		}
	}
	return names
}

// Of returns the table's entry of the game whose rules are v (looked up by
// its key).
func Of(v checkers.Variant) (*Game, error) {
	if v == nil {
		return nil, fmt.Errorf("no variant given: want one of %s", strings.Join(Keys(), ", "))
	}
	return Lookup(v.Key())
}

// NewPlayer returns the engine playing the game whose rules are v, with the
// options o.
func NewPlayer(v checkers.Variant, o engine.Options) (engine.Player, error) {
	g, err := Of(v)
	if err != nil {
		return nil, err
	}
	return g.NewPlayer(o)
}

// DefaultWeights returns a pointer to a new copy of the evaluation weights
// of the game whose rules are v.
func DefaultWeights(v checkers.Variant) (any, error) {
	g, err := Of(v)
	if err != nil {
		return nil, err
	}
	return g.DefaultWeights(), nil
}

// Rules returns the rules of the game with the given key: Lookup(key).Variant.
//
// Deprecated: use Lookup, then the entry's Variant.
func Rules(key string) (checkers.Variant, error) {
	g, err := Lookup(key)
	if err != nil {
		return nil, err
	}
	return g.Variant, nil
}
