// Perft for the rapid-draughts npm package (English draughts) from the start
// position, printed in kingme's form, as the speed baseline for
// `kingme perft`. rapid-draughts ships no perft and no undo: this walks its
// bitboard engine API, playing each move on a clone, with bulk counting at the
// last ply (at depth 1 it returns the number of legal moves).
// Usage: node perft.mjs MAXDEPTH
import { EnglishDraughtsEngineFactory } from 'rapid-draughts/english';

function perft(engine, depth) {
  const moves = engine.moves;
  if (depth === 1) return moves.length;
  let n = 0;
  for (let i = 0; i < moves.length; i++) {
    const child = engine.clone();
    child.move(moves[i]);
    n += perft(child, depth - 1);
  }
  return n;
}

const maxDepth = parseInt(process.argv[2] ?? '10', 10);
for (let d = 1; d <= maxDepth; d++) {
  const t0 = process.hrtime.bigint();
  const count = perft(EnglishDraughtsEngineFactory.setup(), d);
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`perft(${d}) = ${count}  (${s.toFixed(2)} s, ${(count / s / 1e6).toFixed(1)} M/s)`);
}
