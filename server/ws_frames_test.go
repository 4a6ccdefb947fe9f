package server_test

import (
	"bufio"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// rawSocket is a WebSocket client that writes frames by hand: what a
// browser never sends.
type rawSocket struct {
	t    *testing.T
	conn net.Conn
	br   *bufio.Reader
}

// dialRaw opens a watcher's socket on game id of a.
func dialRaw(t *testing.T, a *app, id string) *rawSocket {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(a.http.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	key := make([]byte, 16)
	_, _ = rand.Read(key)
	req := "GET /api/games/" + id + "/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: kingme\r\nSec-WebSocket-Key: " + base64.StdEncoding.EncodeToString(key) + "\r\n\r\n"
	if _, err := io.WriteString(conn, req); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("socket handshake: got %v, %v; want 101", resp, err)
	}
	return &rawSocket{t: t, conn: conn, br: br}
}

// Frame opcodes.
const (
	opContinuation = 0x0
	opText         = 0x1
	opClose        = 0x8
	opPing         = 0x9
	opPong         = 0xA
)

// write sends one masked frame (payload under 126 bytes); it reports
// whether it was written.
func (s *rawSocket) write(op byte, fin bool, payload []byte) bool {
	b := op
	if fin {
		b |= 0x80
	}
	frame := []byte{b, 0x80 | byte(len(payload)), 1, 2, 3, 4}
	for i, c := range payload {
		frame = append(frame, c^frame[2+i%4])
	}
	_ = s.conn.SetWriteDeadline(time.Now().Add(time.Second))
	_, err := s.conn.Write(frame)
	return err == nil
}

// readFrames reads the server's frames until the connection ends or limit
// passes, counting them by opcode; closed reports whether it ended.
func (s *rawSocket) readFrames(limit time.Duration) (counts map[byte]int, closed bool) {
	counts = map[byte]int{}
	_ = s.conn.SetReadDeadline(time.Now().Add(limit))
	for {
		var h [2]byte
		if _, err := io.ReadFull(s.br, h[:]); err != nil {
			ne, ok := err.(net.Error)
			return counts, !ok || !ne.Timeout()
		}
		n := uint64(h[1] & 0x7f)
		switch n {
		case 126:
			var ext [2]byte
			if _, err := io.ReadFull(s.br, ext[:]); err != nil {
				return counts, true
			}
			n = uint64(binary.BigEndian.Uint16(ext[:]))
		case 127:
			var ext [8]byte
			if _, err := io.ReadFull(s.br, ext[:]); err != nil {
				return counts, true
			}
			n = binary.BigEndian.Uint64(ext[:])
		}
		if _, err := io.CopyN(io.Discard, s.br, int64(n)); err != nil {
			return counts, true
		}
		counts[h[0]&0x0f]++
	}
}

// TestSocketPingFramesCount: ping frames count against the socket's
// message rate: a client sending 200 of them gets at most the rate's
// pongs, and its socket is closed with a close frame. Before, each got its
// pong and the socket stayed open (64 such sockets used 86 % of a core).
func TestSocketPingFramesCount(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	ws := dialRaw(t, a, g.ID)
	payload := []byte(strings.Repeat("p", 125))
	go func() {
		for range 200 {
			if !ws.write(opPing, true, payload) {
				return
			}
		}
	}()
	counts, closed := ws.readFrames(5 * time.Second)
	t.Logf("frames from the server: %v, closed %v", counts, closed)
	if !closed {
		t.Errorf("the socket sending 200 ping frames was still open after 5 s, want closed")
	}
	if counts[opPong] > 12 {
		t.Errorf("pongs: got %d, want at most 12 (the rate, a minute)", counts[opPong])
	}
	if counts[opClose] != 1 {
		t.Errorf("close frames: got %d, want 1 (saying why)", counts[opClose])
	}
}

// TestSocketEndlessMessageClosed: a message whose frames never end (empty
// continuation frames, which no read limit counts) closes the socket
// within a second or so of its first frame. Before, it was read for ever.
func TestSocketEndlessMessageClosed(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	ws := dialRaw(t, a, g.ID)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		if !ws.write(opText, false, nil) {
			return
		}
		for {
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
			if !ws.write(opContinuation, false, nil) {
				return
			}
		}
	}()
	start := time.Now()
	if _, closed := ws.readFrames(5 * time.Second); !closed {
		t.Fatalf("a message of endless empty continuation frames: the socket was open after 5 s, want closed")
	}
	t.Logf("closed after %v", time.Since(start).Round(10*time.Millisecond))
}
