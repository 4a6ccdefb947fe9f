// Package games runs the browser tests of whole games (e2e.Games): against
// the computer in each game, between friends with a spectator, on one
// screen, through a server restart, to every ending, with special squares,
// tall stacks and take-backs. See package e2e.
package games
