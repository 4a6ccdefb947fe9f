package natsbus

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/kingme/kingme/bus/nats/natstest"
	"github.com/nats-io/nats.go"
)

// TestChange publishes news with changes and without, and as an older
// server does (the revision alone) or with a malformed change: each
// subscriber receives the revision, and the change as published or nil.
func TestChange(t *testing.T) {
	url := natstest.Start(t)
	a, b := open(t, url, "one"), open(t, url, "two")
	heard := subscribe(t, b)
	raw, err := nats.Connect(url)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	defer raw.Close()
	ctx := context.Background()
	tests := []struct {
		name    string
		publish func(id string, revision int64) error
		want    []byte
	}{
		{"a change", func(id string, r int64) error { return a.Publish(ctx, id, r, []byte(`{"move":"11-15"}`)) }, []byte(`{"move":"11-15"}`)},
		{"any bytes", func(id string, r int64) error { return a.Publish(ctx, id, r, []byte("\x00\r\n:é")) }, []byte("\x00\r\n:é")},
		{"no change", func(id string, r int64) error { return a.Publish(ctx, id, r, nil) }, nil},
		{"an empty change", func(id string, r int64) error { return a.Publish(ctx, id, r, []byte{}) }, nil},
		{"an older server's news", func(id string, r int64) error {
			return raw.Publish(gamePrefix+id, fmt.Appendf(nil, "%d", r))
		}, nil},
		{"a malformed change", func(id string, r int64) error {
			m := nats.NewMsg(gamePrefix + id)
			m.Data = fmt.Appendf(nil, "%d", r)
			m.Header.Set(changeHeader, "not base64!")
			return raw.PublishMsg(m)
		}, nil},
	}
	for i, tt := range tests {
		id, revision := fmt.Sprintf("g%d", i), int64(i+7)
		if err := tt.publish(id, revision); err != nil {
			t.Fatalf("%s: publish: %v", tt.name, err)
		}
		eventually(t, fmt.Sprintf("%s: the news of %s at revision %d", tt.name, id, revision), func() bool { return heard.has(id, revision) })
		if got := heard.change(id, revision); !bytes.Equal(got, tt.want) || (got == nil) != (tt.want == nil) {
			t.Errorf("%s: got change %q, want %q", tt.name, got, tt.want)
		}
	}
}
