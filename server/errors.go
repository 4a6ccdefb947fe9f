package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/kingme/kingme/server/refuse"
)

// apiError is an error with the HTTP status it is answered with.
type apiError struct {
	status int
	msg    string
	// retryAfter, when set, is sent as Retry-After (whole seconds).
	retryAfter time.Duration
	// err is the cause, if any, for errors.Is.
	err error
}

func (e *apiError) Error() string { return e.msg }

// Unwrap returns the cause.
func (e *apiError) Unwrap() error { return e.err }

// asAPIError returns the apiError err is or wraps, or the one a refusal
// of the computer's or of the rules of play, the lobby, the accounts, the
// chat, the puzzles or the studies (refuse.Refusal, by its Kind:
// refusalStatus) is answered with.
func asAPIError(err error) (*apiError, bool) {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae, true
	}
	var rf *refuse.Refusal
	if errors.As(err, &rf) {
		return &apiError{status: refusalStatus(rf.Kind()), msg: rf.Error(), retryAfter: rf.RetryAfter(), err: rf}, true
	}
	return nil, false
}

// refusalStatuses is the HTTP status of each kind of refusal, the one
// place that says it.
var refusalStatuses = map[refuse.Kind]int{
	refuse.Invalid:      http.StatusBadRequest,
	refuse.Unauthorized: http.StatusUnauthorized,
	refuse.Forbidden:    http.StatusForbidden,
	refuse.NotFound:     http.StatusNotFound,
	refuse.Conflict:     http.StatusConflict,
	refuse.Gone:         http.StatusGone,
	refuse.TooLarge:     http.StatusRequestEntityTooLarge,
	refuse.TooMany:      http.StatusTooManyRequests,
	refuse.NotKept:      http.StatusNotImplemented,
	refuse.Busy:         http.StatusServiceUnavailable,
}

// refusalStatus returns the HTTP status a refusal of kind k is answered
// with: 500 for a kind that has none, which is a defect.
func refusalStatus(k refuse.Kind) int {
	if st, ok := refusalStatuses[k]; ok {
		return st
	}
	return http.StatusInternalServerError
}

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
	ae, ok := asAPIError(err)
	if !ok {
		if r.Context().Err() != nil {
			// The client went away: nothing failed on the server's side.
			s.log.Info("request abandoned by the client", "method", r.Method, "path", r.URL.Path, "err", err)
			return
		}
		s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		ae = &apiError{status: http.StatusInternalServerError, msg: "internal error: the request was not carried out"}
	}
	if ae.retryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(ae.retryAfter.Seconds()))))
	}
	writeJSON(w, ae.status, map[string]string{"error": refuse.Shorten(ae.msg, maxErrorText)})
}

// maxErrorText caps an error message's length in characters: a message
// that quotes what the client sent never echoes a long text back whole.
const maxErrorText = 300

// maxMoveText is the longest move text the server reads: a capture of
// every piece on the board is far shorter.
const maxMoveText = 200

// checkMoveText refuses a move text too long to be a move, without
// quoting it.
func checkMoveText(text string) error {
	if len(text) > maxMoveText {
		return errorf(http.StatusBadRequest, "the move text is %d bytes long: a move is at most %d", len(text), maxMoveText)
	}
	return nil
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
//
// A body must come as JSON (requireJSON): a form on another site can post
// text/plain, never application/json, so no other site can create or join
// a game in a visitor's name.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	b, err := readBody(w, r, maxBody)
	if err != nil {
		return err
	}
	if strings.TrimSpace(string(b)) == "" {
		return nil
	}
	if err := requireJSON(r); err != nil {
		return err
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

// requireJSON refuses (415) a request body that does not say it is JSON.
func requireJSON(r *http.Request) error {
	ct := r.Header.Get("Content-Type")
	if mt, _, err := mime.ParseMediaType(ct); err == nil && mt == "application/json" {
		return nil
	}
	return errorf(http.StatusUnsupportedMediaType, "the body must be sent as JSON, with Content-Type: application/json (got %q); a form posted from another site is refused", refuse.Shorten(ct, 60))
}
