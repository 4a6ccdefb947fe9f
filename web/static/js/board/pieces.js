// pieces.js: the drawings of the pieces: men and kings, Stack'Em stacks,
// and the four pieces of Kings & Flying Kings (Guard, Prince, King,
// Flying King). Every drawing is centred on (0, 0) for a square of side 1,
// then moved into place; colours come from board.css classes.

import { svg } from './svg.js';

/** RADIUS is a piece's radius, in squares. */
export const RADIUS = 0.4;

// A stack's discs are drawn this far apart, at most this many of them.
const LAYER = 0.075;
const MAX_LAYERS = 6;
// FIT is the height, in squares, a stack's drawing may take.
const FIT = 0.96;

const CROWN = 'M-.2 .07-.23-.13-.1-.04 0-.18.1-.04.23-.13.2 .07z';
const CROWN_BAND = 'M-.2 .1h.4v.06h-.4z';
const CIRCLET = 'M-.19 .02Q0-.04.19 .02V.13Q0 .07-.19 .13z';
const GEM = 'M0-.21.09-.09 0 .01-.09-.09z';
const SHIELD = 'M0-.18.15-.12.14.02C.13.12.07.17 0 .2-.07.17-.13.12-.14.02L-.15-.12z';
const WING = 'M.13-.06C.2-.14.3-.16.35-.12.31-.1.3-.07.33-.04.28-.03.27 0 .29.03.23.03.2.06.2.09.17.03.14 0 .13-.06z';

/**
 * emblem returns the mark drawn on a piece of the given kind: a crown for
 * a king, a circlet with a gem for a Prince, a shield for a Guard, a winged crown for
 * a Flying King, nothing for a man.
 */
export function emblem(kind) {
  switch (kind) {
    case 'king':
      return svg('g', { class: 'kb-emblem' }, svg('path', { d: CROWN }), svg('path', { d: CROWN_BAND }));
    case 'prince':
      return svg('g', { class: 'kb-emblem' }, svg('path', { d: CIRCLET }), svg('path', { d: GEM }),
        svg('circle', { cx: -0.15, cy: -0.05, r: 0.035 }), svg('circle', { cx: 0.15, cy: -0.05, r: 0.035 }));
    case 'guard':
      return svg('g', { class: 'kb-emblem kb-emblem-guard' }, svg('path', { d: SHIELD }),
        svg('path', { class: 'kb-emblem-line', d: 'M0-.12V.13M-.09-.04h.18' }));
    case 'flying':
      return svg('g', { class: 'kb-emblem' },
        svg('path', { d: WING }), svg('path', { d: WING, transform: 'scale(-1 1)' }),
        svg('g', { transform: 'scale(.72) translate(0 .02)' }, svg('path', { d: CROWN }), svg('path', { d: CROWN_BAND })));
    default:
      return null;
  }
}

/** disc draws one checker: its edge, its face and a ring, at height dy. */
function disc(color, dy = 0, radius = RADIUS) {
  return svg('g', { class: `kb-disc kb-${color}`, transform: dy ? `translate(0 ${dy})` : null },
    svg('circle', { class: 'kb-disc-edge', cy: radius * 0.12, r: radius }),
    svg('circle', { class: 'kb-disc-face', r: radius }),
    svg('circle', { class: 'kb-disc-ring', r: radius * 0.7 }));
}

/**
 * drawPiece returns the drawing of a view Piece at point (x, y): a checker
 * with its kind's emblem, or a stack of discs with its height when the
 * piece is a Stack'Em stack of more than one checker.
 */
export function drawPiece(piece, { x, y }, { scale = 1 } = {}) {
  const stack = Array.isArray(piece.stack) && piece.stack.length > 1 ? piece.stack : null;
  const g = svg('g', {
    class: `kb-piece kb-${piece.color}`,
    'data-piece': piece.sq,
    transform: `translate(${x} ${y})${scale !== 1 ? ` scale(${scale})` : ''}`,
    role: 'img',
    'aria-label': piece.label || null,
  });
  if (piece.label) g.append(svg('title', {}, piece.label));
  if (!stack) {
    g.append(disc(piece.color));
    const mark = emblem(piece.kind);
    if (mark) g.append(mark);
    return g;
  }
  const shown = stack.slice(-MAX_LAYERS);
  const lift = (shown.length - 1) * LAYER;
  // A tall stack is drawn smaller, so that it stays inside its square: its
  // discs (each RADIUS with a rim below) span lift + 2.12 RADIUS.
  const fit = Math.min(1, FIT / (lift + 2.12 * RADIUS));
  const body = svg('g', { transform: `scale(${fit}) translate(0 ${lift / 2})` });
  shown.forEach((checker, i) => body.append(disc(checker.color, -i * LAYER)));
  const top = svg('g', { transform: `translate(0 ${-lift})` });
  const mark = emblem(piece.kind);
  if (mark) top.append(mark);
  body.append(top);
  g.append(body, heightBadge(stack.length));
  return g;
}

/** heightBadge is the number of checkers in a stack, at its top right. */
function heightBadge(height) {
  return svg('g', { class: 'kb-badge', transform: 'translate(.3 -.3)' },
    svg('circle', { r: 0.15 }),
    svg('text', { y: 0.005, 'dominant-baseline': 'central', 'text-anchor': 'middle' }, String(height)));
}

/** miniChecker draws a small checker for legends and counts (HTML-free). */
export function miniChecker(color, kind, { x = 0, y = 0, r = 0.2 } = {}) {
  const g = svg('g', { class: `kb-piece kb-${color}`, transform: `translate(${x} ${y}) scale(${r / RADIUS})` });
  g.append(disc(color));
  const mark = emblem(kind);
  if (mark) g.append(mark);
  return g;
}
