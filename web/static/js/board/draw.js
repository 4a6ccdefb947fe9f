// draw.js: the still parts of a board drawing: the frame, the squares and
// their captions, the special squares, Coast-to-Coast's borne-off counts,
// and the marks of a move (the last move, a hint, the legal targets).

import { svg, pointsAttr, round } from './svg.js';
import { allSquares, parseSquare, isDark } from './geometry.js';
import { miniChecker } from './pieces.js';

/** drawFrame draws the board's border, a little larger than the board. */
export function drawFrame(geo) {
  const m = 0.14;
  return svg('polygon', {
    class: 'kb-frame',
    points: pointsAttr([geo.point(-m, -m), geo.point(geo.size + m, -m), geo.point(geo.size + m, geo.size + m), geo.point(-m, geo.size + m)]),
  });
}

/** drawSquares draws the board's squares, dark and light. */
export function drawSquares(geo) {
  const g = svg('g', { class: 'kb-squares' });
  for (const name of allSquares(geo.size)) {
    const { file, rank } = parseSquare(name, geo.size);
    g.append(svg('polygon', { class: isDark(file, rank) ? 'kb-sq kb-dark' : 'kb-sq kb-light', points: pointsAttr(geo.corners(name)) }));
  }
  return g;
}

/**
 * drawCaptions writes the square numbers in a corner of each numbered
 * square, or (Coast-to-Coast, which has no numbers) the files and ranks
 * along the two lower edges.
 */
export function drawCaptions(geo, position) {
  const g = svg('g', { class: 'kb-captions', 'aria-hidden': 'true' });
  if (position.numbers) {
    for (const [name, number] of Object.entries(position.numbers)) {
      const p = geo.corner(name, 'top-left', 0.05);
      g.append(svg('text', { class: 'kb-number', x: round(p.x), y: round(p.y), 'dominant-baseline': 'hanging' }, String(number)));
    }
    return g;
  }
  const edge = geo.flipped ? geo.size + 0.32 : -0.32;
  for (let i = 0; i < geo.size; i++) {
    const f = geo.point(i + 0.5, edge);
    const r = geo.point(edge, i + 0.5);
    g.append(
      svg('text', { class: 'kb-coord', x: round(f.x), y: round(f.y), 'text-anchor': 'middle', 'dominant-baseline': 'central' }, String.fromCharCode(97 + i)),
      svg('text', { class: 'kb-coord', x: round(r.x), y: round(r.y), 'text-anchor': 'middle', 'dominant-baseline': 'central' }, String(i + 1)),
    );
  }
  return g;
}

const ICONS = {
  morph: 'M0-.5.12-.12.5 0 .12.12 0 .5-.12.12-.5 0-.12-.12z',
  spawn: 'M-.09-.42h.18v.33h.33v.18h-.33v.33h-.18v-.33h-.33v-.18h.33z',
  arrow: 'M0-.46.34-.08H.12V.44H-.12V-.08H-.34z',
  home: 'M0-.44.42-.06H.28V.4H.1V.12H-.1V.4H-.28V-.06H-.42z',
};

/** specialIcon returns the icon of a special square, size units wide. */
export function specialIcon(special, size, flipped) {
  const kind = ICONS[special.kind] ? special.kind : 'morph';
  const down = special.dir === 'down';
  const turn = kind === 'arrow' && down !== Boolean(flipped) ? ' rotate(180)' : '';
  return svg('path', {
    class: `kb-icon kb-icon-${kind}${special.color ? ` kb-icon-${special.color}` : ''}`,
    d: ICONS[kind],
    transform: `scale(${size})${turn}`,
  });
}

/**
 * drawSpecials tints each special square and draws its icon: large in the
 * middle of an empty square, small in a corner under a piece.
 */
export function drawSpecials(geo, position, occupied) {
  const g = svg('g', { class: 'kb-specials' });
  for (const special of position.specials ?? []) {
    const cls = `kb-special kb-special-${special.kind}${special.color ? ` kb-special-${special.color}` : ''}`;
    const item = svg('g', { class: cls, role: 'img', 'aria-label': special.label || null });
    if (special.label) item.append(svg('title', {}, special.label));
    item.append(svg('polygon', { class: 'kb-special-tint', points: pointsAttr(geo.corners(special.sq, 0.03)) }));
    const busy = occupied.has(special.sq);
    const c = busy ? geo.corner(special.sq, 'bottom-right', 0.14) : geo.center(special.sq);
    const icon = svg('g', { transform: `translate(${round(c.x)} ${round(c.y)})` }, specialIcon(special, busy ? 0.26 : 0.56, geo.flipped));
    item.append(icon);
    g.append(item);
  }
  return g;
}

/**
 * drawBorneOff shows each side's checkers borne off in Coast-to-Coast, in
 * the free corner of the drawing next to that side's home: the bottom left
 * for the home drawn at the bottom, the top right for the other.
 */
export function drawBorneOff(geo, position) {
  const counts = position.borneOff;
  if (!counts) return null;
  const g = svg('g', { class: 'kb-borne' });
  for (const home of (position.specials ?? []).filter((s) => s.kind === 'home')) {
    const count = counts[home.color] ?? 0;
    const bottom = geo.center(home.sq).y > 0;
    const side = home.color === 'red' ? 'Red' : 'Black';
    const x = bottom ? geo.box.x + 0.45 : geo.box.x + geo.box.width - 0.45;
    const y = bottom ? geo.box.y + geo.box.height - 0.45 : geo.box.y + 0.45;
    const anchor = bottom ? 'start' : 'end';
    const dir = bottom ? 1 : -1;
    const item = svg('g', {
      class: `kb-borne-side kb-borne-${home.color}`,
      'data-borne': home.color,
      transform: `translate(${round(x)} ${round(y)})`,
      role: 'img',
      'aria-label': `${side} has borne off ${count} of 12`,
    });
    const titleY = bottom ? -0.5 : 0;
    const countY = bottom ? 0 : 0.5;
    item.append(
      svg('text', { class: 'kb-borne-title', y: titleY, 'text-anchor': anchor, 'dominant-baseline': bottom ? 'auto' : 'hanging' }, `${side} home ${home.sq}`),
      svg('text', { class: 'kb-borne-count', y: countY, 'text-anchor': anchor, 'dominant-baseline': bottom ? 'auto' : 'hanging' }, `${count}/12 borne off`),
    );
    for (let i = 0; i < 12; i++) {
      const cx = dir * ((i % 6) * 0.34 + 0.15);
      const cy = bottom ? -1.05 - Math.floor(i / 6) * 0.34 : 1.2 + Math.floor(i / 6) * 0.34;
      item.append(i < count
        ? miniChecker(home.color, 'man', { x: round(cx), y: round(cy), r: 0.14 })
        : svg('circle', { class: 'kb-borne-slot', cx: round(cx), cy: round(cy), r: 0.13 }));
    }
    g.append(item);
  }
  return g;
}

/** moveSquares lists a move's squares: its path, then its spawn square. */
export function moveSquares(move) {
  if (!move) return [];
  return [...(move.path ?? []), ...(move.spawn ? [move.spawn] : [])];
}

/**
 * drawMoveMarks tints the squares of a move (cls "kb-last" for the last
 * move): its ends more than the squares between, and marks the captured
 * squares faintly.
 */
export function drawMoveMarks(geo, move, cls) {
  const g = svg('g', { class: cls });
  if (!move) return g;
  const path = move.path ?? [];
  const ends = new Set([path[0], path[path.length - 1]]);
  const seen = new Set();
  for (const sq of moveSquares(move)) {
    if (seen.has(sq)) continue;
    seen.add(sq);
    const strong = ends.has(sq) || sq === move.spawn;
    g.append(svg('polygon', { class: strong ? 'kb-mark-end' : 'kb-mark-via', points: pointsAttr(geo.corners(sq)) }));
  }
  for (const sq of move.captured ?? []) {
    const c = geo.center(sq);
    g.append(svg('path', { class: 'kb-mark-captured', d: `M${round(c.x - 0.16)} ${round(c.y - 0.16)}l.32 .32m0-.32-.32 .32` }));
  }
  return g;
}

/**
 * drawArrow draws an arrow through the centres of squares (a hint, or the
 * route being entered), its head on the last one.
 */
export function drawArrow(geo, squares, cls) {
  const g = svg('g', { class: cls, 'aria-hidden': 'true' });
  if (squares.length < 2) return g;
  const pts = squares.map((sq) => geo.center(sq));
  const a = pts[pts.length - 2];
  const b = pts[pts.length - 1];
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const head = 0.3;
  const tip = { x: b.x - ux * 0.1, y: b.y - uy * 0.1 };
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  const line = [...pts.slice(0, -1), base];
  g.append(
    svg('polyline', { class: 'kb-arrow-line', points: pointsAttr(line) }),
    svg('polygon', { class: 'kb-arrow-head', points: pointsAttr([tip, { x: base.x - uy * head * 0.6, y: base.y + ux * head * 0.6 }, { x: base.x + uy * head * 0.6, y: base.y - ux * head * 0.6 }]) }),
  );
  return g;
}

/**
 * drawTargets marks the squares a player may click next: a dot on an
 * empty square, a ring around an occupied one, and a check ring where the
 * move may stop.
 */
export function drawTargets(geo, targets, finish, occupied) {
  const g = svg('g', { class: 'kb-targets', 'aria-hidden': 'true' });
  for (const sq of targets) {
    const c = geo.center(sq);
    const shape = occupied.has(sq) ? { class: 'kb-target-ring', r: 0.44 } : { class: 'kb-target-dot', r: 0.15 };
    g.append(svg('circle', { ...shape, 'data-target': sq, cx: round(c.x), cy: round(c.y) }));
  }
  for (const sq of finish) {
    const c = geo.center(sq);
    g.append(svg('circle', { class: 'kb-target-finish', 'data-target': sq, cx: round(c.x), cy: round(c.y), r: 0.45 }));
  }
  return g;
}
