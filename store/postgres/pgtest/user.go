package pgtest

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"strconv"
)

// runAs says how to run initdb and postgres, which refuse to run as root:
// as ourselves when we are not root, else as an unprivileged user through
// setpriv (util-linux), which changes the user and then executes the
// program in place, so that the process we start (and signal) is the
// program itself.
type runAs struct {
	// setpriv is the path of setpriv; empty when we are not root.
	setpriv string
	// uid and gid are the user's, -1 when we are not root.
	uid, gid int
}

// unprivilegedUser is the user initdb and postgres run as when the tests
// run as root.
const unprivilegedUser = "nobody"

// newRunAs finds out whether we are root and, if so, how to run as
// unprivilegedUser.
func newRunAs() (runAs, error) {
	if os.Geteuid() != 0 {
		return runAs{uid: -1, gid: -1}, nil
	}
	u, err := user.Lookup(unprivilegedUser)
	if err != nil {
		return runAs{}, fmt.Errorf("running as root, and PostgreSQL refuses to: no user %q to run it as (%w)", unprivilegedUser, err)
	}
	uid, err1 := strconv.Atoi(u.Uid)
	gid, err2 := strconv.Atoi(u.Gid)
	if err1 != nil || err2 != nil {
		return runAs{}, fmt.Errorf("running as root: user %q has uid %q, gid %q, not numbers", unprivilegedUser, u.Uid, u.Gid)
	}
	setpriv, err := exec.LookPath("setpriv")
	if err != nil {
		return runAs{}, fmt.Errorf("running as root, and PostgreSQL refuses to: setpriv (util-linux) is needed to run it as %q (%w)", unprivilegedUser, err)
	}
	return runAs{setpriv: setpriv, uid: uid, gid: gid}, nil
}

// command is the command that runs program with args as the user. The
// server gets SIGINT (a fast shutdown) should the test process die without
// stopping it.
func (r runAs) command(program string, args ...string) *exec.Cmd {
	if r.setpriv == "" {
		cmd := exec.Command(program, args...)
		dieWithParent(cmd)
		return cmd
	}
	pre := []string{
		"--reuid=" + strconv.Itoa(r.uid), "--regid=" + strconv.Itoa(r.gid), "--clear-groups",
		"--pdeathsig=SIGINT", "--", program,
	}
	return exec.Command(r.setpriv, append(pre, args...)...)
}

// own gives path to the user, so that the programs may write there.
func (r runAs) own(path string) error {
	if r.setpriv == "" {
		return nil
	}
	return os.Chown(path, r.uid, r.gid)
}
