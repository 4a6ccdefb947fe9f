// Package comforts runs the browser tests of the comforts of play
// (e2e.Comforts): premoves, move confirmation, the move box, coordinates,
// the tab title, tall stacks and a restart in the middle of a game. See
// package e2e.
package comforts
