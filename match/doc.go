// Package match plays engine settings against each other and scores them:
// the engine of `kingme match`.
//
// A match is two Specs (engine settings such as "depth=8,hash=32" or
// "level=expert"), a number of games and a list of openings. Games come in
// pairs: both start from the same opening, and the sides swap colours from
// one to the other, so that neither side profits from a lopsided opening.
// Each side thinks with its own engine.Player; a game ends by the rules
// (checkers.Game: no move left, threefold repetition, the no-progress rule)
// or, as a safety, at a ply cap where it is adjudicated a draw.
//
// For standard checkers the openings are the American Checker Federation's
// 3-move ballot (Book; the 156 openings of its tournament deck, embedded
// from checkers/standard/ballot.txt); ReadOpenings reads another list in the
// same format. The other games have no such list: RandomOpenings draws a
// few random plies from the start position, seeded, and keeps the lines a
// short search scores near equal.
//
// The Tally counts A's wins, draws and losses; Tally.Elo turns its score
// into an Elo difference with a 95 % error margin. Config.WritePDN writes
// the games as PDN.
//
// With Config.SPRT the match is a sequential probability ratio test: after
// each game pair (counted in a Pentanomial by A's points in the pair) the
// log-likelihood ratio of H1 (A is Elo1 stronger) against H0 (Elo0) is
// worked out, and the match stops when it reaches one of the bounds that
// the error rates α and β set; Result.Verdict says which hypothesis was
// accepted (see SPRT for the model).
//
// Usage:
//
//	a, _ := match.ParseSpec("depth=8")
//	b, _ := match.ParseSpec("depth=6")
//	openings, _ := match.Book(standard.Variant{}) // the 3-move ballot
//	res, err := match.Run(ctx, match.Config{
//		Variant:  standard.Variant{},
//		A:        a.Resolve(100 * time.Millisecond),
//		B:        b.Resolve(100 * time.Millisecond),
//		Games:    20,
//		Openings: openings,
//	})
//	fmt.Println(res.Tally, res.Tally.EloText())
package match
