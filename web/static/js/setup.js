// setup.js: the board editor, /setup?variant=KEY&position=TEXT: set up a
// position of any game (pieces, kings, stacks, the player to move,
// borne-off counts) on the board, have the server check it with the
// game's rules after every change (POST /api/position), then play on from
// it against the computer or a friend, or analyse it. The palette offers
// the game's kinds of piece as GET /api/variants lists them.

import { api, variantsOr, startGame } from './api.js';
import { h, alertBox, setTitle, navigate } from './nav.js';
import { checkerIcon } from './board/info.js';
import { SetupBoard } from './setup/board.js';
import { fromView, cleared, edit, body, toView } from './setup/model.js';

const COLOR = { black: 'Black', red: 'Red' };

/** mount draws the board editor into el. */
export async function mount(el, _params, query) {
  setTitle('Set up a position');
  const alert = alertBox();
  el.append(h('h1', { text: 'Set up a position' }), alert);
  const data = await variantsOr(alert);
  if (!data) return null;
  const variant = data.variants.find((v) => v.key === query.get('variant')) ?? data.variants[0];
  let view = variant.start;
  const text = query.get('position');
  if (text) {
    try {
      view = await api('GET', `/api/position?variant=${encodeURIComponent(variant.key)}&text=${encodeURIComponent(text)}`);
    } catch (err) {
      alert.show(`The position ${text} cannot be set up: ${err.message}. Here is the start position.`);
    }
  }
  if (!el.isConnected) return null;
  const editor = new Editor(data, variant, view, alert);
  el.append(editor.node);
  editor.check();
  return { destroy: () => editor.destroy() };
}

// Editor is the page's state: the game, the position being set up, the
// chosen tool and the last answer of the rules.
class Editor {
  constructor(data, variant, view, alert) {
    this.data = data;
    this.variant = variant;
    this.alert = alert;
    this.stacks = variant.start.pieces.some((p) => Array.isArray(p.stack));
    this.names = Object.fromEntries(variant.pieces.map((k) => [k.kind, k.name]));
    this.model = fromView(view, this.stacks);
    this.tool = { color: 'black', kind: variant.pieces[0].kind };
    this.answer = null; // the rules' view of the position, when legal
    this.seq = 0;
    this.loads = 0;
    this.flipped = false;
    this.build();
  }

  build() {
    const v = this.variant;
    const gameSelect = h('select', { name: 'variant', onchange: () => this.switchGame(gameSelect.value) },
      this.data.variants.map((g) => h('option', { value: g.key, text: g.name, selected: g.key === v.key })));
    const boardBox = h('div', { class: 'setup-board' });
    this.board = new SetupBoard(boardBox, (sq) => this.squareClicked(sq));
    this.turn = radios('turn', 'To move', ['black', 'red'].map((c) => [c, COLOR[c]]), this.model.turn, (value) => {
      this.model.turn = value;
      if (!this.colorChosen) this.color.value = value; // the player takes the side to move unless told
      this.changed(`${COLOR[value]} to move`);
    });
    this.said = h('p', { class: 'kb-sr', 'aria-live': 'polite', dataset: { testid: 'setup-said' } });
    this.status = h('p', { class: 'setup-status', role: 'status', 'aria-live': 'polite', dataset: { testid: 'setup-status' } });
    this.textLine = h('code', { dataset: { testid: 'setup-text' } });
    const tools = [];
    for (const color of ['black', 'red']) {
      for (const k of v.pieces) tools.push([`${color}-${k.kind}`, `${COLOR[color]} ${k.name}`, checkerIcon(color, k.kind)]);
    }
    tools.push(['erase', this.stacks ? 'Remove the top checker' : 'Remove', null]);
    const palette = h('fieldset', { class: 'choice setup-palette' },
      h('legend', { text: this.stacks ? 'Put on top of a stack' : 'Put on a square' }),
      h('div', { class: 'segmented segmented-small' }, tools.map(([value, label, icon]) =>
        h('label', {},
          h('input', { type: 'radio', name: 'tool', value, checked: value === `black-${this.tool.kind}`, dataset: { tool: value }, onchange: () => this.choose(value) }),
          h('span', {}, icon, label)))),
      h('span', { class: 'hint', text: this.stacks
        ? 'Click a square to add the chosen checker on top of its stack; Remove takes the top checker off.'
        : 'Click a square to put the chosen piece there; click it again, or use Remove, to take it away.' }));
    const extras = [];
    if (this.model.borneOff) {
      this.borne = {};
      for (const c of ['black', 'red']) {
        this.borne[c] = h('input', { type: 'number', name: `borne-${c}`, min: '0', max: '12', step: '1', value: String(this.model.borneOff[c]), inputmode: 'numeric',
          oninput: () => {
            this.model.borneOff[c] = Number(this.borne[c].value);
            this.changed(`${COLOR[c]} has borne off ${this.borne[c].value}`);
          } });
        extras.push(h('div', { class: 'field' }, h('label', {}, h('span', { class: 'label', text: `${COLOR[c]} borne off` }), this.borne[c])));
      }
    }
    const actions = h('p', { class: 'setup-actions' },
      h('button', { type: 'button', class: 'button', dataset: { action: 'clear' }, onclick: () => this.reset(cleared(this.model), 'The board is cleared') }, 'Clear board'),
      h('button', { type: 'button', class: 'button', dataset: { action: 'start-position' }, onclick: () => this.reset(fromView(v.start, this.stacks), 'The start position') }, 'Start position'),
      h('button', { type: 'button', class: 'button', dataset: { action: 'flip' }, 'aria-pressed': 'false', onclick: (e) => this.flip(e.currentTarget) }, 'Flip board'));
    // The position as text (PDN FEN, or the game's own form): typed or
    // pasted, then loaded with Enter or the button.
    this.fen = h('input', { type: 'text', name: 'fen', class: 'setup-fen', spellcheck: false, autocomplete: 'off', dataset: { testid: 'setup-fen' },
      onkeydown: (e) => { if (e.key === 'Enter') { e.preventDefault(); this.loadText(); } } });
    const fenForm = h('div', { class: 'field setup-fen-field' },
      h('label', { for: 'setup-fen' }, h('span', { class: 'label', text: 'Position as text (FEN)' })),
      h('div', { class: 'setup-fen-row' }, this.fen,
        h('button', { type: 'button', class: 'button', dataset: { action: 'load-fen' }, onclick: () => this.loadText() }, 'Load')));
    this.fen.id = 'setup-fen';
    this.playBox = this.playControls();
    const side = h('div', { class: 'setup-side' },
      h('div', { class: 'field' }, h('label', {}, h('span', { class: 'label', text: 'Game' }), gameSelect)),
      palette, this.turn, ...extras, actions, fenForm, this.status,
      h('p', { class: 'position-line' }, h('span', { class: 'label', text: 'Position ' }), this.textLine),
      this.playBox, this.said);
    this.node = h('div', { class: 'setup' }, boardBox, side);
    this.draw();
  }

  // playControls builds "Play from here" (opponent, level, colour) and the
  // link to analyse the position.
  playControls() {
    const levels = this.data.levels ?? [];
    this.level = h('select', { name: 'setup-level' }, levels.map((l) => h('option', { value: l.name, text: l.title ?? l.name })));
    if (levels.some((l) => l.name === 'casual')) this.level.value = 'casual';
    this.color = h('select', { name: 'setup-color', onchange: () => { this.colorChosen = true; } },
      ['black', 'red'].map((c) => h('option', { value: c, text: COLOR[c] })));
    this.color.value = this.model.turn;
    const levelField = h('div', { class: 'field' }, h('label', {}, h('span', { class: 'label', text: 'Computer level' }), this.level));
    const colorField = h('div', { class: 'field' }, h('label', {}, h('span', { class: 'label', text: 'Your colour' }), this.color));
    this.mode = radios('setup-mode', 'Opponent', [['computer', 'Computer'], ['friend', 'A friend (by link)'], ['local', 'Two players here']], 'computer', (value) => {
      levelField.hidden = value !== 'computer';
      colorField.hidden = value === 'local';
    });
    this.play = h('button', { type: 'button', class: 'button primary', dataset: { action: 'play-from-here' }, disabled: true, onclick: () => this.start() }, 'Play from here');
    this.analyse = h('a', { class: 'button', href: '/analyse', dataset: { action: 'analyse' } }, 'Analyse this position');
    this.playAlert = alertBox();
    this.playAlert.dataset.testid = 'play-alert';
    return h('div', { class: 'setup-play', role: 'group', 'aria-label': 'Play from this position' },
      h('h2', { text: 'Play from here' }), this.mode, levelField, colorField,
      h('p', { class: 'setup-actions' }, this.play, this.analyse), this.playAlert);
  }

  choose(value) {
    if (value === 'erase') this.tool = { erase: true };
    else {
      const [color, ...kind] = value.split('-');
      this.tool = { color, kind: kind.join('-') };
    }
  }

  squareClicked(sq) {
    this.changed(edit(this.model, sq, this.tool));
  }

  reset(model, said) {
    this.model = model;
    if (this.borne) for (const c of ['black', 'red']) this.borne[c].value = String(model.borneOff[c]);
    for (const r of this.turn.querySelectorAll('input')) r.checked = r.value === model.turn;
    if (!this.colorChosen) this.color.value = model.turn;
    this.changed(said);
  }

  // flip turns the board round (the button's aria-pressed says so).
  flip(button) {
    this.flipped = !this.flipped;
    button.setAttribute('aria-pressed', String(this.flipped));
    this.said.textContent = this.flipped ? 'The board is turned round' : 'The board is turned back';
    this.draw();
  }

  // loadText sets up the position written in the FEN box, as the rules
  // read it; a text they refuse changes nothing and says why.
  async loadText() {
    const text = this.fen.value.trim();
    if (!text) {
      this.alert.show('Type or paste a position first, such as the one under "Position".');
      return;
    }
    const seq = ++this.loads; // only the latest text counts
    let view;
    try {
      view = await api('GET', `/api/position?variant=${encodeURIComponent(this.variant.key)}&text=${encodeURIComponent(text)}`);
    } catch (err) {
      if (seq === this.loads) this.alert.show(`The position ${text} cannot be set up: ${err.message}. The board is unchanged.`);
      return;
    }
    if (seq !== this.loads || !this.node.isConnected) return;
    this.reset(fromView(view, this.stacks), 'The position is loaded');
  }

  switchGame(key) {
    navigate(`/setup?${new URLSearchParams({ variant: key })}`, { replace: true });
  }

  // changed redraws the edited position and has the rules check it.
  changed(said) {
    this.answer = null;
    this.said.textContent = said;
    this.draw();
    this.check();
  }

  draw() {
    // As a game of it is drawn, unless turned round.
    const flipped = (this.variant.bottom === 'black') !== Boolean(this.flipped);
    this.board.render(this.answer ?? toView(this.model, this.variant.start, this.names), { legal: [], flipped });
  }

  // check asks the rules about the position; only the latest answer counts.
  async check() {
    const seq = ++this.seq;
    this.play.disabled = true;
    this.status.textContent = 'Checking the position…';
    let answer = null;
    let reason = '';
    try {
      answer = await api('POST', '/api/position', { variant: this.variant.key, position: body(this.model) });
    } catch (err) {
      // 400 is the rules' refusal; anything else is no answer at all.
      reason = err.status === 400 ? `Not a legal position: ${err.message}` : `The position could not be checked: ${err.message}`;
    }
    if (seq !== this.seq || !this.node.isConnected) return;
    this.answer = answer;
    this.node.dataset.legal = String(Boolean(answer));
    if (!answer) {
      this.status.textContent = '';
      this.alert.show(reason);
      this.textLine.textContent = '';
      this.analyse.removeAttribute('href');
      return;
    }
    this.alert.show('');
    this.draw();
    const who = COLOR[answer.turn];
    this.status.textContent = answer.over
      ? `Legal position, but the game is over: ${answer.over}. No game can start from it.`
      : `Legal position: ${answer.moves} ${answer.moves === 1 ? 'move' : 'moves'} for ${who}.`;
    this.textLine.textContent = answer.text;
    if (document.activeElement !== this.fen) this.fen.value = answer.text;
    this.play.disabled = Boolean(answer.over);
    const params = new URLSearchParams({ variant: this.variant.key, position: answer.text });
    this.analyse.href = `/analyse?${params}`;
    // The address keeps the position: a reload, or Back from the game
    // started from it, comes back to it.
    history.replaceState(history.state, '', `/setup?${params}`);
  }

  // start creates a game from the checked position and opens it.
  async start() {
    if (!this.answer) return;
    const mode = this.mode.querySelector('input:checked').value;
    const req = { variant: this.variant.key, mode, position: this.answer.text, clock: null };
    if (mode === 'computer') req.level = this.level.value;
    if (mode !== 'local') req.color = this.color.value;
    this.playAlert.show('');
    this.play.disabled = true;
    try {
      await startGame(req);
    } catch (err) {
      this.playAlert.show(`No game from this position: ${err.message}`);
      this.play.disabled = false;
    }
  }

  destroy() {
    this.seq++;
    this.board.destroy();
  }
}

// radios builds a group of radio buttons; onChange(value) on a change.
function radios(name, legend, options, checked, onChange) {
  return h('fieldset', { class: `choice choice-${name}` },
    h('legend', { text: legend }),
    h('div', { class: 'segmented segmented-small' }, options.map(([value, label]) =>
      h('label', {},
        h('input', { type: 'radio', name, value, checked: value === checked, onchange: () => onChange(value) }),
        h('span', { text: label })))));
}
