// restart.test.mjs: a reload and a server restart in the middle of a game
// lose nothing: the page shows the same moves and position, reconnects by
// itself after the restart, and the game goes on.

import assert from 'node:assert/strict';
import {
  CONTROL_URL, checkPage, allowErrors, shot, startFromHome, tokenOf, state, myTurn, simplestMove, clickMove, waitForPly, assertShows, assertMoveList, assertBoardShows, moveList, scenario, sharedBrowser,
} from './lib.mjs';

const PLIES = 3; // moves played before the reload

const shared = sharedBrowser();

// play makes one move by clicking, the simplest legal one, and waits until
// the move list shows it.
async function play(page, id, token) {
  const s = await myTurn(id, token);
  const move = simplestMove(s.legal);
  await clickMove(page, move);
  assertShows(await waitForPly(page, s.ply + 1), move.text, `ply ${s.ply + 1}`);
  return move;
}

// connectionOpen waits until the page's live connection indicator says open.
const connectionOpen = (page) => page.locator('[data-testid="connection"][data-state="open"]').waitFor();

scenario('a reload and a server restart in the middle of a game lose nothing', async () => {
  const p = await shared.open('the player at one screen');
  const { page } = p;
  const id = await startFromHome(page, { variant: 'standard', mode: 'local' });
  const token = await tokenOf(page, id);
  assert.ok(token, `no seat token for game ${id}`);
  for (let i = 0; i < PLIES; i++) await play(page, id, token);
  const played = await state(id, token);
  assert.equal(played.ply, PLIES, `got ply ${played.ply}, want ${PLIES}`);
  const shown = await moveList(page);

  // Reload: the same moves and position.
  await page.reload();
  await connectionOpen(page);
  await assertMoveList(page, played, 'after the reload');
  assert.deepEqual(await moveList(page), shown, 'the move list after the reload');
  await assertBoardShows(page, played.position, 'after the reload');

  // Restart the server: the page notices, reconnects and shows the same game.
  await page.evaluate(() => {
    // Note every state the indicator shows, even if the page redraws it.
    const states = [];
    window.__connectionStates = states;
    const note = () => {
      const state = document.querySelector('[data-testid="connection"]')?.dataset.state ?? 'none';
      if (states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    note();
  });
  // While the server is down the browser logs the failed connections.
  allowErrors(p, /WebSocket connection to .* failed|ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE/);
  const res = await fetch(`${CONTROL_URL}/restart`, { method: 'POST' });
  assert.equal(res.status, 200, `POST /restart: got status ${res.status}, want 200: ${await res.text()}`);
  await page.waitForFunction(() => window.__connectionStates.includes('reconnecting'));
  await page.waitForFunction(() => window.__connectionStates.at(-1) === 'open');
  const resumed = await state(id, token);
  assert.deepEqual(resumed.moves.map((m) => m.text), played.moves.map((m) => m.text), 'the moves after the restart');
  assert.equal(resumed.position.text, played.position.text, 'the position after the restart');
  await assertMoveList(page, resumed, 'after the restart');
  await assertBoardShows(page, resumed.position, 'after the restart');

  // The game goes on.
  await play(page, id, token);
  const onward = await state(id, token);
  assert.equal(onward.ply, PLIES + 1, `got ply ${onward.ply} after a move following the restart, want ${PLIES + 1}`);
  await assertMoveList(page, onward, 'after a move following the restart');
  await shot(page, 'after-restart');
  checkPage(p);
});
