package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"path"
	"strings"
	"sync"
)

// The page's files (HTML, CSS, JavaScript, SVG) go compressed to a browser
// that takes gzip: each is compressed once, the first time it is asked
// for, and kept (the embedded tree is a few hundred kilobytes). The home
// page's first load is held to its budget (e2e/browser/site.test.mjs) this
// way as games and features are added.

// compressible are the extensions of the files sent compressed.
var compressible = map[string]bool{".js": true, ".css": true, ".svg": true, ".html": true, ".json": true, ".md": true}

// gzipped is the cache of compressed files, by name.
type gzipped struct {
	mu    sync.Mutex
	files map[string][]byte
}

// of returns the compressed content of the file called name, read from r,
// compressing it the first time.
func (g *gzipped) of(name string, r io.Reader) ([]byte, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if data, ok := g.files[name]; ok {
		return data, nil
	}
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(zw, r); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	if g.files == nil {
		g.files = map[string][]byte{}
	}
	g.files[name] = b.Bytes()
	return g.files[name], nil
}

// acceptsGzip reports whether the request's Accept-Encoding takes gzip
// (listed, and not with q=0).
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// compressedFor reports whether name is sent compressed to r.
func compressedFor(r *http.Request, name string) bool {
	return compressible[path.Ext(name)] && acceptsGzip(r)
}
