// computer.test.mjs: a game against the computer in each of the four
// games, started from the home page's form: the player's move entered by
// clicking, then the computer's reply, on the board and in the move list.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkPage, shot, variants, startFromHome, tokenOf, state, myTurn, simplestMove, clickMove, waitForPly, assertShows, assertMoveList, assertBoardShows, until, scenario, sharedBrowser,
} from './lib.mjs';

const info = await variants();

describe('a game against the computer', () => {
  const shared = sharedBrowser();

  for (const variant of info.variants) {
    scenario(`${variant.name} (${variant.key}): a move by clicking and the computer's reply`, async () => {
      const tracked = await shared.open(`the ${variant.key} player`);
      const { page } = tracked;
      // Take the colour that moves first, so the player moves first.
      const color = variant.first;
      const id = await startFromHome(page, {
        variant: variant.key, mode: 'computer', level: 'beginner', color, first: variant.chooseFirst ? color : undefined,
      });
      const token = await tokenOf(page, id);
      assert.ok(token, `no seat token in localStorage for game ${id}`);

      const before = await myTurn(id, token);
      assert.equal(before.you, color, `got seat ${before.you}, want ${color}`);
      assert.equal(before.variant, variant.key, `got variant ${before.variant}, want ${variant.key}`);
      await assertBoardShows(page, before.position, 'the player');

      const move = simplestMove(before.legal);
      const ply = before.ply;
      await clickMove(page, move);
      assertShows(await waitForPly(page, ply + 1), move.text, 'the clicked move');

      // The computer replies; the page shows its move and the position.
      await waitForPly(page, ply + 2, 20_000);
      const after = await until(`the computer's reply in game ${id}`, async () => {
        const s = await state(id, token);
        return s.ply >= ply + 2 && !s.thinking ? s : null;
      });
      assert.equal(after.moves[ply].text, move.text, `got ply ${ply + 1} ${after.moves[ply].text} on the server, want the clicked ${move.text}`);
      await assertMoveList(page, after, 'the player');
      await assertBoardShows(page, after.position, 'the player');
      await shot(page, variant.key, page.locator('.kb', { has: page.locator('[data-square]') }).first());
      checkPage(tracked);
    });
  }
});
