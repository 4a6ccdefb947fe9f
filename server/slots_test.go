package server_test

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"sort"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// dialFrom opens a connection to addr from the loopback address local
// (127.0.0.2: a second client on the same machine).
func dialFrom(t *testing.T, local, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}, Timeout: 2 * time.Second}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial %s from %s: %v", addr, local, err)
	}
	return c
}

// keepAlive opens a connection from local, asks one request on it and
// leaves it open and idle; it returns nil when the server closed it
// before answering (no room for it).
func keepAlive(t *testing.T, local, addr string) net.Conn {
	t.Helper()
	c := dialFrom(t, local, addr)
	_ = c.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.WriteString(c, "GET /api/variants HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		c.Close()
		return nil
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		c.Close()
		return nil
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	_ = c.SetDeadline(time.Time{})
	return c
}

// stillOpen counts the connections of conns the server has not closed.
func stillOpen(conns []net.Conn) int {
	n := 0
	for _, c := range conns {
		_ = c.SetReadDeadline(time.Now().Add(20 * time.Millisecond))
		var b [1]byte
		_, err := c.Read(b[:])
		if ne, ok := err.(net.Error); ok && ne.Timeout() {
			n++
		}
	}
	return n
}

// served asks n requests from local, each on a new connection, and
// returns their times; it fails on any that is not answered 200 within a
// second.
func served(t *testing.T, local, addr string, n int) []time.Duration {
	t.Helper()
	client := &http.Client{Timeout: time.Second, Transport: &http.Transport{
		DisableKeepAlives: true,
		DialContext:       (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}}).DialContext,
	}}
	var took []time.Duration
	for i := range n {
		start := time.Now()
		resp, err := client.Get("http://" + addr + "/api/variants")
		if err != nil {
			t.Fatalf("request %d of %d from %s: %v", i+1, n, local, err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("request %d of %d from %s: got %s, want 200", i+1, n, local, resp.Status)
		}
		took = append(took, time.Since(start))
	}
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	return took
}

// TestOneAddressCannotTakeEveryConnection: an address opening more idle
// kept-alive connections than its limit and the server's keeps only its
// limit (its oldest idle ones are closed), and a second address gets
// every request answered at once. Before the slots, the 60 idle
// connections filled the 40 of --max-conns and the second address waited
// in the accept queue for as long as they stayed.
func TestOneAddressCannotTakeEveryConnection(t *testing.T) {
	const perAddr = 16
	addr := servedWith(t, server.Timeouts{Idle: time.Minute, Header: time.Minute},
		server.Config{MaxConns: 40, MaxConnsPerAddress: perAddr})
	var hog []net.Conn
	for range 60 {
		if c := keepAlive(t, "127.0.0.1", addr); c != nil {
			hog = append(hog, c)
			defer c.Close()
		}
	}
	if got := stillOpen(hog); got > perAddr {
		t.Errorf("127.0.0.1 holds %d idle connections, want at most %d", got, perAddr)
	}
	took := served(t, "127.0.0.2", addr, 20)
	t.Logf("127.0.0.2: 20 of 20 answered, slowest %v", took[len(took)-1].Round(time.Millisecond))
}

// TestBusyConnectionsLeaveRoomForSmallHolders: four addresses holding
// their every connection busy (requests whose headers never end), more
// than --max-conns less its kept eighth, leave the kept slots to an
// address that holds few: it is answered at once.
func TestBusyConnectionsLeaveRoomForSmallHolders(t *testing.T) {
	addr := servedWith(t, server.Timeouts{Idle: time.Minute, Header: time.Minute, Read: time.Minute},
		server.Config{MaxConns: 40, MaxConnsPerAddress: 12})
	held := 0
	for i := range 4 {
		local := fmt.Sprintf("127.0.0.%d", 10+i)
		for range 12 {
			c := dialFrom(t, local, addr)
			defer c.Close()
			if _, err := io.WriteString(c, "GET /api/variants HTTP/1.1\r\nHost: x\r\n"); err == nil {
				held++
			}
		}
	}
	time.Sleep(100 * time.Millisecond) // the server reads the first bytes: busy
	took := served(t, "127.0.0.2", addr, 20)
	t.Logf("%d busy connections from 4 addresses; 127.0.0.2: 20 of 20 answered, slowest %v", held, took[len(took)-1].Round(time.Millisecond))
}

// TestProxiedClientsCountTheirOwnConnections: behind a trusted proxy, the
// connections count for the client X-Forwarded-For names: a client whose
// connections are all busy (bodies that never end) is answered 429 beyond
// its limit, while another client through the same proxy is served.
func TestProxiedClientsCountTheirOwnConnections(t *testing.T) {
	addr := servedWith(t, server.Timeouts{Idle: time.Minute, Header: time.Minute, Read: time.Minute},
		server.Config{MaxConns: 40, MaxConnsPerAddress: 2, TrustProxy: true})
	for range 2 {
		c := dialFrom(t, "127.0.0.1", addr)
		defer c.Close()
		if _, err := io.WriteString(c, "POST /api/games HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.1\r\n"+
			"Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(100 * time.Millisecond) // both requests are being read
	tests := []struct {
		client string
		want   int
	}{
		{"203.0.113.1", http.StatusTooManyRequests},
		{"203.0.113.2", http.StatusOK},
	}
	for _, tt := range tests {
		req, _ := http.NewRequest("GET", "http://"+addr+"/api/variants", nil)
		req.Header.Set("X-Forwarded-For", tt.client)
		resp, err := (&http.Client{Timeout: time.Second}).Do(req)
		if err != nil {
			t.Fatalf("request of %s: %v", tt.client, err)
		}
		resp.Body.Close()
		if resp.StatusCode != tt.want {
			t.Errorf("request of %s: got %s, want %d", tt.client, resp.Status, tt.want)
		}
	}
}
