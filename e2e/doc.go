// Package e2e runs KingMe's browser tests: it serves the web app in
// process on 127.0.0.1, on a fresh SQLite store, and runs node:test files
// of e2e/browser, which drive Chromium through playwright-core against it.
// The files are split into suites, each run by a test package of its own
// (e2e/comforts, friends, games, lobby, analysis, pages and setup: `go
// test ./e2e/...` runs them with the cluster and terminal tests), so that
// go test runs them two at a time and each stays well within its time
// limit.
//
// The tests play a game against the computer in each of the four games, two
// players and a spectator through the friend and watch links, a reload and a
// server restart in the middle of a game, and measure the home page's
// first-load transfer size and the time a move takes to reach the
// opponent's screen (logged by `go test -v ./e2e/...`). Screenshots of the
// boards and the measurements are written under test-output/browser/SUITE.
//
// They need Chromium (/usr/bin/chromium, or the path in $KINGME_CHROMIUM)
// and Node.js 18.19 or newer with npm; `npm ci` runs when e2e/browser's
// node_modules is missing or older than package-lock.json (in a directory
// of its own, moved into place when done, so that suites starting together
// do not install over one another). Without
// them the tests are skipped, unless KINGME_BROWSER_TESTS=require (as
// .ci/run sets), when they fail. KINGME_BROWSER_FILES=friend,site runs
// only the test files whose names hold one of the words.
package e2e
