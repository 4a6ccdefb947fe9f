// A match of kingme's engine against the rapid-draughts npm package's
// alpha-beta player in standard checkers (English draughts): each 3-move
// ballot opening is played twice, kingme taking Black in one game and White in
// the other. kingme moves through `kingme bestmove --json` (one process per
// move, a fixed --movetime); rapid-draughts through
// EnglishDraughtsComputerFactory.alphaBeta({ maxDepth }).
//
// Squares: rapid-draughts' 1D board index i is PDN square i+1 (index 0 is the
// top-left dark square, dark pieces start on 0-11 and move first), so its
// "dark" is Black and "light" is White. Before every ply the two libraries'
// legal move lists are compared (origin, destination and captured squares);
// a mismatch stops the game and is reported as an error.
//
// The end: the side to move with no legal move loses. A draw by kingme's rules
// (third repetition of a position with the same side to move; 80 plies with no
// man moved and nothing captured), by rapid-draughts' rule (its status "draw":
// 40 plies with nothing captured; --draw-rules kingme leaves it out), or at the
// ply cap (--max-plies).
//
// Usage: node match.mjs [--openings 20] [--skip 0] [--pick first|spread] [--file PATH]
//   [--movetime 200ms] [--depth 8] [--max-plies 200] [--draw-rules both|kingme]
//   [--kingme BIN] [--hash 64] [--pdn OUT.pdn] [--verbose]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DraughtsPlayer, DraughtsStatus } from 'rapid-draughts';
import {
  EnglishDraughts,
  EnglishDraughtsComputerFactory,
} from 'rapid-draughts/english';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const START_FEN = 'B:W21-32:B1-12';

// The first 20 ACF 3-move ballots that are not barred (ACF numbers in the
// comments), used only when the openings file is missing.
const FALLBACK_OPENINGS = [
  '9-13 21-17 5-9 # ACF 1', '9-13 21-17 6-9 # ACF 2', '9-13 22-17 13x22 # ACF 4',
  '9-13 22-18 6-9 # ACF 5', '9-13 22-18 10-14 # ACF 6', '9-13 22-18 10-15 # ACF 7',
  '9-13 22-18 11-15 # ACF 8', '9-13 22-18 11-16 # ACF 9', '9-13 22-18 12-16 # ACF 10',
  '9-13 23-18 5-9 # ACF 11', '9-13 23-18 6-9 # ACF 12', '9-13 23-18 10-15 # ACF 14',
  '9-13 23-18 11-15 # ACF 15', '9-13 23-18 11-16 # ACF 16', '9-13 23-18 12-16 # ACF 17',
  '9-13 23-19 5-9 # ACF 18', '9-13 23-19 6-9 # ACF 19', '9-13 23-19 10-14 # ACF 20',
  '9-13 23-19 10-15 # ACF 21', '9-13 23-19 11-16 # ACF 22',
];

function parseArgs(argv) {
  const opts = {
    openings: 20, skip: 0, file: join(root, 'checkers/standard/ballot.txt'),
    pick: 'first', movetime: '200ms', depth: 8, maxPlies: 200, drawRules: 'both', kingme: '',
    hash: 64, pdn: '', verbose: false,
  };
  const names = {
    '--openings': 'openings', '--skip': 'skip', '--pick': 'pick', '--file': 'file', '--movetime': 'movetime',
    '--depth': 'depth', '--max-plies': 'maxPlies', '--draw-rules': 'drawRules',
    '--kingme': 'kingme', '--hash': 'hash', '--pdn': 'pdn',
  };
  for (let i = 0; i < argv.length; i++) {
    let [flag, value] = argv[i].split(/=(.*)/s);
    if (flag === '--verbose') { opts.verbose = true; continue; }
    if (flag === '--help' || flag === '-h') {
      console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').match(/\/\/ Usage:[^]*?\nimport/)[0]
        .replace(/\nimport$/, '').replace(/^\/\/ ?/gm, ''));
      process.exit(0);
    }
    const key = names[flag];
    if (!key) throw new Error(`unknown flag ${JSON.stringify(argv[i])} (try --help)`);
    if (value === undefined) {
      if (i + 1 >= argv.length) throw new Error(`flag ${flag} needs a value`);
      value = argv[++i];
    }
    opts[key] = typeof opts[key] === 'number' ? Number(value) : value;
    if (typeof opts[key] === 'number' && !(Number.isInteger(opts[key]) && opts[key] >= 0)) {
      throw new Error(`flag ${flag} wants a whole number, got ${JSON.stringify(value)}`);
    }
  }
  if (!['both', 'kingme'].includes(opts.drawRules)) {
    throw new Error(`--draw-rules wants both or kingme, got ${JSON.stringify(opts.drawRules)}`);
  }
  if (!['first', 'spread'].includes(opts.pick)) {
    throw new Error(`--pick wants first or spread, got ${JSON.stringify(opts.pick)}`);
  }
  return opts;
}

// pickOpenings takes n openings after the first skip: the next n in order
// (first), or n spread evenly over the rest of the list (spread).
function pickOpenings(all, skip, n, pick) {
  const rest = all.map((o, i) => ({ ...o, number: i + 1 })).slice(skip);
  if (pick === 'first' || n >= rest.length) return rest.slice(0, n);
  return Array.from({ length: n }, (_, i) => rest[Math.floor((i * rest.length) / n)]);
}

// readOpenings returns [{moves: [...], label}] from the file's lines ("9-13
// 21-17 5-9 # comment"), or from the fallback list when the file is missing.
function readOpenings(file) {
  let lines = FALLBACK_OPENINGS;
  let source = 'the fallback list in match.mjs';
  if (existsSync(file)) {
    lines = readFileSync(file, 'utf8').split('\n');
    source = file;
  }
  const out = [];
  for (const line of lines) {
    const [text, ...comment] = line.split('#');
    const moves = text.trim().split(/\s+/).filter(Boolean);
    if (moves.length === 0) continue;
    out.push({ moves, label: moves.join(' '), comment: comment.join('#').trim() });
  }
  return { openings: out, source };
}

// Geometry of the PDN squares, 1-32: square s sits on row floor((s-1)/4),
// column 2*((s-1)%4) + 1 on even rows and + 0 on odd ones.
function rowCol(s) {
  const i = s - 1, row = Math.floor(i / 4);
  return [row, 2 * (i % 4) + (row % 2 === 0 ? 1 : 0)];
}
function squareAt(row, col) {
  return row * 4 + Math.floor(col / 2) + 1;
}

// kingmeMoveKey reads a kingme move ("11-15", "15x24x31", or "15x31" when only
// one route fits) as origin, destination and, when the path is complete, the
// captured squares.
function kingmeMoveKey(text) {
  const squares = text.split(/[-x]/).map(Number);
  if (squares.some((s) => !(s >= 1 && s <= 32))) throw new Error(`kingme move ${JSON.stringify(text)} has a bad square`);
  const origin = squares[0], destination = squares[squares.length - 1];
  if (!text.includes('x')) return { origin, destination, captures: [] };
  const captures = [];
  for (let i = 1; i < squares.length; i++) {
    const [r0, c0] = rowCol(squares[i - 1]), [r1, c1] = rowCol(squares[i]);
    if (Math.abs(r1 - r0) !== 2 || Math.abs(c1 - c0) !== 2) return { origin, destination, captures: null };
    captures.push(squareAt((r0 + r1) / 2, (c0 + c1) / 2));
  }
  return { origin, destination, captures: captures.sort((a, b) => a - b) };
}

function rapidKey(m) {
  return `${m.origin + 1}/${m.destination + 1}/${m.captures.map((c) => c + 1).sort((a, b) => a - b).join(',')}`;
}

// pairMoves matches kingme's legal moves with rapid-draughts' and returns a
// Map from kingme move text to rapid-draughts move, or throws on a mismatch.
function pairMoves(kingmeMoves, rapidMoves) {
  const pairs = new Map();
  const used = new Set();
  for (const text of kingmeMoves) {
    const k = kingmeMoveKey(text);
    const fits = rapidMoves.filter((m) => m.origin + 1 === k.origin && m.destination + 1 === k.destination &&
      (k.captures === null || rapidKey(m) === `${k.origin}/${k.destination}/${k.captures.join(',')}`));
    if (fits.length !== 1) {
      throw new Error(`kingme's move ${text} fits ${fits.length} rapid-draughts moves`);
    }
    pairs.set(text, fits[0]);
    used.add(rapidKey(fits[0]));
  }
  const rapidKeys = new Set(rapidMoves.map(rapidKey));
  if (used.size !== rapidKeys.size) {
    const missing = [...rapidKeys].filter((k) => !used.has(k));
    throw new Error(`rapid-draughts has moves kingme lacks: ${missing.join(' ')} (origin/destination/captures)`);
  }
  return pairs;
}

function runKingme(bin, args) {
  const r = spawnSync(bin, args, { encoding: 'utf8' });
  if (r.error) throw new Error(`running ${bin}: ${r.error.message}`);
  if (r.status !== 0) {
    throw new Error(`kingme ${args.join(' ')} exited with ${r.status}: ${r.stderr.trim()}`);
  }
  return r.stdout;
}

function kingmeLegal(bin, history) {
  return runKingme(bin, ['moves', '--variant', 'standard', '--fen', START_FEN, '--moves', history.join(' ')])
    .split('\n').map((s) => s.trim()).filter(Boolean);
}

function positionKey(engine) {
  const { player, board } = engine.data;
  return `${player}:${board.light}:${board.dark}:${board.king}`;
}

// playGame plays one game and returns its record.
async function playGame(opening, kingmeBlack, opts, bin, rapid) {
  const game = EnglishDraughts.setup();
  const history = [];
  const seen = new Map([[positionKey(game.engine), 1]]);
  let quiet = 0; // plies with no man moved and nothing captured
  const kmDepths = [], kmTimes = [], rapidTimes = [], kmChoiceDepths = [];
  let result = null, reason = '', error = '';
  let rapidDrawAt = 0;
  try {
    for (;;) {
      const ply = history.length;
      const legal = pairMoves(kingmeLegal(bin, history), game.moves);
      if (legal.size === 0) {
        const blackToMove = game.player === DraughtsPlayer.DARK;
        result = blackToMove ? '0-1' : '1-0';
        reason = `${blackToMove ? 'Black' : 'White'} has no move`;
        break;
      }
      if (game.status === DraughtsStatus.DRAW && ply >= opening.moves.length) {
        rapidDrawAt ||= ply;
        if (opts.drawRules === 'both') { result = '1/2-1/2'; reason = 'rapid-draughts: 40 plies without capture'; break; }
      }
      if ([...seen.values()].some((n) => n >= 3)) { result = '1/2-1/2'; reason = 'threefold repetition'; break; }
      if (quiet >= 80) { result = '1/2-1/2'; reason = '80 plies without man move or capture'; break; }
      if (ply >= opts.maxPlies) { result = '1/2-1/2'; reason = `ply cap ${opts.maxPlies}`; break; }

      let text;
      const blackToMove = game.player === DraughtsPlayer.DARK;
      if (ply < opening.moves.length) {
        const want = opening.moves[ply];
        const k = kingmeMoveKey(want);
        text = [...legal.keys()].find((t) => t === want) ??
          [...legal.keys()].find((t) => { const m = kingmeMoveKey(t); return m.origin === k.origin && m.destination === k.destination; });
        if (!text) throw new Error(`opening move ${want} (ply ${ply + 1}) is not legal; legal: ${[...legal.keys()].join(' ')}`);
      } else if (blackToMove === kingmeBlack) {
        const out = JSON.parse(runKingme(bin, ['bestmove', '--variant', 'standard', '--fen', START_FEN,
          '--moves', history.join(' '), '--movetime', opts.movetime, '--hash', String(opts.hash), '--json']));
        text = out.move;
        if (!legal.has(text)) {
          const k = kingmeMoveKey(text);
          text = [...legal.keys()].find((t) => { const m = kingmeMoveKey(t); return m.origin === k.origin && m.destination === k.destination; });
          if (!text) throw new Error(`kingme played ${out.move}, not among the legal moves ${[...legal.keys()].join(' ')}`);
        }
        kmDepths.push(out.depth);
        if (legal.size > 1) kmChoiceDepths.push(out.depth);
        kmTimes.push(out.time_ms);
        if (opts.verbose) console.log(`  ${ply + 1}. kingme ${text} score ${out.score} depth ${out.depth}`);
      } else {
        const t0 = process.hrtime.bigint();
        const m = await rapid(game);
        rapidTimes.push(Number(process.hrtime.bigint() - t0) / 1e9);
        const key = rapidKey(m);
        text = [...legal.entries()].find(([, rm]) => rapidKey(rm) === key)?.[0];
        if (!text) throw new Error(`rapid-draughts played ${key}, which kingme's legal moves lack`);
        if (opts.verbose) console.log(`  ${ply + 1}. rapid ${text} (${rapidTimes.at(-1).toFixed(2)} s)`);
      }

      const move = legal.get(text);
      const wasKing = game.board.find((sq) => sq.dark && sq.position === move.origin)?.piece?.king;
      const irreversible = !wasKing || move.captures.length > 0;
      game.move(move);
      history.push(text);
      quiet = irreversible ? 0 : quiet + 1;
      if (irreversible) seen.clear();
      const key = positionKey(game.engine);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    if (reason === 'threefold repetition' || reason.startsWith('80 plies')) {
      // kingme's own Game must agree that its rules end the game here.
      const r = spawnSync(bin, ['bestmove', '--variant', 'standard', '--fen', START_FEN,
        '--moves', history.join(' '), '--depth', '1', '--hash', '1'], { encoding: 'utf8' });
      if (!/game is over/.test(r.stderr)) reason += '; kingme does not see the game over!';
    }
  } catch (e) {
    error = e.message;
    result = '*';
    reason = 'error';
  }
  const kingmePoints = result === '1/2-1/2' ? 0.5 : result === (kingmeBlack ? '1-0' : '0-1') ? 1 : result === '*' ? null : 0;
  return { opening, kingmeBlack, history, result, reason, error, kingmePoints, kmDepths, kmTimes, rapidTimes, kmChoiceDepths, rapidDrawAt };
}

function mean(xs) {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

function pdnGame(g, round, opts) {
  const black = g.kingmeBlack ? 'kingme' : 'rapid-draughts', white = g.kingmeBlack ? 'rapid-draughts' : 'kingme';
  const tags = [
    ['Event', `kingme (${opts.movetime}/move) vs rapid-draughts (alpha-beta depth ${opts.depth})`],
    ['Round', String(round)], ['Black', black], ['White', white], ['Result', g.result],
    ['GameType', '21'], ['Opening', g.opening.label + (g.opening.comment ? ` (${g.opening.comment})` : '')],
  ];
  let text = tags.map(([k, v]) => `[${k} "${v}"]`).join('\n') + '\n';
  const parts = [];
  g.history.forEach((m, i) => parts.push(i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m));
  parts.push(`{${g.reason}${g.error ? ': ' + g.error : ''}}`, g.result);
  let line = '';
  for (const p of parts) {
    if (line && line.length + p.length + 1 > 79) { text += line + '\n'; line = ''; }
    line += (line ? ' ' : '') + p;
  }
  return text + line + '\n';
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  let bin = opts.kingme;
  if (!bin) {
    bin = join(mkdtempSync(join(tmpdir(), 'kingme-match-')), 'kingme');
    const b = spawnSync('go', ['build', '-o', bin, './cmd/kingme'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('go build ./cmd/kingme failed');
  }
  const { openings, source } = readOpenings(opts.file);
  const chosen = pickOpenings(openings, opts.skip, opts.openings, opts.pick);
  if (chosen.length === 0) throw new Error(`no openings after the first ${opts.skip} in ${source}`);
  const rapid = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: opts.depth });
  const version = JSON.parse(readFileSync(join(here, 'node_modules/rapid-draughts/package.json'), 'utf8')).version;
  console.log(`# kingme ${opts.movetime}/move vs rapid-draughts ${version} alpha-beta maxDepth ${opts.depth}; ` +
    `${chosen.length} openings (${opts.pick}, after ${opts.skip}) of ${openings.length} in ${source}, both colours; draw rules: ${opts.drawRules}; cap ${opts.maxPlies} plies`);

  const games = [];
  let pdn = '';
  for (const opening of chosen) {
    for (const kingmeBlack of [true, false]) {
      const g = await playGame(opening, kingmeBlack, opts, bin, rapid);
      games.push(g);
      const outcome = g.kingmePoints === 1 ? 'kingme wins' : g.kingmePoints === 0 ? 'kingme loses' : g.kingmePoints === 0.5 ? 'draw' : 'ERROR';
      const note = g.rapidDrawAt && opts.drawRules === 'kingme' ? `; rapid-draughts' draw rule held from ply ${g.rapidDrawAt}` : '';
      console.log(`${String(games.length).padStart(2)}  #${String(opening.number).padEnd(3)} ${g.opening.label.padEnd(17)} ` +
        `kingme ${g.kingmeBlack ? 'Black' : 'White'}  ${g.result.padEnd(7)} ${outcome.padEnd(12)} plies ${String(g.history.length).padStart(3)}  ` +
        `kingme depth ${mean(g.kmDepths).toFixed(1)}  rapid ${mean(g.rapidTimes).toFixed(2)} s/move  (${g.reason}${note})` +
        (g.error ? `\n    error: ${g.error}` : ''));
      pdn += pdnGame(g, games.length, opts) + '\n';
      if (opts.pdn) writeFileSync(opts.pdn, pdn);
    }
  }

  const done = games.filter((g) => g.kingmePoints !== null);
  const wins = done.filter((g) => g.kingmePoints === 1).length;
  const draws = done.filter((g) => g.kingmePoints === 0.5).length;
  const losses = done.filter((g) => g.kingmePoints === 0).length;
  const points = wins + draws / 2;
  const errors = games.length - done.length;
  const rapidTimes = games.flatMap((g) => g.rapidTimes), kmDepths = games.flatMap((g) => g.kmDepths);
  const kmTimes = games.flatMap((g) => g.kmTimes), kmChoice = games.flatMap((g) => g.kmChoiceDepths);
  console.log(`# kingme +${wins} =${draws} -${losses}` + (errors ? ` (${errors} games stopped by errors)` : '') +
    `: ${points}/${done.length} points, ${done.length ? (100 * points / done.length).toFixed(1) : '0.0'}%`);
  console.log(`# rapid-draughts ${mean(rapidTimes).toFixed(3)} s/move over ${rapidTimes.length} moves (max ${Math.max(0, ...rapidTimes).toFixed(2)} s); ` +
    `kingme depth ${mean(kmDepths).toFixed(1)} (min ${kmDepths.length ? Math.min(...kmDepths) : 0}, max ${Math.max(0, ...kmDepths)}), ` +
    `${mean(kmTimes).toFixed(0)} ms/move over ${kmDepths.length} moves; ` +
    `depth ${mean(kmChoice).toFixed(1)} over the ${kmChoice.length} moves with a choice`);
  if (opts.pdn) console.log(`# games written to ${opts.pdn}`);
  if (errors) process.exitCode = 1;
}

main().catch((e) => {
  console.error(`match.mjs: ${e.message}`);
  process.exit(2);
});
