// guidance.js: helping the player find a move: rings around the pieces
// that can move, the reason a clicked piece cannot, and a keyboard cursor
// that steps only over the squares pieces stand on.

import { svg, round } from './svg.js';
import { parseSquare } from './geometry.js';

const COLOR = { black: 'Black', red: 'Red' };

/**
 * drawMovable rings the squares of the pieces that can move (starts: a
 * Set of squares), each ring marked data-movable="sq".
 */
export function drawMovable(geo, starts) {
  const g = svg('g', { class: 'kb-movable-marks', 'aria-hidden': 'true' });
  for (const sq of starts) {
    const c = geo.center(sq);
    g.append(svg('circle', { class: 'kb-movable-ring', 'data-movable': sq, cx: round(c.x), cy: round(c.y), r: 0.46 }));
  }
  return g;
}

/** mustCapture reports whether every move captures: a capture is compulsory now. */
export function mustCapture(moves) {
  return moves.length > 0 && moves.every((m) => m.captured?.length);
}

/**
 * explainClick says why a click on square does not start a move, or ''
 * when there is nothing to say (an empty square, a piece that can move).
 * piece: the view Piece there (or undefined); moves: the legal moves
 * (passes left out); turn: the colour to move.
 */
export function explainClick(piece, moves, turn) {
  if (!piece || moves.some((m) => m.path[0] === piece.sq)) return '';
  if (piece.color !== turn) return `That piece is ${COLOR[piece.color] ?? piece.color}'s: ${COLOR[turn] ?? turn} is to move.`;
  if (mustCapture(moves)) return 'You must jump: the pieces that can are marked.';
  if (!moves.length) return 'No piece can move: you pass.';
  return 'That piece has no move: the pieces that can move are marked.';
}

/**
 * cursorStep moves the keyboard cursor from square in a drawn direction
 * ("up", "down", "left", "right") to the next playable square, or returns
 * null at the edge. all: every square is playable (Coast-to-Coast);
 * otherwise only the dark squares are: left and right keep to the rank
 * (two files on), up and down go one rank on to the dark square nearest
 * the anchor file (the file where the vertical walk began), so that the
 * cursor zigzags up a column instead of drifting to a side.
 */
export function cursorStep(geo, square, direction, { all = false, anchor = null } = {}) {
  const one = geo.step(square, direction);
  if (all || !one) return one;
  if (direction === 'left' || direction === 'right') return geo.step(one, direction);
  const options = [geo.step(one, 'left'), geo.step(one, 'right')].filter(Boolean);
  if (options.length < 2) return options[0] ?? null;
  const want = parseSquare(anchor ?? square).file;
  const distance = (sq) => Math.abs(parseSquare(sq).file - want);
  // On a tie the cursor leaves the file it is on, towards the right as drawn.
  return distance(options[0]) < distance(options[1]) ? options[0] : options[1];
}
