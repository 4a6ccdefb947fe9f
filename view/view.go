// Package view describes any game's position and moves for display: where
// each piece stands, which squares are special, and each legal move as the
// squares a player clicks to make it. The web app sends these values as JSON
// and draws them; the terminal app draws the same values. Each game has its
// Display here (Standard, Stackem, Coast, FlyingKings); the table of games,
// games, gives each game its own, and this package lists none.
// It depends on the rules packages, never the other way round.
package view

// Position is a position as a board to draw. Squares are algebraic names,
// "a1" to "h8" (to "j10" on a 10×10 board, see Size): files left to right
// and ranks bottom to top as KingMe draws the board for Red (Red sits at
// the bottom by default).
type Position struct {
	// Variant is the variant's key.
	Variant string `json:"variant"`
	// Name is the game's name for people, such as "Stack'Em".
	Name string `json:"name"`
	// Squares says which squares are played on: "dark" (the 32 dark
	// squares, a1 dark) or "all" (all 64, Coast-to-Coast).
	Squares string `json:"squares"`
	// Diamond reports whether the board is drawn turned diamond-wise
	// (Coast-to-Coast: a1 at the bottom, h8 at the top).
	Diamond bool `json:"diamond"`
	// Size is the number of files and of ranks of the board when it is not
	// 8: 10 for the international games, whose squares run from "a1" to
	// "j10". It is 0, and left out, for the 8×8 board.
	Size int `json:"size,omitempty"`
	// Numbers maps each playing square to the number players use for it
	// ("b8" → 1), for the numbered games; nil for Coast-to-Coast.
	Numbers map[string]int `json:"numbers,omitempty"`
	// Turn is the player to move: "black" or "red".
	Turn string `json:"turn"`
	// Text is the variant's position text.
	Text string `json:"text"`
	// Pieces are the occupied squares.
	Pieces []Piece `json:"pieces"`
	// Specials are the squares with a special role (Morph, Spawn, Push
	// Arrow, home).
	Specials []Special `json:"specials,omitempty"`
	// BorneOff counts each side's checkers borne off (Coast-to-Coast only).
	BorneOff *Counts `json:"borneOff,omitempty"`
	// Points is each side's points (Kings & Flying Kings only).
	Points *Counts `json:"points,omitempty"`
}

// Counts is a number for each side.
type Counts struct {
	Black int `json:"black"`
	Red   int `json:"red"`
}

// Piece is what stands on one square: a piece, or a Stack'Em stack.
type Piece struct {
	// Square is where it stands, such as "c3".
	Square string `json:"sq"`
	// Color is the colour of the piece (of the top checker of a stack):
	// "black" or "red".
	Color string `json:"color"`
	// Kind is "man" or "king" (standard checkers, Stack'Em's top checker,
	// Coast-to-Coast: "man" is an uncrowned piece), or "guard", "prince",
	// "king", "flying" (Kings & Flying Kings).
	Kind string `json:"kind"`
	// Stack lists a Stack'Em stack's checkers, bottom first (the last is
	// the top, whose Kind is the stack's); nil in the other games.
	Stack []Checker `json:"stack,omitempty"`
	// Label says it in words for screen readers, such as
	// "Red king on 22 (e3)" or "stack of 3 on 14 (e5): Black king on top of
	// Red, Red".
	Label string `json:"label"`
}

// Checker is one checker of a stack.
type Checker struct {
	Color string `json:"color"`
	King  bool   `json:"king,omitempty"`
}

// Special is a square with a special role.
type Special struct {
	// Square is the square, such as "c5".
	Square string `json:"sq"`
	// Kind is "morph", "spawn", "arrow" or "home".
	Kind string `json:"kind"`
	// Color is whose square it is: the owner of a home, or the side whose
	// Spawn square it is ("black" for 9 and 11); empty otherwise.
	Color string `json:"color,omitempty"`
	// Direction is a Push Arrow's direction, "up" or "down" (toward rank 8
	// or rank 1).
	Direction string `json:"dir,omitempty"`
	// Label says it in words, such as "Morph square" or "Push Arrow
	// pointing up".
	Label string `json:"label"`
}

// Move is one legal move as the squares a player clicks to make it.
type Move struct {
	// Text is the move in the variant's notation (what the server accepts).
	Text string `json:"text"`
	// Path is the squares the moving checker visits: where it starts, every
	// landing of a jump sequence in order, and where it ends. A
	// Coast-to-Coast move that crowns goes on through the crowning square
	// (the opponent's home) into its free move. Empty for a pass.
	Path []string `json:"path"`
	// Crown is the index in Path of the square where a Coast-to-Coast
	// checker is crowned before its free move; 0 when it is not.
	Crown int `json:"crown,omitempty"`
	// Spawn is the square where the move spawns a Prince (Kings & Flying
	// Kings), clicked after the last square of Path; empty for none.
	Spawn string `json:"spawn,omitempty"`
	// Captured are the squares of the captured pieces (or of the stacks
	// whose top checker is taken, in Stack'Em).
	Captured []string `json:"captured,omitempty"`
	// Pass reports a Coast-to-Coast pass.
	Pass bool `json:"pass,omitempty"`
}

// PieceKind is one kind of piece of a game, for a board editor's palette.
type PieceKind struct {
	// Kind is the Piece.Kind of such pieces, such as "man" or "flying".
	Kind string `json:"kind"`
	// Name is its name for people, such as "man" or "Flying King".
	Name string `json:"name"`
}
