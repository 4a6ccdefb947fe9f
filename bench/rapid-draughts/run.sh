#!/usr/bin/env bash
# Compares `kingme perft` with the rapid-draughts npm package's perft, one
# after the other in the same run (the machines are shared and noisy: compare
# the two figures of one run, not figures of different runs).
# Usage: bash bench/rapid-draughts/run.sh [RAPID_DEPTH=10] [KINGME_DEPTH=12]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ ! -d "$here/node_modules/rapid-draughts" ]; then
  (cd "$here" && npm install --no-audit --no-fund >/dev/null)
fi
bin=$(mktemp -d)/kingme
(cd "$root" && go build -o "$bin" ./cmd/kingme)
echo "# rapid-draughts $(node -p "require('$here/node_modules/rapid-draughts/package.json').version"), node $(node --version)"
node "$here/perft.mjs" "${1:-10}" | tail -n 3
echo "# kingme ($(go version | cut -d' ' -f3))"
"$bin" perft --variant standard --depth "${2:-12}" | tail -n 3
