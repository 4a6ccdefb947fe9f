// Package friends runs the browser tests of games between friends
// (e2e.Friends): the friend link and a spectator, chat, a friend who
// leaves, take-backs and special squares. See package e2e.
package friends
