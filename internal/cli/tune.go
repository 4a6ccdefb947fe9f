package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/engine/tune"
	"github.com/kingme/kingme/games"
)

func newTuneCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "tune --variant V [--iterations N] [--nodes N]",
		Short: "Tune a game's evaluation weights by self-play",
		Long: `Tune runs SPSA self-play on the variant's evaluation weights: each iteration
plays a pair of games from a random opening between the weights nudged up and
nudged down, and moves them toward the winner. It logs one line per
iteration to standard error and prints the tuned weights as JSON, to be
copied into the variant's DefaultWeights. Ctrl-C stops the run: it prints
the weights of the iterations done, says so on standard error and exits
with status 130.`,
		Args: noArgs,
	}
	variant := variantFlag(cmd)
	iterations := cmd.Flags().Int("iterations", 200, "game pairs to play")
	nodes := cmd.Flags().Uint64("nodes", 20000, "nodes per move")
	fixed := cmd.Flags().String("fixed", "Man", "comma-separated weights to leave as they are")
	seed := cmd.Flags().Uint64("seed", 1, "random seed of the openings and perturbations")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		ctx, stop := interruptContext(cmd)
		defer stop()
		game, err := games.Lookup(*variant)
		if err != nil {
			return badInput(err)
		}
		v := game.Variant
		if *iterations < 1 || *nodes < 1 {
			return badInputf("--iterations and --nodes must be at least 1, got %d and %d", *iterations, *nodes)
		}
		start := game.DefaultWeights()
		tuned, err := tune.Run(ctx, tune.Config{
			Variant: v, NewPlayer: game.NewPlayer, Start: start, Fixed: strings.Split(*fixed, ","),
			Iterations: *iterations, Nodes: *nodes, Seed: *seed, Log: cmd.ErrOrStderr(),
		})
		var stopped *tune.Stopped
		if err != nil && !errors.As(err, &stopped) {
			return err
		}
		out, jerr := json.MarshalIndent(tuned, "", "  ")
		if jerr != nil {
			return fmt.Errorf("tune: %w", jerr)
		}
		fmt.Fprintln(cmd.OutOrStdout(), string(out))
		if stopped != nil {
			return stoppedf("the weights after %d of %d iterations are printed", stopped.Done, stopped.Iterations)
		}
		return nil
	}
	return cmd
}
