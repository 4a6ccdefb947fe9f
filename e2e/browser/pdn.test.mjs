// pdn.test.mjs: opening a PDN file: a file of several games lists them,
// the ones that cannot be replayed with their reason; a game picked from
// the list opens on its own page (its link), with a way back to the list;
// a file of one game opens at once.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, checkPage, shot, until, scenario, BASE_URL } from './lib.mjs';

const good = (event, black) => `[Event "${event}"]\n[Black "${black}"]\n[White "Red player"]\n1. 11-15 23-19 2. 8-11 22-17 1-0\n\n`;
const illegal = '[Event "Broken"]\n1. 11-15 22-18 2. 9-13 *\n\n';

describe('replaying a PDN', () => {
  const shared = sharedBrowser();

  scenario('a file of three games, one illegal', async () => {
    const tracked = await shared.open('the PDN reader');
    const { page } = tracked;
    await page.goto(`${BASE_URL}/replay`);
    await page.locator('#pdn-text').fill(good('First', 'Ann') + illegal + good('Third', 'Cleo').replace('23-19', '23-19*'));
    await page.locator('[data-action="open-pdn"]').click();
    const items = page.locator('.pick-list button.pick');
    await until('the three games listed', async () => (await items.count()) === 3 || null);
    assert.match(await page.locator('.pdn-result h2').textContent(), /^3 games in the file/);
    const broken = page.locator('button.pick[data-game="2"]');
    assert.equal(await broken.isDisabled(), true, 'the illegal game cannot be opened');
    assert.match(await broken.textContent(), /cannot be replayed: .*9-13/);
    assert.match(await page.locator('button.pick[data-game="3"]').textContent(), /Read with a note: .*23-19\*/, 'the third game was read with a note on its starred move');
    await shot(page, 'pdn-list');
    await page.locator('button.pick[data-game="3"]').click();
    await page.waitForURL(/\/study\/[a-z0-9]+$/);
    await page.getByTestId('replay-ply').waitFor();
    await until('the game\'s title', async () => /Cleo/.test(await page.locator('h1').textContent()) || null);
    await page.locator('[data-action="last"]').click();
    await until('the replay at its last ply', async () => (await page.getByTestId('replay-ply').getAttribute('data-value')) === '4' || null);
    await page.getByRole('button', { name: '← All games in the file' }).click();
    await until('the list again', async () => (await items.count()) === 3 || null);
    checkPage(tracked);
  });

  scenario('a file of one game opens at once', async () => {
    const tracked = await shared.open('one game');
    const { page } = tracked;
    await page.goto(`${BASE_URL}/replay`);
    await page.locator('#pdn-text').fill(good('Only', 'Dora'));
    await page.locator('[data-action="open-pdn"]').click();
    await page.waitForURL(/\/study\/[a-z0-9]+$/);
    await page.getByTestId('replay-ply').waitFor();
    assert.equal(await page.locator('.pick-list').count(), 0, 'no list to pick from');
    assert.equal(await page.getByRole('button', { name: '← All games in the file' }).count(), 0, 'no list to go back to');
    checkPage(tracked);
  });
});
