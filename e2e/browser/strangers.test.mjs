// strangers.test.mjs: issue 32's whole story in one scenario. Two people
// sign up in two browsers; one posts a rated seek in the lobby, the other
// sees it and accepts; they play the game to its end on the boards, with
// the clocks running, chatting, while a third person watches and writes in
// the spectators' room; both see what the game did to their ratings. Then
// the other posts a rated Stack'Em seek and they play it to the end too,
// and the player pages show both ratings.

import assert from 'node:assert/strict';
import {
  BASE_URL, api, checkPage, clickMove, gameId, scenario, sharedBrowser, shot, signUp, state, tokenOf, until, waitForPly,
} from './lib.mjs';

const shared = sharedBrowser();

// captures is how many pieces a move (a State's legal entry) takes.
const captures = (m) => m.captured?.length ?? 0;

// bestReply is the most pieces the opponent can take after move m of the
// position whose PDN FEN is fen (-100 when m ends the game): the analysis
// board's step, GET /api/moves.
async function bestReply(variant, fen, m) {
  const q = new URLSearchParams({ variant, position: fen, move: m.text });
  const { status, body } = await api('GET', `/api/moves?${q}`);
  assert.equal(status, 200, `GET /api/moves?${q}: ${JSON.stringify(body)}`);
  if (body.result?.over) return -100;
  return Math.max(0, ...body.legal.map(captures));
}

// chooseMove picks the move of a player who means to win (takes what it can
// and leaves little to take) or to lose (leaves the most to take), so that
// each game ends by the rules, all its pieces taken, within about 40 plies.
async function chooseMove(s, wins) {
  let best = null;
  let bestValue = -Infinity;
  for (const m of s.legal.filter((l) => !l.pass && l.path?.length >= 2)) {
    const reply = await bestReply(s.variant, s.position.text, m);
    const value = wins ? 2 * captures(m) - reply : reply;
    if (value > bestValue) [best, bestValue] = [m, value];
  }
  return best;
}

// chatLines returns the texts of a page's chat log.
async function chatLines(page) {
  return page.getByTestId('chat-log').locator('.kp-chat-text').allTextContents();
}

async function waitForLine(page, text) {
  await page.getByTestId('chat-log').locator('.kp-chat-text', { hasText: text }).first().waitFor();
}

// ratedGame has poster post a rated blitz seek of variant in the lobby and
// taker accept it; they play it to the end on their boards (winner's
// moves meant to win), chatting, with spectator watching; it returns the
// game's last State and both players' seats.
async function ratedGame(variant, poster, taker, spectator, winner) {
  await poster.page.goto(`${BASE_URL}/lobby`);
  await poster.page.getByTestId('seek-variant').selectOption(variant);
  await poster.page.getByTestId('seek-rated').check();
  await poster.page.getByTestId('post-seek').click();
  await poster.page.getByText('your seek: waiting for an opponent').waitFor();
  await taker.page.goto(`${BASE_URL}/lobby`);
  const seek = taker.page.getByTestId('seek').filter({ hasText: `${poster.name} (` });
  await seek.waitFor();
  assert.match(await seek.textContent(), /5\+3 blitz · rated/);
  await seek.getByTestId('accept').click();
  await taker.page.waitForURL(/\/game\//);
  const id = gameId(taker.page);
  await poster.page.waitForURL(`${BASE_URL}/game/${id}`);
  for (const p of [poster, taker]) p.token = await tokenOf(p.page, id);
  const first = await state(id, poster.token);
  assert.ok(first.rated, `the ${variant} game is rated`);
  const seats = { [first.you]: poster, [first.you === 'black' ? 'red' : 'black']: taker };

  // The spectator watches; everyone's socket is open.
  await spectator.page.goto(`${BASE_URL}/game/${id}`);
  for (const p of [poster, taker, spectator]) {
    await p.page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    await p.page.getByTestId('chat').waitFor();
  }
  await poster.page.getByTestId('chat').locator('[data-preset="good-luck"]').click();
  await waitForLine(taker.page, 'Good luck!');
  await spectator.page.getByTestId('chat').locator('.kp-chat-input').fill(`Go ${winner.name}!`);
  await spectator.page.getByTestId('chat').locator('.kp-chat-input').press('Enter');
  await waitForLine(spectator.page, `Go ${winner.name}!`);

  // The game, move by move on the boards, to its end.
  let s = first;
  for (let ply = 0; !s.result?.over; ply++) {
    assert.ok(ply < 120, `the ${variant} game has not ended after ${ply} plies`);
    const mover = seats[s.turn];
    const mine = await until(`${mover.name}'s move ${ply + 1}`, async () => {
      const m = await state(id, mover.token);
      return m.legal?.length && m.ply === ply ? m : null;
    });
    await clickMove(mover.page, await chooseMove(mine, mover === winner));
    for (const p of [poster, taker]) await waitForPly(p.page, ply + 1);
    if (ply === 9) {
      // Mid-game, a typed line; the clocks have run for both.
      const input = taker.page.getByTestId('chat').locator('.kp-chat-input');
      await input.fill('Nice shot coming?');
      await input.press('Enter');
      await waitForLine(poster.page, 'Nice shot coming?');
      const mid = await state(id, poster.token);
      for (const c of ['black', 'red']) {
        assert.ok(mid.clock[c] < mid.clock.initial + 5 * mid.clock.increment, `${c}'s clock runs: ${JSON.stringify(mid.clock)}`);
      }
      assert.ok(mid.clock.running, `a clock is running mid-game: ${JSON.stringify(mid.clock)}`);
    }
    s = await state(id, poster.token);
  }
  assert.ok(s.result.winner, `the ${variant} game is won: ${JSON.stringify(s.result)}`);
  assert.equal(seats[s.result.winner], winner, `${winner.name} wins the ${variant} game`);
  assert.equal(s.clock.running, null, 'the clocks stop at the end');

  // The players' chat never held the spectator's line.
  for (const p of [poster, taker]) {
    assert.deepEqual(await chatLines(p.page), ['Good luck!', 'Nice shot coming?'], `${p.name}'s chat in the ${variant} game`);
  }
  return { id, end: s, seats };
}

// showsRatingChange checks that a player's page tells what the ended game
// did to their rating, in the result dialog and beside their name.
async function showsRatingChange(p, color, change) {
  const before = Math.round(change.before);
  const after = Math.round(change.after);
  const diff = after - before;
  const text = `${before} → ${after}${change.provisional ? '?' : ''} (${diff > 0 ? '+' : '−'}${Math.abs(diff)})`;
  const dialog = p.page.getByTestId('dialog-rating');
  await until(`${p.name}'s result dialog to tell the rating`, async () => (await dialog.isVisible()) && (await dialog.textContent()) === `Your rating: ${text}`);
  const bar = p.page.getByTestId(`rating-change-${color}`);
  assert.equal(await bar.textContent(), `Rating ${text}`, `${p.name}'s rating beside the name`);
}

scenario('two strangers play a rated standard and a rated Stack\'Em game to the end, chatting, watched', async () => {
  const ann = await shared.open('Annie');
  const bob = await shared.open('Bruno');
  const cy = await shared.open('Cyrus (spectator)');
  for (const [p, name] of [[ann, 'Annie'], [bob, 'Bruno'], [cy, 'Cyrus']]) {
    p.name = name;
    await signUp(p, name);
  }

  const games = [];
  for (const [variant, poster, taker] of [['standard', ann, bob], ['stackem', bob, ann]]) {
    const game = await ratedGame(variant, poster, taker, cy, ann);
    const { end, seats } = game;
    for (const [color, p] of Object.entries(seats)) {
      const change = end.ratingChanges?.[color];
      assert.ok(change, `the ${variant} game's rating change of ${p.name}: ${JSON.stringify(end.ratingChanges)}`);
      assert.ok(p === ann ? change.after > change.before : change.after < change.before, `${p.name}'s ${variant} rating: ${JSON.stringify(change)}`);
      await showsRatingChange(p, color, change);
    }
    await shot(ann.page, `strangers-${variant}-end`);
    // Once the game is over, the players can read the spectators' room.
    await bob.page.reload();
    await bob.page.getByTestId('chat').locator('[data-room="spectators"]').click();
    await waitForLine(bob.page, 'Go Annie!');
    games.push(game);
  }

  // The player pages show both ratings, one game each.
  const annChanges = games.map(({ end, seats }) => end.ratingChanges[Object.keys(seats).find((c) => seats[c] === ann)]);
  await bob.page.goto(`${BASE_URL}/player/Annie`);
  const ratings = bob.page.getByTestId('ratings');
  await ratings.waitFor();
  const shown = await ratings.textContent();
  assert.match(shown, new RegExp(`standard blitz: ${Math.round(annChanges[0].after)}\\? \\(1 game\\)`));
  assert.match(shown, new RegExp(`stackem blitz: ${Math.round(annChanges[1].after)}\\? \\(1 game\\)`));
  await shot(bob.page, 'strangers-player-page');
  for (const p of [ann, bob, cy]) checkPage(p);
}, { timeout: 300_000 });
