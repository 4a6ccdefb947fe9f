package cli

import "github.com/spf13/cobra"

// newHubCmd is being written (issue 6): the Hub protocol over stdin/stdout.
func newHubCmd() *cobra.Command {
	return &cobra.Command{Use: "hub", Short: "Speak the Hub engine protocol (in progress)", Hidden: true,
		RunE: func(*cobra.Command, []string) error { return badInputf("hub: not built yet") }}
}
