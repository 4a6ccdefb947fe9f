// motion.js: the last move's piece sliding along its route when a board
// shows the position that move led to.

import { round } from './svg.js';

/**
 * slideOf returns {square, path} when position follows previous by
 * lastMove (the piece now on the last square of the path came from the
 * first), or null: on a fresh board, after an undo or a jump in a replay,
 * after a drop (the piece is there already: dropped is that move's text),
 * or when the piece left the board (borne off).
 */
export function slideOf(previous, position, lastMove, dropped) {
  const path = lastMove?.path ?? [];
  if (!previous || previous.text === position.text || path.length < 2) return null;
  if (dropped && dropped === lastMove.text) return null;
  const end = path[path.length - 1];
  const from = previous.pieces?.find((p) => p.sq === path[0]);
  const to = position.pieces?.find((p) => p.sq === end);
  if (!from || !to || from.color !== to.color) return null;
  if (end !== path[0] && previous.pieces.some((p) => p.sq === end)) return null;
  return { square: end, path };
}

/** slide moves the piece on square along path (Web Animations API). */
export function slide(svgEl, geo, { square, path }) {
  const node = svgEl.querySelector(`.kb-pieces [data-piece="${square}"]`);
  if (!node?.animate || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const frames = path.map((sq) => {
    const c = geo.center(sq);
    return { transform: `translate(${round(c.x)}px, ${round(c.y)}px)` };
  });
  node.animate(frames, { duration: 110 + 90 * (path.length - 1), easing: 'ease-in-out' });
}
