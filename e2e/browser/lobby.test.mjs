// lobby.test.mjs: two strangers in two browsers sign up, one posts a rated
// seek in the lobby, the other sees it appear and accepts it, both are
// taken to the game and play it, and the player pages show the rating
// change.

import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, signUp, shot, api, state, tokenOf, myTurn, simplestMove, clickMove, waitForPly, gameId, until, scenario, sharedBrowser, inviteOf,
} from './lib.mjs';

const shared = sharedBrowser();

scenario('two strangers meet in the lobby and play a rated game', async () => {
  const ann = await shared.open('Ann');
  const bob = await shared.open('Bob');
  await signUp(ann, 'Ann');
  await signUp(bob, 'Bob');

  // Ann posts a rated Stack'Em blitz seek.
  await ann.page.getByTestId('seek-variant').selectOption('stackem');
  await ann.page.getByTestId('seek-rated').check();
  await ann.page.getByTestId('post-seek').click();
  await ann.page.getByText('your seek: waiting for an opponent').waitFor();

  // Bob's lobby shows it within its refresh, and Bob accepts it.
  const seek = bob.page.getByTestId('seek').filter({ hasText: 'Ann (1500)' });
  await seek.waitFor();
  assert.match(await seek.textContent(), /Stack'Em · 5\+3 blitz · rated/);
  await shot(bob.page, 'lobby-seek');
  await seek.getByTestId('accept').click();
  await bob.page.waitForURL(/\/game\//);
  const id = gameId(bob.page);

  // Ann's lobby notices the game and takes her there, her seek token her seat's.
  await ann.page.waitForURL(`${BASE_URL}/game/${id}`);
  const tokens = { ann: await tokenOf(ann.page, id), bob: await tokenOf(bob.page, id) };
  assert.ok(tokens.ann && tokens.bob, 'both players hold a seat token');
  const first = await state(id, tokens.ann);
  assert.ok(first.rated, 'the game is rated');
  assert.equal(first.seats[first.you].name, 'Ann');

  // A move each, on the boards, then Bob resigns.
  const players = { [first.you]: { ...ann, token: tokens.ann }, [first.you === 'black' ? 'red' : 'black']: { ...bob, token: tokens.bob } };
  for (let ply = 0; ply < 2; ply++) {
    const turn = (await state(id, tokens.ann)).turn;
    const mover = players[turn];
    const s = await myTurn(id, mover.token);
    await clickMove(mover.page, simplestMove(s.legal));
    await waitForPly(ann.page, ply + 1);
    await waitForPly(bob.page, ply + 1);
  }
  const resigned = await api('POST', `/api/games/${encodeURIComponent(id)}/resign`, { token: tokens.bob });
  assert.equal(resigned.status, 200, `resign: ${JSON.stringify(resigned.body)}`);
  const end = await until('the ratings to change', async () => {
    const s = await state(id, tokens.ann);
    return s.ratingChanges ? s : null;
  });
  const annSide = end.ratingChanges[first.you];
  assert.ok(annSide.after > annSide.before, `Ann won: ${JSON.stringify(annSide)}`);

  // Ann's player page shows her new rating, provisional.
  await ann.page.goto(`${BASE_URL}/player/Ann`);
  const ratings = ann.page.getByTestId('ratings');
  await ratings.waitFor();
  assert.match(await ratings.textContent(), new RegExp(`stackem blitz: ${Math.round(annSide.after)}\\? \\(1 game\\)`));
  // The rating's history as a picture: from 1500 to the new rating.
  const chart = ann.page.getByTestId('rating-chart');
  assert.equal(await chart.getAttribute('aria-label'), `stackem blitz rating: from 1500 to ${Math.round(annSide.after)} over 1 game`);
  assert.equal(await chart.locator('circle').count(), 2, 'a point before the game and one after');
  await ann.page.getByText('No game waits for your move.').waitFor(); // her own page: her turn's list, empty
  await shot(ann.page, 'player-page');
  checkPage(ann);
  checkPage(bob);
});

scenario('two guests pair with one click of the same clock', async () => {
  const cy = await shared.open('Cy');
  const dee = await shared.open('Dee');
  for (const p of [cy, dee]) await p.page.goto(`${BASE_URL}/lobby`);

  // Cy finds nobody at 3+2 in Russian draughts: a seek is posted for Cy.
  await cy.page.getByTestId('quick-variant').selectOption('russian');
  await cy.page.getByTestId('quick-3+2').click();
  await cy.page.getByText('your seek: waiting for an opponent').waitFor();
  await shot(cy.page, 'lobby-quick-waiting');

  // Dee clicks the same clock of the same game: Cy's seek is taken, and
  // both are in the game.
  await dee.page.getByTestId('quick-variant').selectOption('russian');
  await dee.page.getByTestId('quick-3+2').click();
  await dee.page.waitForURL(/\/game\//);
  const id = gameId(dee.page);
  await cy.page.waitForURL(`${BASE_URL}/game/${id}`);
  const s = await state(id, await tokenOf(cy.page, id));
  assert.equal(s.variant, 'russian');
  assert.equal(s.clock.initial, 180000);
  assert.equal(s.clock.increment, 2000);
  assert.ok(s.seats.black.taken && s.seats.red.taken, 'both seats are taken');
  checkPage(cy);
  checkPage(dee);
});

scenario('a player challenges another by name', async () => {
  const eve = await shared.open('Eve');
  const fay = await shared.open('Fay');
  await signUp(eve, 'Eve');
  await signUp(fay, 'Fay');

  // Eve challenges Fay to a game of Kings & Flying Kings, 10+5, from the
  // lobby: Eve is taken to the game, waiting.
  await eve.page.getByTestId('seek-variant').selectOption('flying-kings');
  await eve.page.getByTestId('seek-minutes').fill('10');
  await eve.page.getByTestId('seek-increment').fill('5');
  await eve.page.getByTestId('challenge-name').fill('Fay');
  await eve.page.getByTestId('challenge').click();
  await eve.page.waitForURL(/\/game\//);
  const id = gameId(eve.page);

  // Fay's lobby shows the challenge within its refresh; Fay accepts it.
  const received = fay.page.getByTestId('challenge-received');
  await received.waitFor();
  assert.match(await received.textContent(), /From Eve: Kings & Flying Kings · 10\+5 · casual/);
  await shot(fay.page, 'lobby-challenge');
  await received.getByTestId('challenge-accept').click();
  await fay.page.waitForURL(`${BASE_URL}/game/${id}`);
  const s = await state(id, await tokenOf(fay.page, id));
  assert.ok(s.seats.black.taken && s.seats.red.taken, 'both seats are taken');
  assert.deepEqual([s.seats.black.name, s.seats.red.name].sort(), ['Eve', 'Fay']);
  checkPage(eve);
  checkPage(fay);
});

scenario('a correspondence game, three days a move', async () => {
  const ann = await shared.open('Ann (correspondence)');
  // A browser that asks before notifying, and a tab that can be sent to
  // the background.
  await ann.page.addInitScript(() => {
    window.__notes = [];
    class FakeNotification {
      constructor(title, options) { window.__notes.push({ title, body: options?.body }); }
    }
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission = async () => { FakeNotification.permission = 'granted'; return 'granted'; };
    window.Notification = FakeNotification;
    window.__hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__hidden });
  });
  await ann.page.goto(`${BASE_URL}/`);
  const form = ann.page.locator('form:has([data-action="start"])');
  await form.locator('select[name="variant"]').selectOption('stackem');
  await form.locator('input[name="mode"][value="friend"]').check();
  await form.locator('input[name="color"][value="black"]').check();
  await form.locator('select[name="clock"]').selectOption('days:3');
  await form.locator('[data-action="start"]').click();
  await ann.page.waitForURL(/\/game\/[^/]+$/);
  const id = gameId(ann.page);
  const invite = await inviteOf(ann.page, id);
  const joined = await api('POST', `/api/games/${encodeURIComponent(id)}/join`, { body: { invite, name: 'Bob' } });
  assert.equal(joined.status, 200, `Bob joins: ${JSON.stringify(joined.body)}`);
  const tokens = { black: await tokenOf(ann.page, id), red: joined.body.token };

  // Before each has moved the time does not run; then the player to move
  // has three days.
  const deadline = ann.page.getByTestId('deadline');
  await until('the correspondence note', async () => /Correspondence, 3 days a move/.test(await deadline.textContent()));
  for (let ply = 0; ply < 2; ply++) {
    const s = await state(id, tokens.red);
    const mover = await state(id, tokens[s.turn]);
    const moved = await api('POST', `/api/games/${encodeURIComponent(id)}/moves`, { token: tokens[s.turn], body: { move: mover.legal[0].text, ply } });
    assert.equal(moved.status, 200, `move ${ply + 1}: ${JSON.stringify(moved.body)}`);
  }
  const s = await state(id, tokens.black);
  assert.equal(s.correspondence.daysPerMove, 3);
  assert.ok(s.correspondence.deadline > s.correspondence.serverTime + 71 * 3600e3, 'about three days to move');
  const who = s.turn === 'black' ? /Your move: you have 2 d 23 h left \(3 days a move\)/ : /Red has 2 d 23 h left to move \(3 days a move\)/;
  await until('the time to move', async () => who.test(await deadline.textContent()));
  assert.match(await ann.page.locator('body').textContent(), /3 days a move/);
  await shot(ann.page, 'correspondence');

  // Ann asks to be told of her move; with her tab in the background, the
  // opponent's move brings the browser's notification.
  await ann.page.locator('[data-action="notify"]').click();
  await ann.page.locator('[data-action="notify"]').waitFor({ state: 'hidden' });
  await ann.page.evaluate(() => { window.__hidden = true; });
  const now = await state(id, tokens.black);
  const mover = await state(id, tokens[now.turn]);
  const moved = await api('POST', `/api/games/${encodeURIComponent(id)}/moves`, { token: tokens[now.turn], body: { move: mover.legal[0].text, ply: now.ply } });
  assert.equal(moved.status, 200);
  await until('the notification of her move', async () => (await ann.page.evaluate(() => window.__notes.length)) === 1);
  const [note] = await ann.page.evaluate(() => window.__notes);
  assert.equal(note.title, 'KingMe: your move');
  assert.match(note.body, new RegExp(`played ${mover.legal[0].text}`));
  checkPage(ann);
});
