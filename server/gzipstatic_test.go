package server_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"testing"
)

// TestStaticFilesCompressed: the page's files go gzip-compressed to a
// browser that takes gzip (the same bytes once uncompressed, with their
// type, and "Vary: Accept-Encoding"), and as they are to one that does not
// or refuses it with q=0.
func TestStaticFilesCompressed(t *testing.T) {
	a := newApp(t)
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	get := func(path, accept string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", a.http.URL+path, nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp, body
	}
	for _, path := range []string{"/static/js/app.js", "/static/css/site.css", "/favicon.svg"} {
		plain, want := get(path, "")
		if plain.StatusCode != http.StatusOK || plain.Header.Get("Content-Encoding") != "" || len(want) == 0 {
			t.Fatalf("%s without gzip: %d, encoding %q, %d bytes", path, plain.StatusCode, plain.Header.Get("Content-Encoding"), len(want))
		}
		zipped, body := get(path, "br, gzip;q=0.8, deflate")
		if zipped.Header.Get("Content-Encoding") != "gzip" || zipped.Header.Get("Vary") != "Accept-Encoding" || zipped.Header.Get("Content-Type") != plain.Header.Get("Content-Type") {
			t.Fatalf("%s with gzip: encoding %q, vary %q, type %q; want gzip, Accept-Encoding, %q", path,
				zipped.Header.Get("Content-Encoding"), zipped.Header.Get("Vary"), zipped.Header.Get("Content-Type"), plain.Header.Get("Content-Type"))
		}
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		got, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s uncompressed: %d bytes (%v), want the %d of the file", path, len(got), err, len(want))
		}
		if len(body) >= len(want) {
			t.Errorf("%s: got %d bytes compressed, want fewer than its %d", path, len(body), len(want))
		}
		if refused, _ := get(path, "gzip;q=0, identity"); refused.Header.Get("Content-Encoding") != "" {
			t.Errorf("%s with gzip;q=0: got encoding %q, want none", path, refused.Header.Get("Content-Encoding"))
		}
	}
}
