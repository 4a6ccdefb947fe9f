// Package web holds the browser app that kingme serve sends: plain ES
// modules, CSS and SVG, embedded in the binary, with no build step and no
// request to any other host.
package web

import "embed"

// Static holds the files under static/: index.html (the one page every app
// path loads), js/, css/ and img/.
//
//go:embed static
var Static embed.FS
