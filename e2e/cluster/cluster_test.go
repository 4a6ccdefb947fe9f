package cluster_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kingme/kingme/bus/nats/natstest"
	"github.com/kingme/kingme/internal/loadtest"
	"github.com/kingme/kingme/store/postgres/pgtest"
)

// build builds the kingme binary into a temporary directory.
func build(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Dir(strings.TrimSpace(string(out)))
	binary := filepath.Join(t.TempDir(), "kingme")
	cmd := exec.Command("go", "build", "-o", binary, "./cmd/kingme")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return binary
}

// startServers starts n servers sharing the store and the bus.
func startServers(t *testing.T, binary, storeURL, natsURL string, n int) []*loadtest.Server {
	t.Helper()
	servers := make([]*loadtest.Server, n)
	for i := range servers {
		s, err := loadtest.StartServer(context.Background(), binary, []string{
			"--store", storeURL, "--nats", natsURL, "--server-id", fmt.Sprintf("server-%d", i+1), "--workers", "1"})
		if err != nil {
			t.Fatalf("server-%d: %v", i+1, err)
		}
		t.Cleanup(func() {
			if errs := s.Stop(); errs != "" {
				t.Logf("server-%d logged errors:\n%s", i+1, errs)
			}
		})
		servers[i] = s
	}
	return servers
}

// TestKillOneOfThree is issue 21's test of the whole: a game between
// friends with a clock and a game against the computer, played through
// three servers; the server that runs both games' clock and computer is
// killed with SIGKILL mid-game, and the others take them over: the
// computer goes on answering, the player who stops moving loses on time,
// and every move is kept.
func TestKillOneOfThree(t *testing.T) {
	if testing.Short() {
		t.Skip("starts PostgreSQL, NATS and three servers")
	}
	pg := pgtest.Start(t)
	storeURL := pg.Database(t)
	natsURL := natstest.Start(t)
	binary := build(t)
	servers := startServers(t, binary, storeURL, natsURL, 3)
	s1, s2, s3 := &player{t: t, base: servers[0].URL}, &player{t: t, base: servers[1].URL}, &player{t: t, base: servers[2].URL}

	// A game between friends, 30 s each: Ann creates it on server-1, which
	// takes its lease; Bob joins on server-2; a spectator watches on
	// server-3.
	ann := s1.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": "Ann",
		"clock": map[string]any{"minutes": 0.5, "increment": 0}})
	bob := s2.join(ann.ID, ann.Invite, "Bob")
	spectator := s3.watch(ann.ID, "")

	// A game against the computer, created on server-1 too, played from
	// server-2.
	carl := s1.create(map[string]any{"variant": "standard", "mode": "computer", "level": "casual", "color": "black", "name": "Carl"})
	carlSocket := s2.watch(carl.ID, carl.Token)

	friendMoves := []struct {
		on    *player
		token string
	}{{s1, ann.Token}, {s2, bob.Token}, {s3, ann.Token}, {s1, bob.Token}, {s2, ann.Token}}
	for ply, m := range friendMoves {
		m.on.playFirstLegal(ann.ID, m.token, ply)
		spectator.waitPly(ply + 1)
	}
	for ply := 0; ply < 6; ply += 2 {
		s2.playFirstLegal(carl.ID, carl.Token, ply)
		carlSocket.waitPly(ply + 2)
	}

	// Server-1 dies, Bob to move in the friends' game and Carl in his.
	if err := syscall.Kill(servers[0].PID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()

	// Carl goes on to the end of the game, his socket on server-2 showing
	// the game and his moves sent to server-3 and server-2 in turn (as a
	// load balancer would): the computer answers once another server has
	// taken its lease.
	cur := carlSocket.last
	for turn := 0; !cur.Result.Over; turn++ {
		ply := cur.Ply
		if ply%2 != 0 || len(cur.Legal) == 0 {
			t.Fatalf("the game against the computer: Carl to move at ply %d with %d legal moves; want an even ply (a move lost or doubled?)", ply, len(cur.Legal))
		}
		on := []*player{s3, s2}[turn%2]
		on.call("POST", "/api/games/"+carl.ID+"/moves", carl.Token, map[string]any{"move": cur.Legal[0].Text, "ply": ply}, nil)
		cur = carlSocket.waitFor(fmt.Sprintf("the computer's answer at ply %d", ply+1), 30*time.Second, func(s state) bool {
			return s.Ply >= ply+2 || s.Result.Over
		})
		if turn == 0 {
			t.Logf("failover: the computer answered %.1f s after server-1 was killed", time.Since(killed).Seconds())
		}
		if cur.Ply > 400 {
			t.Fatal("the game against the computer did not end within 400 plies")
		}
	}
	t.Logf("the game against the computer ended at ply %d: %s", cur.Ply, cur.Result.Text)
	for _, p := range []*player{s2, s3} {
		p.eventually(carl.ID, carl.Token, fmt.Sprintf("the game against the computer over at ply %d", cur.Ply), func(st state) bool {
			return st.Ply == cur.Ply && st.Result.Over
		})
	}

	// Bob does not move: his flag falls, once, on whichever server took the
	// lease, and the spectator on server-3 sees it.
	over := spectator.waitFor("Bob's flag", 60*time.Second, func(s state) bool { return s.Result.Over })
	if over.Result.Reason != "time forfeit" || over.Result.Winner == nil || *over.Result.Winner != "black" {
		t.Errorf("the friends' game ended %+v; want Black winning on time (Bob stopped moving)", over.Result)
	}
	t.Logf("Bob's flag fell %.1f s after server-1 was killed (his 30 s ran from his turn's start)", time.Since(killed).Seconds())
	for _, p := range []*player{s2, s3} {
		p.eventually(ann.ID, ann.Token, fmt.Sprintf("the friends' game lost on time at ply %d, Red's clock at 0", len(friendMoves)), func(st state) bool {
			return st.Ply == len(friendMoves) && st.Result.Over && st.Result.Reason == "time forfeit" && st.Clock != nil && st.Clock.Red == 0
		})
	}
}

// TestMain starts no shared server: the test starts its own.
func TestMain(m *testing.M) {
	os.Exit(m.Run())
}
