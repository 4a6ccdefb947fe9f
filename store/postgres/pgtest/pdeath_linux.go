package pgtest

import (
	"os/exec"
	"syscall"
)

// dieWithParent has the kernel send cmd SIGINT (PostgreSQL's fast
// shutdown) should the test process die without stopping it.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGINT}
}
