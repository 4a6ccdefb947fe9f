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
      // The board redraws its pieces when the socket's state arrives, so
      // the piece and its square are measured together inside the page,
      // once both are drawn (two separate measurements can straddle a
      // redraw and find the first node gone).
      const handle = await page.waitForFunction((square) => {
        const box = (sel) => {
          const r = document.querySelector(sel)?.getBoundingClientRect();
          return r && r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        };
        const piece = box(`[data-piece="${square}"]`);
        const own = box(`[data-square="${square}"]`);
        return piece && own ? [piece, own] : null;
      }, sq);
      const [p, s] = await handle.jsonValue();
      const slack = 1; // a pixel of rounding
      assert.ok(p.x >= s.x - slack && p.y >= s.y - slack && p.x + p.width <= s.x + s.width + slack && p.y + p.height <= s.y + s.height + slack,
        `the stack on ${sq} (${JSON.stringify(p)}) leaves its square (${JSON.stringify(s)})`);
    }
    await shot(page, 'stacks-tall');
    checkPage(tracked);
  });
});
