// lookback.test.mjs: looking back during a live game between friends: the
// player clicks an earlier move and sees that position while the opponent
// moves on; the list keeps growing, the arrow keys step, and "Back to the
// game" returns to the live position.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, checkPage, shot, variants, startFromHome, tokenOf, api, until, scenario, assertBoardShows, assertMoveList, state, inviteOf,
} from './lib.mjs';

const info = await variants();
const standard = info.variants.find((v) => v.key === 'standard');

/** playOne plays the first legal move of the seat of token through the API. */
async function playOne(id, token) {
  const st = await until(`game ${id} to offer this seat a move`, async () => {
    const s = await state(id, token);
    return s.legal?.length ? s : null;
  });
  const answer = await api('POST', `/api/games/${id}/moves`, { token, body: { move: st.legal[0].text, ply: st.ply } });
  assert.equal(answer.status, 200, `move: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

describe('looking back during a live game', () => {
  const shared = sharedBrowser();

  scenario('a friend looks at move 1 while the opponent moves on', async () => {
    const tracked = await shared.open('the player looking back');
    const { page } = tracked;
    const id = await startFromHome(page, { variant: 'standard', mode: 'friend', color: standard.first, name: 'Ann' });
    const tokenA = await tokenOf(page, id);
    const joined = await api('POST', `/api/games/${id}/join`, { body: { name: 'Bob', invite: await inviteOf(page, id) } });
    assert.equal(joined.status, 200, `join: ${JSON.stringify(joined.body)}`);
    const tokenB = joined.body.token;
    for (let i = 0; i < 2; i++) {
      await playOne(id, tokenA);
      await playOne(id, tokenB);
    }
    await assertMoveList(page, await state(id, tokenA), 'Ann');
    const replay = (await api('GET', `/api/games/${id}/replay`)).body;

    await page.locator('.kp-moves [data-ply="1"]').click();
    const banner = page.getByTestId('lookback');
    await banner.waitFor();
    await assertBoardShows(page, replay.positions[1], 'Ann looking back');
    assert.equal(await page.locator('[data-interactive="true"]').count(), 0, 'the earlier position takes no move');

    // The game goes on: Ann's own move by the API, then Bob's.
    await playOne(id, tokenA);
    const now = await playOne(id, tokenB);
    await assertMoveList(page, now, 'Ann while looking back');
    await until('the banner counting the newer moves', async () => (await banner.textContent()).includes('5 moves since') || null);
    await assertBoardShows(page, replay.positions[1], 'Ann still looking back');
    await shot(page, 'lookback');

    await page.keyboard.press('ArrowRight');
    await assertBoardShows(page, replay.positions[2], 'Ann one move on');
    await page.locator('[data-action="back-to-game"]').click();
    await until('the banner gone', async () => (await banner.isHidden()) || null);
    await assertBoardShows(page, now.position, 'Ann back in the game');
    checkPage(tracked);
  });
});
