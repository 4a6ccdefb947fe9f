// analyse.js: the analysis board (/analyse?variant=&position=): from any
// position, either side's moves may be played, and the engine's line is
// searched live for the position on the board (GET /api/analyse, server-
// sent events). The moves played here can be stepped back through.

import { api, variants } from './api.js';
import { h, alertBox, setTitle, loadBoard } from './nav.js';
import { evalBar } from './analysis/bar.js';
import { verdict } from './analysis/words.js';

/** mount draws the analysis board into el; query holds the variant and
 * the position text (the variant's start when absent). */
export async function mount(el, _params, query) {
  const variant = query.get('variant') || 'standard';
  const alert = alertBox();
  setTitle('Analysis board');
  el.append(h('h1', { text: 'Analysis board' }), alert);
  const Board = await loadBoard();
  const data = await variants().catch(() => ({ variants: [] }));
  const name = data.variants.find((v) => v.key === variant)?.name ?? variant;
  const firstPlayer = data.variants.find((v) => v.key === variant)?.first;
  let first;
  try {
    first = await explore(variant, query.get('position') ?? '', '');
  } catch (err) {
    alert.show(`This position cannot be analysed: ${err.message}`);
    return null;
  }
  el.firstChild.textContent = `Analysis board: ${name}`;

  // steps[i] is the explored position after i moves; at is the one shown.
  const steps = [first];
  let at = 0;
  let flipped = false;
  let source = null; // the live search's EventSource
  let line = null; // its latest Line

  const bar = evalBar();
  bar.clear();
  const boardBox = h('div', { class: 'replay-board' });
  const board = Board ? new Board(boardBox, { onMove: play }) : null;
  const status = h('p', { class: 'replay-status', 'aria-live': 'polite' });
  const engine = h('div', { class: 'analysis-details', dataset: { testid: 'engine-line' }, 'aria-live': 'polite' });
  const list = h('ol', { class: 'move-list', 'aria-label': 'Moves played on the analysis board' });
  const positionText = h('code', { class: 'position-text' });
  const button = (action, label, glyph, onclick) =>
    h('button', { type: 'button', class: 'button icon', 'aria-label': label, title: label, dataset: { action }, onclick }, glyph);
  const back = button('prev', 'Take back a move', '‹', () => go(at - 1));
  const forward = button('next', 'Forward a move', '›', () => go(at + 1));
  const flip = h('button', { type: 'button', class: 'button', dataset: { action: 'flip' }, 'aria-pressed': 'false', onclick: () => { flipped = !flipped; flip.setAttribute('aria-pressed', String(flipped)); draw(); } }, 'Flip board');
  const setup = h('a', { class: 'button', dataset: { action: 'setup' } }, 'Set up a position');
  const side = h('div', { class: 'replay-side' },
    h('div', { class: 'replay-controls', role: 'group', 'aria-label': 'Moves' }, back, forward),
    status,
    h('section', { class: 'analysis', 'aria-label': 'Engine' }, h('h2', { class: 'label', text: 'Engine' }), engine),
    list,
    h('p', { class: 'replay-links' }, flip, setup),
    h('p', { class: 'position-line' }, h('span', { class: 'label', text: 'Position ' }), positionText));
  el.append(h('div', { class: 'replay' },
    h('div', { class: 'replay-main' }, h('div', { class: 'board-row' }, bar.node, boardBox)), side));

  async function play(move) {
    const from = steps[at];
    try {
      const next = await explore(variant, from.position.text, move.text);
      steps.splice(at + 1, steps.length, next);
      go(at + 1);
    } catch (err) {
      alert.show(`That move cannot be played: ${err.message}`);
    }
  }
  function go(target) {
    at = Math.max(0, Math.min(steps.length - 1, target));
    alert.show('');
    draw();
    search();
  }
  function draw() {
    const step = steps[at];
    const turn = step.position.turn;
    board?.render(step.position, { legal: step.legal, lastMove: step.lastMove, flipped, hint: line?.best ?? null });
    status.textContent = step.result.over ? step.result.text : `${turn === 'red' ? 'Red' : 'Black'} to move`;
    positionText.textContent = step.position.text;
    setup.href = `/setup?variant=${encodeURIComponent(variant)}&position=${encodeURIComponent(step.position.text)}`;
    back.disabled = at === 0;
    forward.disabled = at === steps.length - 1;
    // Numbered pairs as in a replay; a line that starts with the second
    // player leaves the first half-move empty.
    const cells = steps.slice(1).map((s, i) =>
      h('button', { type: 'button', class: `move${i + 1 === at ? ' current' : ''}`, dataset: { ply: String(i + 1) }, onclick: () => go(i + 1) }, s.lastMove.text));
    if (firstPlayer && steps[0].position.turn !== firstPlayer && cells.length) cells.unshift(h('span', { class: 'move', text: '…', 'aria-hidden': 'true' }));
    const rows = [];
    for (let i = 0; i < cells.length; i += 2) rows.push(h('li', {}, h('span', { class: 'move-number', text: `${i / 2 + 1}.` }), cells[i], cells[i + 1] ?? ''));
    list.replaceChildren(...rows);
    history.replaceState(null, '', `/analyse?variant=${encodeURIComponent(variant)}&position=${encodeURIComponent(step.position.text)}`);
  }
  function search() {
    source?.close();
    line = null;
    const step = steps[at];
    if (step.result.over) {
      engine.replaceChildren(h('p', { text: `The game is over here: ${step.result.text}.` }));
      engine.dataset.state = 'over';
      bar.clear();
      return;
    }
    engine.replaceChildren(h('p', { class: 'muted', text: 'Thinking…' }));
    engine.dataset.state = 'searching';
    const turn = step.position.turn;
    const shown = at;
    source = new EventSource(`/api/analyse?variant=${encodeURIComponent(variant)}&position=${encodeURIComponent(step.position.text)}`);
    const update = (event, final) => {
      if (shown !== at) return;
      line = JSON.parse(event.data);
      bar.show(line, turn);
      engine.replaceChildren(
        h('p', { class: 'analysis-verdict', text: verdict(line, turn).long }),
        h('p', { class: 'analysis-best' }, 'Best: ', h('strong', { text: line.best?.text ?? '—' }), ` (depth ${line.depth}${final ? ', done' : ''})`),
        h('p', { class: 'analysis-line', text: `Line: ${line.line.join(' ')}` }));
      engine.dataset.state = final ? 'done' : 'searching';
      board?.render(step.position, { legal: step.legal, lastMove: step.lastMove, flipped, hint: line.best ?? null });
    };
    source.addEventListener('info', (event) => update(event, false));
    source.addEventListener('done', (event) => {
      update(event, true);
      source.close();
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED || engine.dataset.state === 'done') return;
      source.close();
      if (shown === at && !line) engine.replaceChildren(h('p', { text: 'The engine is busy: try again in a moment.' }));
    });
  }
  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !el.isConnected) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable], svg')) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  }
  document.addEventListener('keydown', onKey);
  go(0);
  return {
    destroy() {
      source?.close();
      document.removeEventListener('keydown', onKey);
      board?.destroy?.();
    },
  };
}

// explore asks the server for a position (after a move, when one is given)
// with its legal moves.
function explore(variant, position, move) {
  const q = new URLSearchParams({ variant });
  if (position) q.set('position', position);
  if (move) q.set('move', move);
  return api('GET', `/api/moves?${q}`);
}
