package match

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

// ReadPlayed reads back the games of the match c that an earlier run of it
// wrote as PDN (kingme match --pdn), so that a stopped match can go on
// where it stopped: Config.Played takes them. Every game must be one of
// c's: the match's Event, its sides' settings in the Black and White tags
// (by the colour A has in that round), its ply cap, a round from 1 to
// c.Games read once, that round's opening, and moves that replay from the
// opening to the result the marker states (or, for a game the ply cap
// stopped, to the cap, a draw; for one the Oracle adjudicated, to a
// position the Oracle gives that result). The error names the game by its place in
// the file and its round, and what differs.
func (c Config) ReadPlayed(r io.Reader) ([]PlayedGame, error) {
	capPlies := c.PlyCap
	if capPlies == 0 {
		capPlies = DefaultPlyCap
	}
	first := c.Variant.Start().Turn()
	seen := map[int]bool{}
	var played []PlayedGame
	pr := pdn.NewReader(r)
	for n := 1; ; n++ {
		pg, err := pr.Next()
		if errors.Is(err, io.EOF) {
			return played, nil
		}
		if err != nil {
			return nil, fmt.Errorf("game %d of the file: %w", n, err)
		}
		g, err := c.playedGame(pg, capPlies, first, seen)
		if err != nil {
			return nil, fmt.Errorf("game %d of the file: %w", n, err)
		}
		played = append(played, g)
	}
}

// playedGame checks one game read back against the match and returns it
// as the match's Game; seen holds the rounds read so far.
func (c Config) playedGame(pg *pdn.GameRecord, capPlies int, first checkers.Color, seen map[int]bool) (PlayedGame, error) {
	tag := func(name string) string { v, _ := pg.Tag(name); return v }
	if got := tag("Event"); got != Event {
		return PlayedGame{}, fmt.Errorf("the Event tag %q: want %q, a match's game", got, Event)
	}
	round, err := strconv.Atoi(tag("Round"))
	switch {
	case err != nil || round < 1 || round > c.Games:
		return PlayedGame{}, fmt.Errorf("the Round tag %q: want a round from 1 to %d", tag("Round"), c.Games)
	case seen[round]:
		return PlayedGame{}, fmt.Errorf("round %d is in the file twice", round)
	}
	seen[round] = true
	aColor := first
	if round%2 == 0 {
		aColor = first.Opponent()
	}
	black, red := SideName("A", c.A), SideName("B", c.B)
	if aColor != checkers.Black {
		black, red = red, black
	}
	if got := tag("Black"); got != black {
		return PlayedGame{}, fmt.Errorf("round %d: Black %q: want %q (this match's settings)", round, got, black)
	}
	if got := tag("White"); got != red {
		return PlayedGame{}, fmt.Errorf("round %d: White %q: want %q (this match's settings)", round, got, red)
	}
	if got := tag("PlyCap"); got != strconv.Itoa(capPlies) {
		return PlayedGame{}, fmt.Errorf("round %d: PlyCap %q: want %d", round, got, capPlies)
	}
	op := c.Openings[((round-1)/2)%len(c.Openings)]
	if got := tag("Opening"); got != op.Label() {
		return PlayedGame{}, fmt.Errorf("round %d: Opening %q: want %q, this match's opening of the round", round, got, op.Label())
	}
	record, err := games.PDN().Replay(pg)
	if err != nil {
		return PlayedGame{}, fmt.Errorf("round %d: %w", round, err)
	}
	moves := record.Played()
	for i, m := range op.Moves {
		if i >= len(moves) || moves[i].String() != m {
			return PlayedGame{}, fmt.Errorf("round %d: the moves do not start with the opening %s", round, op)
		}
	}
	outcome, err := pdn.Outcome(pg.Result, first)
	if err != nil {
		return PlayedGame{}, fmt.Errorf("round %d: %w", round, err)
	}
	solved := tag("Termination") == SolvedTermination
	switch {
	case solved && c.Oracle == nil:
		return PlayedGame{}, fmt.Errorf("round %d: the endgame databases adjudicated it, and this match has none to check it with", round)
	case solved:
		r, ok := c.solved(record)
		if !ok || r.Outcome != outcome {
			return PlayedGame{}, fmt.Errorf("round %d: the result %s is not the endgame databases' for its last position", round, pg.Result)
		}
		if err := record.End(r); err != nil {
			return PlayedGame{}, fmt.Errorf("round %d: %w", round, err)
		}
	case record.Result().Over():
		if got := record.Result().Outcome; got != outcome {
			return PlayedGame{}, fmt.Errorf("round %d: the result %s disagrees with the moves, which end %v", round, pg.Result, record.Result())
		}
	case tag("Termination") == checkers.TimeForfeit.String():
		loser := c.B
		if record.Turn() == aColor {
			loser = c.A
		}
		if loser.Clock == 0 || outcome != checkers.WinFor(record.Turn().Opponent()) {
			return PlayedGame{}, fmt.Errorf("round %d: a time forfeit %s, and the side to move after the moves has no clock or is not the loser", round, pg.Result)
		}
		if err := record.End(checkers.Result{Outcome: outcome, Reason: checkers.TimeForfeit}); err != nil {
			return PlayedGame{}, fmt.Errorf("round %d: %w", round, err)
		}
	case outcome == checkers.Draw && record.Len() >= capPlies:
		if err := record.End(checkers.Result{Outcome: checkers.Draw, Reason: checkers.Adjudicated}); err != nil {
			return PlayedGame{}, fmt.Errorf("round %d: %w", round, err)
		}
	default:
		return PlayedGame{}, fmt.Errorf("round %d: the moves stop after %d plies, before the game ends and before the %d-ply cap", round, record.Len(), capPlies)
	}
	return PlayedGame{Round: round, Opening: op, AColor: aColor, Record: record, Score: scoreFor(outcome, aColor), Solved: solved}, nil
}
