// player.js: a player's page: ratings by game and speed, the games being
// played (on one's own page, those waiting for one's move first) and the
// last finished ones with the score.

import { api } from './api.js';
import { h, alertBox, setTitle } from './nav.js';
import { ratingChart } from './ratingchart.js';

/** mount draws the page of the player named params[0] into el. */
export async function mount(el, params) {
  const name = params[0];
  setTitle(name);
  const alert = alertBox();
  el.append(h('div', { class: 'page-head' }, h('h1', { text: name })), alert);
  let page;
  try {
    page = await api('GET', `/api/players/${encodeURIComponent(name)}`);
  } catch (err) {
    alert.show(err.message);
    return null;
  }
  const ratings = page.ratings.length
    ? h('ul', { class: 'rating-list', dataset: { testid: 'ratings' } }, page.ratings.map((r) => {
      const text = `${r.game} ${r.speed}: ${Math.round(r.rating)}${r.provisional ? '?' : ''} (${r.games} ${r.games === 1 ? 'game' : 'games'})`;
      return h('li', {}, h('span', { text }), r.history?.length > 1 ? ratingChart(r.history, `${r.game} ${r.speed} rating`) : null);
    }))
    : h('p', { class: 'empty', text: 'No rated game yet.' });
  const games = (list) => (list.length
    ? h('ul', { class: 'game-list' }, list.map((g) => h('li', {}, h('a', { href: g.result?.over ? `/replay/${g.id}` : `/game/${g.id}`, text: `${g.variantName}: ${g.players.black} vs ${g.players.red}` }))))
    : h('p', { class: 'empty', text: 'None.' }));
  const yourTurn = page.yourTurn
    ? [h('h2', { text: 'Your turn' }), page.yourTurn.length
      ? h('ul', { class: 'game-list', dataset: { testid: 'your-turn' } }, page.yourTurn.map((g) => h('li', {},
        h('a', { href: `/game/${g.id}`, text: `${g.variantName}: ${g.players.black} vs ${g.players.red}${g.daysPerMove ? ` · ${g.daysPerMove} ${g.daysPerMove === 1 ? 'day' : 'days'} a move` : ''}` }))))
      : h('p', { class: 'empty', text: 'No game waits for your move.' })]
    : [];
  el.append(
    h('p', { text: `Wins ${page.score.wins}, draws ${page.score.draws}, losses ${page.score.losses} in the last games.` }),
    ...yourTurn,
    h('h2', { text: 'Ratings' }), ratings,
    h('h2', { text: 'Playing now' }), games(page.playing),
    h('h2', { text: 'Recent games' }), games(page.recent));
  return null;
}
