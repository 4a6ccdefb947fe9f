// site.test.mjs: the home page's first load (its total transfer size,
// every request to the app's own host) and the site's other pages showing
// without console errors.

import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, shot, variants, recordMetrics, scenario, sharedBrowser,
} from './lib.mjs';

// FIRST_LOAD_BUDGET is the most the home page may transfer on first load
// (bytes, headers included): the front end's target is 150 KB of HTML, CSS
// and JavaScript.
const FIRST_LOAD_BUDGET = 150 * 1024;

const shared = sharedBrowser();

scenario('the home page\'s first load: its size, and nothing from another host', async () => {
  const info = await variants();
  const p = await shared.open('the first visitor');
  const { page } = p;
  const requests = [];
  p.context.on('request', (req) => requests.push(req.url()));

  await page.goto(`${BASE_URL}/`);
  // Every game is shown with a picture of its start position: a board
  // whose squares include a1.
  for (const v of info.variants) await page.getByRole('heading', { name: v.name, exact: true }).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('[data-square="a1"]').length >= n, info.variants.length);
  await page.waitForLoadState('networkidle');
  // The footer names every game of the table, not a list of its own.
  const footer = await page.locator('#site-games').textContent();
  for (const v of info.variants) assert.ok(footer.includes(v.name), `the footer "${footer}" names ${v.name}`);
  // So does the Rules menu, each game's page linked.
  const links = await page.locator('.site-nav details[data-nav="rules"] .menu-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(links, info.variants.map((v) => `/rules/${v.key}`), 'the Rules menu links every game\'s rules');

  const load = await page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    const byType = {};
    let bytes = 0;
    for (const e of entries) {
      const size = e.transferSize || (e.encodedBodySize ? e.encodedBodySize + 300 : 0);
      bytes += size;
      const type = e.entryType === 'navigation' ? 'document' : e.initiatorType;
      byType[type] = (byType[type] ?? 0) + size;
    }
    return { bytes, count: entries.length, byType, urls: entries.map((e) => e.name) };
  });
  assert.ok(load.bytes > 0, `the Performance API counted ${load.bytes} bytes, want more than 0`);
  assert.equal(load.count, requests.filter((u) => u.startsWith('http')).length,
    `the Performance API lists ${load.count} entries (${load.urls.join(' ')}), the browser made ${requests.length} requests (${requests.join(' ')})`);
  await recordMetrics({ firstLoadBytes: load.bytes, firstLoadRequests: load.count, firstLoadBytesByType: load.byType });
  await shot(page, 'home');
  assert.ok(load.bytes <= FIRST_LOAD_BUDGET, `the home page's first load transferred ${load.bytes} bytes, want at most ${FIRST_LOAD_BUDGET}: ${JSON.stringify(load.byType)}`);
  checkPage(p);
});

scenario('the site\'s pages show without console errors', async () => {
  const info = await variants();
  const p = await shared.open('a reader');
  const { page } = p;
  const paths = ['/archive', '/replay', '/puzzles', ...info.variants.map((v) => `/rules/${v.key}`)];
  for (const path of paths) {
    await page.goto(`${BASE_URL}${path}`);
    await page.locator('main h1').first().waitFor();
    // A rules page draws its position diagrams as boards.
    if (path.startsWith('/rules/')) await page.locator('main [data-square]').first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  checkPage(p);
});
