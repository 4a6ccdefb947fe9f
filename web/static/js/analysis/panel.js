// panel.js: a stored game's analysis in its replay: the button that asks
// for it, its progress, the evaluation graph and bar, the engine's view of
// the current position and the marks of the moves played.

import { api } from '../api.js';
import { h } from '../nav.js';
import { evalGraph } from './graph.js';
import { evalBar } from './bar.js';
import { verdict, markWords, MARKS } from './words.js';

const POLL_MS = 700;

/**
 * analysisPanel follows the analysis of game id (base: the API path of
 * what is analysed, the game's by default, an opened game's
 * /api/studies/{id}; over: whether the game is
 * over, so may be analysed; start: ask for it at once when it has not
 * been). onPick(ply) moves the replay; markMove(i,
 * mark) marks the list's move i (0-based). It returns {below, bar,
 * best(ply), show(ply), destroy()}: below goes under the board, bar beside
 * it; best gives the engine's move at a ply (the board's arrow); show
 * describes a ply, or with null a position off the game's moves (a
 * variation), which the analysis does not cover.
 */
export function analysisPanel({ id, base = `/api/games/${encodeURIComponent(id)}`, over, start: startAtOnce = false, onPick, markMove }) {
  const bar = evalBar();
  bar.clear();
  const status = h('p', { class: 'analysis-status', 'aria-live': 'polite', dataset: { testid: 'analysis-status' } });
  const progress = h('progress', { class: 'analysis-progress', max: '1', value: '0', hidden: true });
  const ask = h('button', { type: 'button', class: 'button', dataset: { action: 'analyse' }, onclick: start }, 'Analyse the game');
  const graphBox = h('div', { class: 'eval-graph-box' });
  const details = h('div', { class: 'analysis-details', dataset: { testid: 'analysis-details' } });
  const summary = h('p', { class: 'analysis-summary' });
  const below = h('section', { class: 'analysis', 'aria-label': 'Analysis' }, status, progress, ask, graphBox, summary, details);
  let analysis = null;
  let graph = null;
  let timer = 0;
  let gone = false;
  let ply = 0;

  async function load() {
    try {
      const a = await api('GET', `${base}/analysis`);
      follow(a);
    } catch (err) {
      status.textContent = `The analysis could not be loaded: ${err.message}`;
    }
  }
  async function start() {
    ask.disabled = true;
    try {
      follow(await api('POST', `${base}/analysis`));
    } catch (err) {
      status.textContent = `The game could not be analysed: ${err.message}`;
      ask.disabled = false;
    }
  }
  function follow(a) {
    if (gone) return;
    clearTimeout(timer);
    if (a.status === 'done') {
      done(a);
      return;
    }
    if (a.status === 'none') {
      if (over && startAtOnce) {
        startAtOnce = false;
        start();
        return;
      }
      ask.hidden = !over;
      ask.disabled = false;
      status.textContent = over ? 'The engine can look at every move of this game.' : 'The game is analysed once it is over.';
      return;
    }
    ask.hidden = true;
    progress.hidden = false;
    progress.max = a.total || 1;
    progress.value = a.done;
    status.textContent = a.status === 'queued'
      ? 'Waiting for the computer: other games are being analysed.'
      : `Analysing: ${a.done} of ${a.total} positions…`;
    timer = setTimeout(load, POLL_MS);
  }
  function done(a) {
    analysis = a;
    ask.hidden = true;
    progress.hidden = true;
    status.textContent = `Analysed by the engine (${(a.nodes / 1000).toFixed(0)} thousand positions a move).`;
    graph = evalGraph(a.positions, onPick);
    graphBox.replaceChildren(graph.node);
    a.positions.forEach((p, i) => { if (p.mark) markMove(i, p.mark); });
    const count = (color) => {
      const m = a.marks?.[color] ?? {};
      const words = { inaccuracy: 'inaccurac', mistake: 'mistake', blunder: 'blunder' };
      const plural = (k, n) => (k === 'inaccuracy' ? `${words[k]}${n === 1 ? 'y' : 'ies'}` : `${words[k]}${n === 1 ? '' : 's'}`);
      return ['inaccuracy', 'mistake', 'blunder'].map((k) => `${m[k] ?? 0} ${plural(k, m[k] ?? 0)} (${MARKS[k]})`).join(', ');
    };
    summary.replaceChildren(
      h('span', { class: 'analysis-side', text: `Black: ${count('black')}` }),
      h('span', { class: 'analysis-side', text: `Red: ${count('red')}` }));
    show(ply);
    onPick(ply); // the board's arrow
  }
  function show(at) {
    if (at === null) {
      if (!analysis) return;
      bar.clear();
      details.replaceChildren(h('p', { class: 'analysis-off', text: 'The analysis covers the game\'s moves, not the variations.' }));
      return;
    }
    ply = at;
    if (!analysis) return;
    const entry = analysis.positions[at];
    if (!entry) return;
    graph?.setPly(at);
    bar.show(entry);
    const words = verdict(entry);
    const items = [h('p', { class: 'analysis-verdict', text: words.long })];
    const came = markWords(analysis.positions[at - 1]);
    if (came) items.push(h('p', { class: `analysis-mark mark-${analysis.positions[at - 1].mark}`, text: came }));
    if (entry.best) {
      items.push(h('p', { class: 'analysis-best' }, 'Best: ', h('strong', { text: entry.best.text }),
        entry.depth ? ` (depth ${entry.depth})` : ''));
      items.push(h('p', { class: 'analysis-line', text: `Line: ${entry.line.join(' ')}` }));
    }
    details.replaceChildren(...items);
  }
  load();
  return {
    below,
    bar: bar.node,
    best: (at) => analysis?.positions[at]?.best ?? null,
    show,
    destroy() {
      gone = true;
      clearTimeout(timer);
    },
  };
}
