// premove.js: moves chosen ahead, while the opponent thinks (lichess's
// premoves). The page knows no rules, so a premove is only squares: a
// piece of the player's, then the square it should end on (a step's
// landing, a capture's last landing, or Kings & Flying Kings' spawn
// square). When the player's turn comes, the premove is played only when
// exactly one legal move of the position that arrived fits it; else it is
// dropped. Captures are compulsory, so a premove that the new position
// does not allow is never played.

import { route } from './selector.js';

/**
 * PremoveSelector takes the clicks of a premove on a board that takes no
 * move: it has MoveSelector's shape (moves, starts, clicks, selected,
 * reset, click, targets) so that the board treats both alike.
 */
export class PremoveSelector {
  /** pieces: the board's Map of square to piece; color: the player's colour. */
  constructor(pieces, color) {
    this.moves = [];
    this.premove = true;
    this.starts = new Set([...pieces.values()].filter((p) => p.color === color).map((p) => p.sq));
    this.clicks = [];
  }

  /** selected is the square of the chosen piece, or null. */
  get selected() {
    return this.clicks[0] ?? null;
  }

  /** reset forgets the clicks. */
  reset() {
    this.clicks = [];
  }

  /**
   * click answers a click (or a drop) on square: {kind: 'select'} (a piece
   * of the player's is chosen, or another one), {kind: 'premove', squares}
   * (the piece's square and the square it should go to), {kind: 'cancel'}
   * (the chosen piece clicked again) or {kind: 'none'}.
   */
  click(square) {
    const from = this.clicks[0];
    if (from === square) {
      this.clicks = [];
      return { kind: 'cancel' };
    }
    if (this.starts.has(square)) {
      this.clicks = [square];
      return { kind: 'select' };
    }
    if (!from) return { kind: 'none' };
    this.clicks = [];
    return { kind: 'premove', squares: [from, square] };
  }

  /** targets: a premove marks no destination (the page knows no rules). */
  targets() {
    return { next: new Set(), finish: new Set(), stage: '' };
  }
}

/**
 * premoveFits returns the legal moves a premove's squares [from, to] make:
 * the moves from `from` that end on `to` (their path's last square, or
 * their spawn square). One: play it; none or several: drop the premove.
 */
export function premoveFits(legal, squares) {
  const [from, to] = squares;
  return legal.filter((m) => {
    if (m.pass || !m.path?.length || m.path[0] !== from) return false;
    const r = route(m);
    return m.path[m.path.length - 1] === to || r[r.length - 1] === to;
  });
}

/** premoveLabel names a premove's squares as the position's notation does ("9-14"). */
export function premoveLabel(position, squares) {
  return squares.map((sq) => position?.numbers?.[sq] ?? sq).join('-');
}
