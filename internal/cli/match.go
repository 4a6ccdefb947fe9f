package cli

import "github.com/spf13/cobra"

// newMatchCmd is being written (issue 6): engine settings against each other.
func newMatchCmd() *cobra.Command {
	return &cobra.Command{Use: "match", Short: "Play engine settings against each other (in progress)", Hidden: true,
		RunE: func(*cobra.Command, []string) error { return badInputf("match: not built yet") }}
}
