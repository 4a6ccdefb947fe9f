// opening.test.mjs: a standard checkers game started from a chosen 3-move
// ballot opening on the home page's form: the game begins with its three
// moves played, its name shown on the game's page, and the computer to
// reply; the other games offer no openings.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, checkPage, shot, variants, tokenOf, state, until, scenario, api, BASE_URL } from './lib.mjs';

const info = await variants();

describe('starting from a ballot opening', () => {
  const shared = sharedBrowser();

  scenario('standard checkers from ACF 8, against the computer', async () => {
    const tracked = await shared.open('the opening player');
    const { page } = tracked;
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('form:has([data-action="start"])');
    await form.locator('select[name="variant"]').selectOption('standard');
    await form.locator('input[name="mode"][value="computer"]').check();
    await form.locator('select[name="level"]').selectOption('beginner');
    await form.locator('input[name="color"][value="black"]').check();
    await form.locator('select[name="clock"]').selectOption('none');
    const opening = form.locator('select[name="opening"]');
    assert.equal(await opening.locator('option').count(), 2 + 156, 'want the usual start, random and the 156 ballot openings');
    await opening.selectOption('ACF 8');
    await form.locator('[data-action="start"]').click();
    await page.waitForURL(/\/game\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    const token = await tokenOf(page, id);
    const s = await until(`the computer's reply to the opening in game ${id}`, async () => {
      const st = await state(id, token);
      return st.ply >= 4 && !st.thinking ? st : null;
    });
    assert.deepEqual(s.moves.slice(0, 3).map((m) => m.text), ['9-13', '22-18', '11-15']);
    assert.equal(s.opening, 'Edinburgh Single (ACF 8)');
    await until('the opening named on the page', async () =>
      (await page.locator('.kp-subtitle').textContent()).includes('Edinburgh Single (ACF 8)') || null);
    await shot(page, 'opening-acf8');
    // Resigned, the game is in the archive under its opening's name.
    await api('POST', `/api/games/${id}/resign`, { token, body: {} });
    await page.goto(`${BASE_URL}/archive`);
    await until('the archive naming the opening', async () =>
      (await page.locator(`[data-game="${id}"] .opening`).count()) > 0 || null);
    assert.equal(await page.locator(`[data-game="${id}"] .opening`).textContent(), 'Edinburgh Single (ACF 8)');
    await shot(page, 'opening-archive');
    checkPage(tracked);
  });

  for (const variant of info.variants.filter((v) => !v.openings?.length)) {
    scenario(`${variant.name} offers no openings`, async () => {
      const tracked = await shared.open(`the ${variant.key} form`);
      const { page } = tracked;
      await page.goto(`${BASE_URL}/`);
      const form = page.locator('form:has([data-action="start"])');
      await form.locator('select[name="variant"]').selectOption(variant.key);
      assert.equal(await form.locator('select[name="opening"]').isVisible(), false, 'the opening choice is hidden');
      checkPage(tracked);
    });
  }
});
