package server

import (
	"fmt"
	"math"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// rateLimiter lets each client (by address) do something at most rate
// times a minute on average, burst times at once: a token bucket per
// client. Buckets full again are forgotten, so memory follows the clients
// active in the last few minutes.
type rateLimiter struct {
	mu      sync.Mutex
	perSec  float64
	burst   float64
	buckets map[string]*bucket
	swept   time.Time
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newRateLimiter(perMinute, burst int) *rateLimiter {
	return &rateLimiter{perSec: float64(perMinute) / 60, burst: float64(max(1, burst)), buckets: map[string]*bucket{}}
}

// allowN takes n tokens (at most the burst) of client's bucket at now;
// when there are fewer, it takes none and returns false and how long until
// there are.
func (rl *rateLimiter) allowN(client string, now time.Time, n float64) (bool, time.Duration) {
	n = math.Min(n, rl.burst)
	rl.mu.Lock()
	defer rl.mu.Unlock()
	if now.Sub(rl.swept) > time.Minute {
		rl.sweep(now)
	}
	b, ok := rl.buckets[client]
	if !ok {
		b = &bucket{tokens: rl.burst, at: now}
		rl.buckets[client] = b
	}
	b.tokens = math.Min(rl.burst, b.tokens+now.Sub(b.at).Seconds()*rl.perSec)
	b.at = now
	if b.tokens >= n {
		b.tokens -= n
		return true, 0
	}
	wait := time.Duration((n - b.tokens) / rl.perSec * float64(time.Second))
	return false, wait
}

// sweep forgets the buckets that are full again at now.
func (rl *rateLimiter) sweep(now time.Time) {
	rl.swept = now
	for client, b := range rl.buckets {
		if b.tokens+now.Sub(b.at).Seconds()*rl.perSec >= rl.burst {
			delete(rl.buckets, client)
		}
	}
}

// clientOf names the client of r for limits: its address, or with
// trustProxy the address the reverse proxy in front saw (the last entry
// of X-Forwarded-For, which that proxy wrote).
func clientOf(r *http.Request, trustProxy bool) string {
	if trustProxy {
		if fwd := r.Header.Values("X-Forwarded-For"); len(fwd) > 0 {
			hops := strings.Split(fwd[len(fwd)-1], ",")
			if last := strings.TrimSpace(hops[len(hops)-1]); last != "" {
				return last
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// limited answers 429 with Retry-After when r's client is over limit rl,
// and reports whether it did.
func (s *Server) limited(w http.ResponseWriter, r *http.Request, rl *rateLimiter, what string) bool {
	return s.limitedN(w, r, rl, 1, what)
}

// limitedN is limited for something that costs n of rl's tokens (bytes
// read, say).
func (s *Server) limitedN(w http.ResponseWriter, r *http.Request, rl *rateLimiter, n float64, what string) bool {
	ok, wait := rl.allowN(clientOf(r, s.cfg.TrustProxy), s.now(), n)
	if ok {
		return false
	}
	secs := int(math.Ceil(wait.Seconds()))
	w.Header().Set("Retry-After", fmt.Sprint(secs))
	s.writeError(w, r, errorf(http.StatusTooManyRequests, "too many %s from your address: try again in %d s", what, secs))
	return true
}
