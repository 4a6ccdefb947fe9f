package puzzles

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/view"
)

// Result is the verdict on the last move of an attempt.
type Result struct {
	// Result is "right" (the move is the solution's: the opponent's reply
	// is played, find the next), "solved" (the last move of the solution)
	// or "wrong" (the attempt failed).
	Result string `json:"result"`
	// Played is the move checked, and Reply the opponent's answer to it:
	// the line's reply to a right move, the engine's refutation of a wrong
	// one (nil when none, such as a wrong move that ends the game).
	Played view.Move  `json:"played"`
	Reply  *view.Move `json:"reply,omitempty"`
	// Position is the position after them, and Legal the solver's moves
	// there when the puzzle goes on.
	Position view.Position `json:"position"`
	Legal    []view.Move   `json:"legal"`
	// Expected is the solution's move where a wrong one was played, and
	// Solution the whole line, once the attempt is over.
	Expected string   `json:"expected,omitempty"`
	Solution []string `json:"solution,omitempty"`
	// Rated says the attempt changed the player's and the puzzle's
	// ratings (an account's first attempt), Player and Puzzle their
	// ratings before and after; a guest's attempt is counted, not rated.
	Rated  bool          `json:"rated"`
	Player *RatingChange `json:"player,omitempty"`
	Puzzle *RatingChange `json:"puzzle,omitempty"`
}

// RatingChange is a rating before and after an attempt.
type RatingChange struct {
	Before      float64 `json:"before"`
	After       float64 `json:"after"`
	Provisional bool    `json:"provisional"` // the rating after is provisional
}

// Attempt grades the solver's moves at the stored puzzle row (p) by the
// holder of account a (nil: a guest), as Grade does, and records the
// attempt when it ended: counted always, rated when it is the account's
// first attempt at the puzzle.
func (s *Service) Attempt(ctx context.Context, row *store.Puzzle, p puzzle.Puzzle, moves []string, a *store.Account) (Result, error) {
	ps, err := s.Store()
	if err != nil {
		return Result{}, err
	}
	res, over, err := Grade(p, moves)
	if err != nil {
		return Result{}, err
	}
	if over {
		if err := s.record(ctx, ps, row, a, &res); err != nil {
			return Result{}, err
		}
	}
	return res, nil
}

// maxMoveText is the longest move text read, as package server reads
// moves: a capture of every piece on the board is far shorter.
const maxMoveText = 200

// Grade checks the solver's moves against p's line: every move but the
// last must be the solution's; the last is right, wrong or solves the
// puzzle. over says the attempt ended (solved or wrong).
func Grade(p puzzle.Puzzle, moves []string) (res Result, over bool, err error) {
	switch {
	case len(moves) == 0:
		return res, false, refuse.Newf(refuse.Invalid, "moves: give the solver's moves so far, the last one to check")
	case len(moves) > p.SolverMoves():
		return res, false, refuse.Newf(refuse.Invalid, "moves: %d moves; the puzzle asks for %d", len(moves), p.SolverMoves())
	}
	g, game, err := p.Start()
	if err != nil {
		return res, false, err
	}
	for i, text := range moves {
		if len(text) > maxMoveText {
			return res, false, refuse.Newf(refuse.Invalid, "the move text is %d bytes long: a move is at most %d", len(text), maxMoveText)
		}
		pos := game.Position()
		m, err := pos.ParseMove(text)
		if err != nil {
			return res, false, refuse.Newf(refuse.Invalid, "move %d %q: %v", i+1, text, err)
		}
		want, err := pos.ParseMove(p.Line[2*i])
		if err != nil {
			return res, false, fmt.Errorf("puzzle %s: line move %q: %w", p.ID, p.Line[2*i], err)
		}
		right := m.String() == want.String()
		if 2*i+1 == len(p.Line) && !right {
			for _, text := range p.Also {
				if alt, err := pos.ParseMove(text); err == nil && alt.String() == m.String() {
					right = true // as good as the line's last move
				}
			}
		}
		last := i == len(moves)-1
		if !right && !last {
			return res, false, refuse.Newf(refuse.Invalid, "move %d %q is not the solution's: the attempt ended there", i+1, text)
		}
		if res.Played, err = g.Display.Move(pos, m); err != nil {
			return res, false, err
		}
		if err := game.Play(m); err != nil {
			return res, false, err
		}
		if !last {
			if err := game.PlayText(p.Line[2*i+1]); err != nil {
				return res, false, fmt.Errorf("puzzle %s: line move %q: %w", p.ID, p.Line[2*i+1], err)
			}
			continue
		}
		reply := ""
		switch {
		case !right:
			res.Result, res.Expected, res.Solution = "wrong", want.String(), p.Line
			if i < len(p.Refutations) {
				reply = p.Refutations[i][m.String()]
			}
		case 2*i+1 == len(p.Line):
			res.Result, res.Solution = "solved", p.Line
		default:
			res.Result, reply = "right", p.Line[2*i+1]
		}
		if reply != "" && !game.Result().Over() {
			after := game.Position()
			rm, err := after.ParseMove(reply)
			if err != nil {
				return res, false, fmt.Errorf("puzzle %s: reply %q: %w", p.ID, reply, err)
			}
			vm, err := g.Display.Move(after, rm)
			if err != nil {
				return res, false, err
			}
			res.Reply = &vm
			if err := game.Play(rm); err != nil {
				return res, false, err
			}
		}
	}
	if res.Position, err = g.Display.Position(game.Position()); err != nil {
		return res, false, err
	}
	res.Legal = []view.Move{}
	if res.Result == "right" && !game.Result().Over() {
		if res.Legal, err = g.Display.Moves(game.Position()); err != nil {
			return res, false, err
		}
	}
	return res, res.Result != "right", nil
}

// record stores the ended attempt res at the puzzle row by the holder of
// account a (nil: a guest): counted always, rated when it is the
// account's first attempt at the puzzle, with the ratings written into
// res. A rating changed meanwhile by another attempt is read again.
func (s *Service) record(ctx context.Context, ps store.Puzzles, row *store.Puzzle, a *store.Account, res *Result) error {
	now := s.now()
	att := store.PuzzleAttempt{PuzzleID: row.ID, Solved: res.Result == "solved", At: now}
	if a == nil {
		return ps.RecordAttempt(ctx, att)
	}
	att.AccountID = a.ID
	for range 3 {
		attempted, err := ps.Attempted(ctx, a.ID, row.ID)
		if err != nil {
			return err
		}
		if attempted {
			att.Rated = false
			return ps.RecordAttempt(ctx, att)
		}
		if err := rate(ctx, ps, row.ID, row.Variant, &att); err != nil {
			return err
		}
		err = ps.RecordAttempt(ctx, att)
		switch {
		case err == nil:
			res.Rated = true
			res.Player = &RatingChange{Before: att.Player.Before.Rating, After: att.Player.After.Rating, Provisional: att.Player.After.Deviation > rating.ProvisionalDeviation}
			res.Puzzle = &RatingChange{Before: att.PuzzleBefore.Rating, After: att.PuzzleAfter.Rating, Provisional: att.PuzzleAfter.Deviation > rating.ProvisionalDeviation}
			return nil
		case errors.Is(err, store.ErrConflict), errors.Is(err, store.ErrRated):
			continue // another attempt came first: read again
		}
		return err
	}
	return refuse.Newf(refuse.Busy, "the puzzle's rating kept changing meanwhile: try again")
}

// rate fills in att's ratings: the player's puzzle rating in the game (a
// new player's for the first) against the puzzle's, as one game the
// player wins by solving it.
func rate(ctx context.Context, ps store.Puzzles, id, variant string, att *store.PuzzleAttempt) error {
	row, err := ps.Puzzle(ctx, id)
	if err != nil {
		return err
	}
	before, err := ps.PuzzleRating(ctx, att.AccountID, variant)
	var idle time.Duration
	switch {
	case errors.Is(err, store.ErrNoRating):
		fresh := rating.New()
		before = &store.PlayerRating{AccountID: att.AccountID, Game: variant, Speed: store.PuzzleSpeed, Rating: fresh.Rating, Deviation: fresh.Deviation, Volatility: fresh.Volatility}
	case err != nil:
		return err
	default:
		idle = max(att.At.Sub(before.Updated), 0)
	}
	score := 0.0
	if att.Solved {
		score = 1
	}
	player := rating.Rating{Rating: before.Rating, Deviation: before.Deviation, Volatility: before.Volatility}
	puz := rating.Rating{Rating: row.Rating, Deviation: row.Deviation, Volatility: row.Volatility}
	np, nz, err := rating.Game(player, puz, idle, 0, score)
	if err != nil {
		return err
	}
	after := *before
	after.Rating, after.Deviation, after.Volatility, after.Games, after.Updated = np.Rating, np.Deviation, np.Volatility, before.Games+1, att.At
	att.Rated = true
	att.Player = store.RatingChange{GameID: "puzzle:" + id, Before: *before, After: after, At: att.At}
	att.PuzzleBefore = row.PuzzleRating
	att.PuzzleAfter = store.PuzzleRating{Rating: nz.Rating, Deviation: nz.Deviation, Volatility: nz.Volatility, Rated: row.Rated + 1}
	return nil
}
