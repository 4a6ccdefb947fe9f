package server_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/kingme/kingme/server"
)

// send writes text messages on the socket.
func (s *socket) send(msgs ...string) {
	s.t.Helper()
	for _, m := range msgs {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err := s.conn.Write(ctx, websocket.MessageText, []byte(m))
		cancel()
		if err != nil {
			s.t.Fatalf("writing %q on the socket: %v", m, err)
		}
	}
}

// readType reads messages until one of type want arrives, returning the
// error that ended the reading instead when the socket closes first.
func (s *socket) readType(want string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		_, data, err := s.conn.Read(ctx)
		if err != nil {
			return err
		}
		var msg struct {
			Type string `json:"type"`
		}
		if err := json.Unmarshal(data, &msg); err != nil {
			s.t.Fatalf("socket message %q: %v", data, err)
		}
		if msg.Type == want {
			return nil
		}
	}
}

// TestSocketStaysOpenThroughThePagesPings: the page sends "ping" every 25
// s; the server answers each with a pong and keeps sending states.
func TestSocketStaysOpenThroughThePagesPings(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	ws := a.watch(g.ID, g.Token)
	ws.next("the first state", func(s server.State) bool { return s.Ply == 0 })
	for i := range 3 {
		ws.send("ping")
		if err := ws.readType("pong"); err != nil {
			t.Fatalf("ping %d: got %v, want a pong and the socket open", i+1, err)
		}
	}
	if code, _, msg := a.move(g.ID, g.Token, g.State.Legal[0].Text, 0); code != http.StatusOK {
		t.Fatalf("move: %d %s", code, msg)
	}
	ws.next("the state after the move, sent after the pings", func(s server.State) bool { return s.Ply == 1 })
	if st := a.state(g.ID, g.Token); !st.Seats["black"].Online {
		t.Errorf("after the pings: black's seat is offline, want online (its socket is open)")
	}
}

// TestSocketRefusesWhatIsNotAPing: anything but a few pings closes the
// socket with a status that says why.
func TestSocketRefusesWhatIsNotAPing(t *testing.T) {
	tests := []struct {
		name string
		msgs []string
		want websocket.StatusCode
	}{
		{"another text", []string{"hello"}, websocket.StatusUnsupportedData},
		{"a ping too long", []string{"ping" + strings.Repeat(" ", 100)}, websocket.StatusMessageTooBig},
		{"a flood of pings", strings.Split(strings.Repeat("ping ", 40), " ")[:40], websocket.StatusPolicyViolation},
	}
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := a.watch(g.ID, "")
			ws.next("the first state", func(server.State) bool { return true })
			for _, m := range tt.msgs {
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				err := ws.conn.Write(ctx, websocket.MessageText, []byte(m))
				cancel()
				if err != nil {
					break // closed already
				}
			}
			err := ws.readType("never")
			var ce websocket.CloseError
			if !errors.As(err, &ce) || ce.Code != tt.want {
				t.Errorf("got %v, want the socket closed with status %v", err, tt.want)
			}
		})
	}
}
