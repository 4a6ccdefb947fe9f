// stacks.test.mjs: Stack'Em stacks as tall as nine stay inside their
// squares.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, checkPage, shot, api, scenario, BASE_URL } from './lib.mjs';

describe("tall Stack'Em stacks", () => {
  const shared = sharedBrowser();

  scenario('stacks of 2 to 9 checkers are drawn inside their squares', async () => {
    const tracked = await shared.open('the stack watcher');
    const { page } = tracked;
    // Red to move; stacks of 2, 5, 7 and 9 checkers, twelve of each colour
    // in all.
    const stacks = ['1:rb', '6:rbrbr', '13:brbrbrb', '20:rbrbrbrbr', '32:b'];
    const created = await api('POST', '/api/games', { body: { variant: 'stackem', mode: 'local', position: `R ${stacks.join(' ')}` } });
    assert.equal(created.status, 201, `create: ${JSON.stringify(created.body)}`);
    const { id, token } = created.body;
    await page.addInitScript(([gid, tok]) => localStorage.setItem(`kingme.token.${gid}`, tok), [id, token]);
    await page.goto(`${BASE_URL}/game/${id}`);
    for (const sq of created.body.state.position.pieces.filter((p) => p.stack?.length > 1).map((p) => p.sq)) {
      const piece = page.locator(`[data-piece="${sq}"]`).first();
      await piece.waitFor();
      const [p, s] = await Promise.all([piece.boundingBox(), page.locator(`[data-square="${sq}"]`).first().boundingBox()]);
      const slack = 1; // a pixel of rounding
      assert.ok(p.x >= s.x - slack && p.y >= s.y - slack && p.x + p.width <= s.x + s.width + slack && p.y + p.height <= s.y + s.height + slack,
        `the stack on ${sq} (${JSON.stringify(p)}) leaves its square (${JSON.stringify(s)})`);
    }
    await shot(page, 'stacks-tall');
    checkPage(tracked);
  });
});
