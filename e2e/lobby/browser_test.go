package lobby

import (
	"testing"

	"github.com/kingme/kingme/e2e"
)

// TestBrowser runs the lobby suite in Chromium against the app.
func TestBrowser(t *testing.T) { e2e.RunBrowser(t, e2e.Lobby) }
