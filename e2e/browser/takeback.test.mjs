// takeback.test.mjs: two people on two browsers in a friend game: a
// take-back asked and accepted, one declined, the abort offered until both
// have moved, a game aborted with no result, and no hint between friends
// (no button, and the API refuses).

import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, shot, variants, startFromHome, tokenOf, state, api, myTurn, simplestMove, clickMove, waitForPly, plyItem, until, scenario, joinByLink, inviteURL, sharedBrowser,
} from './lib.mjs';

const shared = sharedBrowser();

// friendGame starts a friend game from A's home page, in which A moves
// first, and has B join it through the join link; it returns the game's ID
// and both players ({name, page, token, ...}) once both pages are live.
async function friendGame(nameA, nameB) {
  const info = await variants();
  const standard = info.variants.find((v) => v.key === 'standard');
  assert.ok(standard, `no standard game in ${JSON.stringify(info.variants.map((v) => v.key))}`);
  const a = await shared.open(nameA);
  const b = await shared.open(nameB);
  const id = await startFromHome(a.page, { variant: 'standard', mode: 'friend', color: standard.first, name: 'Ann' });
  await joinByLink(b.page, await inviteURL(a.page, id));
  await b.page.waitForURL(`${BASE_URL}/game/${id}`);
  a.token = await tokenOf(a.page, id);
  b.token = await tokenOf(b.page, id);
  assert.ok(a.token && b.token, `got tokens ${a.token} and ${b.token} for game ${id}, want both`);
  for (const p of [a, b]) await p.page.locator('[data-testid="connection"][data-state="open"]').waitFor();
  return { id, a, b };
}

// move plays the simplest legal move on p's board and waits until both
// pages show it; it returns the move.
async function move(id, p, other) {
  const s = await myTurn(id, p.token);
  const mv = simplestMove(s.legal);
  await clickMove(p.page, mv);
  for (const q of [p, other]) await waitForPly(q.page, s.ply + 1);
  return mv;
}

// takeback is the page's take-back message box.
function takeback(page, status) {
  return page.locator(`[data-testid="takeback"][data-status="${status}"]`);
}

// shows waits until the page's take-back box has status and says text.
async function shows(p, status, text) {
  const box = takeback(p.page, status);
  await box.waitFor();
  const got = (await box.textContent()).trim();
  assert.ok(got.includes(text), `${p.name}'s take-back message: got ${JSON.stringify(got)}, want it to say ${JSON.stringify(text)}`);
}

// visible counts the page's visible elements matching selector.
async function visible(page, selector) {
  return page.locator(`${selector}:visible`).count();
}

scenario('a take-back asked and accepted, then one declined, and no hint between friends', async () => {
  const { id, a, b } = await friendGame('A (asks)', 'B (answers)');

  // No hint between friends: no button on the page of the player on turn,
  // and the API says no.
  await myTurn(id, a.token);
  await a.page.locator('[data-action="flip"]').waitFor();
  assert.equal(await visible(a.page, '[data-action="hint"]'), 0, 'A, on turn in a friend game, is offered a hint');
  const hint = await api('POST', `/api/games/${encodeURIComponent(id)}/hint`, { token: a.token, body: {} });
  assert.equal(hint.status, 403, `a hint between friends: got status ${hint.status}, want 403 (${JSON.stringify(hint.body)})`);
  assert.match(hint.body.error ?? '', /between friends/, 'the refused hint\'s message');
  // Before anyone moved, both may abort, and nobody may take back.
  for (const p of [a, b]) {
    await p.page.locator('[data-action="abort"]').waitFor();
    assert.equal(await visible(p.page, '[data-action="takeback"]'), 0, `${p.name} is offered a take-back before any move`);
  }

  // A moves, asks to take the move back, and B accepts.
  const first = await move(id, a, b);
  await a.page.locator('[data-action="takeback"]').click();
  await shows(a, 'asked', `You asked to take back ${first.text}`);
  await shows(b, 'asked', `Your opponent asks to take back ${first.text}`);
  assert.equal(await visible(a.page, '[data-action="takeback-accept"]'), 0, 'A is offered to accept the own request');
  await shot(b.page, 'takeback-asked');
  await b.page.locator('[data-action="takeback-accept"]').click();
  await shows(a, 'accepted', `your move ${first.text} was taken back`);
  await shows(b, 'accepted', `You accepted: your opponent's move ${first.text} was taken back`);
  for (const p of [a, b]) await until(`${p.name}'s move list to lose ply 1`, async () => (await plyItem(p.page, 1).count()) === 0);
  const back = await state(id, a.token);
  assert.equal(back.ply, 0, `after the accepted take-back: got ply ${back.ply}, want 0`);
  await shot(a.page, 'takeback-accepted');

  // A moves again, asks again, and B declines.
  const second = await move(id, a, b);
  await a.page.locator('[data-action="takeback"]').click();
  await shows(b, 'asked', `Your opponent asks to take back ${second.text}`);
  await b.page.locator('[data-action="takeback-decline"]').click();
  await shows(a, 'declined', `Your opponent declined to take back ${second.text}`);
  await shows(b, 'declined', `You declined to take back ${second.text}`);
  assert.equal(await visible(a.page, '[data-action="takeback"]'), 0, 'A is offered to ask again after the decline');
  const kept = await state(id, a.token);
  assert.equal(kept.ply, 1, `after the declined take-back: got ply ${kept.ply}, want 1`);
  assert.equal(kept.moves[0].text, second.text, 'the move kept after the decline');
  await shot(a.page, 'takeback-declined');

  // B plays on: both have moved, so neither may abort any more.
  await move(id, b, a);
  for (const p of [a, b]) {
    await until(`${p.name}'s page to hide the abort button`, async () => (await visible(p.page, '[data-action="abort"]')) === 0);
    assert.equal(await visible(p.page, '[data-testid="takeback"]'), 0, `${p.name} still reads about the declined take-back after the next move`);
  }
  for (const p of [a, b]) checkPage(p);
});

scenario('a game aborted after the first move, with no result', async () => {
  const { id, a, b } = await friendGame('A (moves)', 'B (aborts)');
  await move(id, a, b);
  // The abort asks first: kept playing, then confirmed.
  await b.page.locator('[data-action="abort"]').click();
  await b.page.locator('[data-action="abort-cancel"]').click();
  assert.equal((await state(id, b.token)).result.over, false, 'B kept playing, and the game ended');
  await b.page.locator('[data-action="abort"]').click();
  await b.page.locator('[data-action="abort-confirm"]').click();
  for (const p of [a, b]) {
    const result = p.page.locator('[data-testid="result"]');
    await result.waitFor();
    const text = (await result.textContent()).trim();
    assert.match(text, /aborted/i, `${p.name}'s result: got ${JSON.stringify(text)}, want it to say aborted`);
    assert.doesNotMatch(text, /win|lose|draw/i, `${p.name}'s result of an aborted game`);
    await shows(p, 'aborted', 'no win, loss or draw');
    assert.equal(await visible(p.page, '[data-action="abort"]'), 0, `${p.name} is offered an abort after the abort`);
  }
  const s = await state(id, a.token);
  assert.deepEqual({ over: s.result.over, winner: s.result.winner, text: s.result.text }, { over: true, winner: null, text: 'aborted' },
    'the aborted game\'s result');
  await shot(b.page, 'abort');
  for (const p of [a, b]) checkPage(p);
});
