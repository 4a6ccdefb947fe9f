package natsbus

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/bus/nats/natstest"
)

// echo answers a request with the server's name and the request.
func echo(name string) func(context.Context, []byte) ([]byte, error) {
	return func(_ context.Context, req []byte) ([]byte, error) {
		return []byte(name + ":" + string(req)), nil
	}
}

// search runs b.Search in a goroutine, sending its outcome to the
// channel it returns.
func search(ctx context.Context, b *Bus, req string) <-chan string {
	out := make(chan string, 1)
	go func() {
		answer, err := b.Search(ctx, []byte(req))
		if err != nil {
			out <- "error: " + err.Error()
			return
		}
		out <- string(answer)
	}()
	return out
}

// receive returns what ch sends, failing the test after patience.
func receive(t *testing.T, ch <-chan string, what string) string {
	t.Helper()
	select {
	case s := <-ch:
		return s
	case <-time.After(patience):
		t.Fatalf("%s: nothing within %v", what, patience)
		return ""
	}
}

// TestSearchShared has two servers of capacity 1 answer many requests
// sent from both: each handler holds its request until both servers are
// handling one, so both must answer some, and no server ever runs two.
func TestSearchShared(t *testing.T) {
	const requests = 12
	url := natstest.Start(t)
	names := []string{"one", "two"}
	buses := []*Bus{open(t, url, names[0]), open(t, url, names[1])}
	var (
		mu      sync.Mutex
		running = map[string]int{}
		most    = map[string]int{}
		served  = map[string]int{}
		both    = make(chan struct{})
	)
	for i, b := range buses {
		name := names[i]
		err := b.ServeSearches(1, func(ctx context.Context, req []byte) ([]byte, error) {
			mu.Lock()
			running[name]++
			most[name] = max(most[name], running[name])
			served[name]++
			if len(served) == len(names) && served[name] == 1 {
				close(both)
			}
			mu.Unlock()
			defer func() {
				mu.Lock()
				running[name]--
				mu.Unlock()
			}()
			select {
			case <-both:
			case <-ctx.Done():
				return nil, ctx.Err()
			}
			return echo(name)(ctx, req)
		})
		if err != nil {
			t.Fatalf("ServeSearches on %s: got error %v, want nil", name, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	var answers []<-chan string
	for i := range requests {
		answers = append(answers, search(ctx, buses[i%2], fmt.Sprint(i)))
	}
	for i, ch := range answers {
		got := receive(t, ch, fmt.Sprintf("request %d", i))
		if got != "one:"+fmt.Sprint(i) && got != "two:"+fmt.Sprint(i) {
			t.Errorf("request %d: got %q, want one:%d or two:%d", i, got, i, i)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	for _, name := range names {
		if served[name] == 0 {
			t.Errorf("server %s: answered no request, want some", name)
		}
		if most[name] > 1 {
			t.Errorf("server %s: got %d requests at once, want at most 1", name, most[name])
		}
	}
	if served["one"]+served["two"] < requests {
		t.Errorf("requests handled: got %v, want %d in all", served, requests)
	}
}

// TestSearchWaits sends a request while the only server is busy: it
// waits, and is answered when the server is free.
func TestSearchWaits(t *testing.T) {
	url := natstest.Start(t)
	worker, client := open(t, url, "worker"), open(t, url, "client")
	started, release := make(chan string, 2), make(chan struct{})
	err := worker.ServeSearches(1, func(ctx context.Context, req []byte) ([]byte, error) {
		started <- string(req)
		if string(req) == "first" {
			<-release
		}
		return echo("worker")(ctx, req)
	})
	if err != nil {
		t.Fatalf("ServeSearches: got error %v, want nil", err)
	}
	ctx := context.Background()
	first := search(ctx, client, "first")
	if got := receive(t, started, "the first request's start"); got != "first" {
		t.Fatalf("first handler: got request %q, want %q", got, "first")
	}
	second := search(ctx, client, "second")
	eventually(t, "the second request finds the server busy", func() bool { return client.waits.Load() > 0 })
	select {
	case got := <-started:
		t.Fatalf("a second handler started with %q while the first ran, want none", got)
	default:
	}
	close(release)
	if got := receive(t, first, "the first answer"); got != "worker:first" {
		t.Errorf("first answer: got %q, want %q", got, "worker:first")
	}
	if got := receive(t, second, "the second answer"); got != "worker:second" {
		t.Errorf("second answer: got %q, want %q", got, "worker:second")
	}
}

func TestSearchError(t *testing.T) {
	url := natstest.Start(t)
	b := open(t, url, "failing\nserver")
	var sawDeadline atomic.Bool
	err := b.ServeSearches(2, func(ctx context.Context, req []byte) ([]byte, error) {
		_, ok := ctx.Deadline()
		sawDeadline.Store(ok)
		return nil, fmt.Errorf("no search for %s:\r\nline two", req)
	})
	if err != nil {
		t.Fatalf("ServeSearches: got error %v, want nil", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	_, err = open(t, url, "asking").Search(ctx, []byte("x"))
	var se *SearchError
	if !errors.As(err, &se) {
		t.Fatalf("Search: got error %v, want a *SearchError", err)
	}
	if want := "no search for x:\r\nline two"; se.Server != "failing server" || se.Message != want {
		t.Errorf("Search: got server %q, message %q, want %q, %q", se.Server, se.Message, "failing server", want)
	}
	if !sawDeadline.Load() {
		t.Errorf("handler's context: got no deadline, want the requester's")
	}
	if err := b.ServeSearches(0, echo("x")); err == nil {
		t.Errorf("ServeSearches with capacity 0: got nil error, want one")
	}
}

// TestSearchCancel ends the requester's context while no server serves
// searches, and while a handler runs: Search returns the context's error,
// and the handler's context ends.
func TestSearchCancel(t *testing.T) {
	url := natstest.Start(t)
	client := open(t, url, "client")

	ctx, cancel := context.WithCancel(context.Background())
	waiting := make(chan error, 1)
	go func() {
		_, err := client.Search(ctx, []byte("nobody"))
		waiting <- err
	}()
	eventually(t, "the request finds no server", func() bool { return client.waits.Load() > 0 })
	cancel()
	select {
	case err := <-waiting:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Search without a server, cancelled: got error %v, want one wrapping context.Canceled", err)
		}
	case <-time.After(patience):
		t.Fatalf("Search without a server, cancelled: no return within %v", patience)
	}

	worker := open(t, url, "worker")
	started, ended := make(chan string, 1), make(chan error, 1)
	err := worker.ServeSearches(1, func(ctx context.Context, req []byte) ([]byte, error) {
		started <- string(req)
		<-ctx.Done()
		ended <- ctx.Err()
		return nil, ctx.Err()
	})
	if err != nil {
		t.Fatalf("ServeSearches: got error %v, want nil", err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	running := search(ctx, client, "long")
	receive(t, started, "the handler's start")
	cancel()
	if got := receive(t, running, "Search cancelled while handled"); got != "error: search: context canceled" {
		t.Errorf("Search cancelled while handled: got %q, want the context's error", got)
	}
	select {
	case err := <-ended:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("handler's context: got error %v, want context.Canceled", err)
		}
	case <-time.After(patience):
		t.Fatalf("handler's context: not cancelled within %v", patience)
	}
}

// TestCloseWhileSearching closes a server while it handles a request:
// the handler's context ends, and the request goes to another server.
func TestCloseWhileSearching(t *testing.T) {
	url := natstest.Start(t)
	leaving, err := Open(url, "leaving")
	if err != nil {
		t.Fatalf("Open: got error %v, want nil", err)
	}
	client := open(t, url, "client")
	started := make(chan string, 1)
	err = leaving.ServeSearches(1, func(ctx context.Context, req []byte) ([]byte, error) {
		started <- string(req)
		<-ctx.Done()
		return nil, ctx.Err()
	})
	if err != nil {
		t.Fatalf("ServeSearches on leaving: got error %v, want nil", err)
	}
	answer := search(context.Background(), client, "r")
	receive(t, started, "the handler's start on the leaving server")
	if err := open(t, url, "staying").ServeSearches(1, echo("staying")); err != nil {
		t.Fatalf("ServeSearches on staying: got error %v, want nil", err)
	}
	if err := leaving.Close(); err != nil {
		t.Errorf("Close while handling: got error %v, want nil", err)
	}
	if got := receive(t, answer, "the answer"); got != "staying:r" {
		t.Errorf("answer: got %q, want %q", got, "staying:r")
	}
}

// TestSearchAnswerTooLarge has a handler answer more than NATS carries:
// the requester gets an error at once instead of waiting.
func TestSearchAnswerTooLarge(t *testing.T) {
	url := natstest.Start(t)
	b := open(t, url, "verbose")
	huge := int(b.nc.MaxPayload()) + 1
	err := b.ServeSearches(1, func(context.Context, []byte) ([]byte, error) {
		return make([]byte, huge), nil
	})
	if err != nil {
		t.Fatalf("ServeSearches: got error %v, want nil", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	_, err = b.Search(ctx, []byte("x"))
	var se *SearchError
	if !errors.As(err, &se) || se.Server != "verbose" || !strings.Contains(se.Message, "larger than NATS's limit") {
		t.Errorf("Search with an answer too large: got error %v, want a *SearchError from verbose about NATS's limit", err)
	}
}

// TestSearchAfterRestart restarts the NATS server: the servers' queue
// subscriptions come back by themselves, and a search sent meanwhile is
// answered once they do.
func TestSearchAfterRestart(t *testing.T) {
	srv := natstest.StartServer(t)
	worker, client := open(t, srv.URL(), "worker"), open(t, srv.URL(), "client")
	if err := worker.ServeSearches(1, echo("worker")); err != nil {
		t.Fatalf("ServeSearches: got error %v, want nil", err)
	}
	srv.Stop()
	eventually(t, "the buses see the lost connection", func() bool {
		return !worker.nc.IsConnected() && !client.nc.IsConnected()
	})
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	answer := search(ctx, client, "again")
	srv.Restart(t)
	if got := receive(t, answer, "the answer after the restart"); got != "worker:again" {
		t.Errorf("answer after the restart: got %q, want %q", got, "worker:again")
	}
}
