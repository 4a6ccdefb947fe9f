package cli

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// flagValues are the completions of the flags whose values are a list,
// by flag name: every command with a flag of that name offers them (cobra's
// completion command; kingme completion bash|zsh|fish|powershell).
func flagValues() map[string]cobra.CompletionFunc {
	return map[string]cobra.CompletionFunc{
		"variant": fixedValues(func() []cobra.Completion {
			var out []cobra.Completion
			for _, g := range games.All() {
				out = append(out, cobra.CompletionWithDesc(g.Key(), g.Name()))
			}
			return out
		}),
		"level": fixedValues(func() []cobra.Completion {
			var out []cobra.Completion
			for _, l := range engine.Levels() {
				out = append(out, cobra.CompletionWithDesc(strings.ToLower(l.Name), l.Description))
			}
			return out
		}),
		"color":      fixedValues(sides),
		"first":      fixedValues(sides),
		"egdb":       wordOrFiles("none", cobra.ShellCompDirectiveFilterDirs),
		"adjudicate": wordOrFiles("default", cobra.ShellCompDirectiveFilterDirs),
		"openings":   wordOrFiles("random", cobra.ShellCompDirectiveDefault),
		"patterns":   wordOrFiles("handset", cobra.ShellCompDirectiveDefault),
	}
}

// sides are the values of --color and --first.
func sides() []cobra.Completion { return []cobra.Completion{"red", "black"} }

// fixedValues completes a flag from a list of values (those that begin
// with what is typed), and nothing else.
func fixedValues(values func() []cobra.Completion) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		var out []cobra.Completion
		for _, v := range values() {
			if strings.HasPrefix(v, toComplete) {
				out = append(out, v)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// wordOrFiles completes a flag that takes a word or a path: the word while
// what is typed could begin it, paths (of the kind the directive says)
// otherwise.
func wordOrFiles(word string, files cobra.ShellCompDirective) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if toComplete != "" && strings.HasPrefix(word, toComplete) {
			return []cobra.Completion{word}, cobra.ShellCompDirectiveNoFileComp
		}
		return nil, files
	}
}

// registerCompletions gives every flag of root's commands named in
// flagValues its completion.
func registerCompletions(root *cobra.Command) {
	values := flagValues()
	walk(root, func(c *cobra.Command) {
		for name, f := range values {
			if c.Flags().Lookup(name) != nil {
				_ = c.RegisterFlagCompletionFunc(name, f)
			}
		}
	})
}

// walk calls f for c and every command below it.
func walk(c *cobra.Command, f func(*cobra.Command)) {
	f(c)
	for _, sub := range c.Commands() {
		walk(sub, f)
	}
}
