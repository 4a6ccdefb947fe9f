// replay.js: replaying a game move by move: a stored game (/replay/{id}),
// or opening the games of a PDN file pasted or uploaded (/replay), each
// stored with a link of its own (/study/{id}, study.js).

import { api, variants, startGame, loadToken } from './api.js';
import { h, alertBox, setTitle, loadBoard, navigate } from './nav.js';
import { analysisPanel } from './analysis/panel.js';
import { MARKS } from './analysis/words.js';

/** FILE_KEY is where the form keeps the file whose list a game was picked
 * from (sessionStorage: {text, variant, opened: [study IDs]}), so that the
 * list comes back on the way back. */
export const FILE_KEY = 'kingme.pdn-file';

/** mount draws the replay page into el: params[0] is a stored game's ID,
 * or absent for the PDN form. */
export async function mount(el, [id] = [], query = new URLSearchParams()) {
  return id ? storedGame(el, id, query.get('analyse') === '1') : pdnForm(el);
}

// storedGame replays a stored game; analyse starts its analysis at once
// (the result dialog's Analyse button).
async function storedGame(el, id, analyse) {
  setTitle('Replay');
  const alert = alertBox();
  el.append(h('h1', { text: 'Replay' }), alert);
  let replay;
  try {
    // With this browser's seat token the server says which side the viewer
    // played, whose side the board then shows at the bottom.
    replay = await api('GET', `/api/games/${encodeURIComponent(id)}/replay`, undefined, { token: loadToken(id) });
  } catch (err) {
    alert.show(err.status === 404 ? `There is no game "${id}".` : `The game could not be loaded: ${err.message}`);
    return null;
  }
  const view = await viewer(replay, { id, analyse });
  el.firstChild.textContent = view.title;
  setTitle(`Replay: ${view.title}`);
  el.append(view.node);
  return view;
}

function pdnForm(el) {
  setTitle('Open a PDN');
  const alert = alertBox();
  const text = h('textarea', { name: 'pdn', rows: '8', spellcheck: 'false', placeholder: '[Event "…"]\n[GameType "21"]\n\n1. 11-15 23-19 2. 8-11 22-17 …' });
  const file = h('input', { type: 'file', name: 'file', accept: '.pdn,.txt,text/plain,application/x-chess-pdn' });
  const variantSelect = h('select', { name: 'variant' }, h('option', { value: '', text: 'As the file says (standard checkers when it does not)' }));
  const variantsLoaded = variants().then((data) => variantSelect.append(...data.variants.map((v) => h('option', { value: v.key, text: v.name })))).catch(() => {});
  const open = h('button', { type: 'submit', class: 'button primary', dataset: { action: 'open-pdn' } }, 'Open');
  const form = h('form', { class: 'pdn-form' },
    h('div', { class: 'field' }, h('label', { for: 'pdn-text', class: 'label', text: 'Paste PDN' }), text),
    h('div', { class: 'form-row' },
      h('div', { class: 'field' }, h('label', { class: 'label', for: 'pdn-file', text: 'or open a file' }), file),
      h('div', { class: 'field' }, h('label', { class: 'label', for: 'pdn-variant', text: 'Game' }), variantSelect)),
    h('p', { class: 'form-actions' }, open));
  text.id = 'pdn-text';
  file.id = 'pdn-file';
  variantSelect.id = 'pdn-variant';
  const result = h('div', { class: 'pdn-result' });
  el.append(h('h1', { text: 'Open a PDN' }),
    h('p', { class: 'lead', text: 'Paste a game in Portable Draughts Notation, or open a .pdn file: the game is kept with a link to share, its comments, variations and marks shown move by move, and the engine can analyse it.' }),
    form, alert, result);

  const clear = () => result.replaceChildren();
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    if (chosen.size > 1 << 20) {
      alert.show(`${chosen.name} is larger than 1 MiB.`);
      return;
    }
    text.value = await chosen.text();
    form.requestSubmit();
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    alert.show('');
    clear();
    if (!text.value.trim()) {
      alert.show('Paste a PDN game first, or open a file.');
      return;
    }
    open.disabled = true;
    try {
      const answer = await api('POST', `/api/pdn${pdnQuery()}`, text.value);
      if (answer.replay) {
        sessionStorage.removeItem(FILE_KEY);
        await openStudy(null);
      } else {
        const kept = JSON.parse(sessionStorage.getItem(FILE_KEY) ?? 'null');
        remember(kept?.text === text.value ? kept.opened ?? [] : []);
        pick(answer);
      }
    } catch (err) {
      alert.show(`The PDN could not be read: ${err.message}`);
    } finally {
      open.disabled = false;
    }
  });

  // pdnQuery is the upload's query: the chosen variant and, when given,
  // the number of the game to open.
  function pdnQuery(game) {
    const q = new URLSearchParams();
    if (variantSelect.value) q.set('variant', variantSelect.value);
    if (game) q.set('game', String(game));
    const text = q.toString();
    return text ? `?${text}` : '';
  }
  // remember keeps the file and the games opened from its list.
  function remember(opened) {
    try {
      sessionStorage.setItem(FILE_KEY, JSON.stringify({ text: text.value, variant: variantSelect.value, opened }));
    } catch {
      // A file too large to keep: the list does not come back.
    }
  }
  // openStudy stores the game (the file's only one, or number) and goes
  // to its page, its link.
  async function openStudy(number) {
    const study = await api('POST', `/api/studies${pdnQuery(number)}`, text.value);
    if (number) {
      const kept = JSON.parse(sessionStorage.getItem(FILE_KEY) ?? 'null');
      if (kept) remember([...(kept.opened ?? []), study.id]);
    }
    navigate(`/study/${encodeURIComponent(study.id)}`);
  }
  async function openGame(game) {
    alert.show('');
    try {
      await openStudy(game.number);
    } catch (err) {
      alert.show(`Game ${game.number} could not be opened: ${err.message}`);
    }
  }
  // pick lists the file's games (an Imported answer): those that replay
  // open on a click, the others say why they cannot.
  function pick(listing) {
    clear();
    const { games = [], count = games.length, truncated = false } = listing;
    const bad = games.filter((g) => g.error).length;
    const heading = `${count} games in the file${truncated ? ` (${games.length} listed)` : ''}: pick one`;
    result.append(h('h2', { text: heading }),
      bad ? h('p', { class: 'muted', text: `${bad} of them cannot be replayed: the reason is given with each.` }) : '',
      h('ol', { class: 'pick-list' }, games.map((game) => {
        const meta = `${game.tags?.Event && game.tags.Event !== '?' ? `${game.tags.Event} · ` : ''}${Math.ceil(game.plies / 2)} moves`;
        return h('li', {}, h('button', {
          type: 'button', class: `pick${game.error ? ' pick-bad' : ''}`, dataset: { game: String(game.number) },
          disabled: Boolean(game.error), onclick: () => openGame(game),
        },
        h('span', { class: 'pick-title', text: tagTitle(game.tags) }),
        h('span', { class: 'pick-meta', text: game.error ? `${meta} · cannot be replayed: ${game.error}` : `${meta} · ${resultText(game.result, game.tags?.Result)}` }),
        game.warnings?.length ? h('span', { class: 'pick-notes', text: `Read with ${game.warnings.length === 1 ? 'a note' : `${game.warnings.length} notes`}: ${game.warnings.join('; ')}` }) : ''));
      })));
  }
  // The file a game was picked from comes back with its list.
  try {
    const kept = JSON.parse(sessionStorage.getItem(FILE_KEY) ?? 'null');
    if (kept?.text) {
      text.value = kept.text;
      variantsLoaded.then(() => {
        variantSelect.value = kept.variant ?? '';
        form.requestSubmit();
      });
    }
  } catch {
    sessionStorage.removeItem(FILE_KEY);
  }
  return { destroy: clear };
}

/** resultText is a result's words, without an empty reason ("Red wins ()"). */
export function resultText(result, fallback = '') {
  return (result?.text ?? fallback).replace(/\s*\(\)$/, '');
}

/** tagTitle names a game's players by its tags: "Ann – Bob". */
export function tagTitle(tags = {}) {
  const name = (tag) => (tags[tag] && tags[tag] !== '?' ? tags[tag] : '');
  return `${name('Black') || 'Black'} – ${name('White') || name('Red') || 'Red'}`;
}

// viewer builds the replay of one game: board, controls, move list. It
// returns {node, title, destroy}.
async function viewer(replay, { id, analyse = false }) {
  const Board = await loadBoard();
  const data = await variants().catch(() => ({ variants: [] }));
  const variantName = data.variants.find((v) => v.key === replay.variant)?.name ?? replay.variant;
  const moves = replay.moves ?? [];
  const positions = replay.positions ?? [];
  const last = moves.length;
  let ply = 0;
  // The viewer's own side at the bottom: a player who played the side the
  // game draws at the top sees the board turned.
  let flipped = Boolean(replay.you && replay.you !== 'both' && replay.bottom && replay.you !== replay.bottom);

  const boardBox = h('div', { class: 'replay-board' });
  let board = null;
  try {
    if (Board) board = new Board(boardBox, {});
  } catch (err) {
    console.error(err);
  }
  const counter = h('span', { class: 'replay-ply', dataset: { testid: 'replay-ply' }, 'aria-live': 'polite' });
  const status = h('p', { class: 'replay-status' });
  const positionText = h('code', { class: 'position-text' });
  const button = (action, label, glyph, onclick) =>
    h('button', { type: 'button', class: 'button icon', 'aria-label': label, title: label, dataset: { action }, onclick }, glyph);
  const controls = {
    first: button('first', 'First position (Home)', '«', () => go(0)),
    prev: button('prev', 'Previous move (Left arrow)', '‹', () => go(ply - 1)),
    next: button('next', 'Next move (Right arrow)', '›', () => go(ply + 1)),
    last: button('last', 'Last position (End)', '»', () => go(last)),
  };
  const explore = h('a', { class: 'button', href: '/analyse', dataset: { action: 'explore' } }, 'Analysis board from here');
  const flip = h('button', { type: 'button', class: 'button', dataset: { action: 'flip' }, 'aria-pressed': String(flipped), onclick: () => { flipped = !flipped; flip.setAttribute('aria-pressed', String(flipped)); draw(); } }, 'Flip board');
  const moveButtons = moves.map((move, i) =>
    h('button', { type: 'button', class: 'move', dataset: { ply: String(i + 1) }, onclick: () => go(i + 1) }, move.text));
  // A game set up with the second player to move starts its list with an
  // empty first half-move, as PDN writes it ("1. ... 22-18").
  const firstPlayer = data.variants.find((v) => v.key === replay.variant)?.first;
  const skip = firstPlayer && positions[0]?.turn && positions[0].turn !== firstPlayer ? 1 : 0;
  const cells = [...Array(skip).fill(h('span', { class: 'move', text: '…', 'aria-hidden': 'true' })), ...moveButtons];
  const rows = [];
  for (let i = 0; i < cells.length; i += 2) {
    rows.push(h('li', {}, h('span', { class: 'move-number', text: `${i / 2 + 1}.` }), cells[i], cells[i + 1] ?? ''));
  }
  const list = h('ol', { class: 'move-list', 'aria-label': 'Moves' }, rows);
  const tags = replay.tags ?? {};
  const facts = [['Event', tags.Event], ['Date', tags.Date], ['Black', tags.Black], ['Red', tags.White ?? tags.Red], ['Result', resultText(replay.result, tags.Result)]]
    .filter(([, value]) => value && value !== '?' && value !== '????.??.??');
  const side = h('div', { class: 'replay-side' },
    h('div', { class: 'replay-controls', role: 'group', 'aria-label': 'Replay controls' },
      controls.first, controls.prev, counter, controls.next, controls.last),
    status, list,
    h('dl', { class: 'tags' }, facts.map(([k, v]) => [h('dt', { text: k }), h('dd', { text: v })])),
    h('p', { class: 'replay-links' }, flip,
      id ? h('a', { class: 'button', href: `/api/games/${encodeURIComponent(id)}/pdn`, download: `kingme-${id}.pdn`, dataset: { action: 'download' } }, 'Download PDN') : ''),
    h('p', { class: 'position-line' }, h('span', { class: 'label', text: 'Position ' }), positionText),
    h('p', { class: 'replay-links' }, explore),
    playOn(replay.variant, () => positions[ply], data.levels ?? []));
  // A stored game's analysis: the bar beside the board, the graph and the
  // engine's view under it, the marks in the move list.
  const panel = id ? analysisPanel({ id, over: Boolean(replay.result?.over), start: analyse, onPick: go, markMove }) : null;
  const node = h('div', { class: 'replay' },
    h('div', { class: 'replay-main' }, h('div', { class: 'board-row' }, panel?.bar, boardBox), panel?.below), side);

  function markMove(i, mark) {
    const b = moveButtons[i];
    if (!b || b.dataset.mark) return;
    b.dataset.mark = mark;
    b.classList.add(`mark-${mark}`);
    b.append(h('span', { class: 'move-mark', text: MARKS[mark], title: mark }));
  }

  function go(target) {
    ply = Math.max(0, Math.min(last, target));
    draw();
  }
  function draw() {
    const position = positions[ply];
    const lastMove = ply > 0 ? moves[ply - 1] : null;
    try {
      board?.render(position, { legal: [], lastMove, flipped, hint: panel?.best(ply) ?? null });
      panel?.bar?.classList.toggle('flipped', flipped); // the bar's black part on Black's side
    } catch (err) {
      console.error(err);
    }
    counter.textContent = `${ply} / ${last}`;
    counter.dataset.value = String(ply);
    controls.first.disabled = controls.prev.disabled = ply === 0;
    controls.next.disabled = controls.last.disabled = ply === last;
    status.textContent = ply === last && replay.result?.over
      ? resultText(replay.result)
      : `${position?.turn === 'red' ? 'Red' : 'Black'} to move${lastMove ? ` after ${lastMove.text}` : ''}`;
    positionText.textContent = position?.text ?? '';
    explore.href = `/analyse?variant=${encodeURIComponent(replay.variant)}&position=${encodeURIComponent(position?.text ?? '')}`;
    panel?.show(ply);
    moveButtons.forEach((b, i) => {
      const here = i + 1 === ply;
      b.classList.toggle('current', here);
      if (here) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    });
    const current = moveButtons[ply - 1];
    if (current) keepVisible(list, current.parentElement);
    else list.scrollTop = 0;
  }
  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !node.isConnected) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    const moveTo = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: last }[event.key];
    if (moveTo === undefined) return;
    event.preventDefault();
    go(moveTo);
  }
  document.addEventListener('keydown', onKey);
  draw();
  const players = tagTitle(tags);
  return {
    node,
    title: players === 'Black – Red' ? variantName : `${variantName}: ${players}`,
    destroy() {
      document.removeEventListener('keydown', onKey);
      panel?.destroy();
      board?.destroy?.();
    },
  };
}

/** keepVisible scrolls the list (only the list, which is positioned, so
 * offsetTop counts from it) so that item shows. */
export function keepVisible(list, item) {
  const top = item.offsetTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + item.offsetHeight - list.clientHeight;
}

/** playOn builds the controls that start a new game from the replay's
 * current position (position() returns it): against the computer at a
 * chosen level, the player taking the side to move, or at one screen. */
export function playOn(variant, position, levels) {
  const level = h('select', { name: 'playon-level', 'aria-label': 'Computer level' },
    levels.map((l) => h('option', { value: l.name, text: l.title ?? l.name })));
  if (levels.some((l) => l.name === 'casual')) level.value = 'casual';
  const alert = alertBox();
  async function start(mode) {
    const pos = position();
    if (!pos?.text) return;
    const body = { variant, mode, position: pos.text, clock: null };
    if (mode === 'computer') {
      body.level = level.value;
      body.color = pos.turn;
    }
    try {
      await startGame(body);
    } catch (err) {
      alert.show(`No game from this position: ${err.message}`);
    }
  }
  return h('div', { class: 'play-on', role: 'group', 'aria-label': 'Play on from this position' },
    h('span', { class: 'label', text: 'Play on from here ' }),
    h('button', { type: 'button', class: 'button', dataset: { action: 'play-on-computer' }, onclick: () => start('computer') }, 'Against the computer'),
    level,
    h('button', { type: 'button', class: 'button', dataset: { action: 'play-on-local' }, onclick: () => start('local') }, 'At one screen'),
    h('a', { href: '/setup', dataset: { action: 'set-up-from-here' }, onclick: (e) => { // the href of the position shown now
      e.currentTarget.href = `/setup?${new URLSearchParams({ variant, position: position()?.text ?? '' })}`;
    } }, 'Set up from here'),
    alert);
}
