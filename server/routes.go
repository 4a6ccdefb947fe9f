package server

import (
	"bytes"
	"fmt"
	"html"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/kingme/kingme/web"
)

// routes wires the API, the WebSocket and the page.
func (s *Server) routes() *http.ServeMux {
	mux := http.NewServeMux()
	api := func(pattern string, h http.HandlerFunc) { mux.Handle(pattern, s.deadlines(apiHeaders(h))) }
	stream := func(pattern string, h http.HandlerFunc) { mux.Handle(pattern, apiHeaders(h)) }
	api("GET /api/variants", s.handleVariants)
	api("GET /api/position", s.handlePosition)
	api("GET /api/moves", s.handleMoves)
	stream("GET /api/analyse", s.handleExplore)
	api("POST /api/position", s.handleSetup)
	api("GET /api/rules/{variant}", s.handleRules)
	api("GET /api/games", s.handleList)
	stream("GET /api/games/export", s.handleExport)
	api("POST /api/games", s.handleCreate)
	api("GET /api/games/{id}", s.handleGet)
	api("POST /api/games/{id}/join", s.handleJoin)
	api("POST /api/games/{id}/invite", s.handleInvite)
	api("POST /api/games/{id}/moves", s.metrics.timeMoves(s.handleMove))
	api("POST /api/games/{id}/undo", s.handleUndo)
	api("POST /api/games/{id}/resign", s.handleResign)
	api("POST /api/games/{id}/draw", s.handleDraw)
	api("POST /api/games/{id}/hint", s.handleHint)
	api("POST /api/games/{id}/takeback", s.handleTakeback)
	api("POST /api/games/{id}/takeback/answer", s.handleTakebackAnswer)
	api("POST /api/games/{id}/abort", s.handleAbort)
	api("POST /api/games/{id}/claim", s.handleClaim)
	api("POST /api/games/{id}/rematch", s.handleRematch)
	api("GET /api/games/{id}/pdn", s.handlePDN)
	api("GET /api/games/{id}/replay", s.handleReplay)
	api("GET /api/games/{id}/analysis", s.handleGetAnalysis)
	api("POST /api/games/{id}/analysis", s.handleAnalyse)
	api("POST /api/pdn", s.handleImport)
	api("POST /api/studies", s.handleCreateStudy)
	api("GET /api/studies/{id}", s.handleGetStudy)
	api("GET /api/studies/{id}/pdn", s.handleStudyPDN)
	api("GET /api/studies/{id}/analysis", s.handleStudyAnalysis)
	api("POST /api/studies/{id}/analysis", s.handleStudyAnalysis)
	s.accountRoutes(api)
	s.lobbyRoutes(api)
	s.challengeRoutes(api)
	s.chatRoutes(api)
	s.puzzleRoutes(api)
	mux.HandleFunc("GET /api/games/{id}/ws", s.handleSocket)
	mux.HandleFunc("GET /api/lobby/ws", s.handleLobbySocket)
	s.healthRoutes(mux)
	noAPI := func(w http.ResponseWriter, r *http.Request) {
		s.writeError(w, r, errorf(http.StatusNotFound, "no API endpoint %s %s", r.Method, r.URL.Path))
	}
	api("/api/", noAPI)
	api("/api", noAPI)

	static, err := fs.Sub(web.Static, "static")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	index, err := fs.ReadFile(static, "index.html")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	pages := &pages{static: static, index: index}
	mux.Handle("GET /static/", s.deadlines(pageHeaders(http.HandlerFunc(pages.serveStatic))))
	mux.Handle("GET /favicon.svg", s.deadlines(pageHeaders(http.HandlerFunc(pages.serveStatic))))
	app := s.deadlines(pageHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pages.write(w, http.StatusOK, index)
	})))
	for _, p := range []string{"/{$}", "/game/{id}", "/join/{id}", "/archive", "/replay", "/replay/{id}", "/study/{id}", "/rules", "/rules/{variant}", "/analyse", "/setup", "/lobby", "/account", "/player/{name}", "/puzzles", "/puzzles/{id}"} {
		mux.Handle("GET "+p, app)
	}
	mux.Handle("/", s.deadlines(pageHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pages.notFound(w, r)
	}))))
	return mux
}

// pages serves the page's files and the error pages, from the embedded
// tree.
type pages struct {
	static fs.FS
	index  []byte // index.html, the one page every app path loads
	// gzipped are the files already compressed (gzipstatic.go).
	gzipped gzipped
}

// serveStatic serves a file of the embedded tree: /static/{name}, or
// /favicon.svg. A path that cannot name a file (not UTF-8, "..", an empty
// element) is 400; a missing file or a directory is 404, with the site's
// error page.
func (p *pages) serveStatic(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(r.URL.Path, "/")
	if rest, ok := strings.CutPrefix(name, "static/"); ok {
		name = rest
	}
	if name == "" {
		name = "." // the directory: not found below
	}
	if !utf8.ValidString(name) || !fs.ValidPath(name) {
		p.errorPage(w, http.StatusBadRequest, "Bad address",
			fmt.Sprintf("%s cannot name a file of this site.", quotePath(r.URL.Path)))
		return
	}
	f, err := p.static.Open(name)
	if err != nil {
		p.notFound(w, r)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	content, seekable := f.(io.ReadSeeker) // embedded files are
	if err != nil || info.IsDir() || !seekable {
		p.notFound(w, r)
		return
	}
	if compressible[path.Ext(name)] {
		w.Header().Add("Vary", "Accept-Encoding")
	}
	if compressedFor(r, name) {
		data, err := p.gzipped.of(name, content)
		if err == nil {
			w.Header().Set("Content-Encoding", "gzip")
			http.ServeContent(w, r, info.Name(), info.ModTime(), bytes.NewReader(data))
			return
		}
		if _, err := content.Seek(0, io.SeekStart); err != nil {
			p.notFound(w, r)
			return
		}
	}
	http.ServeContent(w, r, info.Name(), info.ModTime(), content)
}

// notFound answers 404 with the site's page saying so.
func (p *pages) notFound(w http.ResponseWriter, r *http.Request) {
	p.errorPage(w, http.StatusNotFound, "Page not found",
		fmt.Sprintf("There is no page at %s.", quotePath(r.URL.Path)))
}

// quotePath returns an escaped URL path as HTML code.
func quotePath(path string) string {
	return "<code>" + html.EscapeString(strings.ToValidUTF8(path, "\uFFFD")) + "</code>"
}

// errorPage answers status with the site's page (its header, styles and
// footer) holding a heading, a message (HTML) and a link home, without the
// app's script, so that the message is what the reader sees.
func (p *pages) errorPage(w http.ResponseWriter, status int, title, message string) {
	b := p.index
	b = replaceBetween(b, "<title>", "</title>", html.EscapeString(title)+" · KingMe")
	b = bytes.Replace(b, []byte(`<script type="module" src="/static/js/app.js"></script>`), nil, 1)
	body := fmt.Sprintf(`<div class="page">
  <h1>%s</h1>
  <p>%s <a href="/">Go to the home page</a> to start a game, or look in the <a href="/archive">archive</a>.</p>
</div>`, html.EscapeString(title), message)
	b = replaceBetween(b, `<main id="main" class="wrap" tabindex="-1">`, "</main>", "\n  "+body+"\n")
	p.write(w, status, b)
}

// write answers status with an HTML page.
func (p *pages) write(w http.ResponseWriter, status int, page []byte) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(status)
	_, _ = w.Write(page)
}

// replaceBetween returns b with what lies between the first open and the
// close after it replaced by with; b unchanged when either is missing.
func replaceBetween(b []byte, open, close, with string) []byte {
	i := bytes.Index(b, []byte(open))
	if i < 0 {
		return b
	}
	i += len(open)
	j := bytes.Index(b[i:], []byte(close))
	if j < 0 {
		return b
	}
	out := append([]byte(nil), b[:i]...)
	out = append(out, with...)
	return append(out, b[i+j:]...)
}

// apiHeaders sets the headers every API answer carries.
func apiHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		securityHeaders(w.Header(), r)
		h.ServeHTTP(w, r)
	})
}

// permissionsPolicy turns off the browser features the site never uses.
const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"

// securityHeaders sets what every answer carries: no type sniffing, no
// framing (X-Frame-Options for browsers without frame-ancestors), no
// powerful features, and over TLS, HTTPS only from then on (HSTS).
func securityHeaders(hd http.Header, r *http.Request) {
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("X-Frame-Options", "DENY")
	hd.Set("Permissions-Policy", permissionsPolicy)
	if r.TLS != nil {
		hd.Set("Strict-Transport-Security", "max-age=31536000")
	}
}

// contentPolicy lets the page load only what kingme serves.
const contentPolicy = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " +
	"connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

// pageHeaders sets the page's security and caching headers.
func pageHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		securityHeaders(hd, r)
		hd.Set("Content-Security-Policy", contentPolicy)
		hd.Set("Referrer-Policy", "same-origin")
		if strings.HasPrefix(r.URL.Path, "/static/") {
			hd.Set("Cache-Control", "no-cache")
		}
		h.ServeHTTP(w, r)
	})
}
