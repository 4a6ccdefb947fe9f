// Package games runs the browser tests of games against the computer
// (e2e.Games), in each game and to every ending, and of the puzzles. See
// package e2e.
package games
