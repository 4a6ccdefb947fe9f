// layout.js: the play page's elements, built once; panel.js fills them
// from each State.

import { el } from '../board/html.js';

export { el };

/** playerBar is one player's line: colour, name, state and clock. */
function playerBar(position) {
  const refs = {
    root: el('div', { class: `kp-player kp-player-${position}` }),
    disc: el('span', { class: 'kp-disc', 'aria-hidden': 'true' }),
    name: el('span', { class: 'kp-name' }),
    tags: el('span', { class: 'kp-tags' }),
    rating: el('span', { class: 'kp-rating-change', hidden: true }),
    turn: el('span', { class: 'kp-turn', text: 'to move' }),
    clock: el('span', { class: 'kp-clock', role: 'timer', hidden: true }),
  };
  refs.root.append(refs.disc, el('span', { class: 'kp-who' }, refs.name, refs.tags, refs.rating), refs.turn, refs.clock);
  return refs;
}

function button(action, text, extra = {}) {
  return el('button', { type: 'button', class: `kp-btn${extra.primary ? ' kp-btn-primary' : ''}${extra.danger ? ' kp-btn-danger' : ''}`, 'data-action': action, hidden: extra.hidden ?? true, text });
}

function shareRow(label, action) {
  const input = el('input', { class: 'kp-link', type: 'text', readonly: true, 'aria-label': label });
  const copy = button(action, 'Copy', { hidden: false });
  const labelEl = el('span', { class: 'kp-share-label', text: label });
  const field = el('div', { class: 'kp-share-field' }, input, copy);
  return { root: el('div', { class: 'kp-share-row' }, labelEl, field), label: labelEl, field, input, copy };
}

/** buildLayout returns the page's root element and named references. */
export function buildLayout() {
  const top = playerBar('top');
  const bottom = playerBar('bottom');
  const r = {
    top,
    bottom,
    boardSlot: el('div', { class: 'kp-board' }),
    promptSlot: el('div', { class: 'kp-prompt-slot' }),
    title: el('h1', { class: 'kp-title', text: 'Game' }),
    subtitle: el('p', { class: 'kp-subtitle' }),
    connection: el('span', { class: 'kp-connection', 'data-testid': 'connection', 'data-state': 'connecting', role: 'status' }),
    result: el('div', { class: 'kp-result', 'data-testid': 'result', role: 'status', hidden: true }),
    resultText: el('p', { class: 'kp-result-text' }),
    resultActions: el('div', { class: 'kp-result-actions' }),
    status: el('p', { class: 'kp-status', 'aria-live': 'polite' }),
    thinking: el('p', { class: 'kp-thinking', 'data-testid': 'thinking', hidden: true }, el('span', { class: 'kp-spinner', 'aria-hidden': 'true' }), 'Computer is thinking…'),
    alert: el('p', { class: 'kp-alert', 'data-testid': 'alert', role: 'alert', 'aria-live': 'assertive', hidden: true }),
    offer: el('div', { class: 'kp-offer', hidden: true }),
    hint: el('p', { class: 'kp-hint', 'data-testid': 'hint', hidden: true }),
    moves: el('ol', { class: 'kp-moves', 'aria-label': 'Moves' }),
    noMoves: el('p', { class: 'kp-no-moves', text: 'No moves yet.' }),
    info: el('div', { class: 'kp-info' }),
    share: el('div', { class: 'kp-share' }),
    pdn: el('a', { class: 'kp-pdn', download: true, text: 'Download PDN' }),
    buttons: {
      flip: button('flip', 'Flip board', { hidden: false }),
      hint: button('hint', 'Hint'),
      undo: button('undo', 'Undo'),
      drawOffer: button('draw-offer', 'Offer draw'),
      resign: button('resign', 'Resign', { danger: true }),
      resignConfirm: button('resign-confirm', 'Yes, resign', { danger: true, hidden: false }),
      resignCancel: button('resign-cancel', 'Keep playing', { hidden: false }),
      drawAccept: button('draw-accept', 'Accept draw', { primary: true }),
      drawDecline: button('draw-decline', 'Decline'),
      rematch: button('rematch', 'Rematch', { primary: true }),
      moveConfirm: button('move-confirm', 'Confirm', { primary: true, hidden: false }),
      moveCancel: button('move-cancel', 'Cancel', { hidden: false }),
    },
  };
  r.pendingText = el('span', { class: 'kp-pending-text' });
  r.pending = el('div', { class: 'kp-pending', 'data-testid': 'pending', role: 'group', 'aria-label': 'Confirm your move', hidden: true },
    r.pendingText, r.buttons.moveConfirm, r.buttons.moveCancel);
  r.movebox = el('form', { class: 'kp-movebox', hidden: true });
  r.invite = shareRow('Invite a friend: send this link', 'copy-invite');
  r.invite.renew = button('new-invite', 'New link', { hidden: false });
  r.invite.field.append(r.invite.renew);
  r.watch = shareRow('Watch link', 'copy-watch');
  r.watchers = el('p', { class: 'kp-watchers', 'data-testid': 'watchers', hidden: true });
  r.resultActions.append(r.buttons.rematch);
  r.result.append(r.resultText, r.resultActions);
  r.offerText = el('span', { class: 'kp-offer-text' });
  r.offer.append(r.offerText, el('span', { class: 'kp-offer-actions' }, r.buttons.drawAccept, r.buttons.drawDecline));
  r.confirm = el('div', { class: 'kp-confirm', hidden: true }, el('span', { text: 'Resign this game?' }), r.buttons.resignConfirm, r.buttons.resignCancel);
  r.share.append(r.invite.root, r.watch.root, r.watchers, el('p', { class: 'kp-pdn-line' }, r.pdn));
  const b = r.buttons;
  r.root = el('section', { class: 'kp', 'aria-label': 'Game', 'data-testid': 'game' },
    el('div', { class: 'kp-main' }, top.root, r.boardSlot, bottom.root, r.promptSlot, r.pending, r.movebox),
    el('aside', { class: 'kp-side' },
      el('header', { class: 'kp-head' }, el('div', {}, r.title, r.subtitle), r.connection),
      r.result,
      el('div', { class: 'kp-live' }, r.status, r.thinking),
      r.alert,
      r.offer,
      r.hint,
      el('div', { class: 'kp-actions' }, b.flip, b.hint, b.undo, b.drawOffer, b.resign),
      r.confirm,
      el('section', { class: 'kp-moves-box', 'aria-label': 'Moves' }, r.noMoves, r.moves),
      r.info,
      r.share));
  return r;
}
