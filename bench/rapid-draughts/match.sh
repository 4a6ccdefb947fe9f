#!/usr/bin/env bash
# Plays kingme against the rapid-draughts npm package's alpha-beta player:
# 3-move ballot openings, both colours each (see match.mjs for the rules and
# the flags). Installs the npm package when missing; match.mjs builds kingme.
# Usage: bash bench/rapid-draughts/match.sh [--openings 20] [--movetime 200ms]
#   [--depth 8] [--pdn games.pdn] [--help for the rest]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -d "$here/node_modules/rapid-draughts" ]; then
  (cd "$here" && npm ci --no-audit --no-fund >/dev/null)
fi
exec node "$here/match.mjs" "$@"
