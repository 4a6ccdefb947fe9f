package chat

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// viewers are every kind of viewer, by name.
var viewers = map[string]room.Viewer{
	"spectator": room.Spectator, "black": room.BlackSeat, "red": room.RedSeat, "both": room.BothSeats,
}

// refusalOf returns err as a Refusal, or fails.
func refusalOf(t *testing.T, err error) *refuse.Refusal {
	t.Helper()
	var r *refuse.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("got error %v (%T), want a *refuse.Refusal", err, err)
	}
	return r
}

func TestOpen(t *testing.T) {
	tests := []struct {
		mode    string
		wantHas bool
	}{
		{"friend", true}, {"computer", false}, {"local", false}, {"", false}, {"Friend", false},
	}
	for _, tt := range tests {
		g := Game{ID: "g1", Mode: tt.mode}
		if got := g.Has(); got != tt.wantHas {
			t.Errorf("Game{Mode: %q}.Has() = %v, want %v", tt.mode, got, tt.wantHas)
		}
		err := g.Open()
		if tt.wantHas {
			if err != nil {
				t.Errorf("Game{Mode: %q}.Open() = %v, want nil", tt.mode, err)
			}
			continue
		}
		r := refusalOf(t, err)
		want := "game g1 has no chat: only games between two people have one"
		if r.Kind() != refuse.NotFound || r.Error() != want {
			t.Errorf("Game{Mode: %q}.Open() = %v %q, want %v %q", tt.mode, r.Kind(), r.Error(), refuse.NotFound, want)
		}
	}
}

func TestReadable(t *testing.T) {
	tests := []struct {
		viewer, room string
		over         bool
		want         bool
	}{
		{"black", store.PlayersRoom, false, true},
		{"red", store.PlayersRoom, true, true},
		{"spectator", store.PlayersRoom, false, false},
		{"spectator", store.PlayersRoom, true, false},
		{"both", store.PlayersRoom, false, false},
		{"spectator", store.SpectatorsRoom, false, true},
		{"spectator", store.SpectatorsRoom, true, true},
		{"black", store.SpectatorsRoom, false, false},
		{"red", store.SpectatorsRoom, true, true},
		{"both", store.SpectatorsRoom, true, false},
		{"black", "lobby", true, false},
		{"spectator", "", false, false},
	}
	for _, tt := range tests {
		g := Game{ID: "g1", Mode: "friend", Over: tt.over}
		if got := g.Readable(viewers[tt.viewer], tt.room); got != tt.want {
			t.Errorf("%s reads %q (over %v) = %v, want %v", tt.viewer, tt.room, tt.over, got, tt.want)
		}
	}
}

func TestWriteRefusal(t *testing.T) {
	long := strings.Repeat("x", 50)
	tests := []struct {
		viewer, room string
		over         bool
		loggedIn     bool
		wantKind     refuse.Kind // -1 when allowed
		wantMsg      string
	}{
		{"black", store.PlayersRoom, false, false, -1, ""},
		{"red", store.PlayersRoom, true, true, -1, ""},
		{"spectator", store.SpectatorsRoom, false, true, -1, ""},
		{"black", store.SpectatorsRoom, true, false, -1, ""},
		{"both", store.SpectatorsRoom, false, true, -1, ""},
		{"black", "lobby", false, true, refuse.Invalid, `unknown chat room "lobby": want players or spectators`},
		{"spectator", long, false, true, refuse.Invalid, `unknown chat room "` + strings.Repeat("x", 39) + `…": want players or spectators`},
		{"spectator", "\xff", false, true, refuse.Invalid, `unknown chat room "` + "\uFFFD" + `": want players or spectators`},
		{"spectator", store.PlayersRoom, false, true, refuse.Forbidden, "Only the two players write in the players' room."},
		{"both", store.PlayersRoom, false, true, refuse.Forbidden, "Only the two players write in the players' room."},
		{"red", store.SpectatorsRoom, false, true, refuse.Forbidden, "The players join the spectators' room when the game is over."},
		{"spectator", store.SpectatorsRoom, true, false, refuse.Unauthorized, "Log in to write in the spectators' room."},
		{"both", store.SpectatorsRoom, false, false, refuse.Unauthorized, "Log in to write in the spectators' room."},
	}
	for _, tt := range tests {
		name := fmt.Sprintf("%s in %q over=%v loggedIn=%v", tt.viewer, tt.room, tt.over, tt.loggedIn)
		g := Game{ID: "g1", Mode: "friend", Over: tt.over}
		err := g.WriteRefusal(viewers[tt.viewer], tt.room, tt.loggedIn)
		if tt.wantKind < 0 {
			if err != nil {
				t.Errorf("%s: got %v, want nil", name, err)
			}
			continue
		}
		r := refusalOf(t, err)
		if r.Kind() != tt.wantKind || r.Error() != tt.wantMsg {
			t.Errorf("%s: got %v %q, want %v %q", name, r.Kind(), r.Error(), tt.wantKind, tt.wantMsg)
		}
	}
}

func TestMuteRefusal(t *testing.T) {
	for name, v := range viewers {
		err := Game{ID: "g7", Mode: "friend"}.MuteRefusal(v)
		if v.OneSeat() {
			if err != nil {
				t.Errorf("%s mutes: got %v, want nil", name, err)
			}
			continue
		}
		r := refusalOf(t, err)
		want := "only a player mutes the opponent: this request holds no seat of game g7"
		if r.Kind() != refuse.Forbidden || r.Error() != want {
			t.Errorf("%s mutes: got %v %q, want %v %q", name, r.Kind(), r.Error(), refuse.Forbidden, want)
		}
	}
}

func TestText(t *testing.T) {
	tests := []struct {
		name, text, preset string
		want               string // the line, when accepted
		wantMsg            string // the refusal, when refused
	}{
		{"plain", "hi there", "", "hi there", ""},
		{"trimmed", "  hi \t", "", "hi", ""},
		{"longest", strings.Repeat("é", MaxText), "", strings.Repeat("é", MaxText), ""},
		{"too long", strings.Repeat("é", MaxText+1), "", "", "a chat line holds at most 140 characters; this one has 141"},
		{"too long once trimmed", " " + strings.Repeat("a", MaxText+2) + " ", "", "", "a chat line holds at most 140 characters; this one has 142"},
		{"empty", "", "", "", "the chat line is empty: send some text or a preset"},
		{"blank", " \n\t ", "", "", "the chat line is empty: send some text or a preset"},
		{"not UTF-8", "a\xffb", "", "", "a chat line must be UTF-8 text"},
		{"line break", "one\ntwo", "", "", "a chat line is one line of text, without line breaks or control characters"},
		{"control", "bell\a", "", "", "a chat line is one line of text, without line breaks or control characters"},
		{"preset", "", "good-game", "Good game!", ""},
		{"every preset's text", "", "rematch", "Rematch?", ""},
		{"text and preset", "hi", "hello", "", "send text or a preset, not both"},
		{"unknown preset", "", "gg", "", `unknown chat preset "gg": see the presets of GET /chat`},
	}
	for _, tt := range tests {
		got, err := Text(tt.text, tt.preset)
		if tt.wantMsg == "" {
			if err != nil || got != tt.want {
				t.Errorf("%s: Text(%q, %q) = %q, %v; want %q, nil", tt.name, tt.text, tt.preset, got, err, tt.want)
			}
			continue
		}
		r := refusalOf(t, err)
		if r.Kind() != refuse.Invalid || r.Error() != tt.wantMsg {
			t.Errorf("%s: Text(%q, %q) refused %v %q, want %v %q", tt.name, tt.text, tt.preset, r.Kind(), r.Error(), refuse.Invalid, tt.wantMsg)
		}
	}
}

func TestPresets(t *testing.T) {
	keys := map[string]bool{}
	for _, p := range Presets {
		if keys[p.Key] {
			t.Errorf("preset key %q twice", p.Key)
		}
		keys[p.Key] = true
		if got, err := Text("", p.Key); err != nil || got != p.Text {
			t.Errorf("Text(\"\", %q) = %q, %v; want %q, nil", p.Key, got, err, p.Text)
		}
	}
	if got, want := len(Presets), 8; got != want {
		t.Errorf("got %d presets, want %d", got, want)
	}
}
