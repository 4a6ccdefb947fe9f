package computer

import "time"

// BusyError is a search refused, or called off while it waited, because
// the computer is busy: every worker taken and the queue full (503), or
// the asking client holding its share of the workers (429). The server
// answers it with its status and a Retry-After.
type BusyError struct {
	status int
	msg    string
	// retryAfter is how long the client is asked to wait.
	retryAfter time.Duration
	// err is the cause, if any, for errors.Is.
	err error
}

// Error returns the message shown to the client.
func (e *BusyError) Error() string { return e.msg }

// Unwrap returns the cause: the context's error of a wait that ran out.
func (e *BusyError) Unwrap() error { return e.err }

// Status returns the HTTP status the refusal is answered with: 503 when
// the computer is busy, 429 when the client has its share.
func (e *BusyError) Status() int { return e.status }

// RetryAfter returns how long the client is asked to wait before it
// asks again.
func (e *BusyError) RetryAfter() time.Duration { return e.retryAfter }
