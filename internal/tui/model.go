package tui

import (
	"errors"
	"fmt"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// Config sets up a terminal game.
type Config struct {
	// Game is the game to play on: new, set up from a position, or loaded
	// from a PDN file (over already when the file records a result its
	// moves do not give, see checkers.Game.End). The model plays its moves
	// on it.
	Game *checkers.Game
	// Human is the side the person at the keyboard plays; the computer
	// plays the other.
	Human checkers.Color
	// Level is the computer's strength.
	Level engine.Level
	// Seed makes the computer's imperfect choices reproducible.
	Seed uint64
	// SavePath is the PDN file the game is written to by the save key and
	// when the game ends (and when the player quits); "" writes a new file
	// named after the date and time in the current directory when asked to.
	SavePath string
	// SavePrefix is written before the game in SavePath: the games the
	// file already held, which saving keeps.
	SavePrefix string
	// Tags are the PDN tags written with the game (Event, Black, White …).
	Tags []pdn.Tag
	// MaxThink caps the computer's time a move (its level may cap it more);
	// 0 means 10 s.
	MaxThink time.Duration
	// HintTime is how long a hint is searched; 0 means 1 s.
	HintTime time.Duration
	// DrawTime is how long the computer looks at a draw offer; 0 means
	// 300 ms.
	DrawTime time.Duration
	// Animate is the interval of the thinking indicator's frames; 0 shows
	// it without animating it (as tests do).
	Animate time.Duration
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Endgame is the endgame databases of the game (engine.Options.Endgame),
	// nil for none: the computer and the hints use them.
	Endgame any
}

// Model is the terminal game: the state of the board, the typed entry, the
// computer's searches and the screen size, updated by Bubble Tea messages.
type Model struct {
	cfg      Config
	game     *checkers.Game
	variant  *games.Game
	human    checkers.Color
	computer engine.Player
	hinter   engine.Player

	pos      view.Position
	moves    []view.Move
	sel      *selector
	cursor   view.Square
	anchor   view.Square // where the cursor's walk up or down began
	anchored bool        // anchor is set: the cursor's last step was up or down
	flipped  bool
	input    string
	// replace is set while the entry holds a move the person did not type
	// (a hint) or one that was refused: it is shown, Enter plays it and
	// Backspace edits it, but the first character typed starts a new
	// entry in its place.
	replace  bool
	complete int    // index of the completion shown; -1 before cycling through them
	base     string // the text typed before cycling through completions
	choices  []view.Move
	hint     *view.Move
	last     *view.Move

	search  *search
	busy    *sync.Mutex // held by the search running on a player
	confirm string      // the action awaiting y/n: "resign", "quit"
	help    bool

	cellCache map[cellKey][]string // drawn squares, by what they show

	message  string
	isError  bool
	frame    int
	width    int
	height   int
	quitting bool
	// unsavedQuit is set when writing the game failed on quitting: the
	// next quit goes without it.
	unsavedQuit bool
	saved       string // where the game was last written, for the closing line
}

// New returns the model of a terminal game set up by cfg.
func New(cfg Config) (*Model, error) {
	if cfg.Game == nil {
		return nil, errors.New("tui: no game to play")
	}
	if cfg.MaxThink <= 0 {
		cfg.MaxThink = 10 * time.Second
	}
	if cfg.HintTime <= 0 {
		cfg.HintTime = time.Second
	}
	if cfg.DrawTime <= 0 {
		cfg.DrawTime = 300 * time.Millisecond
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	game, err := games.Of(cfg.Game.Variant())
	if err != nil {
		return nil, fmt.Errorf("tui: %w", err)
	}
	computer, err := game.NewPlayer(engine.Options{TableMiB: 32, Level: cfg.Level, Seed: cfg.Seed, Endgame: cfg.Endgame})
	if err != nil {
		return nil, fmt.Errorf("tui: %w", err)
	}
	m := &Model{
		cfg:      cfg,
		game:     cfg.Game,
		variant:  game,
		human:    cfg.Human,
		computer: computer,
		flipped:  cfg.Human != game.Bottom, // the person's side at the bottom, as the web draws it
		complete: -1,
		busy:     new(sync.Mutex),
		width:    80,
		height:   24,
	}
	if err := m.refresh(); err != nil {
		return nil, err
	}
	return m, nil
}

// Init starts the computer's search when it moves first.
func (m *Model) Init() tea.Cmd {
	return m.afterChange()
}

// Update answers a message: a key, a new terminal size, a search's answer,
// a frame of the thinking indicator.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		return m, nil
	case tea.KeyPressMsg:
		return m, m.key(msg)
	case tea.PasteMsg:
		if m.canType() {
			m.typeText(msg.Content)
		}
		return m, nil
	case searchDone:
		return m, m.searchDone(msg)
	case frameMsg:
		if m.search == nil || msg.id != m.search.id {
			return m, nil
		}
		m.frame++
		return m, m.nextFrame()
	}
	return m, nil
}

// Game returns the game being played.
func (m *Model) Game() *checkers.Game { return m.game }

// Saved returns the file the game was last written to, or "".
func (m *Model) Saved() string { return m.saved }

// over returns the game's result and whether the game is over.
func (m *Model) over() (checkers.Result, bool) {
	r := m.game.Result()
	return r, r.Over()
}

// humanToMove reports whether the person may move now.
func (m *Model) humanToMove() bool {
	_, done := m.over()
	return !done && m.game.Turn() == m.human && m.search == nil
}

// refresh recomputes what is drawn from the game: the position, the legal
// moves, the last move, and a fresh selection.
func (m *Model) refresh() error {
	p := m.game.Position()
	pos, err := m.variant.Display.Position(p)
	if err != nil {
		return fmt.Errorf("tui: %w", err)
	}
	moves, err := m.variant.Display.Moves(p)
	if err != nil {
		return fmt.Errorf("tui: %w", err)
	}
	m.pos, m.moves = pos, moves
	if _, done := m.over(); done || m.game.Turn() != m.human {
		m.moves = nil
	}
	m.sel = newSelector(m.moves)
	m.choices, m.hint, m.last = nil, nil, nil
	if n := m.game.Len(); n > 0 {
		before := m.game.Positions()[n-1]
		if lv, err := m.variant.Display.Move(before, m.game.Played()[n-1]); err == nil {
			m.last = &lv
		}
	}
	m.placeCursor()
	return nil
}

// placeCursor puts the cursor on a piece that can move, when it is not on
// one already.
func (m *Model) placeCursor() {
	if len(m.sel.moves) == 0 || m.sel.starts[m.cursor.String()] {
		return
	}
	if c, err := view.ParseSquare(m.sel.moves[0].Path[0], m.size()); err == nil {
		m.cursor, m.anchored = c, false
	}
}

// setInfo shows a message.
func (m *Model) setInfo(format string, args ...any) {
	m.message, m.isError = fmt.Sprintf(format, args...), false
}

// setError shows an error message: the reason an entry was refused.
func (m *Model) setError(format string, args ...any) {
	m.message, m.isError = fmt.Sprintf(format, args...), true
}

// afterChange is called after every change of the game: it redraws, starts
// the computer's search when it is to move, and writes the game when it has
// ended.
func (m *Model) afterChange() tea.Cmd {
	if err := m.refresh(); err != nil {
		m.setError("%v", err)
		return nil
	}
	if r, done := m.over(); done {
		if m.cfg.SavePath != "" {
			if err := m.save(); err != nil {
				m.setError("%s. Could not save: %v", r, err)
				return nil
			}
		}
		return nil
	}
	if m.game.Turn() != m.human {
		return m.startSearch(searchMove)
	}
	return nil
}
