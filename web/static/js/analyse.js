// analyse.js: the analysis board (/analyse?variant=&position=): from any
// position, either side's moves may be played, and the engine's line is
// searched live for the position on the board (GET /api/analyse, server-
// sent events). The moves played here form a tree: the main line, and a
// variation wherever another move is played from a position already left;
// every move of it can be gone back to.

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

  // The tree of moves played: each node an explored position, with the
  // move that led there (lastMove), its parent and its children (the
  // first is the main line on from it). at is the node shown.
  const root = { step: first, parent: null, children: [], id: 0 };
  let nextId = 1;
  let at = root;
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
  const back = button('prev', 'Take back a move', '‹', () => go(at.parent ?? at));
  const forward = button('next', 'Forward a move', '›', () => go(at.children[0] ?? at));
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
    const known = at.children.find((c) => c.step.lastMove.text === move.text);
    if (known) {
      go(known); // a move already played from here: its line
      return;
    }
    const from = at;
    try {
      const next = await explore(variant, from.step.position.text, move.text);
      const node = { step: next, parent: from, children: [], id: nextId++ };
      from.children.push(node); // the first is the main line, the others variations
      go(node);
    } catch (err) {
      alert.show(`That move cannot be played: ${err.message}`);
    }
  }
  function go(node) {
    at = node;
    alert.show('');
    draw();
    search();
  }
  // plyOf is how many moves node is from the root.
  function plyOf(node) {
    let n = 0;
    for (let x = node; x.parent; x = x.parent) n++;
    return n;
  }
  function draw() {
    const step = at.step;
    const turn = step.position.turn;
    board?.render(step.position, { legal: step.legal, lastMove: step.lastMove, flipped, hint: line?.best ?? null });
    status.textContent = step.result.over ? step.result.text : `${turn === 'red' ? 'Red' : 'Black'} to move`;
    positionText.textContent = step.position.text;
    setup.href = `/setup?variant=${encodeURIComponent(variant)}&position=${encodeURIComponent(step.position.text)}`;
    back.disabled = !at.parent;
    forward.disabled = !at.children.length;
    list.replaceChildren(...mainLine());
    history.replaceState(null, '', `/analyse?variant=${encodeURIComponent(variant)}&position=${encodeURIComponent(step.position.text)}`);
  }
  // moveButton is the list's button for node, which shows it when clicked.
  function moveButton(node, main) {
    const dataset = { node: String(node.id) };
    if (main) dataset.ply = String(plyOf(node));
    return h('button', { type: 'button', class: `move${node === at ? ' current' : ''}`, dataset, 'aria-current': node === at ? 'true' : null, onclick: () => go(node) }, node.step.lastMove.text);
  }
  // moveNumber is the full-move number of the move that led to node, as
  // a replay numbers them (a line started by the second player counts its
  // first move as move 1 too).
  function moveNumber(node) {
    const secondFirst = firstPlayer && root.step.position.turn !== firstPlayer ? 1 : 0;
    return Math.floor((plyOf(node) - 1 + secondFirst) / 2) + 1;
  }
  // isFirstPlayers says whether the move that led to node was the first
  // player's of its pair.
  function isFirstPlayers(node) {
    const secondFirst = firstPlayer && root.step.position.turn !== firstPlayer ? 1 : 0;
    return (plyOf(node) - 1 + secondFirst) % 2 === 0;
  }
  // mainLine renders the main line as numbered pairs; after a move with
  // variations (its parent's other children), the variations follow in a
  // row of their own.
  function mainLine() {
    const rows = [];
    let row = null;
    for (let node = root.children[0]; node; node = node.children[0]) {
      if (!row || isFirstPlayers(node)) {
        row = h('li', {}, h('span', { class: 'move-number', text: `${moveNumber(node)}.` }));
        if (!isFirstPlayers(node)) row.append(h('span', { class: 'move', text: '…', 'aria-hidden': 'true' }));
        rows.push(row);
      }
      row.append(moveButton(node, true));
      const others = node.parent.children.slice(1);
      if (others.length) {
        rows.push(h('li', { class: 'variations' }, others.map((v) => variation(v))));
        row = null;
      }
    }
    return rows;
  }
  // variation renders the line that starts with node, in brackets, with
  // the variations inside it nested.
  function variation(node) {
    const parts = [];
    let first = true;
    for (let x = node; x; x = x.children[0]) {
      if (first || isFirstPlayers(x)) parts.push(h('span', { class: 'move-number', text: `${moveNumber(x)}.${isFirstPlayers(x) ? '' : '..'}` }));
      parts.push(moveButton(x, false));
      for (const v of x.parent.children.slice(1)) if (x === x.parent.children[0]) parts.push(variation(v));
      first = false;
    }
    return h('span', { class: 'variation', dataset: { testid: 'variation' } }, '(', ...parts, ')');
  }
  function search() {
    source?.close();
    line = null;
    const step = at.step;
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
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const to = event.key === 'ArrowLeft' ? at.parent : at.children[0];
    if (to) go(to);
  }
  document.addEventListener('keydown', onKey);
  go(root);
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
