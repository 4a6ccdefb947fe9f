// play.js: the play page of one game (/game/{id}): the board, the players
// and their clocks, the move list, the game's buttons, and live updates
// over the game's WebSocket (docs/web-api.md).

import { api, ApiError, loadToken, saveToken, saveInvite, markRematch } from './api.js';
import { navigate } from './nav.js';
import { Board } from './board.js';
import { Clocks } from './clock.js';
import { LiveSocket } from './play/live.js';
import { buildLayout, el } from './play/layout.js';
import { renderPanel, showAlert, showConnection, isSeat } from './play/panel.js';
import { copyText } from './play/copy.js';
import { Takeback } from './play/takeback.js';
import { Deadlines } from './play/deadlines.js';
import { LookBack } from './play/lookback.js';
import { Feedback, idleReason } from './play/feedback.js';
import { Chat } from './play/chat.js';
import { MoveBox, resolveMove } from './play/movebox.js';
import { premoveFits, premoveLabel } from './board/premove.js';
import * as settings from './settings.js';

/**
 * mountGame renders the play page of game id into el; notice, when given,
 * is shown at once (such as "Both seats are taken: you are watching.").
 * It returns {destroy()}, which closes the live connection.
 */
export function mountGame(el_, id, { notice } = {}) {
  const game = new GamePage(el_, id);
  if (notice) showAlert(game.r, notice, 'notice');
  game.start();
  return { destroy: () => game.destroy() };
}

class GamePage {
  constructor(host, id) {
    this.host = host;
    this.id = id;
    this.token = loadToken(id);
    this.r = buildLayout();
    this.state = null;
    this.flipped = null; // decided by the first State
    this.busy = false;
    this.hint = null;
    this.hintBusy = false;
    this.confirming = false;
    this.premove = null; // a move chosen ahead: {squares} or {text}, and its label
    this.pending = null; // a move waiting for Confirm (the Confirm moves setting)
    this.applied = 0; // States applied so far, to drop answers overtaken by the socket
    this.destroyed = false;
    this.board = new Board(this.r.boardSlot, { onMove: (move) => this.pick(move), onPremove: (squares) => this.setPremove(squares && { squares }) });
    this.movebox = new MoveBox(this.r, { submit: (text) => this.typed(text) });
    this.r.promptSlot.append(this.board.prompt);
    this.r.info.append(this.board.info);
    this.feedback = new Feedback(this.r.root, { onRematch: () => this.rematch() });
    this.clocks = new Clocks({ black: this.r.top.clock, red: this.r.bottom.clock }, { onFlag: () => this.refreshSoon(), onLow: (color) => this.feedback.lowTime(color) });
    this.wire();
    const actions = { act: (what, fn) => this.act(what, fn), post: (suffix, body) => this.send('POST', suffix, body) };
    this.takeback = new Takeback(this.r, actions);
    this.deadlines = new Deadlines(this.r, actions);
    this.chat = new Chat(this.r, { path: (suffix) => this.path(suffix), token: this.token });
    this.lookback = new LookBack(this.r, this.board, { path: (suffix) => this.path(suffix), changed: () => this.paint() });
    host.append(this.r.root);
  }

  path(suffix = '') {
    return `/api/games/${encodeURIComponent(this.id)}${suffix}`;
  }

  async start() {
    this.r.status.textContent = 'Loading the game…';
    try {
      this.apply(await api('GET', this.path(), undefined, { token: this.token }));
    } catch (err) {
      if (this.destroyed) return;
      if (err instanceof ApiError && err.status === 404) {
        this.r.root.replaceChildren(el('div', { class: 'kp-missing' },
          el('h1', { text: 'No such game' }),
          el('p', { text: `There is no game ${this.id} on this server.` }),
          el('p', {}, el('a', { href: '/', text: 'Start a new game' }))));
        return;
      }
      showAlert(this.r, `The game could not be loaded: ${err.message}`);
    }
    if (this.destroyed) return;
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    this.socket = new LiveSocket(`${scheme}//${location.host}${this.path('/ws')}`, {
      token: this.token,
      onState: (state) => this.apply(state),
      onPresence: (watchers) => {
        if (!this.state) return;
        this.state.watchers = watchers;
        this.paint();
      },
      onChat: (line) => this.chat.add(line),
      onFresh: () => this.chat.reload(),
      onStatus: (status) => showConnection(this.r, status),
      onError: (message) => showAlert(this.r, message),
    });
    this.socket.start();
  }

  destroy() {
    this.destroyed = true;
    this.socket?.close();
    this.clocks.destroy();
    this.deadlines.destroy();
    clearTimeout(this.refreshTimer);
    this.board.destroy();
    this.lookback.destroy();
    this.r.root.remove();
  }

  // apply shows a new State.
  apply(state) {
    if (this.destroyed || !state) return;
    const previous = this.state;
    this.applied++;
    this.state = state;
    if (this.flipped === null) {
      const bottom = state.bottom ?? 'red';
      this.flipped = (state.you === 'black' || state.you === 'red') && state.you !== bottom;
    }
    if (!previous || previous.ply !== state.ply || previous.position?.text !== state.position?.text) {
      this.hint = null;
      this.pending = null;
    }
    if (previous && state.ply < previous.ply) this.premove = null; // a move taken back
    if (state.result?.over) this.confirming = false;
    this.clocks.update(state.clock);
    this.deadlines.update(state);
    this.chat.update(state);
    this.paint();
    this.feedback.update(previous, state);
    const yourMove = !state.result?.over && (state.legal?.length ?? 0) > 0 && state.you !== 'both';
    document.title = `${yourMove ? 'Your move · ' : ''}${state.variantName || 'Game'} · KingMe`;
    this.playPremove();
  }

  // premoveColor is the viewer's colour while a premove may be chosen: a
  // player of one side, the game going on, and no move to make now (or
  // the own move on its way).
  premoveColor() {
    const s = this.state;
    if (!s || s.result?.over || (s.you !== 'black' && s.you !== 'red')) return null;
    return s.legal?.length && !this.busy ? null : s.you;
  }

  // setPremove keeps a premove ({squares} or {text}; null cancels it).
  setPremove(premove) {
    this.premove = premove && { ...premove, label: premove.text ?? premoveLabel(this.state?.position, premove.squares) };
    this.paint();
    this.playPremove();
  }

  // playPremove plays the premove once the viewer is to move, when
  // exactly one legal move fits it; else it drops it and says why.
  playPremove() {
    const p = this.premove;
    const s = this.state;
    if (!p || !s) return;
    if (!this.premoveColor() && !s.legal?.length) {
      this.premove = null; // the game ended, or the viewer no longer plays
      this.paint();
      return;
    }
    if (this.busy || !s.legal?.length) return;
    this.premove = null;
    const fits = p.squares ? premoveFits(s.legal, p.squares) : [resolveMove(s.legal, p.text, s.position).move].filter(Boolean);
    if (fits.length === 1) {
      this.play(fits[0]);
      return;
    }
    showAlert(this.r, `Premove ${p.label} dropped: ${fits.length ? 'several moves fit it now; choose one.' : 'it is not a legal move in this position.'}`, 'notice');
    this.paint();
  }

  // pick takes a move chosen on the board: played at once, or kept for
  // Confirm when the Confirm moves setting is on.
  pick(move) {
    if (settings.get('confirm') !== 'on') {
      this.play(move);
      return;
    }
    this.pending = move;
    this.paint();
    this.r.buttons.moveConfirm.focus();
  }

  // confirmPending plays (yes) or drops the move waiting for Confirm.
  confirmPending(yes) {
    const move = this.pending;
    this.pending = null;
    if (yes && move && this.state?.legal?.some((m) => m.text === move.text)) this.play(move);
    else this.paint();
    if (!yes) this.board.svg.focus();
  }

  // typed takes the move box's text: a move now, or a premove while the
  // opponent is to move. It returns the message for the box.
  typed(text) {
    const s = this.state;
    if (!s || s.result?.over) return { text: 'The game is over.', kind: 'error', keep: true };
    if (this.premoveColor()) {
      if (!text.trim()) return { text: 'Type a move, such as 11-15, then press Enter.', kind: 'error', keep: true };
      this.setPremove({ text: text.trim() });
      return { text: `Premove ${text.trim()}: played when your turn comes, if it is legal then.`, kind: 'notice' };
    }
    const { move, error } = resolveMove(s.legal ?? [], text, s.position);
    if (!move) return { text: error, kind: 'error', keep: true };
    this.pick(move);
    return null;
  }

  bottomColor() {
    const bottom = this.state?.bottom ?? 'red';
    return this.flipped ? (bottom === 'red' ? 'black' : 'red') : bottom;
  }

  paint() {
    const s = this.state;
    if (!s) return;
    const bottom = this.bottomColor();
    renderPanel(this.r, s, {
      busy: this.busy,
      hint: this.hint,
      hintBusy: this.hintBusy,
      confirming: this.confirming,
      bottomColor: bottom,
      hasRematchToken: Boolean(s.rematch && loadToken(s.rematch)),
    });
    if (!this.lookback.render(s, { flipped: this.flipped })) {
      this.board.render(s.position, {
        legal: this.busy || s.result?.over ? [] : s.legal ?? [],
        lastMove: s.lastMove,
        flipped: this.flipped,
        hint: this.hint?.move ?? null,
        idle: idleReason(s, this.busy),
        premove: { color: this.premoveColor(), squares: this.premove?.squares ?? null },
        pending: this.pending,
      });
    }
    this.r.pending.hidden = !this.pending;
    if (this.pending) this.r.pendingText.textContent = `Play ${this.pending.text}?`;
    this.movebox.show(isSeat(s) && !s.result?.over, s.legal?.find((m) => !m.pass)?.text);
    this.r.info.hidden = this.board.info.hidden;
    // The clocks follow the players' bars.
    this.clocks.setElements(bottom === 'red' ? { black: this.r.top.clock, red: this.r.bottom.clock } : { black: this.r.bottom.clock, red: this.r.top.clock });
    this.takeback.render(s, { busy: this.busy });
  }

  // send makes a seat action; its answer (a State) is shown unless the
  // socket brought newer news meanwhile.
  async send(method, suffix, body) {
    const before = this.applied;
    const answer = await api(method, this.path(suffix), body, { token: this.token });
    if (answer && answer.id && answer.position && this.applied === before) this.apply(answer);
    return answer;
  }

  async act(what, fn) {
    showAlert(this.r, '');
    try {
      await fn();
    } catch (err) {
      if (this.destroyed) return;
      showAlert(this.r, `${what}: ${err.message}`);
      if (err instanceof ApiError && err.status === 409) this.refreshSoon(0);
    }
  }

  async play(move) {
    if (this.busy || !this.state) return;
    this.busy = true;
    this.paint();
    await this.act(`Move ${move.text} was not played`, () => this.send('POST', '/moves', { move: move.text, ply: this.state.ply }));
    this.busy = false;
    this.paint();
  }

  refreshSoon(delay = 1500) {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(async () => {
      const before = this.applied;
      try {
        const state = await api('GET', this.path(), undefined, { token: this.token });
        if (this.applied === before) this.apply(state);
      } catch { /* the socket will bring it */ }
    }, delay);
  }

  wire() {
    const b = this.r.buttons;
    const on = (button, fn) => button.addEventListener('click', fn);
    on(b.flip, () => {
      this.flipped = !this.flipped;
      this.paint();
    });
    on(b.hint, () => this.askHint());
    on(b.undo, () => this.act('Undo failed', () => this.send('POST', '/undo', {})));
    // The answer comes in a later State: drawDeclined, or the result.
    on(b.drawOffer, () => this.act('The draw offer failed', () => this.send('POST', '/draw', { action: 'offer' })));
    on(b.drawAccept, () => this.act('Accepting the draw failed', () => this.send('POST', '/draw', { action: 'accept' })));
    on(b.drawDecline, () => this.act('Declining the draw failed', () => this.send('POST', '/draw', { action: 'decline' })));
    on(b.resign, () => {
      this.confirming = true;
      this.paint();
      b.resignCancel.focus();
    });
    on(b.resignCancel, () => {
      this.confirming = false;
      this.paint();
      b.resign.focus();
    });
    on(b.resignConfirm, () => {
      this.confirming = false;
      this.act('Resigning failed', () => this.send('POST', '/resign', {}));
    });
    on(b.rematch, () => this.rematch());
    on(b.moveConfirm, () => this.confirmPending(true));
    on(b.moveCancel, () => this.confirmPending(false));
    this.r.pending.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.confirmPending(false);
    });
    on(this.r.invite.copy, () => copyText(this.r.invite.input, this.r.invite.copy));
    on(this.r.invite.renew, () => this.act('No new link', async () => {
      const { invite } = await api('POST', this.path('/invite'), {}, { token: this.token });
      saveInvite(this.state.id, invite);
      this.paint();
    }));
    on(this.r.watch.copy, () => copyText(this.r.watch.input, this.r.watch.copy));
  }

  async askHint() {
    if (this.hintBusy) return;
    this.hintBusy = true;
    this.paint();
    const ply = this.state.ply;
    await this.act('No hint', async () => {
      const hint = await api('POST', this.path('/hint'), {}, { token: this.token });
      if (this.state.ply === ply && hint?.move) this.hint = hint;
    });
    this.hintBusy = false;
    this.paint();
  }

  async rematch() {
    const s = this.state;
    if (!s || !isSeat(s)) return;
    await this.act('No rematch', async () => {
      if (s.rematch && loadToken(s.rematch)) {
        navigate(`/game/${encodeURIComponent(s.rematch)}`);
        return;
      }
      let answer;
      if (s.rematch && s.mode === 'friend') {
        // The seat is kept for this player's token of the old game.
        answer = await api('POST', `/api/games/${encodeURIComponent(s.rematch)}/join`, {}, { token: this.token });
      } else {
        answer = await api('POST', this.path('/rematch'), {}, { token: this.token });
        if (s.mode === 'friend') markRematch(answer.id);
      }
      saveToken(answer.id, answer.token);
      navigate(`/game/${encodeURIComponent(answer.id)}`);
    });
  }
}
