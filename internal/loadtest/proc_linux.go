package loadtest

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// clockTick is the unit of utime and stime in /proc/PID/stat (USER_HZ,
// 100 on every Linux this runs on).
const clockTick = 10 * time.Millisecond

// procStats are a process's CPU time and memory.
type procStats struct {
	CPU      time.Duration // user and system time so far
	RSS, HWM uint64        // resident memory now and at its peak, bytes
}

// readProc reads pid's figures from /proc.
func readProc(pid int) (procStats, error) {
	var p procStats
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return p, err
	}
	// The command name (field 2) is in parentheses and may hold spaces:
	// the fields counted from the last ')' start with field 3.
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return p, fmt.Errorf("/proc/%d/stat: no command name", pid)
	}
	fields := strings.Fields(string(stat[i+1:]))
	if len(fields) < 13 {
		return p, fmt.Errorf("/proc/%d/stat: %d fields", pid, len(fields))
	}
	utime, err1 := strconv.ParseUint(fields[11], 10, 64) // field 14
	stime, err2 := strconv.ParseUint(fields[12], 10, 64) // field 15
	if err1 != nil || err2 != nil {
		return p, fmt.Errorf("/proc/%d/stat: bad utime or stime", pid)
	}
	p.CPU = time.Duration(utime+stime) * clockTick
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return p, err
	}
	for line := range strings.Lines(string(status)) {
		name, rest, ok := strings.Cut(line, ":")
		if !ok || (name != "VmRSS" && name != "VmHWM") {
			continue
		}
		f := strings.Fields(rest) // "1234 kB"
		if len(f) == 0 {
			continue
		}
		kb, err := strconv.ParseUint(f[0], 10, 64)
		if err != nil {
			continue
		}
		if name == "VmRSS" {
			p.RSS = kb << 10
		} else {
			p.HWM = kb << 10
		}
	}
	return p, nil
}

// childAttrs makes the server child die with the tool, in its own process
// group so that a Ctrl-C stops the tool, which then stops the server after
// its report.
func childAttrs() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL, Setpgid: true}
}
