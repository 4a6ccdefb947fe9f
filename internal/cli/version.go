package cli

import (
	"fmt"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// version is kingme's version as kingme --version, kingme version and the
// Hub's id line give it: the module's version, then the commit it was
// built from (see versionOf).
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return versionOf(nil)
	}
	return versionOf(info)
}

// versionOf writes the version of a binary built as info says: the
// module's version ("v1.2.0", a pseudo-version such as
// "v0.0.0-20260102150405-5d546e4c1234+dirty", or "(devel)" for a build
// that has none), then the commit, "(commit 5d546e4c1234)", with ",
// modified" when the work tree had changes not committed. A "(devel)" build
// that stamped no commit (go run, go test, -buildvcs=false) says "(no
// commit recorded)"; a module's version (go install …@v1.2.0) stands alone.
func versionOf(info *debug.BuildInfo) string {
	v, rev, modified := "", "", false
	if info != nil {
		v = info.Main.Version
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	if v == "" {
		v = "(devel)"
	}
	switch {
	case rev == "" && v == "(devel)":
		return v + " (no commit recorded)"
	case rev == "":
		return v // a module's version names its commit
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if modified {
		return fmt.Sprintf("%s (commit %s, modified)", v, rev)
	}
	return fmt.Sprintf("%s (commit %s)", v, rev)
}

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print kingme's version and the commit it was built from",
		Long: `Version prints the module's version and the commit kingme was built from, the
same as kingme --version and the version of the Hub's id line:

  kingme v1.2.0 (commit 5d546e4c1234)
  kingme (devel) (commit 5d546e4c1234, modified)

"(devel)" is a build of a checkout rather than of a tagged module, and
"modified" a build of a work tree with changes not committed; a build that
recorded no commit (go run, go test) says "(no commit recorded)".`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprintln(cmd.OutOrStdout(), "kingme "+version())
			return err
		},
	}
}
