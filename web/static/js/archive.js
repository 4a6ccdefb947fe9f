// archive.js: the archive page: games being played now (to watch) and the
// finished games, newest first, a page at a time (to replay or download).

import { api, variants } from './api.js';
import { h, alertBox, setTitle, formatDate, navigate } from './nav.js';

const pageSize = 20;

/** mount draws the archive into el; the query holds page (from 1) and
 * variant (a game key, or empty for all games). */
export async function mount(el, _params, query) {
  setTitle('Archive');
  const pageNumber = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const variant = query.get('variant') ?? '';
  const alert = alertBox();
  const playing = h('section', { class: 'archive-section', 'aria-labelledby': 'playing-title' },
    h('h2', { id: 'playing-title', text: 'Being played now' }), h('p', { class: 'loading', text: 'Loading…' }));
  const finished = h('section', { class: 'archive-section', 'aria-labelledby': 'finished-title' },
    h('h2', { id: 'finished-title', text: 'Finished games' }), h('p', { class: 'loading', text: 'Loading…' }));
  const filter = h('select', { name: 'variant', 'aria-label': 'Show games of' }, h('option', { value: '', text: 'All games' }));
  el.append(
    h('div', { class: 'page-head' },
      h('h1', { text: 'Archive' }),
      h('label', { class: 'filter' }, h('span', { text: 'Show' }), filter)),
    alert, playing, finished);

  variants().then((data) => {
    filter.append(...data.variants.map((v) => h('option', { value: v.key, text: v.name })));
    filter.value = variant;
  }).catch(() => {});
  filter.addEventListener('change', () => navigate(archiveURL(1, filter.value)));

  const filterQuery = variant ? `&variant=${encodeURIComponent(variant)}` : '';
  const offset = (pageNumber - 1) * pageSize;
  const [live, done] = await Promise.allSettled([
    api('GET', `/api/games?status=playing&limit=${pageSize}${filterQuery}`),
    api('GET', `/api/games?status=finished&limit=${pageSize + 1}&offset=${offset}${filterQuery}`),
  ]);

  if (live.status === 'fulfilled') {
    const games = live.value?.games ?? [];
    playing.lastChild.replaceWith(games.length
      ? h('ul', { class: 'game-list' }, games.map(liveEntry))
      : h('p', { class: 'empty', text: 'No game is being played right now.' }));
  } else {
    playing.lastChild.replaceWith(h('p', { class: 'empty', text: `Could not load: ${live.reason.message}` }));
  }

  if (done.status === 'rejected') {
    finished.lastChild.remove();
    alert.show(`The archive could not be loaded: ${done.reason.message}`);
    return null;
  }
  const games = done.value?.games ?? [];
  const hasNext = games.length > pageSize;
  finished.lastChild.replaceWith(games.length
    ? h('ol', { class: 'game-list', start: String(offset + 1) }, games.slice(0, pageSize).map(finishedEntry))
    : h('p', { class: 'empty', text: pageNumber > 1 ? 'No more games.' : 'No finished games yet. Play one!' }));
  if (pageNumber > 1 || hasNext) finished.append(pager(pageNumber, hasNext, variant));
  return null;
}

function archiveURL(pageNumber, variant) {
  const query = new URLSearchParams();
  if (pageNumber > 1) query.set('page', String(pageNumber));
  if (variant) query.set('variant', variant);
  const text = query.toString();
  return text ? `/archive?${text}` : '/archive';
}

function players(game) {
  const names = game.players ?? {};
  return h('span', { class: 'players' },
    h('span', { class: 'swatch black', 'aria-hidden': 'true' }), names.black || 'Black',
    h('span', { class: 'vs', text: ' vs ' }),
    h('span', { class: 'swatch red', 'aria-hidden': 'true' }), names.red || 'Red');
}

// moveCount counts moves as players do: a move is a turn of each side, so
// n plies (turns) make ⌈n/2⌉ moves.
function moveCount(plies) {
  const n = Math.ceil((plies ?? 0) / 2);
  return `${n} ${n === 1 ? 'move' : 'moves'}`;
}

function modeText(game) {
  if (game.mode === 'computer') return game.level ? `against the computer (${game.level})` : 'against the computer';
  if (game.mode === 'friend') return 'between friends';
  if (game.mode === 'local') return 'at one screen';
  return game.mode ?? '';
}

function liveEntry(game) {
  const id = encodeURIComponent(game.id);
  return h('li', { class: 'game-entry', dataset: { game: game.id } },
    h('div', { class: 'entry-main' },
      h('span', { class: 'variant-name', text: game.variantName ?? game.variant }),
      players(game)),
    h('div', { class: 'entry-meta' },
      h('span', { text: moveCount(game.moves) }),
      h('span', { text: modeText(game) }),
      ...(game.opening ? [h('span', { class: 'opening', text: game.opening })] : []),
      h('time', { datetime: game.updated, text: `last move ${formatDate(game.updated)}` })),
    h('div', { class: 'entry-actions' },
      h('a', { class: 'button', href: `/game/${id}`, dataset: { action: 'watch' } }, 'Watch')));
}

function finishedEntry(game) {
  const id = encodeURIComponent(game.id);
  return h('li', { class: 'game-entry', dataset: { game: game.id } },
    h('div', { class: 'entry-main' },
      h('span', { class: 'variant-name', text: game.variantName ?? game.variant }),
      players(game),
      h('strong', { class: 'result', text: game.result?.text ?? 'Unfinished' })),
    h('div', { class: 'entry-meta' },
      h('span', { text: moveCount(game.moves) }),
      h('span', { text: modeText(game) }),
      ...(game.opening ? [h('span', { class: 'opening', text: game.opening })] : []),
      h('time', { datetime: game.created, text: formatDate(game.created) })),
    h('div', { class: 'entry-actions' },
      h('a', { class: 'button', href: `/replay/${id}`, dataset: { action: 'replay' } }, 'Replay'),
      h('a', { href: `/api/games/${id}/pdn`, download: `kingme-${game.id}.pdn` }, 'PDN')));
}

function pager(pageNumber, hasNext, variant) {
  return h('nav', { class: 'pager', 'aria-label': 'Archive pages' },
    pageNumber > 1
      ? h('a', { class: 'button', href: archiveURL(pageNumber - 1, variant), rel: 'prev' }, '← Newer')
      : h('span'),
    h('span', { class: 'page-number', text: `Page ${pageNumber}` }),
    hasNext
      ? h('a', { class: 'button', href: archiveURL(pageNumber + 1, variant), rel: 'next' }, 'Older →')
      : h('span'));
}
