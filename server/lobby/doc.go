// Package lobby is the lobby's rules, apart from their transport: who may
// post a seek and on what terms, who may accept one and how its game is
// seated, quick pairing's choice of a seek to take, a challenge's checks,
// and the lobby's list as it is shown. It is pure: it is handed the time,
// the accounts and the store's records; package server reads and writes
// the store, answers HTTP and tells the lobby's sockets. Its refusals
// are package server/refuse's, each of a Kind that the server answers
// with its HTTP status.
package lobby
