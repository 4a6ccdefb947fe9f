package comforts

import (
	"testing"

	"github.com/kingme/kingme/e2e"
)

// TestBrowser runs the comforts suite in Chromium against the app.
func TestBrowser(t *testing.T) { e2e.RunBrowser(t, e2e.Comforts) }
