// endings.test.mjs: how the play page tells the end of a game and the
// answer to a draw offer: the result's "You win!" / "You lose." only to the
// players of a won game (never to a spectator, never in a draw), the
// declined draw offer shown to the offerer until the offerer moves (against
// the computer and between friends), and no Undo button once a game against
// the computer is over.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, shot, api, state, until, boardReady, square, waitForPly, scenario, sharedBrowser,
} from './lib.mjs';

const shared = sharedBrowser();

// create makes a game through the API and returns its answer.
async function create(body) {
  const { status, body: game } = await api('POST', '/api/games', { body });
  assert.equal(status, 201, `creating ${JSON.stringify(body)}: got ${status} ${JSON.stringify(game)}`);
  return game;
}

// join takes the free seat of a friend's game (a create answer, with its
// invitation) and returns its answer.
async function join(game) {
  const id = game.id;
  const { status, body } = await api('POST', `/api/games/${encodeURIComponent(id)}/join`, { body: { invite: game.invite } });
  assert.equal(status, 200, `joining ${id}: got ${status} ${JSON.stringify(body)}`);
  return body;
}

// post makes a seat action through the API.
async function post(id, token, action, body) {
  const { status, body: answer } = await api('POST', `/api/games/${encodeURIComponent(id)}/${action}`, { token, body });
  assert.equal(status, 200, `${action} ${JSON.stringify(body)} in ${id}: got ${status} ${JSON.stringify(answer)}`);
  return answer;
}

// openGame opens game id in a new page, seated with token (null: watching),
// and waits for its live connection.
async function openGame(name, id, token) {
  const tracked = await shared.open(name);
  const { page } = tracked;
  if (token) {
    await page.goto(`${BASE_URL}/`);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${id}`, token]);
  }
  await page.goto(`${BASE_URL}/game/${encodeURIComponent(id)}`);
  await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
  return tracked;
}

// resultText waits for the page's result box and returns its text.
async function resultText(page) {
  const box = page.locator('[data-testid="result"]');
  await box.waitFor();
  return (await box.locator('.kp-result-text').textContent()).trim();
}

// offerBox is the page's draw offer line.
const offerBox = (page) => page.locator('.kp-offer');

// clickMoveText enters the legal move text on the board by its squares.
async function clickMoveText(page, st, text) {
  const move = st.legal.find((m) => m.text === text);
  assert.ok(move, `${text} is not among the legal moves ${JSON.stringify(st.legal.map((m) => m.text))}`);
  await boardReady(page);
  for (const sq of move.path) await square(page, sq).click();
}

describe('the end of a game', () => {
  const endings = [
    {
      name: 'a draw agreed between friends',
      end: async (g, friend) => {
        await post(g.id, g.token, 'draw', { action: 'offer' });
        await post(g.id, friend.token, 'draw', { action: 'accept' });
      },
      want: { black: /^Draw \(agreement\)\.$/i, red: /^Draw \(agreement\)\.$/i, spectator: /^Draw \(agreement\)\.$/i },
    },
    {
      name: 'a game won by resignation',
      end: async (g, friend) => { await post(g.id, friend.token, 'resign'); },
      want: { black: /^Black wins \(resignation\)\. You win!$/, red: /^Black wins \(resignation\)\. You lose\.$/, spectator: /^Black wins \(resignation\)\.$/ },
    },
  ];
  for (const tc of endings) {
    scenario(`${tc.name}: only a player of a won game is told "You win!" or "You lose."`, async () => {
      const g = await create({ variant: 'standard', mode: 'friend', color: 'black' });
      const friend = await join(g);
      await tc.end(g, friend);
      const st = await state(g.id, null);
      assert.ok(st.result.over, `game ${g.id} is not over: ${JSON.stringify(st.result)}`);
      const viewers = { black: g.token, red: friend.token, spectator: null };
      for (const [who, token] of Object.entries(viewers)) {
        const tracked = await openGame(`${who} of ${tc.name}`, g.id, token);
        const text = await resultText(tracked.page);
        assert.match(text, tc.want[who], `${who}'s page says ${JSON.stringify(text)} at the end of ${tc.name}`);
        if (who === 'spectator') await shot(tracked.page, `result-spectator-${tc.name.replace(/\W+/g, '-')}`);
        checkPage(tracked);
      }
    });
  }
});

describe('a declined draw offer', () => {
  scenario('against the computer: the offerer is told until the next move', async () => {
    const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black' });
    const tracked = await openGame('the player against the computer', g.id, g.token);
    const { page } = tracked;
    await page.locator('[data-action="draw-offer"]').click();
    // The computer declines an even opening; the page says so and keeps
    // saying so while the State carries the refusal.
    await offerBox(page).filter({ hasText: /declined your draw offer/ }).waitFor();
    const st = await until('the computer\'s answer on the server', async () => {
      const s = await state(g.id, g.token);
      return s.drawOffer === null ? s : null;
    });
    assert.equal(st.drawDeclined, 'black', `drawDeclined: got ${st.drawDeclined}, want black`);
    await page.locator('[data-action="flip"]').click(); // a redraw keeps it
    assert.ok(await offerBox(page).isVisible(), 'the refusal vanished on a redraw');
    assert.match(await offerBox(page).textContent(), /computer declined your draw offer/);
    await shot(page, 'draw-declined-computer');
    // The player's move clears it.
    await clickMoveText(page, st, '11-15');
    await waitForPly(page, 1);
    await until('the refusal to go with the move', async () => !(await offerBox(page).isVisible()));
    checkPage(tracked);
  });

  scenario('between friends: the offerer is told, the decliner is not', async () => {
    const g = await create({ variant: 'standard', mode: 'friend', color: 'black' });
    const friend = await join(g);
    const ann = await openGame('Ann (offers)', g.id, g.token);
    const bob = await openGame('Bob (declines)', g.id, friend.token);
    await ann.page.locator('[data-action="draw-offer"]').click();
    await bob.page.locator('[data-action="draw-decline"]').click();
    await offerBox(ann.page).filter({ hasText: 'Your opponent declined your draw offer.' }).waitFor();
    await until('Bob\'s offer line to close', async () => !(await offerBox(bob.page).isVisible()));
    const st = await state(g.id, g.token);
    assert.equal(st.drawDeclined, 'black', `drawDeclined: got ${st.drawDeclined}, want black`);
    await shot(ann.page, 'draw-declined-friend');
    await clickMoveText(ann.page, st, '11-15');
    await waitForPly(ann.page, 1);
    await until('the refusal to go with Ann\'s move', async () => !(await offerBox(ann.page).isVisible()));
    checkPage(ann);
    checkPage(bob);
  });
});

scenario('a game won against the computer has no Undo button', async () => {
  // Black takes Red's last piece with 10x19.
  const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black', position: 'B:W15:B10' });
  const tracked = await openGame('the winner against the computer', g.id, g.token);
  const { page } = tracked;
  await clickMoveText(page, g.state, '10x19');
  assert.match(await resultText(page), /^Black wins \(all pieces captured\)\. You win!$/);
  const st = await state(g.id, g.token);
  assert.equal(st.canUndo, false, 'canUndo in the finished game');
  assert.equal(await page.locator('[data-action="undo"]').isVisible(), false, 'the Undo button shows in a finished game');
  checkPage(tracked);
});
