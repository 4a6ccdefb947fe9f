// takeback.js: take-backs and aborts between friends on the play page
// (docs/web-api.md): the "Take back" and "Abort game" buttons, the
// opponent's Accept/Decline, and the message both players (and spectators)
// read about the request and its answer, or about the abort, from the
// State's takeback, canTakeback, canAbort and result.

import { el } from './layout.js';

const NAME = { black: 'Black', red: 'Red' };

function button(action, text, primary = false) {
  return el('button', { type: 'button', class: `kp-btn${primary ? ' kp-btn-primary' : ''}`, 'data-action': action, hidden: true, text });
}

/**
 * message returns what the viewer reads about the take-back t in state,
 * and whether the viewer is the one to answer it.
 */
function message(state, t) {
  const you = state.you;
  const asker = you === t.by ? 'you' : (you === 'black' || you === 'red') ? 'opponent' : 'watcher';
  const move = t.move;
  const texts = {
    asked: {
      you: `You asked to take back ${move}: waiting for your opponent's answer.`,
      opponent: `Your opponent asks to take back ${move}.`,
      watcher: `${NAME[t.by]} asks to take back ${move}.`,
    },
    accepted: {
      you: `Your opponent accepted: your move ${move} was taken back. Play again.`,
      opponent: `You accepted: your opponent's move ${move} was taken back.`,
      watcher: `${NAME[t.by]}'s move ${move} was taken back.`,
    },
    declined: {
      you: `Your opponent declined to take back ${move}.`,
      opponent: `You declined to take back ${move}.`,
      watcher: `${NAME[t.by]}'s request to take back ${move} was declined.`,
    },
  };
  return { text: texts[t.status]?.[asker] ?? '', answerable: t.status === 'asked' && asker === 'opponent' };
}

/**
 * Takeback adds its buttons and message to the play page's layout r (the
 * message after the draw offer, the buttons after Undo) and sends the
 * requests through actions: {act(what, fn), post(suffix, body)}, the play
 * page's error-reporting wrapper and its seat action.
 */
export class Takeback {
  constructor(r, actions) {
    this.text = el('span', { class: 'kp-takeback-text' });
    this.ask = button('takeback', 'Take back');
    this.accept = button('takeback-accept', 'Accept take-back', true);
    this.decline = button('takeback-decline', 'Decline take-back');
    this.abort = button('abort', 'Abort game');
    this.abortYes = button('abort-confirm', 'Yes, abort', true);
    this.abortNo = button('abort-cancel', 'Keep playing');
    this.abortYes.hidden = false;
    this.abortNo.hidden = false;
    this.confirm = el('div', { class: 'kp-confirm kp-abort-confirm', hidden: true },
      el('span', { text: 'Abort this game? It will count as no win, loss or draw.' }), this.abortYes, this.abortNo);
    this.confirming = false;
    this.last = null; // the last State and ctx rendered
    this.box = el('div', { class: 'kp-takeback', 'data-testid': 'takeback', role: 'status', 'aria-live': 'polite', hidden: true },
      this.text, el('span', { class: 'kp-takeback-actions' }, this.accept, this.decline));
    r.offer.after(this.box);
    r.buttons.undo.after(this.ask, this.abort);
    r.confirm.after(this.confirm);
    const on = (b, fn) => b.addEventListener('click', fn);
    on(this.ask, () => actions.act('The take-back was not asked', () => actions.post('/takeback', {})));
    on(this.accept, () => actions.act('Accepting the take-back failed', () => actions.post('/takeback/answer', { accept: true })));
    on(this.decline, () => actions.act('Declining the take-back failed', () => actions.post('/takeback/answer', { accept: false })));
    on(this.abort, () => this.confirmAbort(true));
    on(this.abortNo, () => this.confirmAbort(false));
    on(this.abortYes, () => {
      this.confirmAbort(false);
      actions.act('The game was not aborted', () => actions.post('/abort', {}));
    });
  }

  // confirmAbort shows or hides the question whether to abort.
  confirmAbort(on) {
    this.confirming = on;
    if (this.last) this.render(...this.last);
    (on ? this.abortNo : this.abort).focus();
  }

  /** render shows state's take-back and abort; ctx: {busy}. */
  render(state, ctx) {
    this.last = [state, ctx];
    const over = Boolean(state.result?.over);
    const t = !over ? state.takeback : null;
    let { text, answerable } = t ? message(state, t) : { text: '', answerable: false };
    const aborted = over && state.result.text === 'aborted';
    if (aborted) text = 'The game was aborted: it counts as no win, loss or draw.';
    this.box.hidden = !text;
    this.box.dataset.status = aborted ? 'aborted' : t?.status ?? 'none';
    if (this.text.textContent !== text) this.text.textContent = text;
    this.accept.hidden = !answerable;
    this.decline.hidden = !answerable;
    this.ask.hidden = over || !state.canTakeback;
    if (over || !state.canAbort) this.confirming = false;
    this.abort.hidden = over || !state.canAbort || this.confirming;
    this.confirm.hidden = !this.confirming;
    for (const b of [this.ask, this.accept, this.decline, this.abort, this.abortYes]) b.disabled = Boolean(ctx.busy);
  }
}
