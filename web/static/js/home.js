// home.js: the home page: the four games with a picture of each start
// position, and the form that starts a new game.

import { api, startGame, variantsOr } from './api.js';
import { h, alertBox, setTitle, loadBoard } from './nav.js';

const clockPresets = [
  ['none', 'No clock'],
  ['1+0', '1 minute'],
  ['3+2', '3 minutes + 2 seconds a move'],
  ['5+3', '5 minutes + 3 seconds a move'],
  ['10+5', '10 minutes + 5 seconds a move'],
  ['15+10', '15 minutes + 10 seconds a move'],
  ['custom', 'Custom…'],
  ['days:1', 'Correspondence: 1 day a move'],
  ['days:3', 'Correspondence: 3 days a move'],
  ['days:7', 'Correspondence: 7 days a move'],
  ['days:14', 'Correspondence: 14 days a move'],
];

const colorNames = { black: 'Black', red: 'Red', random: 'Random' };

/** mount draws the home page into el. */
export async function mount(el) {
  setTitle('');
  const alert = alertBox();
  el.append(
    h('section', { class: 'intro' },
      h('h1', { text: 'Play checkers and three of its cousins' }),
      h('p', { class: 'lead', text: 'Pick a game, choose your opponent (the computer, a friend you send a link to, or someone beside you) and play. Every game is kept in the archive.' }),
      h('p', {}, h('a', { href: '/setup', dataset: { action: 'setup' } }, 'Set up a position'), ' of any game and play on from it.')),
    alert,
  );
  const data = await variantsOr(alert);
  if (!data) return null;
  const boards = [];
  const form = newGameForm(data, alert);
  const cards = h('ul', { class: 'game-cards', 'aria-label': 'The games' },
    data.variants.map((v) => gameCard(v, boards, () => form.choose(v.key))));
  const daily = h('section', { class: 'daily-puzzle', dataset: { testid: 'daily-puzzle' }, 'aria-labelledby': 'daily-title', hidden: true });
  // The daily puzzle comes after the form: it appears once its requests
  // are answered, and above the form it would move the form under a click.
  el.append(cards, form.node, daily);
  drawPictures(data.variants, boards);
  const pictures = [];
  dailyPuzzle(daily, pictures);
  return { destroy: () => [...boards, ...pictures].forEach(({ board }) => board?.destroy?.()) };
}

// dailyPuzzle fills box with today's puzzle of the first game that has
// puzzles (a small picture, who is to move, a link to solve it) and links
// to the other games' daily puzzles; box stays hidden when there are none.
async function dailyPuzzle(box, pictures) {
  let list;
  let st;
  try {
    list = await api('GET', '/api/puzzles');
    if (!list.games.length) return;
    st = await api('GET', `/api/puzzles/daily?variant=${encodeURIComponent(list.games[0].variant)}`);
  } catch (err) {
    // The box is extra: it stays hidden. A request cut short (the page
    // left before the answer came, status 0) is no error of the server's.
    if (err.status && box.isConnected) console.error('the daily puzzle', err);
    return;
  }
  if (!box.isConnected) return;
  const link = (g) => `/puzzles?variant=${encodeURIComponent(g.variant)}&daily=1`;
  const picture = h('div', { class: 'card-board', inert: true, 'aria-hidden': 'true' });
  const solver = st.solver === 'red' ? 'Red' : 'Black';
  box.append(
    picture,
    h('div', { class: 'card-body' },
      h('h2', { id: 'daily-title', text: `Daily puzzle: ${st.name}` }),
      h('p', { class: 'summary', text: `${solver} to move: find the best line (${st.moves === 1 ? 'one move' : `${st.moves} moves`}; ${st.themes.join(', ')}).` }),
      h('p', { class: 'card-actions' },
        h('a', { class: 'button', href: link(list.games[0]), dataset: { action: 'daily-puzzle' } }, 'Solve it'),
        h('a', { href: '/puzzles' }, 'More puzzles')),
      list.games.length > 1 ? h('p', { class: 'muted' }, 'The daily puzzle in ',
        list.games.slice(1).map((g, i) => [i ? ', ' : '', h('a', { href: link(g) }, g.name)]), '.') : null));
  box.hidden = false;
  const Board = await loadBoard();
  if (!Board || !picture.isConnected) return;
  const board = new Board(picture, { size: 'small' });
  board.render(st.position, { legal: [], flipped: st.solver !== st.bottom });
  pictures.push({ board });
}

function gameCard(variant, boards, onPlay) {
  const picture = h('div', { class: 'card-board', inert: true, 'aria-hidden': 'true' });
  boards.push({ container: picture, variant });
  const heading = h('h2', { id: `game-${variant.key}`, text: variant.name });
  return h('li', { class: 'game-card', 'aria-labelledby': heading.id },
    picture,
    h('div', { class: 'card-body' },
      heading,
      h('p', { class: 'summary', text: variant.summary }),
      h('p', { class: 'card-actions' },
        h('button', { type: 'button', class: 'button', onclick: onPlay, 'aria-describedby': heading.id, dataset: { play: variant.key } }, 'Play'),
        h('a', { href: `/rules/${variant.key}`, 'aria-describedby': heading.id }, 'Rules'))));
}

async function drawPictures(list, boards) {
  const Board = await loadBoard();
  if (!Board) return;
  for (const entry of boards) {
    if (!entry.container.isConnected) return;
    try {
      entry.board = new Board(entry.container, { size: 'small' });
      entry.board.render(entry.variant.start, { legal: [] });
    } catch (err) {
      console.error(`picture of ${entry.variant.key}`, err);
    }
  }
}

function radios(name, legend, options, checked) {
  return h('fieldset', { class: `choice choice-${name}` },
    h('legend', { text: legend }),
    h('div', { class: 'segmented' }, options.map(([value, label]) =>
      h('label', {},
        h('input', { type: 'radio', name, value, checked: value === checked }),
        h('span', { text: label })))));
}

function field(label, control, hint) {
  return h('div', { class: 'field' }, h('label', {}, h('span', { class: 'label', text: label }), control), hint);
}

// newGameForm builds the form; choose(key) selects a game and moves focus
// to the form.
function newGameForm(data, alert) {
  const byKey = Object.fromEntries(data.variants.map((v) => [v.key, v]));
  const variantSelect = h('select', { name: 'variant' },
    data.variants.map((v) => h('option', { value: v.key, text: v.name })));
  const levelSelect = h('select', { name: 'level' },
    data.levels.map((l) => h('option', { value: l.name, text: l.title ?? l.name })));
  levelSelect.value = data.levels.some((l) => l.name === 'casual') ? 'casual' : data.levels[0]?.name;
  const levelHint = h('span', { class: 'hint', id: 'level-hint' });
  levelSelect.setAttribute('aria-describedby', levelHint.id);
  const clockSelect = h('select', { name: 'clock' }, clockPresets.map(([value, label]) => h('option', { value, text: label })));
  const minutes = h('input', { type: 'number', name: 'minutes', min: '0.5', max: '180', step: '0.5', value: '10', inputmode: 'decimal' });
  const increment = h('input', { type: 'number', name: 'increment', min: '0', max: '60', step: '1', value: '5', inputmode: 'numeric' });
  const custom = h('div', { class: 'custom-clock' },
    field('Minutes', minutes), field('Seconds a move', increment));
  const levelField = field('Computer level', levelSelect, levelHint);
  const colorField = radios('color', 'Your colour', ['random', 'black', 'red'].map((c) => [c, colorNames[c]]), 'random');
  const firstField = radios('first', 'Who moves first', [['black', 'Black'], ['red', 'Red']], 'black');
  const openingSelect = h('select', { name: 'opening' });
  const openingField = field('Opening', openingSelect,
    h('span', { class: 'hint', text: 'Tournament players start from one of the 3-move ballot\u2019s openings.' }));
  const start = h('button', { type: 'submit', class: 'button primary', dataset: { action: 'start' } }, 'Start game');
  const form = h('form', { class: 'new-game', 'aria-labelledby': 'new-game-title', novalidate: true },
    h('h2', { id: 'new-game-title', text: 'New game' }),
    h('div', { class: 'form-grid' },
      field('Game', variantSelect),
      radios('mode', 'Opponent', [['computer', 'Computer'], ['friend', 'A friend (by link)'], ['local', 'Two players here']], 'computer'),
      levelField, colorField, firstField, openingField,
      field('Time control', clockSelect), custom,
      field('Your name (optional)', h('input', { type: 'text', name: 'name', maxlength: '40', autocomplete: 'nickname' }))),
    h('p', { class: 'form-actions' }, start));

  const mode = () => form.elements.mode.value;
  function show(node, visible) {
    node.hidden = !visible;
    for (const input of node.querySelectorAll('input, select')) input.disabled = !visible;
  }
  function update() {
    const variant = byKey[variantSelect.value];
    show(levelField, mode() === 'computer');
    show(colorField, mode() !== 'local');
    show(firstField, Boolean(variant?.chooseFirst));
    show(custom, clockSelect.value === 'custom');
    const level = data.levels.find((l) => l.name === levelSelect.value);
    levelHint.textContent = level?.description ?? '';
  }
  // fillOpenings offers the chosen game's named openings: its usual start,
  // one of them at random, or a chosen one.
  function fillOpenings(variant) {
    const openings = variant?.openings ?? [];
    openingSelect.replaceChildren(
      h('option', { value: '', text: 'The usual start' }),
      h('option', { value: 'random', text: 'A random ballot opening' }),
      ...openings.map((o) => h('option', { value: o.key, text: `${o.name}: ${o.moves.join(' ')}` })));
    show(openingField, openings.length > 0);
  }
  variantSelect.addEventListener('change', () => {
    const variant = byKey[variantSelect.value];
    if (variant) for (const radio of form.elements.first ?? []) radio.checked = radio.value === variant.first;
    fillOpenings(variant);
    update();
  });
  form.addEventListener('change', update);
  variantSelect.dispatchEvent(new Event('change'));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    alert.show('');
    let body;
    try {
      body = requestBody(form, byKey[variantSelect.value]);
    } catch (err) {
      alert.show(err.message);
      return;
    }
    start.disabled = true;
    start.textContent = 'Starting…';
    try {
      await startGame(body);
    } catch (err) {
      alert.show(`The game could not start: ${err.message}`);
      alert.scrollIntoView({ block: 'nearest' });
    } finally {
      start.disabled = false;
      start.textContent = 'Start game';
    }
  });

  return {
    node: form,
    choose(key) {
      variantSelect.value = key;
      variantSelect.dispatchEvent(new Event('change'));
      form.scrollIntoView({ behavior: 'smooth', block: 'start' });
      variantSelect.focus({ preventScroll: true });
    },
  };
}

// requestBody turns the form into the body of POST /api/games, or throws
// an Error saying which entry is wrong.
function requestBody(form, variant) {
  const f = form.elements;
  const body = { variant: f.variant.value, mode: f.mode.value };
  if (body.mode === 'computer') body.level = f.level.value;
  if (body.mode !== 'local') body.color = f.color.value;
  if (variant?.chooseFirst) body.first = f.first.value;
  if (variant?.openings?.length && f.opening.value) body.opening = f.opening.value;
  const clock = f.clock.value;
  if (clock === 'custom') {
    const minutes = Number(f.minutes.value);
    const increment = Number(f.increment.value);
    if (!(minutes >= 0.5 && minutes <= 180)) throw new Error(`Minutes must be from 0.5 to 180, not "${f.minutes.value}".`);
    if (!(increment >= 0 && increment <= 60)) throw new Error(`Seconds a move must be from 0 to 60, not "${f.increment.value}".`);
    body.clock = { minutes, increment };
  } else if (clock.startsWith('days:')) {
    if (body.mode !== 'friend') throw new Error('Correspondence (days a move) is for a game against a friend, by link.');
    body.days = Number(clock.slice('days:'.length));
    body.clock = null;
  } else if (clock !== 'none') {
    const [minutes, increment] = clock.split('+').map(Number);
    body.clock = { minutes, increment };
  } else {
    body.clock = null;
  }
  const name = f.name.value.trim();
  if (name) body.name = name;
  return body;
}
