// Package docs holds KingMe's documentation for people; the web app serves
// the rules pages from it.
package docs

import "embed"

// Rules holds rules/<variant key>.md, each game's rules for players.
//
//go:embed rules/*.md
var Rules embed.FS
