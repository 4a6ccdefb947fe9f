// result.js: the dialog that tells the end of a game while the page is
// open, with what to do next: a rematch, a new game, or a look back at the
// game.

import { el } from './layout.js';

/**
 * ANALYSE_PATH is where the dialog's Analyse button leads; {id} is the
 * game's ID: its replay, which starts the engine's analysis at once.
 */
export const ANALYSE_PATH = '/replay/{id}?analyse=1';

/** analyseHref is the Analyse button's address for game id. */
export function analyseHref(id) {
  return ANALYSE_PATH.replace('{id}', encodeURIComponent(id));
}

/**
 * ratingChangeText says what a rated game did to a rating (a State's
 * ratingChanges entry), such as "1500 → 1562? (+62)"; "?" marks a
 * provisional rating.
 */
export function ratingChangeText(change) {
  const before = Math.round(change.before);
  const after = Math.round(change.after);
  const diff = after - before;
  return `${before} → ${after}${change.provisional ? '?' : ''} (${diff > 0 ? '+' : diff < 0 ? '−' : '±'}${Math.abs(diff)})`;
}

const HEADINGS = { win: 'You win!', loss: 'You lose', draw: 'Draw', over: 'Game over', aborted: 'Game aborted' };

/**
 * outcome is the viewer's outcome of a finished State: win, loss, draw,
 * aborted (a game called off, with no result) or over (a won game seen by
 * a spectator, or by two players at one screen).
 */
export function outcome(state) {
  const result = state.result ?? {};
  if (result.reason === 'aborted' || result.text === 'aborted') return 'aborted';
  const winner = result.winner;
  if (!winner) return 'draw';
  if (state.you !== 'black' && state.you !== 'red') return 'over';
  return state.you === winner ? 'win' : 'loss';
}

/**
 * ResultDialog is a modal <dialog> (data-testid="result-dialog") with the
 * result and three ways on: Rematch (for the players: onRematch()), New
 * game (the home page) and Analyse (ANALYSE_PATH), and a Close button.
 */
export class ResultDialog {
  constructor(host, { onRematch }) {
    this.heading = el('h2', { id: 'kp-dialog-title' });
    this.text = el('p', { class: 'kp-dialog-text', id: 'kp-dialog-text' });
    this.rating = el('p', { class: 'kp-dialog-rating', 'data-testid': 'dialog-rating', hidden: true });
    this.rematch = el('button', { type: 'button', class: 'kp-btn kp-btn-primary', 'data-action': 'dialog-rematch', text: 'Rematch' });
    this.newGame = el('a', { class: 'kp-btn', href: '/', 'data-action': 'dialog-new-game', text: 'New game' });
    this.analyse = el('a', { class: 'kp-btn', 'data-action': 'dialog-analyse', text: 'Analyse' });
    this.close = el('button', { type: 'button', class: 'kp-btn kp-dialog-close', 'data-action': 'dialog-close', text: 'Close' });
    this.dialog = el('dialog', {
      class: 'kp-dialog', 'data-testid': 'result-dialog', 'aria-labelledby': 'kp-dialog-title', 'aria-describedby': 'kp-dialog-text',
    }, this.heading, this.text, this.rating, el('div', { class: 'kp-dialog-actions' }, this.rematch, this.newGame, this.analyse, this.close));
    this.rematch.addEventListener('click', () => {
      this.dialog.close();
      onRematch();
    });
    this.close.addEventListener('click', () => this.dialog.close());
    // Following a link leaves the page; the dialog closes with it.
    for (const link of [this.newGame, this.analyse]) link.addEventListener('click', () => this.dialog.close());
    host.append(this.dialog);
  }

  /** open shows the result of a finished State; text is the result in words. */
  open(state, text) {
    const result = outcome(state);
    this.dialog.dataset.outcome = result;
    this.heading.textContent = HEADINGS[result];
    this.text.textContent = text;
    this.rematch.hidden = !(state.you === 'black' || state.you === 'red' || state.you === 'both');
    this.analyse.href = analyseHref(state.id);
    this.showRating(state);
    if (!this.dialog.open) this.dialog.showModal();
    (this.rematch.hidden ? this.newGame : this.rematch).focus();
  }

  /**
   * showRating tells the viewer what the rated game did to their rating,
   * once the State has it (it may come with a State after the one that
   * ended the game).
   */
  showRating(state) {
    const change = state.ratingChanges?.[state.you];
    this.rating.hidden = !change;
    this.rating.textContent = change ? `Your rating: ${ratingChangeText(change)}` : '';
  }
}
