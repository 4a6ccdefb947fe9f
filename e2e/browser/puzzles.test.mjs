// puzzles.test.mjs: the puzzles, in every game that has some: a player with
// an account solves one puzzle on the board move by move (the opponent's
// replies played for him) and fails the next with a wrong move (the
// refutation and the solution shown); the ratings shown after each moved
// the right way. The home page shows the daily puzzle and leads to it.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  BASE_URL, allowErrors, checkPage, shot, api, clickMove, scenario, sharedBrowser,
} from './lib.mjs';

const shared = sharedBrowser();

// builtin returns the built-in puzzles of a game by ID: the solutions the
// server checks against (puzzle/builtin/KEY.jsonl).
async function builtin(key) {
  const file = new URL(`../../puzzle/builtin/${key}.jsonl`, import.meta.url);
  const text = await readFile(file, 'utf8');
  return Object.fromEntries(text.split('\n').filter(Boolean).map((line) => {
    const p = JSON.parse(line);
    return [p.id, p];
  }));
}

// legalAfter returns the legal moves (view Moves) of the puzzle's
// position after the moves given, through GET /api/moves.
async function legalAfter(p, moves) {
  let position = p.position;
  let legal = null;
  for (const move of [null, ...moves]) {
    const q = new URLSearchParams({ variant: p.variant, position });
    if (move) q.set('move', move);
    const res = await api('GET', `/api/moves?${q}`);
    assert.equal(res.status, 200, `moves after ${move}: ${JSON.stringify(res.body)}`);
    position = res.body.position.text;
    legal = res.body.legal;
  }
  return legal;
}

// shownPuzzle waits until the page shows a puzzle other than not, and
// returns its ID.
async function shownPuzzle(page, not = '') {
  const handle = await page.waitForFunction((old) => {
    const id = document.querySelector('.page')?.dataset.puzzle;
    return id && id !== old ? id : null;
  }, not);
  return handle.jsonValue();
}

// feedback waits for the verdict result on the page.
async function feedback(page, result) {
  await page.locator(`[data-testid="puzzle-feedback"][data-result="${result}"]`).waitFor();
  return page.getByTestId('puzzle-feedback').textContent();
}

// ratingMove reads the player's rating line: before and after.
async function ratingMove(page) {
  const text = await page.getByTestId('rating-player').textContent();
  const m = text.match(/(\d+) → (\d+)/);
  assert.ok(m, `the player's rating line ${JSON.stringify(text)}: want "before → after"`);
  return { before: Number(m[1]), after: Number(m[2]) };
}

scenario('a puzzle solved and a puzzle failed, in every game with puzzles', async () => {
  const p = await shared.open('Solver');
  allowErrors(p, /status of 401/); // the account page asks who is logged in
  await p.page.goto(`${BASE_URL}/account`);
  await p.page.getByTestId('account-name').fill('Solver');
  await p.page.getByTestId('account-password').fill('the solver\'s password');
  await p.page.getByTestId('signup').click();
  await p.page.waitForURL(`${BASE_URL}/lobby`);

  const list = await api('GET', '/api/puzzles');
  assert.equal(list.status, 200);
  assert.ok(list.body.games.length >= 4, `games with puzzles: ${list.body.games.map((g) => g.variant)}; want the four games at least`);
  for (const game of list.body.games) {
    const set = await builtin(game.variant);
    await p.page.goto(`${BASE_URL}/puzzles?variant=${game.variant}`);
    const id = await shownPuzzle(p.page);
    const puzzle = set[id];
    assert.ok(puzzle, `${game.variant}: the page shows puzzle ${id}, want a built-in one`);

    // Solve it.
    const mine = [];
    for (let i = 0; i < puzzle.line.length; i += 2) {
      const legal = await legalAfter(puzzle, puzzle.line.slice(0, i));
      const move = legal.find((m) => m.text === puzzle.line[i]);
      assert.ok(move, `${game.variant} ${id}: the solution's move ${puzzle.line[i]} is not among ${legal.map((m) => m.text)}`);
      await clickMove(p.page, move);
      mine.push(move.text);
      const last = i + 1 === puzzle.line.length;
      const said = await feedback(p.page, last ? 'solved' : 'right');
      if (!last) assert.ok(said.includes(puzzle.line[i + 1]), `${game.variant}: after ${move.text} the page says ${JSON.stringify(said)}, want the reply ${puzzle.line[i + 1]}`);
    }
    const solved = await ratingMove(p.page);
    assert.ok(solved.after > solved.before, `${game.variant}: solving moved the rating ${solved.before} → ${solved.after}; want it up`);
    await shot(p.page, `puzzle-${game.variant}-solved`);

    // Fail the next one.
    if (Object.keys(set).length < 2) continue;
    await p.page.locator('[data-action="next-puzzle"]').click();
    const next = await shownPuzzle(p.page, id);
    const other = set[next];
    assert.ok(other, `${game.variant}: next shows ${next}, want another built-in puzzle`);
    const legal = await legalAfter(other, []);
    const accepted = [other.line[0], ...(other.line.length === 1 ? other.also ?? [] : [])];
    const wrong = legal.find((m) => !accepted.includes(m.text) && !m.pass && m.path.length >= 2);
    await clickMove(p.page, wrong);
    const said = await feedback(p.page, 'wrong');
    assert.ok(said.includes(other.line[0]), `${game.variant}: after the wrong ${wrong.text} the page says ${JSON.stringify(said)}, want the right move ${other.line[0]}`);
    const refutation = other.refutations?.[0]?.[wrong.text];
    if (refutation) assert.ok(said.includes(refutation), `${game.variant}: the page says ${JSON.stringify(said)}, want the refutation ${refutation}`);
    const solution = await p.page.getByTestId('puzzle-solution').textContent();
    assert.ok(solution.includes(other.line.join(' ')), `${game.variant}: the solution shown is ${JSON.stringify(solution)}, want ${other.line.join(' ')}`);
    const failed = await ratingMove(p.page);
    assert.equal(failed.before, solved.after, `${game.variant}: the rating before the failure`);
    assert.ok(failed.after < failed.before, `${game.variant}: failing moved the rating ${failed.before} → ${failed.after}; want it down`);
    await shot(p.page, `puzzle-${game.variant}-failed`);
  }
  checkPage(p);
});

scenario('the home page shows the daily puzzle and leads to it', async () => {
  const p = await shared.open('Visitor');
  await p.page.goto(`${BASE_URL}/`);
  const box = p.page.getByTestId('daily-puzzle');
  await box.waitFor();
  const list = await api('GET', '/api/puzzles');
  const first = list.body.games[0];
  const daily = await api('GET', `/api/puzzles/daily?variant=${first.variant}`);
  assert.equal(daily.status, 200);
  assert.ok((await box.textContent()).includes(`Daily puzzle: ${first.name}`), 'the home page names the daily puzzle\'s game');
  await shot(p.page, 'home-daily-puzzle', box);
  await p.page.locator('[data-action="daily-puzzle"]').click();
  const id = await shownPuzzle(p.page);
  assert.equal(id, daily.body.id, 'the daily puzzle opened');
  assert.ok((await p.page.locator('h1').textContent()).startsWith(`Daily puzzle, ${daily.body.day}`));
  checkPage(p);
});
