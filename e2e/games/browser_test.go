package games

import (
	"testing"

	"github.com/kingme/kingme/e2e"
)

// TestBrowser runs the games suite in Chromium against the app.
func TestBrowser(t *testing.T) { e2e.RunBrowser(t, e2e.Games) }
