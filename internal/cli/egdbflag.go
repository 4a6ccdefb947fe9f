package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/checkers"

	"github.com/kingme/kingme/games"
)

// egdbFlag is the --egdb flag of the commands whose engine plays with the
// endgame databases.
type egdbFlag struct {
	cmd      *cobra.Command
	dir      *string
	cacheMiB *int
	def      func() string
}

// addEgdbFlag adds --egdb to cmd; def is its directory when not given.
func addEgdbFlag(cmd *cobra.Command, def func() string) egdbFlag {
	return egdbFlag{cmd: cmd, def: def,
		dir: cmd.Flags().String("egdb", "",
			`directory of the endgame databases (kingme egdb build), "none" for none (default: `+def()+` when it holds some)`),
		cacheMiB: cmd.Flags().Int("egdb-cache", 128, "memory for the endgame databases' blocks, MiB")}
}

// noCloser is the Closer of no databases.
type noCloser struct{}

func (noCloser) Close() error { return nil }

// open opens g's databases for engine.Options.Endgame: nothing (nil) for a
// game that has none, with --egdb none, or with the flag left out and no
// databases in the default directory. A directory given that holds none
// is an error.
func (f egdbFlag) open(g *games.Game) (any, io.Closer, error) {
	dir, given := *f.dir, f.cmd.Flags().Changed("egdb")
	if dir == "none" || g.Endgame == nil {
		return nil, noCloser{}, nil
	}
	if !given {
		dir = f.def()
	}
	db, err := openEndgameDir(g, dir, *f.cacheMiB)
	switch {
	case err == nil:
		return db, db, nil
	case !given && errors.Is(err, fs.ErrNotExist):
		return nil, noCloser{}, nil
	}
	return nil, nil, err
}

// openEndgameDir opens g's endgame databases in dir with cacheMiB of
// cache: an error that wraps fs.ErrNotExist when dir holds none.
func openEndgameDir(g *games.Game, dir string, cacheMiB int) (games.EndgameDB, error) {
	if g.Endgame == nil {
		return nil, badInputf("--egdb %s: %s has no endgame databases", dir, g.Name())
	}
	if cacheMiB < 1 {
		return nil, badInputf("--egdb-cache %d: want 1 MiB or more", cacheMiB)
	}
	db, err := g.Endgame.Open(dir, int64(cacheMiB)<<20)
	if err == nil && db.Tables() == 0 {
		db.Close()
		err = fs.ErrNotExist
	}
	switch {
	case err == nil:
		return db, nil
	case errors.Is(err, fs.ErrNotExist):
		return nil, badInput(noDatabases(dir))
	}
	return nil, badInputf("--egdb %s: %w", dir, err)
}

// noDatabases is the error of a directory that holds no endgame
// databases: it says how to build them, and is an fs.ErrNotExist.
type noDatabases string

// Error says so, and how to build some there.
func (dir noDatabases) Error() string {
	return fmt.Sprintf("--egdb %s: no endgame databases there: build them with kingme egdb build --pieces 5 --egdb %s", string(dir), string(dir))
}

// Unwrap returns fs.ErrNotExist.
func (noDatabases) Unwrap() error { return fs.ErrNotExist }

// openFor is open for the game whose rules are v.
func (f egdbFlag) openFor(v checkers.Variant) (any, io.Closer, error) {
	g, err := games.Of(v)
	if err != nil {
		return nil, nil, badInput(err)
	}
	return f.open(g)
}

// openAll opens the databases of every game that has some, by game key.
func (f egdbFlag) openAll() (map[string]any, io.Closer, error) {
	out := map[string]any{}
	var closers multiCloser
	for _, g := range games.All() {
		db, c, err := f.open(g)
		if err != nil {
			closers.Close()
			return nil, nil, err
		}
		if db != nil {
			out[g.Key()] = db
			closers = append(closers, c)
		}
	}
	return out, closers, nil
}

type multiCloser []io.Closer

func (m multiCloser) Close() error {
	var first error
	for _, c := range m {
		if err := c.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// egdbDirFlag adds --egdb, the directory of the endgame databases (the
// default one unless told), to a kingme egdb subcommand, with --dir, its
// old name there, kept working as a deprecated alias.
func egdbDirFlag(cmd *cobra.Command, usage string) *string {
	dir := cmd.Flags().String("egdb", defaultEgdbDir(), usage)
	deprecatedAlias(cmd, "dir", "egdb")
	return dir
}

// deprecatedAlias adds the flag old to cmd as another name of its flag
// name, sharing its value, hidden from the help and completion; giving it
// prints "Flag --old has been deprecated, use --name" on stderr.
func deprecatedAlias(cmd *cobra.Command, old, name string) {
	f := cmd.Flags().Lookup(name)
	cmd.Flags().Var(f.Value, old, f.Usage)
	_ = cmd.Flags().MarkDeprecated(old, "use --"+name+" (its name in every command)")
}
