// panel.js: filling the play page's elements (layout.js) from a State.

import { el } from './layout.js';
import { loadInvite, inviteLink, isRematch } from '../api.js';
import { verdict } from '../analysis/words.js';
import { ratingChangeText } from './result.js';

const NAME = { black: 'Black', red: 'Red' };

/** other returns the other colour. */
export function other(color) {
  return color === 'black' ? 'red' : 'black';
}

/** isSeat reports whether the viewer plays (one seat or both). */
export function isSeat(state) {
  return state.you === 'black' || state.you === 'red' || state.you === 'both';
}

/** firstColor returns the colour that made (or makes) the first move. */
export function firstColor(state) {
  return state.ply % 2 === 0 ? state.turn : other(state.turn);
}

function fillPlayer(bar, state, color) {
  const seat = state.seats?.[color] ?? {};
  bar.root.dataset.seat = color;
  bar.clock.dataset.testid = `clock-${color}`;
  bar.clock.setAttribute('aria-label', `${NAME[color]}'s clock`);
  bar.disc.className = `kp-disc kp-disc-${color}`;
  const waiting = !seat.taken;
  // Unnamed players are named as the archive and the PDN files name them.
  bar.name.textContent = waiting ? 'Waiting for a player…' : seat.name || (seat.player === 'computer' ? 'KingMe' : 'Anonymous');
  const tags = [NAME[color]];
  if (state.you === color) tags.push('you');
  if (seat.taken && seat.player === 'human' && state.mode === 'friend') tags.push(seat.online ? 'online' : 'away');
  bar.tags.textContent = tags.join(' · ');
  bar.root.classList.toggle('kp-player-waiting', waiting);
  bar.root.classList.toggle('kp-player-away', state.mode === 'friend' && seat.taken && !seat.online);
  const moving = !state.result?.over && state.turn === color;
  bar.root.classList.toggle('kp-player-moving', moving);
  bar.turn.hidden = !moving;
  // A rated game, ended: what it did to the player's rating.
  const change = state.ratingChanges?.[color];
  bar.rating.hidden = !change;
  bar.rating.dataset.testid = `rating-change-${color}`;
  bar.rating.textContent = change ? `Rating ${ratingChangeText(change)}` : '';
}

/**
 * statusText says whose move it is, from the viewer's side.
 */
function statusText(state, busy) {
  if (busy) return 'Sending your move…';
  const free = ['black', 'red'].find((c) => !state.seats?.[c]?.taken);
  if (free) return `Waiting for a player to take ${NAME[free]}'s seat.`;
  const mover = NAME[state.turn];
  if (state.you === 'both') return `${mover} to move.`;
  if (state.you === state.turn) return state.legal?.length ? 'Your move.' : 'Your move (no legal move).';
  if (state.you) return `${mover} to move: waiting for your opponent.`;
  return `${mover} to move.`;
}

/** renderMoves fills the move list, numbered by full moves. */
function renderMoves(r, state) {
  const moves = state.moves ?? [];
  r.noMoves.hidden = moves.length > 0;
  const first = firstColor(state);
  const rows = [];
  for (let i = 0; i < moves.length; i += 2) {
    const row = el('li', { class: 'kp-move-row' }, el('span', { class: 'kp-move-no', text: `${i / 2 + 1}.` }));
    for (const k of [i, i + 1]) {
      if (k >= moves.length) break;
      const color = k % 2 === 0 ? first : other(first);
      const current = k === moves.length - 1;
      row.append(el('span', {
        class: `kp-move kp-move-${color}${current ? ' kp-move-current' : ''}`,
        'data-ply': k + 1,
        'aria-current': current ? 'step' : null,
        'aria-label': `${NAME[color]} ${moves[k].text}`,
        text: moves[k].text,
      }));
    }
    rows.push(row);
  }
  const wasAtEnd = r.moves.scrollHeight - r.moves.scrollTop - r.moves.clientHeight < 40;
  r.moves.replaceChildren(...rows);
  if (wasAtEnd || moves.length < 3) r.moves.scrollTop = r.moves.scrollHeight;
}

/**
 * renderOffer shows a standing draw offer, with the answer buttons to the
 * player it is made to; and, to the offerer, that the last offer was
 * declined (the State's drawDeclined, until the offerer moves).
 */
function renderOffer(r, state) {
  const offer = state.drawOffer;
  const over = state.result?.over;
  const declined = !offer && !over && state.drawDeclined && state.you === state.drawDeclined;
  const answerable = offer && !over && (state.you === 'both' || (isSeat(state) && state.you !== offer));
  r.offer.hidden = !(offer || declined) || over;
  r.offer.dataset.offer = offer ? 'standing' : declined ? 'declined' : 'none';
  r.buttons.drawAccept.hidden = !answerable;
  r.buttons.drawDecline.hidden = !answerable;
  if (declined) {
    r.offerText.textContent = state.mode === 'computer' ? 'The computer declined your draw offer: play on.' : 'Your opponent declined your draw offer.';
    return;
  }
  if (!offer || over) return;
  if (answerable) r.offerText.textContent = state.you === 'both' ? `${NAME[offer]} offers a draw.` : 'Your opponent offers a draw.';
  else if (state.you === offer) r.offerText.textContent = 'You offered a draw: waiting for the answer.';
  else r.offerText.textContent = `${NAME[offer]} offers a draw.`;
}

function renderResult(r, state, ctx) {
  const result = state.result ?? {};
  r.result.hidden = !result.over;
  if (!result.over) return;
  r.result.dataset.winner = result.winner ?? 'draw';
  // Only a player of one side wins or loses: not a spectator (you null),
  // not two players at one screen, and nobody in a draw (winner null).
  const player = state.you === 'black' || state.you === 'red';
  let yours = '';
  if (player && result.winner) yours = state.you === result.winner ? ' You win!' : ' You lose.';
  const text = result.text || 'Game over';
  r.resultText.textContent = `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}${yours}`;
  const rematch = r.buttons.rematch;
  rematch.hidden = !isSeat(state);
  r.resultActions.querySelector('.kp-watch-rematch')?.remove();
  if (state.rematch && ctx.hasRematchToken) rematch.textContent = 'Go to the rematch';
  else if (state.rematch && isSeat(state)) rematch.textContent = 'Your opponent wants a rematch: join';
  else rematch.textContent = 'Rematch';
  if (state.rematch && !isSeat(state)) {
    r.resultActions.append(el('a', { class: 'kp-watch-rematch', href: `/game/${encodeURIComponent(state.rematch)}`, text: 'Watch the rematch' }));
  }
}

function renderShare(r, state) {
  const origin = location.origin;
  const id = encodeURIComponent(state.id);
  const freeSeat = state.mode === 'friend' && ['black', 'red'].some((c) => !state.seats?.[c]?.taken);
  r.invite.root.hidden = !freeSeat || state.result?.over;
  const invite = loadInvite(state.id);
  // A rematch this browser asked for keeps the free seat for the opponent,
  // who joins from the last game's page: no link is needed.
  const kept = !invite && isRematch(state.id);
  r.invite.label.textContent = kept ? 'Your opponent joins the rematch from the last game: no link is needed.' : 'Invite a friend: send this link';
  r.invite.field.hidden = kept;
  r.invite.input.value = invite ? inviteLink(state.id, invite) : '';
  r.invite.input.placeholder = 'This browser has no link for this game: make a new one';
  r.invite.copy.disabled = !invite;
  r.invite.renew.hidden = !isSeat(state);
  r.watch.input.value = `${origin}/game/${id}`;
  const watchers = state.watchers ?? 0;
  r.watchers.hidden = watchers === 0;
  r.watchers.textContent = watchers === 1 ? '1 person watching' : `${watchers} people watching`;
  r.pdn.href = `/api/games/${id}/pdn`;
}

/**
 * renderPanel shows state in the page's elements. ctx: {busy, hint,
 * confirming, hasRematchToken}.
 */
export function renderPanel(r, state, ctx) {
  const over = Boolean(state.result?.over);
  Object.assign(r.root.dataset, { gamePly: state.ply, turn: state.turn, you: state.you ?? 'none', over: String(over) });
  r.title.textContent = state.variantName || state.variant;
  const mode = { computer: `Against the computer${state.level ? ` (${state.level})` : ''}`, friend: 'Against a friend', local: 'Two players at one screen' }[state.mode] ?? '';
  const days = state.correspondence?.daysPerMove;
  const clock = state.clock ? ` · ${Math.round(state.clock.initial / 60000 * 10) / 10}+${Math.round(state.clock.increment / 1000)}`
    : days ? ` · ${days} ${days === 1 ? 'day' : 'days'} a move` : '';
  r.subtitle.textContent = `${mode}${clock}${state.opening ? ` · ${state.opening}` : ''}${isSeat(state) ? '' : ' · you are watching'}`;
  const bottom = ctx.bottomColor;
  fillPlayer(r.bottom, state, bottom);
  fillPlayer(r.top, state, other(bottom));
  r.status.textContent = over ? '' : statusText(state, ctx.busy);
  r.status.hidden = over;
  r.thinking.hidden = !state.thinking || over;
  renderMoves(r, state);
  renderOffer(r, state);
  renderResult(r, state, ctx);
  renderShare(r, state);
  const seat = isSeat(state) && !over;
  const myTurn = seat && (state.legal?.length ?? 0) > 0;
  const b = r.buttons;
  b.hint.hidden = !myTurn || state.mode === 'friend'; // no engine help between friends
  b.hint.disabled = ctx.busy || ctx.hintBusy;
  b.undo.hidden = !state.canUndo || over; // a finished game stays finished
  b.undo.disabled = ctx.busy;
  b.drawOffer.hidden = !seat || Boolean(state.drawOffer) || !['black', 'red'].every((c) => state.seats?.[c]?.taken);
  b.resign.hidden = !seat || ctx.confirming;
  r.confirm.hidden = !seat || !ctx.confirming;
  r.hint.hidden = !ctx.hint;
  if (ctx.hint) {
    r.hint.textContent = `Hint: ${ctx.hint.move.text}${hintWords(ctx.hint, state.turn)}`;
  }
}

/** hintWords says where a hint comes from and what is known of the
 * position: " (searched 12 plies deep)", " (from the opening book)", and
 * the result when the search or the endgame databases know it. */
function hintWords(hint, turn) {
  const plies = hint.depth === 1 ? 'ply' : 'plies';
  let how = '';
  if (hint.source === 'book') how = ' (from the opening book)';
  else if (hint.source !== 'egdb' && hint.depth) how = ` (searched ${hint.depth} ${plies} deep)`;
  return how + (hint.outcome ? ` · ${verdict(hint, turn).long}` : '');
}

/** showAlert fills the alert line (kind "error" or "notice"); '' hides it. */
export function showAlert(r, text, kind = 'error') {
  r.alert.textContent = text;
  r.alert.hidden = !text;
  r.alert.dataset.kind = kind;
}

/** showConnection sets the connection indicator. */
export function showConnection(r, status) {
  r.connection.dataset.state = status;
  r.connection.textContent = { open: 'Live', connecting: 'Connecting…', reconnecting: 'Reconnecting…', closed: 'Not live' }[status] ?? status;
}
