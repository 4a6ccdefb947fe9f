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
	"unicode/utf8"

	"github.com/kingme/kingme/server/accounts"
	"github.com/kingme/kingme/server/chat"
	"github.com/kingme/kingme/server/computer"
	"github.com/kingme/kingme/server/lobby"
	"github.com/kingme/kingme/server/puzzles"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/server/studies"
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
// of the computer's (computer.BusyError), of the room's (room.Refusal,
// 409, or 403 when Forbidden), of the lobby's (lobby.Refusal, by its
// Kind), of the accounts' (accounts.Refusal, by its Kind), of the chat's
// (chat.Refusal), of the puzzles' (puzzles.Refusal) or of the studies'
// (studies.Refusal, each by its Kind) is answered with.
func asAPIError(err error) (*apiError, bool) {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae, true
	}
	var be *computer.BusyError
	if errors.As(err, &be) {
		return &apiError{status: be.Status(), msg: be.Error(), retryAfter: be.RetryAfter(), err: be}, true
	}
	var rf *room.Refusal
	if errors.As(err, &rf) {
		status := http.StatusConflict
		if rf.Forbidden() {
			status = http.StatusForbidden
		}
		return &apiError{status: status, msg: rf.Error(), err: rf}, true
	}
	var lr *lobby.Refusal
	if errors.As(err, &lr) {
		return &apiError{status: lobbyStatus[lr.Kind()], msg: lr.Error(), err: lr}, true
	}
	var ar *accounts.Refusal
	if errors.As(err, &ar) {
		return &apiError{status: accountStatus[ar.Kind()], msg: ar.Error(), retryAfter: ar.RetryAfter(), err: ar}, true
	}
	var cr *chat.Refusal
	if errors.As(err, &cr) {
		return &apiError{status: chatStatus[cr.Kind()], msg: cr.Error(), retryAfter: cr.RetryAfter(), err: cr}, true
	}
	var pr *puzzles.Refusal
	if errors.As(err, &pr) {
		return &apiError{status: puzzleStatus[pr.Kind()], msg: pr.Error(), err: pr}, true
	}
	var sr *studies.Refusal
	if errors.As(err, &sr) {
		return &apiError{status: studyStatus[sr.Kind()], msg: sr.Error(), err: sr}, true
	}
	return nil, false
}

// studyStatus is the HTTP status of each kind of the studies' refusals.
var studyStatus = map[studies.Kind]int{
	studies.Invalid:  http.StatusBadRequest,
	studies.NotFound: http.StatusNotFound,
	studies.TooLarge: http.StatusRequestEntityTooLarge,
	studies.NotKept:  http.StatusNotImplemented,
}

// puzzleStatus is the HTTP status of each kind of the puzzles' refusals.
var puzzleStatus = map[puzzles.Kind]int{
	puzzles.Invalid:  http.StatusBadRequest,
	puzzles.NotFound: http.StatusNotFound,
	puzzles.NotKept:  http.StatusNotImplemented,
	puzzles.Busy:     http.StatusServiceUnavailable,
}

// chatStatus is the HTTP status of each kind of the chat's refusals.
var chatStatus = map[chat.Kind]int{
	chat.Invalid:      http.StatusBadRequest,
	chat.Unauthorized: http.StatusUnauthorized,
	chat.Forbidden:    http.StatusForbidden,
	chat.NotFound:     http.StatusNotFound,
	chat.TooMany:      http.StatusTooManyRequests,
}

// accountStatus is the HTTP status of each kind of the accounts'
// refusals.
var accountStatus = map[accounts.Kind]int{
	accounts.Invalid:      http.StatusBadRequest,
	accounts.Unauthorized: http.StatusUnauthorized,
	accounts.Forbidden:    http.StatusForbidden,
	accounts.NotFound:     http.StatusNotFound,
	accounts.Conflict:     http.StatusConflict,
	accounts.TooMany:      http.StatusTooManyRequests,
	accounts.NotKept:      http.StatusNotImplemented,
	accounts.Busy:         http.StatusServiceUnavailable,
}

// lobbyStatus is the HTTP status of each kind of the lobby's refusals.
var lobbyStatus = map[lobby.Kind]int{
	lobby.Invalid:      http.StatusBadRequest,
	lobby.Unauthorized: http.StatusUnauthorized,
	lobby.Forbidden:    http.StatusForbidden,
	lobby.NotFound:     http.StatusNotFound,
	lobby.Conflict:     http.StatusConflict,
	lobby.Gone:         http.StatusGone,
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
	writeJSON(w, ae.status, map[string]string{"error": shorten(ae.msg, maxErrorText)})
}

// maxErrorText caps an error message's length in characters: a message
// that quotes what the client sent never echoes a long text back whole.
const maxErrorText = 300

// shorten returns s cut to at most n characters, with "…" where it was cut.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	runes := []rune(s)
	return string(runes[:n-1]) + "…"
}

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
	return errorf(http.StatusUnsupportedMediaType, "the body must be sent as JSON, with Content-Type: application/json (got %q); a form posted from another site is refused", shorten(ct, 60))
}

// busyError is a 503 whose answer carries Retry-After.
func busyError(msg string, retry time.Duration) error {
	return &apiError{status: http.StatusServiceUnavailable, msg: msg, retryAfter: retry}
}
