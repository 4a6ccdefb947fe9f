package natsbus

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
)

const (
	// searchSubject carries search requests to the queue group
	// searchQueue.
	searchSubject = "kingme.search.request"
	searchQueue   = "kingme-search"
	// freeSubject carries the news that a server that was full has a free
	// slot again, for the requesters waiting.
	freeSubject = "kingme.search.free"
	// cancelSubject carries the request ID of a search whose requester
	// gave up.
	cancelSubject = "kingme.search.cancel"

	// The headers of requests and answers.
	hdrRequest = "Kingme-Request" // the request's ID
	hdrTimeout = "Kingme-Timeout" // the requester's time left, in milliseconds
	hdrServer  = "Kingme-Server"  // the name of the server that answered
	hdrError   = "Kingme-Error"   // "true": the payload is the handler's error text
	hdrStatus  = "Kingme-Status"  // statusBusy: ask again
	statusBusy = "busy"
)

// retryWait is how long a waiting Search waits for the news of a free
// slot before it asks again anyway (in case it missed the news).
var retryWait = 500 * time.Millisecond

// SearchError is an error that a server's search handler returned, as
// Search reports it.
type SearchError struct {
	// Server is the name (given to Open) of the server that answered,
	// line breaks made spaces.
	Server string
	// Message is the handler's error text.
	Message string
}

// Error says which server answered and what went wrong.
func (e *SearchError) Error() string {
	return fmt.Sprintf("search answered by server %q: %s", e.Server, e.Message)
}

// worker is one ServeSearches: a queue subscription that is kept only
// while a slot is free.
type worker struct {
	b        *Bus
	capacity int
	handle   func(ctx context.Context, req []byte) ([]byte, error)

	// Guarded by b.mu.
	busy    int
	sub     *nats.Subscription // nil while every slot is taken, or stopped
	stopped bool
}

// ServeSearches answers the search requests of every server (this one
// included) with handle, running at most capacity handlers at once, each
// on a goroutine of its own, until Close.
//
// A server takes requests only while it has a free slot: it is a member
// of the NATS queue group of the requests while fewer than capacity
// handlers run, and it leaves the group when the last slot is taken, so
// that NATS hands the requests to the servers that can start them now. It
// leaves by draining its subscription: a request that reaches a full
// server anyway (NATS routed it before it saw the server leave) is still
// received, and answered "busy" at once, and the requester asks again. When
// a slot frees the server joins the group again and announces it, and
// the requesters waiting ask again at once. So no server holds requests
// that another could start; but the requests waiting are not served in
// the order they came.
//
// handle's context ends when the requester's context reaches its deadline
// (passed along as a time left, so the servers' clocks need not agree),
// when the requester gives up (a best-effort message: it may come too
// early to be seen), and when Close is called: an answer made after Close
// cancelled the handler is "busy", and the requester asks another server.
// An error handle returns goes back to the requester as a *SearchError.
// ServeSearches may be called more than once: each adds capacity slots
// with its own handler.
func (b *Bus) ServeSearches(capacity int, handle func(ctx context.Context, req []byte) ([]byte, error)) error {
	if capacity < 1 {
		return fmt.Errorf("serve searches: capacity %d, want at least 1", capacity)
	}
	w := &worker{b: b, capacity: capacity, handle: handle}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closing {
		return errors.New("serve searches: the bus is closed")
	}
	if b.cancelSub == nil {
		sub, err := b.nc.Subscribe(cancelSubject, b.cancelSearch)
		if err != nil {
			return fmt.Errorf("serve searches: subscribe to cancellations: %w", err)
		}
		b.cancelSub = sub
	}
	sub, err := b.nc.QueueSubscribe(searchSubject, searchQueue, w.take)
	if err != nil {
		return fmt.Errorf("serve searches: subscribe to requests: %w", err)
	}
	w.sub = sub
	b.workers = append(b.workers, w)
	// Requesters waiting for a free slot may try this one.
	_ = b.nc.Publish(freeSubject, nil)
	return nil
}

// take starts a handler for the request m when a slot is free, and
// answers "busy" otherwise. NATS calls it one message at a time.
func (w *worker) take(m *nats.Msg) {
	b := w.b
	b.mu.Lock()
	if b.closing || w.stopped || w.busy >= w.capacity {
		b.mu.Unlock()
		b.respond(m, busyAnswer())
		return
	}
	w.busy++
	if w.busy == w.capacity && w.sub != nil {
		_ = w.sub.Drain()
		w.sub = nil
	}
	var (
		ctx    context.Context
		cancel context.CancelFunc
	)
	if ms, err := strconv.ParseInt(m.Header.Get(hdrTimeout), 10, 64); err == nil {
		ctx, cancel = context.WithTimeout(b.ctx, time.Duration(ms)*time.Millisecond)
	} else {
		ctx, cancel = context.WithCancel(b.ctx)
	}
	id, r := m.Header.Get(hdrRequest), &running{cancel: cancel}
	if id != "" {
		b.running[id] = r
	}
	// Under b.mu, before Close (which takes b.mu first) waits.
	b.handlers.Add(1)
	b.mu.Unlock()
	go func() {
		defer b.handlers.Done()
		defer w.release()
		defer func() {
			b.mu.Lock()
			if b.running[id] == r {
				delete(b.running, id)
			}
			b.mu.Unlock()
			cancel()
		}()
		w.answer(ctx, m)
	}()
}

// answer runs the handler on the request m and sends its answer.
func (w *worker) answer(ctx context.Context, m *nats.Msg) {
	out, err := w.handle(ctx, m.Data)
	reply := nats.NewMsg("")
	switch {
	case err != nil && w.b.ctx.Err() != nil:
		// Cut short by Close: another server will do it.
		reply = busyAnswer()
	case err != nil:
		reply.Header.Set(hdrError, "true")
		reply.Data = []byte(err.Error())
	default:
		reply.Data = out
	}
	w.b.respond(m, reply)
}

// release frees a slot, and when the worker was full, joins the queue
// group again and tells the requesters waiting.
func (w *worker) release() {
	b := w.b
	b.mu.Lock()
	defer b.mu.Unlock()
	w.busy--
	if w.sub != nil || w.stopped {
		return
	}
	sub, err := b.nc.QueueSubscribe(searchSubject, searchQueue, w.take)
	if err != nil {
		return // the connection is closed
	}
	w.sub = sub
	_ = b.nc.Publish(freeSubject, nil)
}

// stop leaves the queue group for good, answering "busy" to the requests
// already on their way.
func (w *worker) stop() {
	w.b.mu.Lock()
	defer w.b.mu.Unlock()
	w.stopped = true
	if w.sub != nil {
		_ = w.sub.Drain()
		w.sub = nil
	}
}

// cancelSearch cancels the handler of the request whose ID is m's payload,
// when it runs here.
func (b *Bus) cancelSearch(m *nats.Msg) {
	b.mu.Lock()
	r := b.running[string(m.Data)]
	b.mu.Unlock()
	if r != nil {
		r.cancel()
	}
}

// busyAnswer is the answer of a server that cannot take a request.
func busyAnswer() *nats.Msg {
	reply := nats.NewMsg("")
	reply.Header.Set(hdrStatus, statusBusy)
	return reply
}

// respond sends reply, signed with the bus's name, to the requester of m,
// or an error when the reply is too large for NATS. A lost answer is not
// reported: the requester's context ends its wait.
func (b *Bus) respond(m *nats.Msg, reply *nats.Msg) {
	if m.Reply == "" {
		return
	}
	reply.Subject = m.Reply
	// A header holds one line.
	reply.Header.Set(hdrServer, strings.Map(func(r rune) rune {
		if r == '\r' || r == '\n' {
			return ' '
		}
		return r
	}, b.name))
	err := b.nc.PublishMsg(reply)
	if errors.Is(err, nats.ErrMaxPayload) {
		// Tell the requester rather than leave it waiting.
		tooLarge := nats.NewMsg(m.Reply)
		tooLarge.Header.Set(hdrServer, reply.Header.Get(hdrServer))
		tooLarge.Header.Set(hdrError, "true")
		tooLarge.Data = fmt.Appendf(nil, "the answer, %d bytes, is larger than NATS's limit of %d", len(reply.Data), b.nc.MaxPayload())
		_ = b.nc.PublishMsg(tooLarge)
	}
}

// Search sends req to the ServeSearches of some server (any, this one
// included) and returns its answer. When every server is busy, or none
// serves searches, or the connection to NATS is lost, it waits and asks
// again, until ctx ends: then it tells the server handling the request,
// if any, to stop, and returns an error wrapping ctx's. A handler's error
// comes back as a *SearchError, which names the server. A request may be
// handled more than once (when the connection was lost while a server
// handled it), so a handler must not change anything.
func (b *Bus) Search(ctx context.Context, req []byte) ([]byte, error) {
	id, err := requestID()
	if err != nil {
		return nil, err
	}
	var free chan *nats.Msg // news of free slots, once a request waited
	for {
		m := nats.NewMsg(searchSubject)
		m.Data = req
		m.Header.Set(hdrRequest, id)
		if deadline, ok := ctx.Deadline(); ok {
			m.Header.Set(hdrTimeout, strconv.FormatInt(time.Until(deadline).Milliseconds(), 10))
		}
		reply, err := b.nc.RequestMsgWithContext(ctx, m)
		switch {
		case err == nil && reply.Header.Get(hdrStatus) == statusBusy:
			b.waits.Add(1)
		case err == nil && reply.Header.Get(hdrError) != "":
			return nil, &SearchError{Server: reply.Header.Get(hdrServer), Message: string(reply.Data)}
		case err == nil:
			return reply.Data, nil
		case ctx.Err() != nil:
			// A server may be handling the request: tell it to stop.
			_ = b.nc.Publish(cancelSubject, []byte(id))
			return nil, fmt.Errorf("search: %w", ctx.Err())
		case errors.Is(err, nats.ErrNoResponders), errors.Is(err, nats.ErrDisconnected):
			b.waits.Add(1)
		default:
			return nil, fmt.Errorf("search: %w", err)
		}
		if free == nil {
			// Listen for free slots, then ask again at once: a slot that
			// freed before the subscription took effect is found so.
			free = make(chan *nats.Msg, 16)
			sub, err := b.nc.ChanSubscribe(freeSubject, free)
			if err != nil {
				return nil, fmt.Errorf("search: wait for a free server: %w", err)
			}
			defer sub.Unsubscribe()
			if b.flush(ctx) == nil {
				continue
			}
			// The connection is lost or ctx ended: wait below.
		}
		select {
		case <-free:
		case <-time.After(retryWait):
		case <-ctx.Done():
			return nil, fmt.Errorf("search: no server took it: %w", ctx.Err())
		}
	}
}

// flush waits until the NATS server has what was sent before, until ctx
// ends or, when ctx has no deadline, for at most flushTimeout.
func (b *Bus) flush(ctx context.Context) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, flushTimeout)
		defer cancel()
	}
	return b.nc.FlushWithContext(ctx)
}

// requestID returns a new random request ID.
func requestID() (string, error) {
	var buf [12]byte
	if _, err := rand.Read(buf[:]); err != nil {
		return "", fmt.Errorf("search: make a request ID: %w", err)
	}
	return hex.EncodeToString(buf[:]), nil
}
