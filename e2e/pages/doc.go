// Package pages runs the browser tests of the app's other pages and
// settings (e2e.Pages): analysis, looking back over a game, looks and
// sounds, openings, PDN, set-up positions and the site's pages. See
// package e2e.
package pages
