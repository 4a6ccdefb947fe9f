package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// apiError is an error with the HTTP status it is answered with.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

// errorf returns an apiError with a formatted message.
func errorf(status int, format string, args ...any) error {
	return &apiError{status: status, msg: fmt.Sprintf(format, args...)}
}

// Body size limits: API requests and PDN uploads.
const (
	maxBody    = 16 << 10
	maxPDNBody = 1 << 20
)

// writeJSON answers v as JSON with the given status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	_ = enc.Encode(v)
}

// writeError answers err as {"error": "..."} with its status (500 for
// errors that are not apiErrors, whose text is not shown).
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var ae *apiError
	if !errors.As(err, &ae) {
		s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		ae = &apiError{status: http.StatusInternalServerError, msg: "internal error: the request was not carried out"}
	}
	writeJSON(w, ae.status, map[string]string{"error": ae.msg})
}

// readBody reads a request body of at most limit bytes.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, error) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, errorf(http.StatusRequestEntityTooLarge, "request body too large: the limit is %d bytes", limit)
		}
		return nil, errorf(http.StatusBadRequest, "reading the request body: %v", err)
	}
	return b, nil
}

// decodeJSON reads the request body as JSON into v: unknown fields, trailing
// data and bodies over maxBody are errors. An empty body leaves v as it is.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	b, err := readBody(w, r, maxBody)
	if err != nil {
		return err
	}
	if strings.TrimSpace(string(b)) == "" {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errorf(http.StatusBadRequest, "malformed JSON body: %v", err)
	}
	if dec.More() {
		return errorf(http.StatusBadRequest, "malformed JSON body: more than one JSON value")
	}
	return nil
}
