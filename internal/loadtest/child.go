package loadtest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// Server is a kingme serve child process started by StartServer, on a
// fresh data directory of its own.
type Server struct {
	Target
	cmd  *exec.Cmd
	dir  string
	done chan struct{}
}

// servingLine is serve's first line: "KingMe is serving http://ADDR/ …".
var servingLine = regexp.MustCompile(`KingMe is serving (http://[^/ ]+)/`)

// StartServer runs exe (the kingme binary) as `serve --addr 127.0.0.1:0
// --data TEMPDIR --trust-proxy` plus args, and waits (at most 30 s) for the
// address it prints. --trust-proxy lets each simulated client carry its own
// address (X-Forwarded-For), so the server's per-client limits apply to
// each of them as they would to a crowd. The server's log goes to
// serve.log in the data directory, which Stop removes.
func StartServer(ctx context.Context, exe string, args []string) (*Server, error) {
	dir, err := os.MkdirTemp("", "kingme-loadtest-")
	if err != nil {
		return nil, err
	}
	logf, err := os.Create(filepath.Join(dir, "serve.log"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	defer logf.Close()
	all := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", filepath.Join(dir, "data"), "--trust-proxy"}, args...)
	cmd := exec.Command(exe, all...)
	cmd.Stderr = logf
	cmd.SysProcAttr = childAttrs()
	out, err := cmd.StdoutPipe()
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("starting %s serve: %w", exe, err)
	}
	s := &Server{cmd: cmd, dir: dir, done: make(chan struct{})}
	s.PID = cmd.Process.Pid
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := servingLine.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case found <- m[1]:
				default:
				}
			}
		}
	}()
	go func() { _ = cmd.Wait(); close(s.done) }()
	select {
	case u := <-found:
		s.URL = u
		return s, nil
	case <-s.done:
		log, _ := os.ReadFile(filepath.Join(dir, "serve.log"))
		os.RemoveAll(dir)
		return nil, fmt.Errorf("kingme serve %s ended before serving: %s", strings.Join(args, " "), strings.TrimSpace(string(log)))
	case <-time.After(30 * time.Second):
		err = errors.New("kingme serve printed no address within 30 s")
	case <-ctx.Done():
		err = ctx.Err()
	}
	s.Stop()
	return nil, err
}

// Stop ends the server (SIGINT, then SIGKILL after 5 s) and removes its
// data directory. It returns the end of the server's log when the server
// logged errors, for the report.
func (s *Server) Stop() string {
	_ = s.cmd.Process.Signal(os.Interrupt)
	select {
	case <-s.done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
	}
	defer os.RemoveAll(s.dir)
	log, _ := os.ReadFile(filepath.Join(s.dir, "serve.log"))
	var errs []string
	for line := range strings.Lines(string(log)) {
		if strings.Contains(line, "level=ERROR") {
			errs = append(errs, strings.TrimSpace(line))
		}
	}
	if len(errs) == 0 {
		return ""
	}
	if len(errs) > 5 {
		errs = append(errs[:5], fmt.Sprintf("… %d error lines in all", len(errs)))
	}
	return strings.Join(errs, "\n")
}
