// layers.js: the parts of a board drawing that follow the player's input:
// the pieces (with the chosen one lifted and a ghost where the route has
// reached), the selected square, the keyboard cursor and the transparent
// squares that take the clicks.

import { svg, pointsAttr, round } from './svg.js';
import { drawPiece } from './pieces.js';
import { squareName } from './geometry.js';

/** drawSelection tints the square of the chosen piece. */
export function drawSelection(geo, square) {
  const g = svg('g', { class: 'kb-selection' });
  if (square) g.append(svg('polygon', { class: 'kb-selected', points: pointsAttr(geo.corners(square)) }));
  return g;
}

/**
 * floatingPiece draws a piece away from its square (the ghost of a route
 * being entered, the piece being dragged): no test hook, no label.
 */
export function floatingPiece(piece, point, cls, scale = 1) {
  const node = drawPiece({ ...piece, label: '' }, point, { scale });
  node.removeAttribute('data-piece');
  node.removeAttribute('role');
  node.classList.add(cls);
  return node;
}

/**
 * drawPieces draws every piece. starts: the squares of movable pieces;
 * clicks: the squares clicked so far (the first is the chosen piece);
 * dragging: whether the chosen piece is being dragged.
 */
export function drawPieces(geo, pieces, { starts, clicks, dragging }) {
  const g = svg('g', { class: 'kb-pieces' });
  for (const piece of pieces.values()) {
    const node = drawPiece(piece, geo.center(piece.sq));
    if (starts.has(piece.sq)) node.classList.add('kb-movable');
    if (clicks.length && piece.sq === clicks[0]) node.classList.add(clicks.length > 1 || dragging ? 'kb-lifted' : 'kb-chosen');
    g.append(node);
  }
  const chosen = pieces.get(clicks[0]);
  if (clicks.length > 1 && chosen) g.append(floatingPiece(chosen, geo.center(clicks[clicks.length - 1]), 'kb-ghost'));
  return g;
}

/** drawCursor outlines the keyboard cursor's square. */
export function drawCursor(geo, square) {
  return svg('polygon', { class: 'kb-cursor', points: pointsAttr(geo.corners(square, 0.04)) });
}

/**
 * drawHitAreas lays one transparent square per playing square over the
 * drawing: what the pointer (and the browser tests, by data-square) click.
 * They are rects in board coordinates under one transform, so that each
 * is exactly its square, turned or not.
 */
export function drawHitAreas(geo, position) {
  const o = geo.point(0, 0);
  const eu = geo.point(1, 0);
  const ev = geo.point(0, 1);
  const matrix = [eu.x - o.x, eu.y - o.y, ev.x - o.x, ev.y - o.y, o.x, o.y].map(round).join(' ');
  const g = svg('g', { class: 'kb-hit', transform: `matrix(${matrix})` });
  const all = position.squares === 'all';
  for (let rank = 0; rank < geo.size; rank++) {
    for (let file = 0; file < geo.size; file++) {
      if (!all && (file + rank) % 2) continue;
      g.append(svg('rect', { 'data-square': squareName(file, rank), x: file, y: rank, width: 1, height: 1 }));
    }
  }
  return g;
}
