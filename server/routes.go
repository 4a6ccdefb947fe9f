package server

import (
	"io/fs"
	"net/http"
	"strings"

	"github.com/kingme/kingme/web"
)

// routes wires the API, the WebSocket and the page.
func (s *Server) routes() *http.ServeMux {
	mux := http.NewServeMux()
	api := func(pattern string, h http.HandlerFunc) { mux.Handle(pattern, apiHeaders(h)) }
	api("GET /api/variants", s.handleVariants)
	api("GET /api/position", s.handlePosition)
	api("GET /api/rules/{variant}", s.handleRules)
	api("GET /api/games", s.handleList)
	api("POST /api/games", s.handleCreate)
	api("GET /api/games/{id}", s.handleGet)
	api("POST /api/games/{id}/join", s.handleJoin)
	api("POST /api/games/{id}/moves", s.handleMove)
	api("POST /api/games/{id}/undo", s.handleUndo)
	api("POST /api/games/{id}/resign", s.handleResign)
	api("POST /api/games/{id}/draw", s.handleDraw)
	api("POST /api/games/{id}/hint", s.handleHint)
	api("POST /api/games/{id}/rematch", s.handleRematch)
	api("GET /api/games/{id}/pdn", s.handlePDN)
	api("GET /api/games/{id}/replay", s.handleReplay)
	api("POST /api/pdn", s.handleImport)
	mux.HandleFunc("GET /api/games/{id}/ws", s.handleSocket)
	api("/api/", func(w http.ResponseWriter, r *http.Request) {
		s.writeError(w, r, errorf(http.StatusNotFound, "no API endpoint %s %s", r.Method, r.URL.Path))
	})

	static, err := fs.Sub(web.Static, "static")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	files := http.FileServerFS(static)
	mux.Handle("GET /static/", pageHeaders(http.StripPrefix("/static/", files)))
	mux.Handle("GET /favicon.svg", pageHeaders(files))
	index := pageHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := fs.ReadFile(static, "index.html")
		if err != nil {
			http.Error(w, "the page is missing from this build", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write(b)
	}))
	for _, p := range []string{"/{$}", "/game/{id}", "/join/{id}", "/archive", "/replay", "/replay/{id}", "/rules", "/rules/{variant}"} {
		mux.Handle("GET "+p, index)
	}
	return mux
}

// apiHeaders sets the headers every API answer carries.
func apiHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		h.ServeHTTP(w, r)
	})
}

// contentPolicy lets the page load only what kingme serves.
const contentPolicy = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " +
	"connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

// pageHeaders sets the page's security and caching headers.
func pageHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", contentPolicy)
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "same-origin")
		if strings.HasPrefix(r.URL.Path, "/static/") {
			hd.Set("Cache-Control", "no-cache")
		}
		h.ServeHTTP(w, r)
	})
}
