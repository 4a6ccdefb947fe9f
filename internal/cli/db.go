package cli

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/store/sqlite"
)

// errDamaged is db check's error for a damaged database, after the report
// was printed: it exits with status 1.
var errDamaged = errors.New("the database is damaged: see above")

func newDbCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "db",
		Short: "Check the games database, or back it up while the server runs",
		Long: `The web app keeps its games in ` + sqlite.FileName + ` in the data directory (--data, as
for kingme serve).

  kingme db check               read every page and every game; exit 1 when damaged
  kingme db backup --to FILE    copy the database while the server runs
  kingme db reindex             rebuild damaged indexes (the server stopped)
  kingme db export              write the finished games as one PDN file

kingme serve checks the database when it starts: it refuses an empty file or
one that is not a database, and serves a damaged one degraded (the games it
can read). kingme never repairs or replaces the file by itself: restore a
damaged one from a backup (stop the server, copy the backup to ` + sqlite.FileName + `),
or, when db check says only indexes are damaged, rebuild them with
kingme db reindex.`,
		Args: noArgs,
	}
	cmd.AddCommand(newDbCheckCmd(), newDbBackupCmd(), newDbReindexCmd(), newDbExportCmd())
	return cmd
}

func newDbCheckCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "check [--data DIR]",
		Short: "Check the games database: every page, then every game",
		Long: `Check reads the database without changing it, also while the server runs:
SQLite's integrity_check (every page, every index against its table), then
every game, header and moves. It prints what it found: the games and moves
that can be read, the games that cannot, and what to do. It exits with
status 0 for a sound database and 1 for a damaged one (or none).`,
		Args: noArgs,
	}
	data := cmd.Flags().String("data", defaultDataDir(), "the data directory, as for kingme serve")
	storeFlag := cmd.Flags().String("store", "", "the store, as for kingme serve: sqlite:DIR (db check is for SQLite only)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if err := sqliteOnly(cmd, "db check", *storeFlag, data, "pg_amcheck"); err != nil {
			return err
		}
		r, err := sqlite.Check(cmd.Context(), *data)
		if err != nil {
			return err
		}
		printReport(cmd.OutOrStdout(), r)
		if r.Damaged() && len(r.Indexes) > 0 && len(r.Tables) == 0 && len(r.Lost) == 0 && r.Hidden == nil && r.Truncated == "" && !r.WAL.Damaged() {
			fmt.Fprintf(cmd.OutOrStdout(), `What to do: only indexes are damaged, and they hold nothing the games table
does not: every game can be read. Stop the server, then rebuild them with
  kingme db reindex --data %s
which keeps the database as it was beside the rebuilt one.
`, *data)
			return errDamaged
		}
		if r.Damaged() {
			fmt.Fprintf(cmd.OutOrStdout(), `What to do: kingme serve keeps serving the games that can be read, and
nothing repairs the file. Keep a copy of it as it is, then stop the server and
restore %s from a backup made with kingme db backup. To keep the
games that can still be read, copy them to a new database with
  kingme db backup --salvage --data %s --to FILE
and put FILE in place of %s while the server is stopped.
`, sqlite.FileName, *data, sqlite.FileName)
			return errDamaged
		}
		return nil
	}
	return cmd
}

func newDbBackupCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "backup --to FILE [--data DIR] [--force]",
		Short: "Copy the games database to a file, also while the server runs",
		Long: `Backup writes a consistent copy of the database to FILE while the server
goes on playing (SQLite's VACUUM INTO, one snapshot): first under a scratch
name beside FILE, then, once the copy is on disk and reads back whole (every
page, every game), under FILE. It does not overwrite an existing FILE unless
--force is given. A damaged database is refused, unless --salvage is given:
then the games that can be read are copied one by one into a new database,
and the others are listed. To restore, stop the server and copy FILE to
` + sqlite.FileName + ` in the data directory.`,
		Args: noArgs,
	}
	data := cmd.Flags().String("data", defaultDataDir(), "the data directory, as for kingme serve")
	to := cmd.Flags().String("to", "", "the backup file to write (required)")
	force := cmd.Flags().Bool("force", false, "replace FILE when it exists")
	salvage := cmd.Flags().Bool("salvage", false, "copy a damaged database game by game, leaving out the games that cannot be read")
	storeFlag := cmd.Flags().String("store", "", "the store, as for kingme serve: sqlite:DIR (db backup is for SQLite only)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if err := sqliteOnly(cmd, "db backup", *storeFlag, data, "pg_dump"); err != nil {
			return err
		}
		if *to == "" {
			return badInputf("db backup needs --to FILE: where to write the copy")
		}
		r, err := sqlite.Backup(cmd.Context(), *data, *to, sqlite.BackupOptions{Force: *force, Salvage: *salvage})
		if err != nil {
			return err
		}
		out := cmd.OutOrStdout()
		fmt.Fprintf(out, "backed up %d games (%d moves) to %s\n", r.Games, r.Moves, r.Path)
		if len(r.Lost) > 0 {
			fmt.Fprintf(out, "the database is damaged: %d games were left out or copied in part:\n", len(r.Lost))
			for _, g := range r.Lost {
				fmt.Fprintf(out, "  %s: %v\n", g.ID, g.Err)
			}
			return fmt.Errorf("the backup holds every game that could be read, but %d were left out or copied in part: see above", len(r.Lost))
		}
		return nil
	}
	return cmd
}

func newDbReindexCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "reindex [--data DIR]",
		Short: "Rebuild the database's indexes, with the server stopped",
		Long: `Reindex rebuilds every index of the database: it copies every game, read
through the games table and never an index, into a new database whose
indexes are built anew, checks that the copy reads back whole, and puts it in
place of ` + sqlite.FileName + `, which it keeps beside it as
` + sqlite.FileName + `.before-reindex-TIME. It is what kingme db check advises when only
indexes are damaged (an index holds nothing its table does not).

It refuses while a server has the database open (stop it first), and leaves
the database as it is when a game could not be copied whole: then the damage
is in the games' own pages, and only a backup (or kingme db backup --salvage,
which leaves those games out) can replace it. kingme never reindexes by
itself.`,
		Args: noArgs,
	}
	data := cmd.Flags().String("data", defaultDataDir(), "the data directory, as for kingme serve")
	storeFlag := cmd.Flags().String("store", "", "the store, as for kingme serve: sqlite:DIR (db reindex is for SQLite only)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if err := sqliteOnly(cmd, "db reindex", *storeFlag, data, "REINDEX"); err != nil {
			return err
		}
		r, err := sqlite.Reindex(cmd.Context(), *data)
		if err != nil {
			return err
		}
		fmt.Fprintf(cmd.OutOrStdout(), "rebuilt %s: %d games, %d moves, every index built anew and every page checked\nthe database as it was is kept as %s\n", r.Path, r.Games, r.Moves, r.Kept)
		return nil
	}
	return cmd
}

// sqliteOnly reads the --store flag of the db command name, which works on the
// SQLite store only: sqlite:DIR sets *data, a PostgreSQL URL is refused
// with an error that names the PostgreSQL tool to use instead.
func sqliteOnly(cmd *cobra.Command, name, storeFlag string, data *string, tool string) error {
	if storeFlag == "" {
		return nil
	}
	spec, err := resolveStore(storeFlag, *data, cmd.Flags().Changed("data"))
	if err != nil {
		return err
	}
	if spec.url != "" {
		return badInputf("kingme %s is for the SQLite store, and %s is PostgreSQL: use PostgreSQL's own tools (%s)", name, spec, tool)
	}
	*data = spec.dir
	return nil
}

// printReport prints what db check found.
func printReport(w io.Writer, r *sqlite.Report) {
	if !r.Damaged() {
		fmt.Fprintf(w, "%s is sound: %d games, %d moves, every page checked\n", r.Path, r.Games, r.Moves)
		if r.WAL != nil && r.WAL.Bad > 0 {
			fmt.Fprintf(w, "%s\n", r.WAL)
		}
		return
	}
	fmt.Fprintf(w, "%s is damaged\n", r.Path)
	if r.Truncated != "" {
		fmt.Fprintf(w, "%s\n", r.Truncated)
	}
	if r.WAL.Damaged() {
		fmt.Fprintf(w, "%s\n", r.WAL)
	}
	if len(r.Problems) > 0 {
		fmt.Fprintf(w, "SQLite's integrity check found %d problems:\n", len(r.Problems))
		for i, p := range r.Problems {
			if i == 10 {
				fmt.Fprintf(w, "  … and %d more\n", len(r.Problems)-10)
				break
			}
			fmt.Fprintf(w, "  %s\n", p)
		}
	}
	for _, name := range r.Indexes {
		fmt.Fprintf(w, "The index %s is damaged: it holds nothing its table does not, and kingme db reindex rebuilds it.\n", name)
	}
	for _, name := range r.Tables {
		fmt.Fprintf(w, "The table %s is damaged: its rows on the damaged pages cannot be read.\n", name)
	}
	fmt.Fprintf(w, "%d of %d games can be read (%d moves); %d cannot:\n", r.Readable, r.Games, r.Moves, len(r.Lost))
	for _, g := range r.Lost {
		fmt.Fprintf(w, "  %s: %v\n", g.ID, g.Err)
	}
	if r.Hidden != nil {
		fmt.Fprintf(w, "Some games' IDs could not be read at all (%v): there may be more games than these.\n", r.Hidden)
	}
}
