// leave.test.mjs: a friend who leaves, in every game: the countdown to the
// claim on the other player's page, the claim of the win once the time is
// up (the app's clock is moved on through the control API), the rematch
// that keeps the joiner's name and needs no link; and in a game with a
// clock, the countdown to the first move on both pages.

import assert from 'node:assert/strict';
import {
  BASE_URL, CONTROL_URL, checkPage, shot, variants, startFromHome, tokenOf, state, api, myTurn, simplestMove, until, scenario, joinByLink, inviteURL, sharedBrowser,
} from './lib.mjs';

const shared = sharedBrowser();

// advance moves the app's clock ms on.
async function advance(ms) {
  const res = await fetch(`${CONTROL_URL}/advance`, { method: 'POST', body: JSON.stringify({ ms }) });
  assert.equal(res.status, 200, `POST /advance: got status ${res.status}: ${await res.text()}`);
}

// deadlineText waits until the page's countdown box says what re matches,
// and returns its text.
async function deadlineText(page, re) {
  return until(`the countdown to say ${re}`, async () => {
    const box = page.getByTestId('deadline');
    if (!(await box.isVisible())) return null;
    const text = (await box.locator('.kp-deadline-text').textContent()).trim();
    return re.test(text) ? text : null;
  });
}

// playFirstMoves plays each side's first move of game id through the API.
async function playFirstMoves(id, tokens) {
  for (const [ply, token] of tokens.entries()) {
    const s = await myTurn(id, token);
    const { status, body } = await api('POST', `/api/games/${encodeURIComponent(id)}/moves`, { token, body: { move: simplestMove(s.legal).text, ply } });
    assert.equal(status, 200, `move ${ply + 1}: got status ${status}: ${JSON.stringify(body)}`);
  }
}

scenario('a friend who leaves: the countdown, then the claim of the win, in every game; the rematch keeps the name', async () => {
  const info = await variants();
  const a = await shared.open('A (stays)');
  const b = await shared.open('B (leaves)');
  for (const v of info.variants) {
    const id = await startFromHome(a.page, { variant: v.key, mode: 'friend', color: v.first, name: 'Ann' });
    await joinByLink(b.page, await inviteURL(a.page, id), 'Bob');
    await b.page.waitForURL(`${BASE_URL}/game/${id}`);
    const tokens = [await tokenOf(a.page, id), await tokenOf(b.page, id)];
    await playFirstMoves(id, tokens);

    await b.page.goto(`${BASE_URL}/`); // B closes the game's page
    const waiting = await deadlineText(a.page, /Your opponent left the game: you may claim it in \d:\d\d/);
    assert.equal(await a.page.locator('[data-action="claim-win"]:visible').count(), 0, `${v.key}: the claim is offered at once (${waiting})`);
    await shot(a.page, `leave-${v.key}-countdown`);

    await advance(61_000);
    await a.page.reload();
    await deadlineText(a.page, /^Your opponent left the game\.$/);
    await a.page.locator('[data-action="claim-win"]').click();
    const result = a.page.getByTestId('result');
    await result.waitFor();
    await until(`${v.key}: the result on A's page`, async () => /wins \(abandoned\)\. You win!/.test(await result.textContent()));
    const s = await state(id, tokens[0]);
    assert.equal(s.result.reason, 'abandoned', `${v.key}: the stored result: ${JSON.stringify(s.result)}`);
    await shot(a.page, `leave-${v.key}-claimed`);

    if (v.key !== 'standard') continue;
    // A asks for a rematch: the seat is kept for Bob, who joins from the
    // old game's page and keeps his name; A's page asks for no link.
    await a.page.getByRole('dialog').getByRole('button', { name: 'Rematch' }).click();
    await a.page.waitForURL((url) => url.pathname.startsWith('/game/') && !url.pathname.endsWith(id));
    const label = a.page.locator('.kp-share-label', { hasText: 'no link is needed' });
    await label.waitFor();
    assert.equal(await a.page.locator('[data-action="copy-invite"]:visible').count(), 0, 'the rematch asks for a link');
    const rematch = (await state(id, tokens[1])).rematch;
    await b.page.goto(`${BASE_URL}/game/${id}`);
    await b.page.getByRole('button', { name: /wants a rematch: join/ }).first().click();
    await b.page.waitForURL(`${BASE_URL}/game/${rematch}`);
    const joined = await state(rematch, await tokenOf(b.page, rematch));
    assert.deepEqual(Object.values(joined.seats).map((x) => x.name).sort(), ['Ann', 'Bob'], `the rematch's names: ${JSON.stringify(joined.seats)}`);
    await b.page.goto(`${BASE_URL}/`);
  }
  checkPage(a);
  checkPage(b);
  // A game of every kind, each with its page loads, a reload and two
  // screenshots: about 8 to 11 s a game on a 2-core machine, past the
  // default two minutes once there are more than a dozen games.
}, { timeout: 300_000 });

scenario('a game with a clock: the first move\'s countdown on both pages', async () => {
  const info = await variants();
  const standard = info.variants.find((v) => v.key === 'standard');
  const a = await shared.open('A (first)');
  const b = await shared.open('B (second)');
  const { status, body: game } = await api('POST', '/api/games', { body: { variant: 'standard', mode: 'friend', color: standard.first, name: 'Ann', clock: { minutes: 1, increment: 0 } } });
  assert.equal(status, 201, `creating the game: ${JSON.stringify(game)}`);
  await a.page.goto(`${BASE_URL}/`);
  await a.page.evaluate(([key, token]) => localStorage.setItem(key, token), [`kingme.token.${game.id}`, game.token]);
  await a.page.goto(`${BASE_URL}/game/${game.id}`);
  assert.equal(await a.page.getByTestId('deadline').isVisible(), false, 'a countdown before the friend came');
  await joinByLink(b.page, `${BASE_URL}/join/${game.id}#invite=${encodeURIComponent(game.invite)}`, 'Bob');
  const mine = await deadlineText(a.page, /^Play your first move within 0:[0-3]\d, or the game is aborted\.$/);
  const theirs = await deadlineText(b.page, /^Your opponent has 0:[0-3]\d to play a first move, or the game is aborted\.$/);
  await shot(a.page, 'first-move-countdown');
  assert.ok(mine && theirs);
  checkPage(a);
  checkPage(b);
});
