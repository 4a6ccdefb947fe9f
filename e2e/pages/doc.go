// Package pages runs the browser tests of looks, sounds and settings and
// of the site's pages (e2e.Pages). See package e2e.
package pages
