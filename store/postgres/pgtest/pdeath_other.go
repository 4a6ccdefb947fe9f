//go:build !linux

package pgtest

import "os/exec"

// dieWithParent does nothing here: only Linux can tie a process's life to
// its parent's.
func dieWithParent(*exec.Cmd) {}
