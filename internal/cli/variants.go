package cli

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/games"
)

func newVariantsCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "variants",
		Short: "List the games with their keys",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "KEY\tNAME\tDESCRIPTION")
			for _, v := range games.All() {
				fmt.Fprintf(w, "%s\t%s\t%s\n", v.Key(), v.Name(), v.Variant.Summary())
			}
			return w.Flush()
		},
	}
}
