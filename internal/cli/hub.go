package cli

import (
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/hub"
)

func newHubCmd() *cobra.Command {
	var endgame egdbFlag
	cmd := &cobra.Command{
		Use:   "hub",
		Short: "Speak the Hub engine protocol (version 2) on standard input and output",
		Long: `Hub runs the engine behind the Hub protocol, version 2, the one Scan and the
Hub GUI speak: commands on standard input, one per line, answers on standard
output. It ends on quit or at the end of the input.

  hub                              -> id, param lines, wait
  set-param name=variant value=stackem
  init                             -> ready
  pos start moves="11-15 23-19"    (or pos=<hub position> / fen="<position text>")
  level move-time=1                (or depth=N, nodes=N, time=T inc=T moves=N, infinite)
  go think                         -> info lines, then done move=... ponder=...
  stop, ping (-> pong), new-game, quit

Standard checkers and international draughts use the protocol's own forms:
the position as the side to move and a letter per square
(Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww, Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww),
captures as from x to x every captured square (15x24x19, 28x19x23), as Scan
writes them. pydraughts writes its English position turned
round (Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww is its start) with PDN moves since its
0.6 release; the moves after pos= tell how to read it (go doc
github.com/kingme/kingme/hub). The other games give their position
text with fen="..." and write moves in their own notation. The parameters are
variant (` + strings.Join(games.Keys(), ", ") + `; standard checkers
also as english, american, checkers or 21), level (full or a named level), hash
(MiB), threads (searching together, sharing the table; every core by default),
ponder and book. As in Scan, every go ends with done move=... when the
position has a move (a bad pos keeps the position it could read).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			dbs, closer, err := endgame.openAll()
			if err != nil {
				return err
			}
			defer closer.Close()
			s := hub.New(hub.Config{
				Identity: hub.Identity{Name: "KingMe", Version: version(), Author: "the KingMe authors"},
				Seed:     uint64(time.Now().UnixNano()),
				Endgames: dbs,
				Book:     true,
			})
			return s.Run(cmd.Context(), cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	endgame = addEgdbFlag(cmd, defaultEgdbDir)
	return cmd
}
