// geometry.js: where each square of the board is drawn. Board coordinates
// are (u, v) with u along the files (0 at the a-file edge) and v along the
// ranks (0 at the rank-1 edge), one unit per square. The drawing is the
// square board (8×8, or 10×10 for the international games) seen from Red
// (a1 bottom left), turned half a turn when flipped, and for Coast-to-Coast
// turned 45° so that a1 is at the bottom and h8 at the top.

/** MAX_SIZE is the largest board drawn: 10 files and 10 ranks. */
export const MAX_SIZE = 10;

/** boardSize is the files (and ranks) of a view position's board: 8 unless it says. */
export function boardSize(position) {
  return position?.size || 8;
}

/**
 * parseSquare reads "c3" as {file: 2, rank: 2} ("j10" as {file: 9, rank:
 * 9}); null for anything else, or for a square off a board of size files.
 */
export function parseSquare(name, size = MAX_SIZE) {
  if (typeof name !== 'string' || !/^[a-z][1-9][0-9]?$/.test(name)) return null;
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name.slice(1)) - 1;
  if (file >= size || rank >= size) return null;
  return { file, rank };
}

/** squareName writes file 2, rank 2 as "c3". */
export function squareName(file, rank) {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

/** isDark reports whether a square is dark (a1 is dark). */
export function isDark(file, rank) {
  return (file + rank) % 2 === 0;
}

/** allSquares lists the square names of a board of size files and ranks, a1 first. */
export function allSquares(size = 8) {
  return Array.from({ length: size * size }, (_, i) => squareName(i % size, Math.floor(i / size)));
}

/**
 * Geometry maps board coordinates to drawing coordinates and back for one
 * orientation of the board.
 */
export class Geometry {
  /**
   * diamond: draw the board turned 45°; flipped: turn it half a turn (Black
   * at the bottom); pad: room around the board, in squares; size: the
   * board's files and ranks.
   */
  constructor({ diamond = false, flipped = false, pad = 0, size = 8 } = {}) {
    this.diamond = diamond;
    this.flipped = flipped;
    this.pad = pad;
    this.size = size;
    const half = size / 2;
    const extent = diamond ? half * Math.SQRT2 : half;
    this.box = { x: -extent - pad, y: -extent - pad, width: 2 * (extent + pad), height: 2 * (extent + pad) };
  }

  /** viewBox is the SVG viewBox that holds the board and its padding. */
  get viewBox() {
    const { x, y, width, height } = this.box;
    return `${x} ${y} ${width} ${height}`;
  }

  /** point returns the drawing point {x, y} of board coordinates (u, v). */
  point(u, v) {
    const n = this.size;
    const du = (this.flipped ? n - u : u) - n / 2;
    const dv = (this.flipped ? n - v : v) - n / 2;
    if (!this.diamond) return { x: du, y: -dv };
    return { x: (du - dv) * Math.SQRT1_2, y: -(du + dv) * Math.SQRT1_2 };
  }

  /** center returns the drawing point of a square's centre ("c3"). */
  center(square) {
    const s = parseSquare(square, this.size);
    return s ? this.point(s.file + 0.5, s.rank + 0.5) : { x: 0, y: 0 };
  }

  /** corners returns the four corners of a square, inset by inset units. */
  corners(square, inset = 0) {
    const s = parseSquare(square, this.size);
    const a = s.file + inset;
    const b = s.file + 1 - inset;
    const c = s.rank + inset;
    const d = s.rank + 1 - inset;
    return [this.point(a, c), this.point(b, c), this.point(b, d), this.point(a, d)];
  }

  /**
   * corner returns a point inside a square near one of its drawn corners:
   * where is "top-left" or "bottom-right" of the square as drawn (for a
   * diamond, the left or right point), at distance inset from the edges.
   */
  corner(square, where, inset) {
    const c = this.center(square);
    const r = 0.5 - inset;
    const sign = where === 'top-left' ? -1 : 1;
    if (this.diamond) return { x: c.x + sign * r * Math.SQRT2 * 0.72, y: c.y };
    return { x: c.x + sign * r, y: c.y + sign * r };
  }

  /** locate returns the square under drawing point (x, y), or null. */
  locate(x, y) {
    let du = x;
    let dv = -y;
    if (this.diamond) {
      du = (x - y) * Math.SQRT1_2;
      dv = -(x + y) * Math.SQRT1_2;
    }
    const n = this.size;
    du += n / 2;
    dv += n / 2;
    if (this.flipped) {
      du = n - du;
      dv = n - dv;
    }
    const file = Math.floor(du);
    const rank = Math.floor(dv);
    if (file < 0 || file >= n || rank < 0 || rank >= n) return null;
    return squareName(file, rank);
  }

  /**
   * step moves from a square by one square in a drawn direction ("up",
   * "down", "left", "right" along the board's own axes as the player sees
   * them); null off the board.
   */
  step(square, direction) {
    const s = parseSquare(square, this.size);
    const sign = this.flipped ? -1 : 1;
    let { file, rank } = s;
    if (direction === 'up') rank += sign;
    else if (direction === 'down') rank -= sign;
    else if (direction === 'right') file += sign;
    else if (direction === 'left') file -= sign;
    if (file < 0 || file >= this.size || rank < 0 || rank >= this.size) return null;
    return squareName(file, rank);
  }
}
