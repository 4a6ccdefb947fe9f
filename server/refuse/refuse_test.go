package refuse

import (
	"errors"
	"io/fs"
	"testing"
	"time"
)

// TestKinds: every kind is listed once, in order, under its constant's
// name; a kind out of range says its number.
func TestKinds(t *testing.T) {
	want := []string{"Invalid", "Unauthorized", "Forbidden", "NotFound", "Conflict", "Gone", "TooLarge", "TooMany", "NotKept", "Busy"}
	kinds := Kinds()
	if len(kinds) != len(want) {
		t.Fatalf("got %d kinds %v, want %d %v", len(kinds), kinds, len(want), want)
	}
	for i, k := range kinds {
		if k != Kind(i) || k.String() != want[i] {
			t.Errorf("kind %d: got %d %q, want %d %q", i, int(k), k, i, want[i])
		}
	}
	for _, tt := range []struct {
		k    Kind
		want string
	}{{-1, "Kind(-1)"}, {Busy + 1, "Kind(10)"}} {
		if got := tt.k.String(); got != tt.want {
			t.Errorf("Kind(%d).String() = %q, want %q", int(tt.k), got, tt.want)
		}
	}
}

// TestRefusal: what each constructor and option gives, and that an
// option leaves the refusal it was called on as it was.
func TestRefusal(t *testing.T) {
	base := Newf(TooMany, "too many %s: wait %v", "lines", time.Second)
	cause := fs.ErrNotExist
	tests := []struct {
		name      string
		r         *Refusal
		wantKind  Kind
		wantMsg   string
		wantRetry time.Duration
		wantCause error
	}{
		{"Newf", base, TooMany, "too many lines: wait 1s", 0, nil},
		{"WithRetry", base.WithRetry(3 * time.Second), TooMany, "too many lines: wait 1s", 3 * time.Second, nil},
		{"WithCause", Newf(Unauthorized, "not logged in").WithCause(cause), Unauthorized, "not logged in", 0, cause},
		{"both", base.WithRetry(time.Minute).WithCause(cause), TooMany, "too many lines: wait 1s", time.Minute, cause},
		{"Wrap", Wrap(Conflict, cause), Conflict, cause.Error(), 0, cause},
	}
	for _, tt := range tests {
		var err error = tt.r
		if tt.r.Kind() != tt.wantKind || err.Error() != tt.wantMsg || tt.r.RetryAfter() != tt.wantRetry || tt.r.Unwrap() != tt.wantCause {
			t.Errorf("%s: got %v %q after %v, cause %v; want %v %q after %v, cause %v", tt.name,
				tt.r.Kind(), err.Error(), tt.r.RetryAfter(), tt.r.Unwrap(), tt.wantKind, tt.wantMsg, tt.wantRetry, tt.wantCause)
		}
		if got := errors.Is(err, cause); got != (tt.wantCause != nil) {
			t.Errorf("%s: errors.Is(err, the cause) = %v, want %v", tt.name, got, tt.wantCause != nil)
		}
	}
	if base.RetryAfter() != 0 || base.Unwrap() != nil {
		t.Errorf("after the options, Newf's refusal: got retry %v, cause %v; want 0, nil", base.RetryAfter(), base.Unwrap())
	}
}
