package pdn_test

import (
	"io"
	"strconv"
	"strings"

	"github.com/kingme/kingme/pdn"
)

// dumpTags renders tags as "Name=Value;Name=Value".
func dumpTags(tags []pdn.Tag) string {
	var parts []string
	for _, t := range tags {
		parts = append(parts, t.Name+"="+t.Value)
	}
	return strings.Join(parts, ";")
}

// dumpLine renders a line compactly: every move as "N.text" or
// "N...text", then "$n" for NAGs, "{c}" for comments and "(...)" for
// variations; "<c>" before a move stands for CommentsBefore.
func dumpLine(moves []pdn.Move) string {
	var parts []string
	for _, m := range moves {
		var b strings.Builder
		for _, c := range m.CommentsBefore {
			b.WriteString("<" + c + ">")
		}
		b.WriteString(strconv.Itoa(m.Number))
		if m.Second {
			b.WriteString("...")
		} else {
			b.WriteString(".")
		}
		b.WriteString(m.Text)
		for _, n := range m.NAGs {
			b.WriteString("$" + strconv.Itoa(n))
		}
		for _, c := range m.Comments {
			b.WriteString("{" + c + "}")
		}
		for _, v := range m.Variations {
			b.WriteString("(" + dumpLine(v) + ")")
		}
		parts = append(parts, b.String())
	}
	return strings.Join(parts, " ")
}

// dumpGame renders a whole game on one line.
func dumpGame(g *pdn.GameRecord) string {
	return "tags[" + dumpTags(g.Tags) + "] comment[" + g.Comment + "] moves[" +
		dumpLine(g.Moves) + "] result[" + g.Result + "]"
}

func readAll(in string, keep bool) ([]*pdn.GameRecord, error) {
	r := pdn.NewReader(strings.NewReader(in))
	r.KeepVariations(keep)
	var games []*pdn.GameRecord
	for {
		g, err := r.Next()
		if err != nil {
			if err == io.EOF {
				return games, nil
			}
			return games, err
		}
		games = append(games, g)
	}
}

// roster is the seven-tag roster the writer puts first, with defaults.
var roster = []pdn.Tag{
	{Name: "Event", Value: "?"}, {Name: "Site", Value: "?"}, {Name: "Date", Value: "????.??.??"},
	{Name: "Round", Value: "?"}, {Name: "Black", Value: "?"}, {Name: "White", Value: "?"},
	{Name: "Result", Value: "*"},
}

// normalize returns g as it reads back after writing: roster tags first
// and filled in (the first of each name), the others in order, the result
// marker taken from the Result tag when the movetext has none, and "}" in
// comments as ")".
func normalize(g *pdn.GameRecord) *pdn.GameRecord {
	n := &pdn.GameRecord{Comment: strings.ReplaceAll(g.Comment, "}", ")"), Result: g.Marker()}
	isRoster := map[string]bool{}
	for _, r := range roster {
		isRoster[r.Name] = true
		v, ok := g.Tag(r.Name)
		switch {
		case r.Name == "Result" && (!ok || n.Result != "*" || pdn.IsResult(strings.TrimSpace(v))):
			v = n.Result
		case !ok:
			v = r.Value
		}
		n.Tags = append(n.Tags, pdn.Tag{Name: r.Name, Value: v})
	}
	seen := map[string]bool{}
	for _, t := range g.Tags {
		if isRoster[t.Name] && !seen[t.Name] {
			seen[t.Name] = true
			continue
		}
		n.Tags = append(n.Tags, t)
	}
	n.Moves = normalizeLine(g.Moves)
	return n
}

func normalizeLine(moves []pdn.Move) []pdn.Move {
	if moves == nil {
		return nil
	}
	out := make([]pdn.Move, len(moves))
	for i, m := range moves {
		out[i] = m
		out[i].Comments = normalizeComments(m.Comments)
		out[i].CommentsBefore = normalizeComments(m.CommentsBefore)
		out[i].Variations = nil
		for _, v := range m.Variations {
			out[i].Variations = append(out[i].Variations, normalizeLine(v))
		}
	}
	return out
}

func normalizeComments(cs []string) []string {
	if cs == nil {
		return nil
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = strings.ReplaceAll(c, "}", ")")
	}
	return out
}
