// Package analysis runs the browser tests of the engine's analysis and of
// looking back during a live game (e2e.Analysis). See package e2e.
package analysis
