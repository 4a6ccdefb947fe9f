// play/lookback.js: looking back during a live game. Clicking a move of
// the list (or pressing Enter on it) shows the position after it, with no
// move to make; the arrow keys step through the game; "Back to the game"
// (or Escape) returns to the live position. New moves keep arriving in the
// list meanwhile, and the banner says so.

import { api } from '../api.js';
import { el } from './layout.js';

export class LookBack {
  /**
   * r is the page's layout; board its Board; path(suffix) the game's API
   * path; changed() repaints the page.
   */
  constructor(r, board, { path, changed }) {
    this.r = r;
    this.board = board;
    this.path = path;
    this.changed = changed;
    this.ply = null; // the ply shown, null for the live position
    this.replay = null; // GET /replay's answer, for replayPly moves
    this.replayPly = -1;
    this.text = el('span', { class: 'kp-lookback-text', 'aria-live': 'polite' });
    this.back = el('button', { type: 'button', class: 'kp-btn kp-btn-primary', 'data-action': 'back-to-game', text: 'Back to the game' });
    this.banner = el('div', { class: 'kp-lookback', 'data-testid': 'lookback', hidden: true }, this.text, this.back);
    r.promptSlot.before(this.banner);
    this.back.addEventListener('click', () => this.close());
    r.moves.addEventListener('click', (event) => this.pick(event));
    r.moves.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') this.pick(event);
    });
    this.onKey = (event) => this.key(event);
    document.addEventListener('keydown', this.onKey);
  }

  /** active reports whether an earlier position is shown. */
  get active() { return this.ply !== null; }

  destroy() {
    document.removeEventListener('keydown', this.onKey);
  }

  pick(event) {
    const target = event.target.closest?.('[data-ply]');
    if (!target) return;
    event.preventDefault();
    this.show(Number(target.dataset.ply));
  }

  key(event) {
    if (!this.active || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
    } else if (step) {
      event.preventDefault();
      this.show(this.ply + step);
    }
  }

  /** show shows the position after ply plies (the live one past the last). */
  async show(ply) {
    const last = this.lastPly();
    if (ply >= last) {
      this.close();
      return;
    }
    ply = Math.max(0, ply);
    if (this.replayPly !== last) {
      this.replay = await api('GET', this.path('/replay'));
      this.replayPly = last;
    }
    this.ply = ply;
    this.changed();
  }

  close() {
    if (!this.active) return;
    this.ply = null;
    this.changed();
  }

  lastPly() {
    return this.state?.ply ?? 0;
  }

  /**
   * render draws the board for state: the live position, or the earlier one
   * being looked at, with no move to make. It returns whether it drew the
   * earlier one (the caller then draws nothing).
   */
  render(state, { flipped }) {
    this.state = state;
    const moves = state.moves ?? [];
    if (this.active && this.ply >= moves.length) this.ply = null; // taken back meanwhile
    for (const node of this.r.moves.querySelectorAll('[data-ply]')) {
      node.setAttribute('role', 'button');
      node.tabIndex = 0;
      node.classList.toggle('kp-move-viewed', this.active && Number(node.dataset.ply) === this.ply);
    }
    const position = this.active ? this.replay?.positions?.[this.ply] : null;
    this.banner.hidden = !position;
    if (!position) return false;
    const lastMove = this.ply > 0 ? this.replay.moves?.[this.ply - 1] : null;
    this.board.render(position, { legal: [], lastMove, flipped });
    const after = this.ply === 0 ? 'the start' : `${lastMove?.text ?? `ply ${this.ply}`}`;
    const newer = moves.length - this.ply;
    this.text.textContent = `Looking back: the position after ${after} (${newer} ${newer === 1 ? 'move' : 'moves'} since). `;
    return true;
  }
}
