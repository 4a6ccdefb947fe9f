// playon.test.mjs: playing on from a position of a replay, in each of the
// four games: a finished game's replay, stepped back two moves, starts a
// game at one screen from that position; in standard checkers one against
// the computer too, the player taking the side to move.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, checkPage, shot, variants, api, state, tokenOf, until, scenario, BASE_URL } from './lib.mjs';

const info = await variants();

/** finishedGame plays four moves of a local game of variant and resigns it. */
async function finishedGame(variant) {
  const created = await api('POST', '/api/games', { body: { variant, mode: 'local' } });
  assert.equal(created.status, 201, `create: ${JSON.stringify(created.body)}`);
  const { id, token } = created.body;
  let st = created.body.state;
  for (let ply = 0; ply < 4; ply++) {
    const move = st.legal.find((m) => !m.pass) ?? st.legal[0];
    const played = await api('POST', `/api/games/${id}/moves`, { token, body: { move: move.text, ply } });
    assert.equal(played.status, 200, `move ${move.text}: ${JSON.stringify(played.body)}`);
    st = played.body;
  }
  assert.equal((await api('POST', `/api/games/${id}/resign`, { token, body: {} })).status, 200);
  return id;
}

describe('playing on from a replay', () => {
  const shared = sharedBrowser();

  for (const variant of info.variants) {
    scenario(`${variant.name}: play on at one screen from move 2`, async () => {
      const tracked = await shared.open(`the ${variant.key} replay`);
      const { page } = tracked;
      const id = await finishedGame(variant.key);
      const replay = (await api('GET', `/api/games/${id}/replay`)).body;
      await page.goto(`${BASE_URL}/replay/${id}`);
      await page.locator('[data-action="next"]').click();
      await page.locator('[data-action="next"]').click();
      await until('the replay at ply 2', async () => (await page.getByTestId('replay-ply').getAttribute('data-value')) === '2' || null);
      await page.locator('[data-action="play-on-local"]').click();
      await page.waitForURL(/\/game\/[^/]+$/);
      const newID = new URL(page.url()).pathname.split('/').pop();
      const st = await state(newID, await tokenOf(page, newID));
      assert.equal(st.start, replay.positions[2].text, 'the new game starts from the replay\'s position');
      assert.equal(st.ply, 0);
      assert.equal(st.mode, 'local');
      if (variant.key === 'standard') await shot(page, 'playon-local-standard');
      checkPage(tracked);
    });
  }

  scenario('standard checkers: play on against the computer', async () => {
    const tracked = await shared.open('the play-on player');
    const { page } = tracked;
    const id = await finishedGame('standard');
    const replay = (await api('GET', `/api/games/${id}/replay`)).body;
    await page.goto(`${BASE_URL}/replay/${id}`);
    await page.locator('[data-action="last"]').click();
    await page.locator('[data-action="prev"]').click();
    await until('the replay at ply 3', async () => (await page.getByTestId('replay-ply').getAttribute('data-value')) === '3' || null);
    await page.locator('select[name="playon-level"]').selectOption('beginner');
    await page.locator('[data-action="play-on-computer"]').click();
    await page.waitForURL(/\/game\/[^/]+$/);
    const newID = new URL(page.url()).pathname.split('/').pop();
    const st = await state(newID, await tokenOf(page, newID));
    assert.equal(st.start, replay.positions[3].text);
    assert.equal(st.mode, 'computer');
    assert.equal(st.level, 'beginner');
    assert.equal(st.you, replay.positions[3].turn, 'the player takes the side to move');
    await shot(page, 'playon-computer');
    checkPage(tracked);
  });
});
