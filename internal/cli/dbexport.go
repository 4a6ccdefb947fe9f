package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store/sqlite"
)

func newDbExportCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "export [--out FILE] [--variant V] [--since T] [--until T] [--limit N]",
		Short: "Write the finished games as one PDN file, also while the server runs",
		Long: `Export writes the finished games of the database as one PDN file, newest
first, each as the web app's PDN download writes it (its tags, the time
control, each move's clock, how it ended): what GET /api/games/export gives,
for an operator, without its limit. It reads the database (SQLite in --data,
or --store, PostgreSQL too) while the server goes on, and writes to standard
output unless --out names a file; a game that cannot be read (a damaged
database) is left out with a PDN comment, and named on standard error.`,
		Args: noArgs,
	}
	data := cmd.Flags().String("data", defaultDataDir(), "the data directory, as for kingme serve")
	storeFlag := cmd.Flags().String("store", "", "the store, as for kingme serve: sqlite:DIR or a postgres:// URL")
	out := cmd.Flags().String("out", "", "the PDN file to write (default: standard output); an existing file is replaced")
	variant := cmd.Flags().String("variant", "", "only this game's games (its key or an alias, as kingme variants lists them)")
	since := cmd.Flags().String("since", "", "only games created at or after this date (2026-11-26) or RFC 3339 time")
	until := cmd.Flags().String("until", "", "only games created before this date or RFC 3339 time")
	limit := cmd.Flags().Int("limit", 0, "at most N games (0: all)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		q, err := exportQuery(*variant, *since, *until, *limit)
		if err != nil {
			return err
		}
		spec, err := resolveStore(*storeFlag, *data, cmd.Flags().Changed("data"))
		if err != nil {
			return err
		}
		if spec.url == "" {
			if _, err := os.Stat(filepath.Join(spec.dir, sqlite.FileName)); err != nil {
				return badInputf("no games database in %s (%s): give the server's --data or --store", spec.dir, sqlite.FileName)
			}
		}
		ctx, stop := interruptContext(cmd)
		defer stop()
		st, _, err := spec.open(ctx)
		if err != nil {
			return err
		}
		defer st.Close()
		w, finish, err := exportSink(cmd.OutOrStdout(), *out)
		if err != nil {
			return err
		}
		n, err := server.Export(ctx, st, w, q, func(id string, err error) {
			fmt.Fprintf(cmd.ErrOrStderr(), "game %s left out: %v\n", id, err)
		})
		if ferr := finish(); err == nil {
			err = ferr
		}
		where := "standard output"
		if *out != "" {
			where = *out
		}
		switch {
		case ctx.Err() != nil:
			return stoppedf("%d games written to %s", n, where)
		case err != nil:
			return fmt.Errorf("export: %w (%d games written to %s)", err, n, where)
		}
		if *out != "" {
			fmt.Fprintf(cmd.ErrOrStderr(), "%d games written to %s\n", n, *out)
		}
		return nil
	}
	return cmd
}

// exportQuery checks db export's flags.
func exportQuery(variant, since, until string, limit int) (server.ExportQuery, error) {
	q := server.ExportQuery{Limit: limit}
	if limit < 0 {
		return q, badInputf("--limit %d: want 0 (all) or more", limit)
	}
	if limit == 0 {
		q.Limit = math.MaxInt
	}
	if variant != "" {
		g, err := games.Lookup(variant)
		if err != nil {
			return q, badInput(err)
		}
		q.Variant = g.Key()
	}
	for _, b := range []struct {
		flag, text string
		dst        *time.Time
	}{{"--since", since, &q.Since}, {"--until", until, &q.Until}} {
		if b.text == "" {
			continue
		}
		t, err := server.ParseExportTime(b.text)
		if err != nil {
			return q, badInputf("%s %q: %v", b.flag, b.text, err)
		}
		*b.dst = t
	}
	return q, nil
}

// exportSink returns where db export writes, buffered, and the function
// that flushes and closes it.
func exportSink(stdout io.Writer, path string) (io.Writer, func() error, error) {
	if path == "" {
		bw := bufio.NewWriter(stdout)
		return bw, bw.Flush, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, nil, badInputf("--out: %v", err)
	}
	bw := bufio.NewWriter(f)
	return bw, func() error { return errors.Join(bw.Flush(), f.Close()) }, nil
}
