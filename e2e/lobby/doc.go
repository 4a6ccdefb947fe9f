// Package lobby runs the browser tests of strangers (e2e.Lobby): the
// lobby, challenges, rated games to the end and playing on from a replay.
// See package e2e.
package lobby
