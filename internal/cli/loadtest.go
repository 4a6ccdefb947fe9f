package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/internal/loadtest"
)

func newLoadtestCmd() *cobra.Command {
	var (
		o         loadtest.Options
		target    string
		pid       int
		serveArgs string
		asJSON    bool
	)
	cmd := &cobra.Command{
		Use:   "loadtest SCENARIO",
		Short: "Measure a KingMe server under a crowd or an attack (loopback only): games, watchers, flood, hints, slow, conn-hog, idle-games, analysis-flood, ping-flood",
		Long: `Loadtest loads a KingMe server on this machine and prints what it measured.

Scenarios:
  games     --games N games at one screen, each playing a legal move as soon as
            the previous one is acknowledged, or one every --pace (4s: a person)
  watchers  --watchers W spectators on one game: the server's CPU per join,
            the time for a move to reach every watcher, sockets closed
  flood     --games G games against the computer at --level (grandmaster),
            with or without --clock (1+0), and one beginner game timed among them
  hints     --hints H hint requests in flight while --games computer games play:
            the computer's replies without, then with them
  slow      --slow C clients sending headers or a body a byte a second, or idle
            on a kept-alive connection (--slow-kind): who is cut off, and when
  lobby     --games N people in the lobby (100): half post seeks and wait, half
            read the lobby and accept: seeks/s, games/s, how soon a seek shows

Attacks: one address (127.0.0.1) attacks while a second, well-behaved one
(127.0.0.2) asks what a person would; the figures are what the second gets
(requests answered, p50/p99, 5xx):
  conn-hog        --slow C idle kept-alive connections (4200), reopened when closed;
                  the second asks GET /api/variants every 250 ms
  idle-games      --games G games against the computer at --level, never moved (8);
                  the second creates one every 2.5 s
  analysis-flood  --games G finished games to analyse (4) and --hints H analysis-board
                  searches at once (4); the second searches every 2.5 s and has a
                  game of its own analysed
  ping-flood      --watchers W sockets sending ping frames flat out (64); the second
                  reads the game every 100 ms

By default it starts its own server (this binary's serve, on 127.0.0.1, a
fresh data directory, --trust-proxy so each simulated client has its own
address), with --serve-args added, so memory and CPU figures are the server's
alone. --url targets a running server on a loopback address instead (--pid
names its process for the memory and CPU figures). Every run is bounded: at
most ` + loadtest.MaxDuration.String() + ` of measurement and a hard deadline; Ctrl-C stops it and
prints what it has. See docs/loadtest.md.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return badInputf("loadtest takes one scenario: %s", strings.Join(loadtest.Scenarios, ", "))
			}
			for _, s := range loadtest.Scenarios {
				if args[0] == s {
					return nil
				}
			}
			return badInputf("unknown scenario %q: want one of %s", args[0], strings.Join(loadtest.Scenarios, ", "))
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := o.Check(); err != nil {
				return badInput(err)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			t := loadtest.Target{URL: target, PID: pid}
			if target != "" {
				for _, u := range t.URLs() {
					if err := loadtest.CheckLoopback(u); err != nil {
						return badInput(err)
					}
				}
			} else {
				if pid != 0 {
					return badInputf("--pid goes with --url: the server the tool starts is measured by itself")
				}
				exe, err := os.Executable()
				if err != nil {
					return err
				}
				srv, err := loadtest.StartServer(ctx, exe, strings.Fields(serveArgs))
				if err != nil {
					return err
				}
				defer func() {
					if errs := srv.Stop(); errs != "" {
						fmt.Fprintf(cmd.ErrOrStderr(), "the server logged errors:\n%s\n", errs)
					}
				}()
				t = srv.Target
			}
			r, err := loadtest.Run(ctx, args[0], t, o)
			if r != nil {
				if asJSON {
					enc := json.NewEncoder(cmd.OutOrStdout())
					enc.SetIndent("", "  ")
					if err := enc.Encode(r); err != nil {
						return err
					}
				} else if err := r.WriteTable(cmd.OutOrStdout()); err != nil {
					return err
				}
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&target, "url", "", "a running server to load, http://127.0.0.1:PORT (loopback only; default: start one); several serving the same games, comma-separated, take the requests in turn")
	f.IntVar(&pid, "pid", 0, "with --url: the server's process, for its memory and CPU figures")
	f.StringVar(&serveArgs, "serve-args", "", `flags for the server the tool starts ("--workers 2 --max-conns 12000")`)
	f.DurationVar(&o.Duration, "duration", 10*time.Second, "how long the measurement runs (at most "+loadtest.MaxDuration.String()+")")
	f.IntVar(&o.Games, "games", 0, "games: games at once (default 100); flood: computer games (200); hints: computer games (2)")
	f.DurationVar(&o.Pace, "pace", 0, "games: one move a game every PACE (4s: a person's pace) instead of as fast as acknowledged")
	f.IntVar(&o.Watchers, "watchers", 0, "watchers: spectators on the game (default 1000)")
	f.StringVar(&o.Level, "level", "", "the computer's level (flood: grandmaster; hints: expert)")
	f.StringVar(&o.Clock, "clock", "", "flood: the games' time control, minutes+increment (1+0); default none")
	f.IntVar(&o.Hints, "hints", 0, "hints: hint requests in flight (default 30)")
	f.IntVar(&o.Slow, "slow", 0, "slow: slow connections (default 1100)")
	f.StringVar(&o.SlowKind, "slow-kind", "mixed", "slow: headers, body, idle or mixed")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the random move choices")
	f.BoolVar(&asJSON, "json", false, "print the report as JSON")
	return cmd
}
