// study.js: a game opened from a PDN file (/study/{id}): its moves with
// the annotator's comments and marks, its variations to step through, the
// engine's analysis of its moves, and its link to share.

import { api, variants } from './api.js';
import { h, alertBox, setTitle, loadBoard, navigate } from './nav.js';
import { analysisPanel } from './analysis/panel.js';
import { MARKS } from './analysis/words.js';
import { copyText } from './play/copy.js';
import { playOn, tagTitle, resultText, keepVisible, FILE_KEY } from './replay.js';

// NAG_GLYPHS are the annotator's marks PDN writes as ! ? !! ?? !? ?! or
// $1 to $6, with their meaning.
const NAG_GLYPHS = {
  1: ['!', 'good move'], 2: ['?', 'poor move'], 3: ['!!', 'very good move'],
  4: ['??', 'very poor move'], 5: ['!?', 'interesting move'], 6: ['?!', 'dubious move'],
};

/** mount draws the opened game params[0] into el. */
export async function mount(el, [id]) {
  setTitle('Opened game');
  const alert = alertBox();
  const heading = h('h1', { text: 'Opened game' });
  el.append(heading, alert);
  let study;
  try {
    study = await api('GET', `/api/studies/${encodeURIComponent(id)}`);
  } catch (err) {
    alert.show(err.status === 404 ? `There is no opened game "${id}".` : `The game could not be loaded: ${err.message}`);
    return null;
  }
  const view = await studyView(study);
  heading.textContent = view.title;
  setTitle(view.title);
  el.append(view.node);
  return view;
}

// studyView builds the page of a study: {node, title, destroy}.
async function studyView(study) {
  const Board = await loadBoard();
  const data = await variants().catch(() => ({ variants: [] }));
  const variantName = data.variants.find((v) => v.key === study.variant)?.name ?? study.variant;
  const boardBox = h('div', { class: 'replay-board' });
  let board = null;
  try {
    if (Board) board = new Board(boardBox, {});
  } catch (err) {
    console.error(err);
  }
  let flipped = false;
  // The line shown: its nodes from the start, and the ply reached in it.
  let line = [];
  let ply = 0;
  const buttons = new Map(); // node → its button

  // Each move of the tree is a node: {move, line (the nodes of its line
  // from the start), ply (its place in it, from 1), main}.
  const mainLine = [];
  const list = h('div', { class: 'study-moves', role: 'group', 'aria-label': 'Moves', dataset: { testid: 'study-moves' } });
  if (study.comment) list.append(h('p', { class: 'study-comment study-game-comment', text: study.comment }));
  list.append(...renderLine(study.moves, [], true, mainLine));
  line = mainLine;

  function renderLine(moves, prefix, main, into = []) {
    const own = moves.map((move) => ({ move, main }));
    into.push(...prefix, ...own);
    own.forEach((node, i) => { node.line = into; node.ply = prefix.length + i + 1; });
    const out = [];
    let numbered = false;
    own.forEach((node, i) => {
      const { move } = node;
      for (const c of move.before ?? []) out.push(h('span', { class: 'study-comment', text: c }));
      if (move.before?.length) numbered = false;
      if (!move.second || !numbered) {
        out.push(h('span', { class: 'move-number', text: `${move.number}${move.second ? '…' : '.'}` }));
      }
      const b = h('button', {
        type: 'button', class: `move${main ? ' main' : ''}`, dataset: { ply: String(node.ply), ...(main ? { main: '' } : {}) },
        title: move.written ? `written ${move.written}` : null, onclick: () => go(node.line, node.ply),
      }, move.text);
      for (const n of move.nags ?? []) {
        const [glyph, meaning] = NAG_GLYPHS[n] ?? [`$${n}`, `annotation $${n}`];
        b.append(h('span', { class: 'move-nag', title: `The annotator: ${meaning}`, dataset: { nag: String(n) }, text: glyph }));
      }
      buttons.set(node, b);
      out.push(b);
      numbered = true;
      for (const c of move.comments ?? []) {
        out.push(h('span', { class: 'study-comment', text: c }));
        numbered = false;
      }
      for (const v of move.variations ?? []) {
        const sub = renderLine(v, node.line.slice(0, node.ply - 1), false);
        out.push(h('div', { class: 'study-variation', dataset: { testid: 'variation' } }, h('span', { class: 'paren', text: '(' }), sub, h('span', { class: 'paren', text: ')' })));
        numbered = false;
      }
    });
    return out;
  }

  const counter = h('span', { class: 'replay-ply', dataset: { testid: 'replay-ply' }, 'aria-live': 'polite' });
  const status = h('p', { class: 'replay-status' });
  const where = h('p', { class: 'study-where', dataset: { testid: 'study-where' } });
  const positionText = h('code', { class: 'position-text' });
  const button = (action, label, glyph, onclick) =>
    h('button', { type: 'button', class: 'button icon', 'aria-label': label, title: label, dataset: { action }, onclick }, glyph);
  const controls = {
    first: button('first', 'First position (Home)', '«', () => go(line, 0)),
    prev: button('prev', 'Previous move (Left arrow)', '‹', () => go(line, ply - 1)),
    next: button('next', 'Next move (Right arrow)', '›', () => go(line, ply + 1)),
    last: button('last', 'Last move of this line (End)', '»', () => go(line, line.length)),
  };
  const mainButton = h('button', { type: 'button', class: 'button', dataset: { action: 'main-line' }, hidden: true, onclick: () => go(mainLine, mainPly()) }, 'Back to the game');
  const explore = h('a', { class: 'button', href: '/analyse', dataset: { action: 'explore' } }, 'Analysis board from here');
  const flip = h('button', { type: 'button', class: 'button', dataset: { action: 'flip' }, 'aria-pressed': 'false', onclick: () => { flipped = !flipped; flip.setAttribute('aria-pressed', String(flipped)); draw(); } }, 'Flip board');
  const link = `${location.origin}/study/${encodeURIComponent(study.id)}`;
  const linkInput = h('input', { type: 'text', readonly: true, value: link, 'aria-label': 'Link to this game', dataset: { testid: 'study-link' } });
  const copy = h('button', { type: 'button', class: 'button', dataset: { action: 'copy-link' } }, 'Copy link');
  copy.addEventListener('click', () => copyText(linkInput, copy));
  const tags = study.tags ?? {};
  const facts = [['Event', tags.Event], ['Site', tags.Site], ['Date', tags.Date], ['Black', tags.Black], ['Red', tags.White ?? tags.Red], ['Result', resultText(study.result, tags.Result)]]
    .filter(([, value]) => value && value !== '?' && value !== '????.??.??');
  const file = fromFile(study.id);
  const side = h('div', { class: 'replay-side' },
    file ? h('p', {}, h('button', { type: 'button', class: 'button', onclick: () => navigate('/replay') }, '← All games in the file')) : '',
    h('div', { class: 'replay-controls', role: 'group', 'aria-label': 'Replay controls' },
      controls.first, controls.prev, counter, controls.next, controls.last),
    status, where, list,
    h('p', { class: 'study-legend muted' }, 'The annotator\'s marks (!, ?, !?…) stand beside the moves; the engine\'s, once analysed, in colour: ',
      h('span', { class: 'move-mark mark-inaccuracy', text: MARKS.inaccuracy }), ' inaccuracy, ',
      h('span', { class: 'move-mark mark-mistake', text: MARKS.mistake }), ' mistake, ',
      h('span', { class: 'move-mark mark-blunder', text: MARKS.blunder }), ' blunder.'),
    h('dl', { class: 'tags' }, facts.map(([k, v]) => [h('dt', { text: k }), h('dd', { text: v })])),
    study.notes?.length ? h('p', { class: 'muted', text: `Read with ${study.notes.length === 1 ? 'a note' : `${study.notes.length} notes`}: ${study.notes.join('; ')}` }) : '',
    h('div', { class: 'study-share' },
      h('label', { class: 'label', text: 'Link to this game' }), h('div', { class: 'study-share-field' }, linkInput, copy)),
    h('p', { class: 'replay-links' }, mainButton, flip,
      h('a', { class: 'button', href: `/api/studies/${encodeURIComponent(study.id)}/pdn`, download: `kingme-study-${study.id}.pdn`, dataset: { action: 'download' } }, 'Download PDN')),
    h('p', { class: 'position-line' }, h('span', { class: 'label', text: 'Position ' }), positionText),
    h('p', { class: 'replay-links' }, explore),
    playOn(study.variant, () => position(), data.levels ?? []));

  // The analysis of the game's moves (the main line): a study is a record,
  // so it may be analysed whatever its result.
  const panel = analysisPanel({
    id: study.id, base: `/api/studies/${encodeURIComponent(study.id)}`, over: true,
    onPick: (at) => go(mainLine, at), markMove,
  });
  const node = h('div', { class: 'replay study' },
    h('div', { class: 'replay-main' }, h('div', { class: 'board-row' }, panel.bar, boardBox), panel.below), side);

  function markMove(i, mark) {
    const b = buttons.get(mainLine[i]);
    if (!b || b.dataset.mark) return;
    b.dataset.mark = mark;
    b.classList.add(`mark-${mark}`);
    b.append(h('span', { class: 'move-mark', text: MARKS[mark], title: `The engine: ${mark}` }));
  }
  function position() {
    return ply === 0 ? study.start : line[ply - 1].move.position;
  }
  // mainPly is how far the line shown follows the game's moves.
  function mainPly() {
    let n = 0;
    while (n < ply && line[n]?.main) n++;
    return n;
  }
  function go(to, target) {
    line = to;
    ply = Math.max(0, Math.min(line.length, target));
    draw();
  }
  function draw() {
    const pos = position();
    const node = ply > 0 ? line[ply - 1] : null;
    const onMain = !node || node.main;
    try {
      board?.render(pos, { legal: [], lastMove: node?.move ?? null, flipped, hint: onMain ? panel.best(ply) : null });
    } catch (err) {
      console.error(err);
    }
    counter.textContent = `${ply} / ${line.length}`;
    counter.dataset.value = String(ply);
    controls.first.disabled = controls.prev.disabled = ply === 0;
    controls.next.disabled = controls.last.disabled = ply === line.length;
    status.textContent = ply === line.length && onMain && study.result?.over
      ? resultText(study.result)
      : `${pos?.turn === 'red' ? 'Red' : 'Black'} to move${node ? ` after ${node.move.text}` : ''}`;
    where.textContent = onMain ? '' : `In a variation: ${line.slice(mainPly(), ply).map((n) => n.move.text).join(' ')}`;
    mainButton.hidden = onMain && line === mainLine;
    positionText.textContent = pos?.text ?? '';
    explore.href = `/analyse?variant=${encodeURIComponent(study.variant)}&position=${encodeURIComponent(pos?.text ?? '')}`;
    panel.show(onMain ? ply : null);
    for (const [n, b] of buttons) {
      const here = n === node;
      b.classList.toggle('current', here);
      if (here) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    const current = node && buttons.get(node);
    if (current) keepVisible(list, current);
    else list.scrollTop = 0;
  }
  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !node.isConnected) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    const moveTo = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: line.length }[event.key];
    if (moveTo === undefined) return;
    event.preventDefault();
    go(line, moveTo);
  }
  document.addEventListener('keydown', onKey);
  draw();
  const players = tagTitle(tags);
  return {
    node,
    title: players === 'Black – Red' ? variantName : `${variantName}: ${players}`,
    destroy() {
      document.removeEventListener('keydown', onKey);
      panel.destroy();
      board?.destroy?.();
    },
  };
}

// fromFile reports whether the study was picked from the list of a file
// the /replay page keeps.
function fromFile(id) {
  try {
    return (JSON.parse(sessionStorage.getItem(FILE_KEY) ?? 'null')?.opened ?? []).includes(id);
  } catch {
    return false;
  }
}
