package games_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/kingme/kingme/view"
)

// TestComposeRoundTrip: the view of a position, composed, is the same
// position again (same text), for the start and a few others of each game.
func TestComposeRoundTrip(t *testing.T) {
	for _, c := range []struct{ key, text string }{
		{"standard", ""},
		{"standard", "W:W18,K5:B14,K30"},
		{"standard", "B:W:BK1"},
		{"stackem", ""},
		{"stackem", "R 9:rrB 14:b 22:R"},
		{"stackem", "B 1:brbrbR 32:B"},
		{"coast-to-coast", ""},
		{"coast-to-coast", "B:Rb1,c1,Kd4/3:Bg8,h7/0"},
		{"coast-to-coast", "R:Rg7/11:BKb2/11"},
		{"flying-kings", ""},
		{"flying-kings", "R:RP18,K29,K31:BK2,K3,G14"},
		{"flying-kings", "B:RF5,G21:BF28,P26,K13"},
	} {
		t.Run(c.key+" "+c.text, func(t *testing.T) {
			variant, err := lookupVariant(c.key)
			if err != nil {
				t.Fatal(err)
			}
			p := variant.Start()
			if c.text != "" {
				p = mustPosition(t, c.key, c.text)
			}
			v := mustOf(t, p)
			got, err := displayOf(p).Compose(v)
			if err != nil {
				t.Fatalf("Compose(view of %q): %v", p, err)
			}
			if got.String() != p.String() {
				t.Errorf("got %q, want %q", got, p)
			}
		})
	}
}

// TestComposeFromPieces: a view written by hand (as the board editor
// sends it: few fields) composes to the expected text.
func TestComposeFromPieces(t *testing.T) {
	for _, c := range []struct {
		name string
		d    view.Display
		v    view.Position
		want string
	}{
		{"standard men and kings", display("standard"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "c3", Color: "red", Kind: "man"}, {Square: "b8", Color: "red", Kind: "king"},
			{Square: "d6", Color: "black", Kind: "man"}}}, "W:W22,K1:B10"},
		{"stackem stack of 3", display("stackem"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "b6", Stack: []view.Checker{{Color: "red"}, {Color: "red"}, {Color: "black", King: true}}},
			{Square: "c3", Color: "red", Kind: "king"}}}, "R 9:rrB 22:R"},
		{"coast borne off", display("coast-to-coast"), view.Position{Turn: "black", BorneOff: &view.Counts{Black: 2, Red: 5}, Pieces: []view.Piece{
			{Square: "d4", Color: "red", Kind: "king"}, {Square: "e4", Color: "black", Kind: "man"}}}, "B:RKd4/5:Be4/2"},
		{"coast without counts", display("coast-to-coast"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "b1", Color: "red", Kind: "man"}, {Square: "g8", Color: "black", Kind: "man"}}}, "R:Rb1/0:Bg8/0"},
		{"flying kings every kind", display("flying-kings"), view.Position{Turn: "black", Points: &view.Counts{Black: 99}, Pieces: []view.Piece{
			{Square: "a1", Color: "red", Kind: "guard"}, {Square: "c1", Color: "red", Kind: "flying"},
			{Square: "b8", Color: "black", Kind: "prince"}, {Square: "d8", Color: "black", Kind: "king"}}},
			"B:RG29,F30:BP1,K2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := c.d.Compose(c.v)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.String(); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestComposeRefuses: positions the rules refuse, or views that name no
// position, give their reason.
func TestComposeRefuses(t *testing.T) {
	for _, c := range []struct {
		name string
		d    view.Display
		v    view.Position
		want string // a part of the error
	}{
		{"standard man on its crowning row", display("standard"), view.Position{Turn: "black", Pieces: []view.Piece{
			{Square: "c1", Color: "black", Kind: "man"}}}, "black man on 30 stands on its crowning row"},
		{"standard light square", display("standard"), view.Position{Turn: "black", Pieces: []view.Piece{
			{Square: "c4", Color: "black", Kind: "man"}}}, "c4 is a light square"},
		{"standard square twice", display("standard"), view.Position{Turn: "black", Pieces: []view.Piece{
			{Square: "c3", Color: "black", Kind: "man"}, {Square: "c3", Color: "red", Kind: "man"}}}, "square 22 is given twice"},
		{"standard 13 men", display("standard"), view.Position{Turn: "black", Pieces: men("black", "b6", "d6", "f6", "h6", "a5", "c5", "e5", "g5", "b4", "d4", "f4", "h4", "a3")}, "black has 13 pieces; a side has at most 12"},
		{"standard stack", display("standard"), view.Position{Turn: "black", Pieces: []view.Piece{
			{Square: "c3", Color: "black", Kind: "man", Stack: []view.Checker{{Color: "black"}, {Color: "red"}}}}}, "only Stack'Em has stacks"},
		{"standard guard", display("standard"), view.Position{Turn: "black", Pieces: []view.Piece{
			{Square: "c3", Color: "black", Kind: "guard"}}}, `the piece on c3 is a "guard"; want man, king`},
		{"bad turn", display("standard"), view.Position{Turn: "white"}, `the player to move "white" must be black or red`},
		{"bad colour", display("coast-to-coast"), view.Position{Turn: "red", Pieces: []view.Piece{{Square: "c4", Color: "white", Kind: "man"}}}, `colour "white"`},
		{"bad square", display("coast-to-coast"), view.Position{Turn: "red", Pieces: []view.Piece{{Square: "j9", Color: "red", Kind: "man"}}}, `bad square "j9"`},
		{"other game", display("coast-to-coast"), view.Position{Variant: "standard", Turn: "red"}, `the position is of "standard", not coast-to-coast`},
		{"stackem king under a checker", display("stackem"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "b6", Stack: []view.Checker{{Color: "red", King: true}, {Color: "black"}}}}}, "only the top can be a king"},
		{"stackem stack too high", display("stackem"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "b6", Stack: []view.Checker{{Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}, {Color: "red"}}}}},
			"checkers in one stack"},
		{"stackem checker colour", display("stackem"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "b6", Stack: []view.Checker{{Color: "green"}}}}}, `a checker on b6 has colour "green"`},
		{"coast home", display("coast-to-coast"), view.Position{Turn: "red", Pieces: []view.Piece{{Square: "a1", Color: "red", Kind: "man"}}}, "a1 is a home"},
		{"coast too many borne off", display("coast-to-coast"), view.Position{Turn: "red", BorneOff: &view.Counts{Red: 12}, Pieces: []view.Piece{
			{Square: "b1", Color: "red", Kind: "man"}}}, "red has 13 checkers on the board and borne off"},
		{"coast negative count", display("coast-to-coast"), view.Position{Turn: "red", BorneOff: &view.Counts{Red: -1}}, `borne-off count "-1" must be a number from 0 to 12`},
		{"flying kings guard on the king's row", display("flying-kings"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "c1", Color: "black", Kind: "guard"}}}, "black's Guard on 30 stands on red's King's Row"},
		{"flying kings man", display("flying-kings"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "c3", Color: "black", Kind: "man"}}}, `want guard, prince, king, flying`},
		{"flying kings four flyers", display("flying-kings"), view.Position{Turn: "red", Pieces: []view.Piece{
			{Square: "c3", Color: "red", Kind: "flying"}, {Square: "e3", Color: "red", Kind: "flying"},
			{Square: "g3", Color: "red", Kind: "flying"}, {Square: "a3", Color: "red", Kind: "flying"}}}, "red has 4 Flying Kings; a side has at most 3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := c.d.Compose(c.v)
			if err == nil {
				t.Fatalf("got %q, want an error with %q", p, c.want)
			}
			if !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(c.want)) {
				t.Errorf("got error %q, want one with %q", err, c.want)
			}
			if strings.HasPrefix(err.Error(), "bad position") || strings.HasPrefix(err.Error(), "bad FEN") {
				t.Errorf("got error %q: it still starts with the parser's prefix", err)
			}
		})
	}
}

// men returns men of colour on the squares.
func men(color string, squares ...string) []view.Piece {
	out := make([]view.Piece, len(squares))
	for i, sq := range squares {
		out[i] = view.Piece{Square: sq, Color: color, Kind: "man"}
	}
	return out
}

// FuzzCompose: whatever JSON a board editor sends, Compose either refuses
// it or returns a position whose view composes back to the same position.
func FuzzCompose(f *testing.F) {
	f.Add("standard", `{"turn":"black","pieces":[{"sq":"c3","color":"red","kind":"king"}]}`)
	f.Add("stackem", `{"turn":"red","pieces":[{"sq":"b6","stack":[{"color":"red"},{"color":"black","king":true}]}]}`)
	f.Add("coast-to-coast", `{"turn":"red","borneOff":{"black":3,"red":1},"pieces":[{"sq":"d4","color":"red","kind":"man"}]}`)
	f.Add("flying-kings", `{"turn":"black","pieces":[{"sq":"b8","color":"black","kind":"flying"},{"sq":"a1","color":"red","kind":"guard"}]}`)
	f.Add("standard", `{"turn":"red","pieces":[{"sq":"c1","color":"black","kind":"man"}]}`)
	f.Fuzz(func(t *testing.T, key, data string) {
		variant, err := lookupVariant(key)
		if err != nil {
			return
		}
		d := displayOf(variant.Start())
		var v view.Position
		if json.Unmarshal([]byte(data), &v) != nil {
			return
		}
		p, err := d.Compose(v)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty error")
			}
			return
		}
		again, err := d.Position(p)
		if err != nil {
			t.Fatal(err)
		}
		q, err := d.Compose(again)
		if err != nil {
			t.Fatalf("the view of %q does not compose: %v", p, err)
		}
		if q.String() != p.String() {
			t.Fatalf("got %q, want %q", q, p)
		}
	})
}

// TestKindsCompose: every kind of piece a game lists can be set up, by
// either side, and is drawn as that kind.
func TestKindsCompose(t *testing.T) {
	for _, key := range variantKeys() {
		variant, err := lookupVariant(key)
		if err != nil {
			t.Fatal(err)
		}
		d := displayOf(variant.Start())
		if len(d.Kinds()) < 2 {
			t.Errorf("%s: got kinds %v, want at least a man and a king", key, d.Kinds())
		}
		for _, k := range d.Kinds() {
			for _, color := range []string{"black", "red"} {
				p, err := d.Compose(view.Position{Turn: "red", Pieces: []view.Piece{{Square: "d4", Color: color, Kind: k.Kind}}})
				if err != nil {
					t.Errorf("%s: a %s %s on d4: %v", key, color, k.Name, err)
					continue
				}
				v, err := d.Position(p)
				if err != nil {
					t.Fatal(err)
				}
				if len(v.Pieces) != 1 || v.Pieces[0].Kind != k.Kind || v.Pieces[0].Color != color {
					t.Errorf("%s: got pieces %+v, want a %s %s on d4", key, v.Pieces, color, k.Kind)
				}
			}
		}
	}
}
