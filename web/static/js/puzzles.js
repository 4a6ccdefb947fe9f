// puzzles.js: the puzzles page (/puzzles?variant=&theme=, /puzzles/{id},
// /puzzles?variant=&daily=1): a position from a played game where the
// player to move has one winning line. The player enters the solver's
// moves on the board; the server checks each (POST
// /api/puzzles/{id}/attempt), plays the opponent's reply, and says when the
// puzzle is solved or failed, with the solution and the ratings after it.

import { api } from './api.js';
import { h, alertBox, setTitle, loadBoard } from './nav.js';

const side = (color) => (color === 'red' ? 'Red' : 'Black');
const signed = (d) => `${d >= 0 ? '+' : '−'}${Math.abs(Math.round(d))}`;

/** mount draws the puzzles page into el: params[0] is a puzzle's ID, when
 * the URL names one; the query may give the game, a theme and daily=1. */
export async function mount(el, params, query) {
  setTitle('Puzzles');
  const alert = alertBox();
  const heading = h('h1', { text: 'Puzzles' });
  el.append(heading, alert);
  let list;
  try {
    list = await api('GET', '/api/puzzles');
  } catch (err) {
    alert.show(`The puzzles could not be loaded: ${err.message}`);
    return null;
  }
  if (!list.games.length) {
    el.append(h('p', { text: 'This server has no puzzles yet.' }));
    return null;
  }
  const Board = await loadBoard();

  const gamePick = h('select', { id: 'puzzle-game', dataset: { testid: 'puzzle-game' } },
    list.games.map((g) => h('option', { value: g.variant, text: `${g.name} (${g.puzzles})` })));
  const themePick = h('select', { id: 'puzzle-theme', dataset: { testid: 'puzzle-theme' } },
    h('option', { value: '', text: 'Any theme' }),
    list.themes.map((t) => h('option', { value: t.name, text: t.title, title: t.description })));
  const wanted = query.get('variant');
  if (wanted && list.games.some((g) => g.variant === wanted)) gamePick.value = wanted;
  if (query.get('theme')) themePick.value = query.get('theme');
  gamePick.addEventListener('change', () => next());
  themePick.addEventListener('change', () => next());

  const boardBox = h('div', { class: 'replay-board' });
  const board = Board ? new Board(boardBox, { onMove: (move) => attempt(move) }) : null;
  const prompt = h('p', { class: 'puzzle-prompt', dataset: { testid: 'puzzle-prompt' }, 'aria-live': 'polite' });
  const about = h('p', { class: 'muted puzzle-about' });
  const feedback = h('p', { class: 'puzzle-feedback', dataset: { testid: 'puzzle-feedback' }, 'aria-live': 'assertive', hidden: true });
  const solution = h('p', { class: 'puzzle-solution', dataset: { testid: 'puzzle-solution' }, hidden: true });
  const ratings = h('div', { class: 'puzzle-ratings', dataset: { testid: 'puzzle-ratings' }, hidden: true });
  const nextButton = h('button', { type: 'button', class: 'button primary', dataset: { action: 'next-puzzle' }, onclick: () => next() }, 'Next puzzle');
  el.append(h('div', { class: 'replay' },
    h('div', { class: 'replay-main' }, boardBox),
    h('div', { class: 'replay-side' },
      h('p', { class: 'puzzle-pickers' },
        h('label', { for: 'puzzle-game', text: 'Game ' }), gamePick, ' ',
        h('label', { for: 'puzzle-theme', text: 'Theme ' }), themePick),
      prompt, about, feedback, solution, ratings,
      h('p', {}, nextButton))));

  let puzzle = null; // the PuzzleState shown
  let moves = []; // the solver's moves so far, all right
  let over = false;
  let busy = false;
  const shown = []; // the puzzles shown, left out of the next ones

  async function load(path) {
    alert.show('');
    try {
      show(await api('GET', path));
      return true;
    } catch (err) {
      alert.show(`No puzzle to show: ${err.message}`);
      return false;
    }
  }
  async function next() {
    const q = new URLSearchParams({ variant: gamePick.value });
    if (themePick.value) q.set('theme', themePick.value);
    if (!shown.length) return load(`/api/puzzles/next?${q}`);
    q.set('exclude', shown.slice(-100).join(','));
    if (await load(`/api/puzzles/next?${q}`)) return true;
    // Every puzzle of the game (and theme) was shown: start the round again.
    shown.length = 0;
    q.delete('exclude');
    return load(`/api/puzzles/next?${q}`);
  }
  function show(st) {
    puzzle = st;
    moves = [];
    over = false;
    if (!shown.includes(st.id)) shown.push(st.id);
    gamePick.value = st.variant;
    el.dataset.puzzle = st.id;
    heading.textContent = st.day ? `Daily puzzle, ${st.day}: ${st.name}` : `Puzzle: ${st.name}`;
    setTitle(st.day ? 'Daily puzzle' : 'Puzzle');
    const n = st.moves === 1 ? 'the winning move' : `the winning line (${st.moves} moves)`;
    prompt.textContent = `${side(st.solver)} to move: find ${n}.`;
    const from = st.mistake ? `After ${st.mistake}, a mistake` : 'From a played game';
    about.textContent = `${from}${st.source ? ` (${st.source})` : ''}. Puzzle rating ${Math.round(st.rating)}, solved ${st.wins} of ${st.plays} times. Themes: ${st.themes.join(', ')}.`;
    feedback.hidden = true;
    solution.hidden = true;
    ratings.hidden = true;
    draw(st.position, st.legal, null);
    history.replaceState(null, '', `/puzzles/${encodeURIComponent(st.id)}`);
  }
  function draw(position, legal, lastMove) {
    board?.render(position, { legal, lastMove, flipped: puzzle.solver !== puzzle.bottom });
  }
  async function attempt(move) {
    if (!puzzle || over || busy) return;
    busy = true;
    const id = puzzle.id;
    try {
      const res = await api('POST', `/api/puzzles/${encodeURIComponent(id)}/attempt`, { moves: [...moves, move.text] });
      if (puzzle.id !== id) return;
      result(res);
    } catch (err) {
      alert.show(`That move was not checked: ${err.message}`);
    } finally {
      busy = false;
    }
  }
  function result(res) {
    feedback.hidden = false;
    feedback.dataset.result = res.result;
    if (res.result === 'right') {
      moves.push(res.played.text);
      feedback.textContent = `${res.played.text} is right${res.reply ? `; ${res.reply.text} was played` : ''}: find the next move.`;
      draw(res.position, res.legal, res.reply ?? res.played);
      return;
    }
    over = true;
    if (res.result === 'solved') {
      feedback.textContent = `${res.played.text}: solved!`;
    } else {
      const reply = res.reply ? `: ${res.reply.text} refutes it` : '';
      feedback.textContent = `${res.played.text} is wrong${reply}. The move was ${res.expected}.`;
    }
    draw(res.position, [], res.reply ?? res.played);
    solution.hidden = false;
    solution.replaceChildren(h('span', { class: 'label', text: 'Solution: ' }), h('strong', { text: res.solution.join(' ') }));
    showRatings(res);
  }
  function showRatings(res) {
    ratings.hidden = false;
    if (!res.rated) {
      ratings.dataset.rated = 'false';
      ratings.replaceChildren(h('p', { class: 'muted', text: res.player === undefined && !puzzle.player
        ? 'Log in to have your puzzles rated: a guest\'s attempts are counted, not rated.'
        : 'You tried this puzzle before: this attempt is counted, not rated.' }));
      return;
    }
    ratings.dataset.rated = 'true';
    const line = (who, r) => h('p', { dataset: { testid: `rating-${who}` } },
      `${who === 'player' ? 'Your puzzle rating' : 'The puzzle\'s rating'}: ${Math.round(r.before)} → `,
      h('strong', { text: `${Math.round(r.after)}${r.provisional ? '?' : ''}` }), ` (${signed(r.after - r.before)})`);
    ratings.replaceChildren(line('player', res.player), line('puzzle', res.puzzle));
  }

  if (params[0]) await load(`/api/puzzles/${encodeURIComponent(params[0])}`);
  else if (query.get('daily')) await load(`/api/puzzles/daily?variant=${encodeURIComponent(gamePick.value)}`);
  else await next();
  return { destroy: () => board?.destroy?.() };
}
