// Package setup runs the browser tests of games from other starts
// (e2e.Setup): set-up positions, ballot openings, PDN and studies. See
// package e2e.
package setup
