// selector.js: turning clicks on squares into one of the legal moves. A
// move is entered by clicking the squares of its route in order: its start,
// then any of its landings (each in turn, or only the last when one route
// fits), then, for Kings & Flying Kings, the spawn square. The clicked
// squares must appear, in order, among the move's squares (path + spawn).

/** route lists the squares a move is entered with: path, then spawn. */
export function route(move) {
  return move.spawn ? [...move.path, move.spawn] : move.path;
}

// embed returns the index in squares of the last click when clicks appear
// in order in squares starting with the first (the earliest such
// embedding), or -1.
function embed(clicks, squares) {
  if (!clicks.length || squares[0] !== clicks[0]) return -1;
  let at = 0;
  for (let i = 1; i < clicks.length; i++) {
    at = squares.indexOf(clicks[i], at + 1);
    if (at < 0) return -1;
  }
  return at;
}

/**
 * MoveSelector keeps the squares clicked so far and answers each click
 * with what the board should do.
 */
export class MoveSelector {
  /** legal: the view Moves a player may make (passes are left out). */
  constructor(legal = []) {
    this.moves = legal.filter((m) => !m.pass && m.path?.length);
    this.starts = new Set(this.moves.map((m) => m.path[0]));
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

  /** candidates lists {move, at} for the moves that fit the clicks. */
  candidates(clicks = this.clicks) {
    const out = [];
    for (const move of this.moves) {
      const at = embed(clicks, route(move));
      if (at >= 0) out.push({ move, at });
    }
    return out;
  }

  /**
   * click answers a click (or a drop, drop=true) on square:
   *   {kind: 'select'}            a piece is chosen (or another one);
   *   {kind: 'continue'}          a landing of a longer move;
   *   {kind: 'play', move}        one move fits: make it;
   *   {kind: 'choose', moves}     several moves fit: let the player pick;
   *   {kind: 'cancel'}            the selection is dropped;
   *   {kind: 'none'}              nothing to do.
   * A drop ends the move where it lands when a move may end there.
   */
  click(square, { drop = false } = {}) {
    if (!this.clicks.length) {
      if (!this.starts.has(square)) return { kind: 'none' };
      this.clicks = [square];
      return { kind: 'select' };
    }
    const last = this.clicks[this.clicks.length - 1];
    if (this.clicks.length > 1 && square === last) {
      const done = this.complete(this.candidates());
      if (done.length) return this.finish(done);
    }
    const next = [...this.clicks, square];
    const fits = this.candidates(next);
    if (!fits.length) {
      if (this.starts.has(square) && !(this.clicks.length === 1 && square === last)) {
        this.clicks = [square];
        return { kind: 'select' };
      }
      this.clicks = [];
      return { kind: 'cancel' };
    }
    const done = this.complete(fits);
    if (fits.length === 1 || done.length === fits.length || (drop && done.length)) return this.finish(done.length ? done : fits);
    this.clicks = next;
    return { kind: 'continue' };
  }

  // complete keeps the candidates whose every square has been clicked.
  complete(fits) {
    return fits.filter(({ move, at }) => at === route(move).length - 1);
  }

  // finish plays the one fitting move, or asks which one.
  finish(fits) {
    this.clicks = [];
    if (fits.length === 1) return { kind: 'play', move: fits[0].move };
    return { kind: 'choose', moves: fits.map((f) => f.move) };
  }

  /**
   * targets returns what to highlight: next (squares that may be clicked
   * next, up to the next stage of the move: the crowning square before the
   * free move, the last landing before the spawn square), finish (the
   * last clicked square, when a move may stop there and longer ones go on),
   * and stage: 'spawn', 'free' or '' for the prompt to show.
   */
  targets() {
    const next = new Set();
    const finish = new Set();
    if (!this.clicks.length) return { next, finish, stage: '' };
    const fits = this.candidates();
    let spawning = fits.length > 0;
    let free = fits.length > 0;
    for (const { move, at } of fits) {
      const squares = route(move);
      const crown = move.crown || 0;
      let stop = squares.length - 1;
      if (crown && at < crown) stop = crown;
      else if (move.spawn && at < move.path.length - 1) stop = move.path.length - 1;
      for (let k = at + 1; k <= stop; k++) next.add(squares[k]);
      if (at === squares.length - 1 && this.clicks.length > 1) finish.add(squares[at]);
      if (!(move.spawn && at === move.path.length - 1)) spawning = false;
      if (!(crown && at === crown)) free = false;
    }
    return { next, finish, stage: spawning ? 'spawn' : free ? 'free' : '' };
  }
}
