package server

import (
	"bytes"
	"fmt"
	"html"
	"net/http"
	"regexp"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	goldhtml "github.com/yuin/goldmark/renderer/html"

	"github.com/kingme/kingme/docs"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// variantInfo is one game in GET /api/variants, from the table of games.
type variantInfo struct {
	Key         string        `json:"key"`
	Name        string        `json:"name"`
	Summary     string        `json:"summary"`
	First       string        `json:"first"`
	ChooseFirst bool          `json:"chooseFirst"`
	Bottom      string        `json:"bottom"`
	Rules       string        `json:"rules"`
	Start       view.Position `json:"start"`
	// Openings are the game's named openings a game may start from (the
	// 3-move ballot for standard checkers); none for the others.
	Openings []openingInfo `json:"openings,omitempty"`
	// Pieces are the game's kinds of piece, for the board editor's
	// palette.
	Pieces []view.PieceKind `json:"pieces"`
}

// openingInfo is one named opening in GET /api/variants.
type openingInfo struct {
	Key   string   `json:"key"`
	Name  string   `json:"name"`
	Moves []string `json:"moves"`
}

// levelInfo is one level in GET /api/variants.
type levelInfo struct {
	Name        string `json:"name"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

func (s *Server) handleVariants(w http.ResponseWriter, r *http.Request) {
	var out struct {
		Variants []variantInfo `json:"variants"`
		Levels   []levelInfo   `json:"levels"`
		// Version is the version of kingme serving (Config.Version).
		Version string `json:"version,omitempty"`
	}
	out.Version = s.cfg.Version
	for _, g := range games.All() {
		start := g.Variant.Start()
		pv, err := g.Display.Position(start)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		info := variantInfo{
			Key: g.Key(), Name: g.Name(), Summary: g.Variant.Summary(),
			First: colorName(start.Turn()), ChooseFirst: g.ChoosesFirst(),
			Bottom: colorName(g.Bottom), Rules: g.Rules, Start: pv,
			Pieces: g.Display.Kinds(),
		}
		if g.Openings != nil {
			for _, o := range g.Openings.List() {
				info.Openings = append(info.Openings, openingInfo{Key: o.Key, Name: o.Name, Moves: o.Moves})
			}
		}
		out.Variants = append(out.Variants, info)
	}
	for _, l := range engine.Levels() {
		out.Levels = append(out.Levels, levelInfo{Name: strings.ToLower(l.Name), Title: l.Name, Description: l.Description})
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handlePosition(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	g, err := games.Lookup(q.Get("variant"))
	if err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	pos, err := g.Variant.ParsePosition(q.Get("text"))
	if err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	pv, err := g.Display.Position(pos)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, pv)
}

// positionBlock finds the fenced blocks "```position <variant>" of a rules
// page, which the page draws as boards.
var positionBlock = regexp.MustCompile("(?m)^```position ([a-z-]+)\\n([^`]*?)\\n```$")

// rulesHTML renders a rules page: Markdown (with tables) to HTML, position
// blocks to <pre data-variant><code class="language-position">.
func rulesHTML(md []byte) (string, error) {
	md = positionBlock.ReplaceAllFunc(md, func(block []byte) []byte {
		m := positionBlock.FindSubmatch(block)
		return fmt.Appendf(nil, "<pre data-variant=\"%s\"><code class=\"language-position\">%s</code></pre>",
			html.EscapeString(string(m[1])), html.EscapeString(strings.TrimSpace(string(m[2]))))
	})
	conv := goldmark.New(goldmark.WithExtensions(extension.Table), goldmark.WithRendererOptions(goldhtml.WithUnsafe()))
	var b bytes.Buffer
	if err := conv.Convert(md, &b); err != nil {
		return "", err
	}
	return b.String(), nil
}

func (s *Server) handleRules(w http.ResponseWriter, r *http.Request) {
	v, err := games.Lookup(r.PathValue("variant"))
	if err != nil {
		s.writeError(w, r, errorf(http.StatusNotFound, "%v", err))
		return
	}
	md, err := docs.Rules.ReadFile("rules/" + v.Rules)
	if err != nil {
		s.writeError(w, r, errorf(http.StatusNotFound, "no rules page for %s", v.Name()))
		return
	}
	page, err := rulesHTML(md)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"key": v.Key(), "name": v.Name(), "html": page})
}
