package studies

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
)

// t0 is the tests' time.
var t0 = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

// limits are the server's bounds of reading a file.
var limits = Limits{Games: 20_000, Plies: 1000, Time: 2 * time.Second}

// fixture is a Service on a SQLite store of its own, noting the store
// calls it reports.
type fixture struct {
	*Service
	st     store.Store
	failed []string // "op err" of each store call reported
	ids    int
}

// newFixture returns a fixture reading within lim.
func newFixture(t *testing.T, lim Limits) *fixture {
	t.Helper()
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := &fixture{st: st}
	f.Service = New(st, Config{Limits: lim, Now: func() time.Time { return t0 },
		NewID:   func() string { f.ids++; return fmt.Sprintf("new%04d", f.ids) },
		ValidID: func(id string) bool { return len(id) >= 4 && len(id) <= 32 && id == lower(id) },
		Failed:  func(op string, err error) { f.failed = append(f.failed, fmt.Sprintf("%s %v", op, err)) },
	})
	return f
}

// lower keeps the letters a-z and digits of id, as a server's IDs are.
func lower(id string) string {
	out := []rune{}
	for _, r := range id {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			out = append(out, r)
		}
	}
	return string(out)
}

// refusal returns err's Refusal kind and text, or fails.
func refusal(t *testing.T, err error) (refuse.Kind, string) {
	t.Helper()
	var r *refuse.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("got error %v (%T), want a *refuse.Refusal", err, err)
	}
	return r.Kind(), r.Error()
}

// noStudies is a store that keeps no studies.
type noStudies struct{ store.Store }
