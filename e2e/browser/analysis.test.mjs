// analysis.test.mjs: the engine's analysis, in each of the four games: a
// finished game's replay asks for its analysis and shows the evaluation
// graph (clickable), the bar and the best move's arrow; a blunder is marked
// in the move list; the analysis board plays moves from any position and
// shows the engine's line live; the endgame databases' results show on the
// analysis board and in hints.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, checkPage, shot, variants, api, until, scenario, clickMove, simplestMove, boardReady, square, BASE_URL, WAIT } from './lib.mjs';

const info = await variants();

/** finishedGame plays moves of a local game (the first legal move each
 * ply when moves is a number) and resigns it. */
async function finishedGame(variant, moves, position) {
  const body = { variant, mode: 'local' };
  if (position) body.position = position;
  const created = await api('POST', '/api/games', { body });
  assert.equal(created.status, 201, `create: ${JSON.stringify(created.body)}`);
  const { id, token } = created.body;
  let st = created.body.state;
  const list = typeof moves === 'number' ? Array(moves).fill(null) : moves;
  for (const [ply, text] of list.entries()) {
    const move = text ?? (st.legal.find((m) => !m.pass) ?? st.legal[0]).text;
    const played = await api('POST', `/api/games/${id}/moves`, { token, body: { move, ply } });
    assert.equal(played.status, 200, `move ${move}: ${JSON.stringify(played.body)}`);
    st = played.body;
  }
  assert.equal((await api('POST', `/api/games/${id}/resign`, { token, body: {} })).status, 200);
  return id;
}

/** analysed opens the replay of game id, asks for its analysis and waits
 * for the graph. */
async function analysed(page, id) {
  await page.goto(`${BASE_URL}/replay/${id}`);
  await page.locator('[data-action="analyse"]').click();
  await page.getByTestId('eval-graph').waitFor({ timeout: 60_000 });
}

const plyOf = async (page) => Number(await page.getByTestId('replay-ply').getAttribute('data-value'));

describe('analysis', () => {
  const shared = sharedBrowser();

  for (const variant of info.variants) {
    scenario(`${variant.name}: a finished game analysed, with its graph, bar and arrow`, async () => {
      const tracked = await shared.open(`the ${variant.key} analysis`);
      const { page } = tracked;
      const plies = 8;
      const id = await finishedGame(variant.key, plies);
      await analysed(page, id);
      const stored = (await api('GET', `/api/games/${id}/analysis`)).body;
      assert.equal(stored.status, 'done');
      assert.equal(stored.positions.length, plies + 1, 'one entry per position');

      // The graph has a point per position; the bar shows the first one.
      const points = await page.locator('.eg-line').getAttribute('points');
      assert.equal(points.trim().split(/\s+/).length, plies + 1, 'the graph draws every position');
      const bar = page.getByTestId('eval-bar');
      await bar.waitFor();
      assert.equal(Number(await bar.getAttribute('data-black')), stored.positions[0].black, 'the bar shows the start');
      assert.match(await page.getByTestId('analysis-details').textContent(), /Best: /);
      assert.ok(await page.locator('.kb-hint polyline').count() >= 1, 'the best move is drawn as an arrow');

      // A click at the graph's right end shows the last position, one in
      // its middle the middle one; the bar follows.
      const box = await page.getByTestId('eval-graph').boundingBox();
      await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
      await until('the replay at the last ply', async () => (await plyOf(page)) === plies || null);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await until('the replay at the middle ply', async () => (await plyOf(page)) === plies / 2 || null);
      await until('the bar at the middle ply', async () =>
        Number(await bar.getAttribute('data-black')) === stored.positions[plies / 2].black || null);
      const best = stored.positions[plies / 2].best.text;
      assert.match(await page.getByTestId('analysis-details').textContent(), new RegExp(`Best: ${best.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await shot(page, `analysis-${variant.key}`);
      checkPage(tracked);
    });
  }

  scenario('standard checkers: a blunder is marked', async () => {
    const tracked = await shared.open('the blunder');
    const { page } = tracked;
    const id = await finishedGame('standard', ['14-18', '23x14'], 'B:W23,32:B14,1,3');
    await analysed(page, id);
    const first = page.locator('[data-ply="1"]');
    await until('the blunder marked in the move list', async () => (await first.getAttribute('data-mark')) === 'blunder' || null);
    assert.equal((await first.textContent()).trim(), '14-18??');
    assert.equal(await page.locator('[data-ply="2"]').getAttribute('data-mark'), null, 'the forced capture is not marked');
    await first.click();
    await until('the blunder explained', async () => /14-18\?\? is a blunder: .+ was best/.test(await page.getByTestId('analysis-details').textContent()) || null);
    assert.equal(await page.locator('.eg-dot.eg-blunder').count(), 1, 'the graph shows the blunder');
    await shot(page, 'analysis-blunder');
    checkPage(tracked);
  });

  for (const variant of info.variants) {
    scenario(`${variant.name}: the analysis board plays a move and shows the engine's line`, async () => {
      const tracked = await shared.open(`the ${variant.key} analysis board`);
      const { page } = tracked;
      await page.goto(`${BASE_URL}/analyse?variant=${variant.key}`);
      const engine = page.getByTestId('engine-line');
      await until('the engine\'s line of the start', async () => (await engine.getAttribute('data-state')) === 'done' || null, WAIT + 5_000);
      assert.match(await engine.textContent(), /Best: \S+ \(depth \d+, done\)/);
      const start = (await api('GET', `/api/moves?variant=${variant.key}`)).body;
      const move = simplestMove(start.legal);
      await clickMove(page, move);
      await page.locator('.move-list [data-ply="1"]').waitFor();
      assert.equal((await page.locator('.move-list [data-ply="1"]').textContent()).trim(), move.text);
      const after = (await api('GET', `/api/moves?variant=${variant.key}&move=${encodeURIComponent(move.text)}`)).body;
      await until('the URL to hold the new position', async () =>
        new URL(page.url()).searchParams.get('position') === after.position.text || null);
      await until('the engine\'s line after the move', async () => (await engine.getAttribute('data-state')) === 'done' || null, WAIT + 5_000);
      const best = /Best: (\S+)/.exec(await engine.textContent())[1];
      assert.ok(after.legal.some((m) => m.text === best), `the engine's move ${best} is legal after ${move.text}`);
      assert.ok(await page.getByTestId('eval-bar').isVisible(), 'the bar shows');
      await shot(page, `analysis-board-${variant.key}`);
      // Back to the start, where the first move was played.
      await page.locator('[data-action="prev"]').click();
      await until('the start position again', async () => new URL(page.url()).searchParams.get('position') === start.position.text || null);
      checkPage(tracked);
    });
  }

  scenario('the analysis board from the menu keeps a variation beside its main line', async () => {
    const tracked = await shared.open('the analyst');
    const { page } = tracked;
    await page.goto(`${BASE_URL}/`);
    await page.locator('.site-nav a[href="/analyse"]').click();
    await page.waitForURL(/\/analyse/);
    assert.equal(await page.locator('.site-nav a[href="/analyse"]').getAttribute('aria-current'), 'page', 'the menu marks the page');
    const start = (await api('GET', '/api/moves?variant=standard')).body;
    const [a, c] = start.legal;
    await boardReady(page);
    // Main line: a, then the first answer b.
    await clickMove(page, a);
    await page.locator('.move-list [data-ply="1"]').waitFor();
    const afterA = (await api('GET', `/api/moves?variant=standard&move=${encodeURIComponent(a.text)}`)).body;
    const b = afterA.legal[0];
    await clickMove(page, b);
    await page.locator('.move-list [data-ply="2"]').waitFor();
    // Back to the start (the keyboard, then the button), and another first move: a variation.
    await page.locator('h1').click(); // the focus off the board, whose arrows move its cursor
    await page.keyboard.press('ArrowLeft');
    await until('one move back', async () => new URL(page.url()).searchParams.get('position') === afterA.position.text || null);
    await page.locator('[data-action="prev"]').click();
    await until('the start position', async () => new URL(page.url()).searchParams.get('position') === start.position.text || null);
    await clickMove(page, c);
    const variation = page.getByTestId('variation');
    await variation.waitFor();
    assert.equal((await variation.textContent()).replace(/\s+/g, ' '), `(1.${c.text})`, 'the variation, numbered');
    assert.deepEqual((await page.locator('.move-list [data-ply]').allTextContents()).map((t) => t.trim()), [a.text, b.text], 'the main line is kept');
    const afterC = (await api('GET', `/api/moves?variant=standard&move=${encodeURIComponent(c.text)}`)).body;
    assert.equal(new URL(page.url()).searchParams.get('position'), afterC.position.text, 'the board shows the variation');
    await shot(page, 'analysis-variation');
    // Each line's moves take the board there.
    await page.locator('.move-list [data-ply="2"]').click();
    await until('the main line\'s second move', async () => (await page.locator('.move-list [data-ply="2"]').getAttribute('aria-current')) === 'true' || null);
    await variation.locator('.move').click();
    await until('the variation again', async () => new URL(page.url()).searchParams.get('position') === afterC.position.text || null);
    // Playing the main line's move again from the start follows it rather than making a copy.
    await page.locator('[data-action="prev"]').click();
    await clickMove(page, a);
    await until('the main line\'s first move', async () => (await page.locator('.move-list [data-ply="1"]').getAttribute('aria-current')) === 'true' || null);
    assert.equal(await page.getByTestId('variation').count(), 1, 'still one variation');
    checkPage(tracked);
  });

  scenario('standard checkers: what the endgame databases know, on the analysis board and in a hint', async () => {
    const tracked = await shared.open('the endgame databases');
    const { page } = tracked;
    const engine = page.getByTestId('engine-line');
    for (const [position, want] of [
      ['B:WK32:BK1,K5', "Black wins (endgame database): 31 plies to the next capture or man's move"],
      ['W:WK32:BK1,K5', "Black wins (endgame database): 32 plies to the next capture or man's move"],
      ['B:WK32:BK1', 'Draw (endgame database)'],
    ]) {
      await page.goto(`${BASE_URL}/analyse?variant=standard&position=${encodeURIComponent(position)}`);
      await until(`the engine's line of ${position}`, async () => (await engine.getAttribute('data-state')) === 'done' || null, WAIT + 5_000);
      assert.equal(await page.locator('.analysis-verdict').textContent(), want, `the verdict of ${position}`);
    }
    await shot(page, 'analysis-egdb-draw');

    // A hint in a game on one screen, from the won position.
    const created = await api('POST', '/api/games', { body: { variant: 'standard', mode: 'local', position: 'B:WK32:BK1,K5' } });
    assert.equal(created.status, 201, `create: ${JSON.stringify(created.body)}`);
    const { id, token } = created.body;
    await page.goto(`${BASE_URL}/`);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${id}`, token]);
    await page.goto(`${BASE_URL}/game/${encodeURIComponent(id)}`);
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    await page.locator('[data-action="hint"]').click();
    const hint = page.getByTestId('hint');
    await until('the hint', async () => (await hint.isVisible()) || null);
    assert.match(await hint.textContent(), /^Hint: 1-6 · Black wins \(endgame database\): 31 plies to the next capture or man's move$/);
    await shot(page, 'hint-egdb');
    checkPage(tracked);
  });

  scenario('the result dialog\'s Analyse link starts the analysis at once', async () => {
    const tracked = await shared.open('analyse at once');
    const { page } = tracked;
    const id = await finishedGame('standard', 4);
    await page.goto(`${BASE_URL}/replay/${id}?analyse=1`);
    await page.getByTestId('eval-graph').waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('[data-action="analyse"]').isVisible(), false, 'no button to press');
    checkPage(tracked);
  });

  scenario('a player sees the replay and its analysis from their own side, a spectator from the usual one', async () => {
    const created = await api('POST', '/api/games', { body: { variant: 'standard', mode: 'computer', level: 'beginner', color: 'red' } });
    assert.equal(created.status, 201, `create: ${JSON.stringify(created.body)}`);
    const { id, token } = created.body;
    assert.equal(created.body.state.bottom, 'red', 'standard checkers draws Red at the bottom');
    // The player resigns at once: the replay is of a game played as Red
    // by this browser's seat, then of one played as Black.
    assert.equal((await api('POST', `/api/games/${id}/resign`, { token, body: {} })).status, 200);
    const blackGame = await api('POST', '/api/games', { body: { variant: 'standard', mode: 'computer', level: 'beginner', color: 'black' } });
    assert.equal(blackGame.status, 201);
    assert.equal((await api('POST', `/api/games/${blackGame.body.id}/resign`, { token: blackGame.body.token, body: {} })).status, 200);

    // Both squares are read at once in the page: the board may be drawn
    // again between two reads from here.
    const a1Above = (page) => page.evaluate(() => {
      const y = (sq) => document.querySelector(`[data-square="${sq}"]`).getBoundingClientRect().y;
      return y('a1') < y('h8');
    });
    const cases = [
      { name: 'Red\'s player', id, token, flipped: false },
      { name: 'Black\'s player', id: blackGame.body.id, token: blackGame.body.token, flipped: true },
      { name: 'a spectator', id: blackGame.body.id, token: null, flipped: false },
    ];
    for (const c of cases) {
      const tracked = await shared.open(`the replay for ${c.name}`);
      const { page } = tracked;
      await page.goto(`${BASE_URL}/`);
      if (c.token) await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${c.id}`, c.token]);
      await page.goto(`${BASE_URL}/replay/${c.id}?analyse=1`);
      await square(page, 'a1').waitFor();
      // The page is whole once the analysis is drawn, and the board must
      // keep the player's side at the bottom with it.
      await page.getByTestId('eval-graph').waitFor({ timeout: 60_000 });
      assert.equal(await a1Above(page), c.flipped, `${c.name}: a1 at the top (the board turned): got ${!c.flipped}, want ${c.flipped}`);
      assert.equal(await page.locator('[data-action="flip"]').getAttribute('aria-pressed'), String(c.flipped), `${c.name}: the Flip button's state`);
      if (c.flipped) {
        const fill = page.locator('[data-testid="eval-bar"] .eval-fill');
        const barBox = await page.getByTestId('eval-bar').boundingBox();
        const fillBox = await fill.boundingBox();
        assert.ok(Math.abs(fillBox.y + fillBox.height - (barBox.y + barBox.height)) < 3, 'the bar\'s black part grows from the bottom, Black\'s side');
        await shot(page, 'replay-own-side');
        await page.locator('[data-action="flip"]').click();
        assert.equal(await a1Above(page), false, 'Flip still turns the board');
      }
      checkPage(tracked);
    }
  });

  scenario('standard checkers: from a replay to the analysis board', async () => {
    const tracked = await shared.open('replay to board');
    const { page } = tracked;
    const id = await finishedGame('standard', 4);
    const replay = (await api('GET', `/api/games/${id}/replay`)).body;
    await page.goto(`${BASE_URL}/replay/${id}`);
    await page.locator('[data-action="next"]').click();
    await page.locator('[data-action="next"]').click();
    await page.locator('[data-action="explore"]').click();
    await page.waitForURL(/\/analyse\?/);
    assert.equal(new URL(page.url()).searchParams.get('position'), replay.positions[2].text);
    await page.getByTestId('engine-line').waitFor();
    checkPage(tracked);
  });
});
