// feedback.js: what the play page does when a State brings news: the
// sounds of a move, a capture, a crowning and the end of the game (and a
// chime when the opponent's move arrives in a tab in the background); the
// opponent's move said to screen readers; the result dialog; and, for the
// board, why a piece cannot be moved while the board takes no input.

import { el } from './layout.js';
import { isSeat, firstColor, other } from './panel.js';
import { playSound, armSound } from '../sound.js';
import { ResultDialog, outcome } from './result.js';

const NAME = { black: 'Black', red: 'Red' };

// RANK orders the kinds of pieces: a piece whose kind rises was crowned.
const RANK = { man: 0, guard: 0, prince: 0, king: 1, flying: 2 };

/** moverOf is the colour that made ply n (from 1) of a State's game. */
export function moverOf(state, n) {
  const first = firstColor(state);
  return n % 2 === 1 ? first : other(first);
}

/**
 * crowned reports whether move, played from position before to position
 * after, crowned its piece: a Coast-to-Coast crowning square on its path,
 * or the piece's kind rising (a man to a king, a King to a Flying King).
 */
export function crowned(before, after, move) {
  if (move?.crown) return true;
  const path = move?.path ?? [];
  if (path.length < 2) return false;
  const from = before?.pieces?.find((p) => p.sq === path[0]);
  const to = after?.pieces?.find((p) => p.sq === path[path.length - 1]);
  if (!from || !to || from.color !== to.color) return false;
  return (RANK[to.kind] ?? 0) > (RANK[from.kind] ?? 0);
}

/**
 * idleReason is what a click on a piece says while the viewer cannot move:
 * the game is over, the viewer watches, or it is the opponent's turn; ''
 * while the viewer's own move is being sent.
 */
export function idleReason(state, busy) {
  if (state.result?.over) return 'The game is over.';
  if (!isSeat(state)) return 'You are watching this game.';
  if (busy || state.legal?.length) return '';
  return state.you === state.turn || state.you === 'both' ? '' : 'It is not your turn.';
}

// sentence writes a result text as a sentence.
function sentence(text) {
  const t = text || 'Game over';
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${t.endsWith('.') ? '' : '.'}`;
}

/**
 * Feedback follows the States the page shows. host: the element the
 * screen reader line and the dialog go in; onRematch: what the dialog's
 * Rematch button does.
 */
export class Feedback {
  constructor(host, { onRematch }) {
    this.live = el('p', { class: 'kb-sr', 'aria-live': 'polite', 'data-testid': 'announce' });
    host.append(this.live);
    this.dialog = new ResultDialog(host, { onRematch });
    this.state = null;
    armSound();
  }

  /** update takes the State now shown, after previous (null at first). */
  update(previous, state) {
    this.state = state;
    if (!previous || previous.id !== state.id) return;
    if (state.result?.over) this.dialog.showRating(state);
    const ended = !previous.result?.over && state.result?.over;
    if (state.ply > previous.ply && state.lastMove) this.moved(previous, state);
    if (ended) {
      const result = outcome(state);
      playSound({ win: 'win', loss: 'loss' }[result] ?? 'draw');
      this.dialog.open(state, sentence(state.result.text));
    }
  }

  // moved plays the sound of the last move and tells a screen reader the
  // moves the viewer did not make.
  moved(previous, state) {
    const move = state.lastMove;
    const crown = crowned(previous.position, state.position, move);
    // In a tab in the background, the move that makes it the viewer's turn
    // calls with a chime of its own.
    const called = document.hidden && state.legal?.length && state.you !== 'both' && !state.result?.over;
    playSound(called ? 'yourMove' : move.captured?.length ? 'capture' : 'move');
    if (called && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      // The browser's own notice, which the player allowed (a
      // correspondence game's "Notify me of my move").
      const them = state.seats?.[other(state.you)]?.name || 'Your opponent';
      try {
        new Notification('KingMe: your move', { body: `${them} played ${move.text} (${state.variantName}).`, tag: `kingme-${state.id}` });
      } catch { /* a browser that allows only service workers' notifications */ }
    }
    if (crown) playSound('crown');
    const mover = moverOf(state, state.ply);
    if (state.you === mover || state.you === 'both') return;
    const taken = move.captured?.length ?? 0;
    const parts = [`${NAME[mover]} played ${move.text}`];
    if (taken) parts.push(`capturing ${taken} ${taken === 1 ? 'piece' : 'pieces'}`);
    if (crown) parts.push('and crowned');
    this.live.textContent = `${parts.join(', ')}.`;
  }

  /** lowTime warns the player whose clock (color) runs under ten seconds. */
  lowTime(color) {
    const s = this.state;
    if (s && !s.result?.over && (s.you === color || s.you === 'both')) playSound('lowTime');
  }
}
