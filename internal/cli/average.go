package cli

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/engine/learn"
)

func newAverageCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "average --variant V --out WEIGHTS FILE FILE...",
		Short: "Write the mean of learned weights files, weight by weight",
		Long: fmt.Sprintf(`Average reads two or more learned weights files of the same game (as kingme
train writes them) and writes their mean: every weight is the mean of the
same weight in the files, rounded to the nearest integer (halves away from
zero). Two files trained apart can play better as their mean than either
alone: standard checkers' built-in weights are the mean of two (docs/engine.md,
"Half the fifth generation, half the depth-14 weights"). The files must all be whole evaluations or all
corrections to the hand-set one (kingme train --base). An existing --out
file is refused, never overwritten.

The games with a learned evaluation: %s.`, learnKeys()),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return badInputf("average takes two or more weights files, got %d", len(args))
			}
			return nil
		},
	}
	variant := variantFlag(cmd)
	out := cmd.Flags().String("out", "", "the weights file to write (required)")
	cmd.RunE = func(cmd *cobra.Command, files []string) error {
		g, err := learnGame(*variant)
		if err != nil {
			return err
		}
		if *out == "" {
			return badInputf("--out is required")
		}
		ws := make([]any, len(files))
		for i, f := range files {
			if ws[i], err = readLearned(g, f); err != nil {
				return err
			}
		}
		mean, err := learn.Average(g.Learning, ws...)
		if err != nil {
			return badInput(err)
		}
		o, err := createNew(*out)
		if err != nil {
			return badInput(err)
		}
		if err := g.Learning.Write(mean, o); err != nil {
			o.Close()
			os.Remove(*out)
			return err
		}
		if err := o.Close(); err != nil {
			os.Remove(*out)
			return err
		}
		fmt.Fprintf(cmd.OutOrStdout(), "wrote %s, the mean of %d files\n", *out, len(files))
		return nil
	}
	return cmd
}
