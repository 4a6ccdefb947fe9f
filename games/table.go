package games

// pieces is the terminal legend's line for men and kings.
const pieces = "● Red  ○ Black  ♛♕ kings"

// all is the table: every game, in the order it is shown.
var all = []*Game{standardGame, stackemGame, coastGame, flyingKingsGame, russianGame, brazilianGame, italianGame, poolGame, internationalGame, antidraughtsGame, breakthroughGame, turkishGame, frisianGame, fryskGame}
