//go:build unix

package cli

import "syscall"

// defaultMaxConns is serve's connection limit when --max-conns is not
// given: 4096, or the process's open-file limit less a margin for the
// database, the endgame files and the logs when that is lower.
func defaultMaxConns() int {
	const want, margin = 4096, 64
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil || lim.Cur == 0 {
		return want
	}
	if lim.Cur < want+margin {
		return max(16, int(lim.Cur)-margin)
	}
	return want
}
