//go:build !linux

package loadtest

import (
	"errors"
	"syscall"
	"time"
)

// procStats are a process's CPU time and memory.
type procStats struct {
	CPU      time.Duration
	RSS, HWM uint64
}

// readProc needs Linux's /proc: elsewhere the server's figures are left out.
func readProc(int) (procStats, error) {
	return procStats{}, errors.New("process figures need Linux's /proc")
}

func childAttrs() *syscall.SysProcAttr { return nil }
