// special.test.mjs: the moves that need more than two clicks, made in a
// real game started from a set-up position (POST /api/games with
// "position"): a Kings & Flying Kings spawn square chosen on the board, a
// Coast-to-Coast crowning with its free move in the same turn, a Stack'Em
// multi-jump completed from its first landing, and a standard checkers double jump
// entered by its destination alone.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, shot, api, state, boardReady, square, waitForPly, assertShows, assertBoardShows, scenario, sharedBrowser,
} from './lib.mjs';

// setUp creates a game at one screen from position and opens it in page.
async function setUp(page, variant, position) {
  const { status, body } = await api('POST', '/api/games', { body: { variant, mode: 'local', position } });
  assert.equal(status, 201, `creating a ${variant} game from ${position}: got ${status} ${JSON.stringify(body)}`);
  await page.goto(`${BASE_URL}/`);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${body.id}`, body.token]);
  await page.goto(`${BASE_URL}/game/${body.id}`);
  await boardReady(page);
  return body;
}

// clickSquares clicks squares in order, checking that each one but the
// first is offered as a target when it is clicked.
async function clickSquares(page, squares) {
  await square(page, squares[0]).click();
  for (const sq of squares.slice(1)) {
    await page.locator('[data-target]').first().waitFor();
    await square(page, sq).click();
  }
}

const cases = [
  {
    name: 'Kings & Flying Kings: a Prince spawned on the square chosen on the board',
    variant: 'flying-kings', position: 'R:RP18,K29,K31:BK2,K3,G14',
    clicks: ['d4', 'b6', 'c1'], want: '18x9+30', prompt: /new Prince appears/i,
  },
  {
    name: "Coast-to-Coast: crowned on the opponent's home, then the free move in the same turn",
    variant: 'coast-to-coast', position: 'R:Rg7/0:Ba5/0',
    clicks: ['g7', 'h8', 'h7'], want: 'g7-h8+h7', prompt: /the free move/i,
  },
  {
    name: 'Stack\'Em: a multi-jump completed from its first landing when only one route fits',
    variant: 'stackem', position: 'R 14:r 18:bbB 22:b',
    clicks: ['c5', 'e3'], want: '14x23x14x23',
  },
  {
    name: 'standard checkers: a double jump entered by its destination alone',
    variant: 'standard', position: 'B:W14,23:B9',
    clicks: ['b6', 'f2'], want: '9x18x27',
  },
];

describe('moves of more than two clicks', () => {
  const shared = sharedBrowser();

  for (const tc of cases) {
    scenario(tc.name, async () => {
      const tracked = await shared.open(tc.variant);
      const { page } = tracked;
      const game = await setUp(page, tc.variant, tc.position);
      const move = game.state.legal.find((m) => m.text === tc.want);
      assert.ok(move, `${tc.want} is not among the legal moves ${JSON.stringify(game.state.legal.map((m) => m.text))}`);
      const clicks = tc.clicks ?? [...move.path, ...(move.spawn ? [move.spawn] : [])];
      if (tc.prompt) {
        // Up to the last click, the page asks for the next stage by name.
        await clickSquares(page, clicks.slice(0, -1));
        await page.locator('.kb-prompt-text', { hasText: tc.prompt }).waitFor();
        await square(page, clicks.at(-1)).click();
      } else {
        await clickSquares(page, clicks);
      }
      assertShows(await waitForPly(page, 1), tc.want, 'the move list');
      const after = await state(game.id, game.token);
      assert.equal(after.moves[0]?.text, tc.want, `got ${after.moves[0]?.text} stored, want ${tc.want}`);
      await assertBoardShows(page, after.position, 'the player');
      await shot(page, `special-${tc.variant}`, page.locator('.kb', { has: page.locator('[data-square]') }).first());
      checkPage(tracked);
    });
  }
});
