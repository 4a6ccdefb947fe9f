// lobby.js: the lobby: quick pairing (one click: the oldest fitting seek is
// taken, or one is posted), the open seeks, live on the lobby's socket
// (read every two seconds while it is not open),
// each with a button to accept it, and a form to post one. A seek's poster
// keeps its token and is taken to the game once someone accepts it. A
// logged-in player also sees the challenges it received (accept or
// decline) and sent, and may challenge a player by name with the seek
// form's game and clock.

import { api, saveToken, variants } from './api.js';
import { h, alertBox, setTitle, navigate } from './nav.js';

const REFRESH = 2000;

/** mount draws the lobby into el. */
export async function mount(el) {
  setTitle('Lobby');
  const alert = alertBox();
  const list = h('ul', { class: 'game-list', dataset: { testid: 'seeks' } });
  const info = await variants();
  const variant = h('select', { name: 'variant', dataset: { testid: 'seek-variant' } }, info.variants.map((v) => h('option', { value: v.key, text: v.name })));
  const minutes = h('input', { name: 'minutes', type: 'number', min: 0.5, max: 180, step: 0.5, value: 5, dataset: { testid: 'seek-minutes' } });
  const increment = h('input', { name: 'increment', type: 'number', min: 0, max: 60, value: 3, dataset: { testid: 'seek-increment' } });
  const rated = h('input', { name: 'rated', type: 'checkbox', dataset: { testid: 'seek-rated' } });
  const color = h('select', { name: 'color' }, ['random', 'black', 'red'].map((c) => h('option', { value: c, text: c })));
  const opponent = h('input', { name: 'opponent', type: 'text', maxlength: 20, autocomplete: 'off', dataset: { testid: 'challenge-name' } });
  const challenges = h('section', { 'aria-labelledby': 'challenges-title', hidden: true },
    h('h2', { id: 'challenges-title', text: 'Challenges' }));
  const challengeList = h('ul', { class: 'game-list', dataset: { testid: 'challenges' } });
  challenges.append(challengeList);
  let mine = null; // {id, token} of this browser's open seek
  let timer = null;

  const post = async (event) => {
    event.preventDefault();
    alert.show('');
    try {
      const out = await api('POST', '/api/lobby/seeks', {
        variant: variant.value, clock: { minutes: Number(minutes.value), increment: Number(increment.value) }, rated: rated.checked, color: color.value,
      });
      mine = { id: out.seek.id, token: out.token };
      if (live && !liveSeeks.some((k) => k.id === mine.id)) liveSeeks = [...liveSeeks, out.seek];
      await refresh();
    } catch (err) {
      alert.show(err.message);
    }
  };
  const quickVariant = h('select', { name: 'quick-variant', dataset: { testid: 'quick-variant' } }, info.variants.map((v) => h('option', { value: v.key, text: v.name })));
  const quickRated = h('input', { name: 'quick-rated', type: 'checkbox', dataset: { testid: 'quick-rated' } });
  const quickButtons = h('div', { class: 'quick-clocks', role: 'group', 'aria-label': 'Quick pairing clocks' });
  const quick = async (clock) => {
    alert.show('');
    try {
      const out = await api('POST', '/api/lobby/quick', { variant: quickVariant.value, clock, rated: quickRated.checked }, mine ? { token: mine.token } : undefined);
      if (out.game) {
        saveToken(out.game.id, out.game.token);
        navigate(`/game/${out.game.id}`);
        return;
      }
      mine = { id: out.seek.id, token: out.token };
      if (live && !liveSeeks.some((k) => k.id === mine.id)) liveSeeks = [...liveSeeks, out.seek];
      await refresh();
    } catch (err) {
      alert.show(err.message);
    }
  };
  const challenge = async () => {
    alert.show('');
    try {
      const game = await api('POST', '/api/challenges', {
        name: opponent.value.trim(), variant: variant.value, clock: { minutes: Number(minutes.value), increment: Number(increment.value) }, rated: rated.checked, color: color.value,
      });
      saveToken(game.id, game.token);
      navigate(`/game/${game.id}`);
    } catch (err) {
      alert.show(err.message);
    }
  };
  const answer = async (c, yes) => {
    alert.show('');
    try {
      if (!yes) {
        await api('POST', `/api/games/${encodeURIComponent(c.game)}/decline`, {});
        await refresh();
        return;
      }
      const game = await api('POST', `/api/games/${encodeURIComponent(c.game)}/join`, {});
      saveToken(game.id, game.token);
      navigate(`/game/${game.id}`);
    } catch (err) {
      alert.show(err.message);
      await refresh();
    }
  };
  const accept = async (id) => {
    alert.show('');
    try {
      const game = await api('POST', `/api/lobby/seeks/${encodeURIComponent(id)}/accept`, {});
      saveToken(game.id, game.token);
      navigate(`/game/${game.id}`);
    } catch (err) {
      alert.show(err.message);
      await refresh();
    }
  };
  let live = null; // the lobby's socket while it is open
  let liveSeeks = []; // the last list it gave
  let closed = false;
  const showSeeks = (seeks) => {
    list.replaceChildren(...(seeks.length ? seeks.map((s) => entry(s, mine, accept)) : [h('li', { class: 'empty', text: 'No seek open: post one.' })]));
  };
  // askAfterMine keeps this browser's seek open and learns when it is
  // taken, then goes to its game (true).
  const askAfterMine = async () => {
    if (!mine) return false;
    const seek = await api('GET', `/api/lobby/seeks/${encodeURIComponent(mine.id)}`, undefined, { token: mine.token });
    if (!seek.game) return false;
    saveToken(seek.game, mine.token);
    navigate(`/game/${seek.game}`);
    return true;
  };
  const connect = () => {
    if (closed || typeof WebSocket === 'undefined') return;
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/lobby/ws`);
    socket.onopen = () => { live = socket; };
    socket.onmessage = async (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      if (msg.type !== 'lobby') return;
      liveSeeks = msg.seeks;
      showSeeks(msg.seeks);
      if (mine && !msg.seeks.some((s) => s.id === mine.id)) {
        try { await askAfterMine(); } catch (err) { alert.show(err.message); }
      }
    };
    socket.onclose = () => {
      live = null;
      if (!closed) setTimeout(connect, 3000);
    };
  };
  const refresh = async () => {
    try {
      if (await askAfterMine()) return;
      const { seeks, quick: clocks } = await api('GET', '/api/lobby');
      const mineToo = await api('GET', '/api/challenges'); // none for a guest
      challenges.hidden = !mineToo.received.length && !mineToo.sent.length;
      challengeList.replaceChildren(...mineToo.received.map((c) => challengeEntry(c, true, answer)), ...mineToo.sent.map((c) => challengeEntry(c, false, answer)));
      if (!quickButtons.childElementCount && clocks) {
        quickButtons.append(...clocks.map((c) => h('button', {
          type: 'button', class: 'button', dataset: { testid: `quick-${c.minutes}+${c.increment}` }, text: `${c.minutes}+${c.increment}`, onclick: () => quick(c),
        })));
      }
      showSeeks(live ? liveSeeks : seeks); // this browser's seek marked as its own
    } catch (err) {
      alert.show(err.message);
    }
  };
  el.append(h('div', { class: 'page-head' }, h('h1', { text: 'Lobby' })), alert, challenges,
    h('section', { 'aria-labelledby': 'quick-title' }, h('h2', { id: 'quick-title', text: 'Quick pairing' }),
      h('p', { class: 'quick-options' }, h('label', {}, h('span', { text: 'Game ' }), quickVariant), ' ',
        h('label', {}, quickRated, h('span', { text: ' Rated (log in first)' }))),
      quickButtons),
    h('section', { 'aria-labelledby': 'seeks-title' }, h('h2', { id: 'seeks-title', text: 'Open seeks' }), list),
    h('section', { 'aria-labelledby': 'post-title' }, h('h2', { id: 'post-title', text: 'Post a seek' }),
      h('form', { class: 'seek-form', onsubmit: post },
        h('label', {}, h('span', { text: 'Game' }), variant),
        h('label', {}, h('span', { text: 'Minutes' }), minutes),
        h('label', {}, h('span', { text: 'Increment (s)' }), increment),
        h('label', {}, h('span', { text: 'Your colour' }), color),
        h('label', {}, rated, h('span', { text: ' Rated (log in first)' })),
        h('p', {}, h('button', { type: 'submit', class: 'button', dataset: { testid: 'post-seek' }, text: 'Post' })),
        h('label', {}, h('span', { text: 'Or challenge a player by name (log in first)' }), opponent),
        h('p', {}, h('button', { type: 'button', class: 'button', dataset: { testid: 'challenge' }, text: 'Challenge', onclick: challenge })))));
  await refresh();
  connect();
  timer = setInterval(refresh, REFRESH);
  return { destroy() { closed = true; clearInterval(timer); live?.close(); } };
}

function entry(seek, mine, accept) {
  const clock = `${seek.clock.minutes}+${seek.clock.increment}`;
  const own = mine && mine.id === seek.id;
  return h('li', { dataset: { testid: 'seek', seek: seek.id } },
    h('span', { text: `${seek.name || 'Anonymous'}${seek.rating ? ` (${seek.rating})` : ''} · ${seek.variantName} · ${clock} ${seek.speed} · ${seek.rated ? 'rated' : 'casual'} · plays ${seek.color}` }), ' ',
    own ? h('em', { text: 'your seek: waiting for an opponent' })
      : h('button', { type: 'button', class: 'button', dataset: { testid: 'accept' }, text: 'Accept', onclick: () => accept(seek.id) }));
}

function challengeEntry(c, received, answer) {
  const clock = c.clock ? `${c.clock.minutes}+${c.clock.increment}` : 'no clock';
  const what = `${c.variantName} · ${clock} · ${c.rated ? 'rated' : 'casual'}`;
  if (!received) {
    return h('li', { dataset: { testid: 'challenge-sent' } }, h('a', { href: `/game/${c.game}`, text: `To ${c.to}: ${what}` }), ' ', h('em', { text: 'waiting for an answer' }));
  }
  return h('li', { dataset: { testid: 'challenge-received' } },
    h('span', { text: `From ${c.from}: ${what} · you play ${c.color}` }), ' ',
    h('button', { type: 'button', class: 'button', dataset: { testid: 'challenge-accept' }, text: 'Accept', onclick: () => answer(c, true) }), ' ',
    h('button', { type: 'button', class: 'button', dataset: { testid: 'challenge-decline' }, text: 'Decline', onclick: () => answer(c, false) }));
}
