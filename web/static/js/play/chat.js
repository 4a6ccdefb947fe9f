// chat.js: the chat of a game between people on the play page
// (docs/chat.md, docs/web-api.md): the players' room and the spectators'
// room, as GET /chat gives them to this viewer, kept up to date by the
// socket's {"type":"chat"} messages; presets, a line to type, and for a
// player, muting the opponent. Every line is shown with textContent,
// never as HTML.

import { api } from '../api.js';
import { el } from './layout.js';

const ROOM_NAMES = { players: 'Players', spectators: 'Spectators' };

/**
 * Chat adds its box to the play page's layout r (after the moves) and
 * talks to the game's API through path(suffix) with the seat's token.
 */
export class Chat {
  constructor(r, { path, token }) {
    this.path = path;
    this.token = token;
    this.rooms = new Map(); // room -> {write, note, lines: Map id -> line}
    this.current = null;
    this.presets = [];
    this.muted = false;
    this.player = false;
    this.over = null;
    this.loading = null;
    this.tabs = el('div', { class: 'kp-chat-tabs', role: 'group', 'aria-label': 'Chat rooms' });
    this.log = el('ol', { class: 'kp-chat-log', role: 'log', 'aria-live': 'polite', 'aria-label': 'Chat', 'data-testid': 'chat-log' });
    this.presetBox = el('div', { class: 'kp-chat-presets', hidden: true });
    this.input = el('input', { class: 'kp-chat-input', type: 'text', maxlength: 140, autocomplete: 'off', 'aria-label': 'Chat message', placeholder: 'Say something…' });
    this.send = el('button', { type: 'submit', class: 'kp-btn', 'data-action': 'chat-send', text: 'Send' });
    this.form = el('form', { class: 'kp-chat-form', hidden: true }, this.input, this.send);
    this.note = el('p', { class: 'kp-chat-note', hidden: true });
    this.error = el('p', { class: 'kp-chat-error', role: 'alert', hidden: true });
    this.mute = el('button', { type: 'button', class: 'kp-btn kp-chat-mute', 'data-action': 'chat-mute', 'aria-pressed': 'false', hidden: true, text: 'Mute opponent' });
    this.box = el('section', { class: 'kp-chat', 'aria-label': 'Chat', 'data-testid': 'chat', hidden: true },
      el('div', { class: 'kp-chat-head' }, el('h2', { class: 'kp-chat-title', text: 'Chat' }), this.tabs, this.mute),
      this.log, this.presetBox, this.form, this.note, this.error);
    r.share.before(this.box);
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = this.input.value.trim();
      if (text) this.say({ text }, () => { this.input.value = ''; });
    });
    this.mute.addEventListener('click', () => this.setMuted(!this.muted));
  }

  /** update follows the game's State: the chat shows for games that have
   * one, and is read again when the game ends (the players then read the
   * spectators' room). */
  update(state) {
    if (!state.chat) {
      this.box.hidden = true;
      return;
    }
    this.box.hidden = false;
    this.player = state.you === 'black' || state.you === 'red';
    const over = Boolean(state.result?.over);
    if (this.over !== null && this.over !== over) this.reload();
    this.over = over;
  }

  /** reload reads the rooms and their lines (GET /chat): on the first
   * State of each socket, so that nothing said meanwhile is missed. */
  reload() {
    if (this.box.hidden && this.over === null) return;
    const run = async () => {
      try {
        const info = await api('GET', this.path('/chat'), undefined, { token: this.token });
        this.apply(info);
      } catch (err) {
        this.showError(`The chat could not be loaded: ${err.message}`);
      }
    };
    this.loading = (this.loading ?? Promise.resolve()).then(run);
    return this.loading;
  }

  apply(info) {
    const rooms = new Map();
    for (const room of info.rooms ?? []) {
      const lines = this.rooms.get(room.room)?.lines ?? new Map();
      for (const line of room.lines ?? []) lines.set(line.id, line);
      rooms.set(room.room, { write: room.write, note: room.note ?? '', lines });
    }
    this.rooms = rooms;
    this.presets = info.presets ?? [];
    this.muted = Boolean(info.muted);
    if (!this.rooms.has(this.current)) this.current = this.rooms.keys().next().value ?? null;
    this.render();
  }

  /** add shows a line the socket brought. */
  add(line) {
    const room = this.rooms.get(line.room);
    if (!room) {
      this.reload(); // a room this page does not know yet (the game just ended)
      return;
    }
    room.lines.set(line.id, line);
    if (line.room === this.current) this.renderLines();
    else this.renderTabs();
  }

  async say(body, done) {
    this.showError('');
    this.send.disabled = true;
    try {
      const { line } = await api('POST', this.path('/chat'), { room: this.current, ...body }, { token: this.token });
      this.add(line);
      done?.();
    } catch (err) {
      this.showError(`Not sent: ${err.message}`);
    } finally {
      this.send.disabled = false;
    }
  }

  async setMuted(muted) {
    this.showError('');
    try {
      await api('POST', this.path('/chat/mute'), { muted }, { token: this.token });
      await this.reload();
    } catch (err) {
      this.showError(`The opponent was not ${muted ? 'muted' : 'unmuted'}: ${err.message}`);
    }
  }

  showError(text) {
    this.error.textContent = text;
    this.error.hidden = !text;
  }

  render() {
    this.renderTabs();
    this.renderLines();
    const room = this.rooms.get(this.current);
    const write = Boolean(room?.write);
    this.form.hidden = !write;
    this.input.setAttribute('aria-label', `Message to the ${this.current === 'spectators' ? "spectators'" : "players'"} room`);
    this.note.textContent = room && !write ? room.note : '';
    this.note.hidden = !this.note.textContent;
    this.presetBox.replaceChildren(...(write && this.current === 'players' ? this.presets.map((p) => el('button', {
      type: 'button', class: 'kp-btn kp-chat-preset', 'data-preset': p.key, text: p.text, onclick: () => this.say({ preset: p.key }),
    })) : []));
    this.presetBox.hidden = this.presetBox.childElementCount === 0;
    this.mute.hidden = !this.player;
    this.mute.textContent = this.muted ? 'Unmute opponent' : 'Mute opponent';
    this.mute.setAttribute('aria-pressed', String(this.muted));
  }

  renderTabs() {
    const names = [...this.rooms.keys()];
    this.tabs.replaceChildren(...names.map((name) => el('button', {
      type: 'button', class: 'kp-chat-tab', 'data-room': name, 'aria-pressed': String(name === this.current),
      text: ROOM_NAMES[name] ?? name,
      onclick: () => {
        this.current = name;
        this.render();
      },
    })));
    this.tabs.hidden = names.length < 2;
  }

  renderLines() {
    const room = this.rooms.get(this.current);
    const lines = room ? [...room.lines.values()].sort((a, b) => a.id - b.id) : [];
    this.log.dataset.room = this.current ?? '';
    this.log.replaceChildren(...lines.map((line) => el('li', { class: 'kp-chat-line', 'data-id': line.id, 'data-seat': line.seat || null },
      el('span', { class: `kp-chat-name${line.seat ? ` kp-chat-${line.seat}` : ''}`, text: line.name }),
      ' ',
      el('span', { class: 'kp-chat-text', text: line.text }))));
    if (!lines.length) this.log.append(el('li', { class: 'kp-chat-empty', text: 'No messages yet.' }));
    this.log.scrollTop = this.log.scrollHeight;
  }
}
