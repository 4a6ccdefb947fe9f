// Package storetest is the test suite every store.Store implementation
// passes. An implementation's tests call Run with a function that opens a
// fresh, empty store:
//
//	func TestStore(t *testing.T) {
//		storetest.Run(t, func(t *testing.T) store.Store {
//			s, err := mystore.Open(t.TempDir())
//			if err != nil {
//				t.Fatal(err)
//			}
//			return s
//		})
//	}
//
// The suite checks the contract of store.Store: every field round-trips
// (times to the millisecond or better, durations exactly, player text
// byte for byte), the errors wrap store.ErrNotFound and store.ErrExists,
// Save makes the stored moves equal to the game's after moves are added or
// taken back, List selects, orders and pages as documented, analyses
// round-trip and replace each other, and different
// games can be saved from many goroutines at once (run it with -race), and
// Save refuses a stale revision with store.ErrConflict, also when many
// goroutines save the same revision at once. AppendMove leaves a game as a
// Save of it would, refuses with store.ErrConflict a stale revision or a
// move count that is not the stored one plus one (one of many appenders
// of a revision wins), creates no game, and interleaves with Save. For a store that implements
// store.Presence (skipped otherwise), it checks which seats are connected
// over several servers, as connections are recorded, ended, renewed or
// left to expire, how Away grows, and that bad arguments are refused and
// an unknown game is store.ErrNotFound.
// Every store implements store.Accounts: accounts round-trip, a name
// skeleton is taken once (also by many signups at once), sessions expire,
// are touched, end one by one or all together (a password change keeps
// the session that made it), and a deleted account keeps its name and
// ends its sessions. Every store implements store.Ratings: ratings
// round-trip by player, game and speed, a game is rated once, a rating
// changed meanwhile is a conflict (nothing written), and the history
// comes back oldest first. Every store implements store.Seeks: seeks
// round-trip, expire, are pushed back, withdrawn by their owner alone, and
// accepted once however many servers accept one at once. Every store
// implements store.Chats: a game's chat lines round-trip in order (its
// last lines too), many at once, and survive the game's saves; a seat
// mutes and unmutes its opponent; an unknown game is store.ErrNotFound.
// Every store implements store.Studies: studies (games opened from PDN
// files) round-trip byte for byte apart from the games, once per ID, with
// their analyses.
// Every store implements store.Puzzles: puzzles round-trip and are added
// once, are found by game, theme and nearness of rating, leaving out
// those given and those the account attempted; an attempt counts, a rated
// one moves both ratings once, and a stale rating is a conflict (nothing
// written), also among many attempts at once.
// Durability across a restart is the implementation's own test to write,
// since only it knows how to reopen.
package storetest

import (
	"testing"

	"github.com/kingme/kingme/store"
)

// Run runs the suite, each test in its own subtest on a store from open.
// open must return a new, empty store each time; Run closes it when the
// subtest ends and checks that Close succeeds.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s store.Store)
	}{
		{"RoundTrip", testRoundTrip},
		{"PlayerText", testPlayerText},
		{"LoadReturnsCopy", testLoadReturnsCopy},
		{"LoadUnknown", testLoadUnknown},
		{"CreateTwice", testCreateTwice},
		{"CreateCancelled", testCreateCancelled},
		{"SaveUnknown", testSaveUnknown},
		{"SaveMoves", testSaveMoves},
		{"SaveHeader", testSaveHeader},
		{"List", testList},
		{"ListCounts", testListCounts},
		{"ConcurrentSaves", testConcurrentSaves},
		{"Analysis", testAnalysis},
		{"CreateRevision", testCreateRevision},
		{"SaveConflict", testSaveConflict},
		{"ConcurrentConflict", testConcurrentConflict},
		{"Revision", testRevision},
		{"AppendMoves", testAppendMoves},
		{"AppendConflict", testAppendConflict},
		{"AppendUnknown", testAppendUnknown},
		{"AppendAndSave", testAppendAndSave},
		{"ConcurrentAppend", testConcurrentAppend},
		{"Presence", testPresence},
		{"PresenceAwayGrows", testPresenceAwayGrows},
		{"PresenceRefused", testPresenceRefused},
		{"Accounts", testAccounts},
		{"AccountNames", testAccountNames},
		{"Sessions", testSessions},
		{"AccountDeleted", testAccountDeleted},
		{"ConcurrentSignups", testConcurrentSignups},
		{"Ratings", testRatings},
		{"RatingConflicts", testRatingConflicts},
		{"Seeks", testSeeks},
		{"ConcurrentAccepts", testConcurrentAccepts},
		{"Chat", testChat},
		{"ChatMutes", testChatMutes},
		{"ConcurrentChat", testConcurrentChat},
		{"Studies", testStudies},
		{"Puzzles", testPuzzles},
		{"PuzzleAttemptsRefused", testPuzzleAttemptsRefused},
		{"ConcurrentAttempts", testConcurrentAttempts},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := open(t)
			defer func() {
				if err := s.Close(); err != nil {
					t.Errorf("Close: got error %v, want nil", err)
				}
			}()
			tt.test(t, s)
		})
	}
}
