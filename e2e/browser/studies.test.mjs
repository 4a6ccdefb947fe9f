// studies.test.mjs: a PDN opened is a game of its own: pasted on the
// /replay page, it opens at its link with its comments, marks and
// variation shown; the reader steps into the variation and back, has the
// game analysed (the engine's marks apart from the annotator's), copies
// the link, and another person opening it sees the same game, notes and
// analysis.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, checkPage, shot, until, scenario, api, allowErrors, BASE_URL } from './lib.mjs';

const annotated = `[Event "Study test"]
[Black "Ann"]
[White "Bob"]
[GameType "21"]
{A game with notes.}
1. 11-15 {The Old Faithful.} 23-19! 2. 8-11 22-17?! (2... 24-20 {Also good} 15x24!? 28x19) 3. 9-13 17-14 $4 4. 10x17 ; a comment to the end of the line
21x14 *
`;

const plyOf = async (page) => Number(await page.getByTestId('replay-ply').getAttribute('data-value'));
const nagsOf = (page) => page.locator('.study-moves .move-nag').allTextContents();

/** seesTheNotes checks that page shows the game's comments, marks and
 * variation. */
async function seesTheNotes(page) {
  await until('the game\'s title', async () => /Ann – Bob/.test(await page.locator('h1').textContent()) || null);
  const comments = await page.locator('.study-comment').allTextContents();
  for (const c of ['A game with notes.', 'The Old Faithful.', 'Also good', 'a comment to the end of the line']) {
    assert.ok(comments.includes(c), `the comment "${c}" is shown (got ${JSON.stringify(comments)})`);
  }
  assert.deepEqual(await nagsOf(page), ['!', '?!', '!?', '??'], 'the annotator\'s marks beside their moves, $4 as ??');
  const variation = page.getByTestId('variation');
  assert.equal(await variation.count(), 1, 'one variation');
  assert.match(await variation.textContent(), /24-20.*Also good.*15x24!\?.*28x19/);
}

describe('an opened PDN', () => {
  const shared = sharedBrowser();

  scenario('an opened PDN analysed and shared', async () => {
    const tracked = await shared.open('the annotator');
    const { page, context } = tracked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto(`${BASE_URL}/replay`);
    await page.locator('#pdn-text').fill(annotated);
    await page.locator('[data-action="open-pdn"]').click();
    await page.waitForURL(/\/study\/[a-z0-9]+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    await seesTheNotes(page);
    assert.equal(await page.getByTestId('replay-ply').textContent(), '0 / 8', 'the game\'s 8 moves');

    // Into the variation: its second move, then on to its end, and back
    // along it into the game's moves.
    const variation = page.getByTestId('variation');
    await variation.getByRole('button', { name: /^15x24/ }).click();
    await until('the variation\'s second move', async () => (await plyOf(page)) === 5 || null);
    assert.equal(await page.getByTestId('replay-ply').textContent(), '5 / 6', 'the line shown is the variation\'s');
    assert.match(await page.getByTestId('study-where').textContent(), /In a variation: 24-20 15x24/);
    assert.equal(await variation.locator('.move.current').textContent(), '15x24!?');
    await page.locator('[data-action="next"]').click();
    await until('the variation\'s end', async () => (await plyOf(page)) === 6 || null);
    assert.equal(await page.locator('[data-action="next"]').isDisabled(), true, 'the variation ends there');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await until('back before the variation', async () => (await plyOf(page)) === 3 || null);
    assert.equal(await page.getByTestId('study-where').textContent(), '', 'on the game\'s moves again');
    assert.equal((await page.locator('.study-moves .move.current').textContent()).trim(), '8-11');
    await shot(page, 'study-variation');

    // The analysis: the graph, and the engine's marks, if any, apart from
    // the annotator's.
    await page.locator('[data-action="analyse"]').click();
    await page.getByTestId('eval-graph').waitFor({ timeout: 60_000 });
    const stored = (await api('GET', `/api/studies/${id}/analysis`)).body;
    assert.equal(stored.status, 'done');
    assert.equal(stored.positions.length, 9, 'one entry per position of the game\'s moves');
    const points = await page.locator('.eg-line').getAttribute('points');
    assert.equal(points.trim().split(/\s+/).length, 9, 'the graph draws every position');
    const engineMarks = stored.positions.filter((p) => p.mark).length;
    await until('the engine\'s marks in the list', async () => (await page.locator('.study-moves .move-mark').count()) === engineMarks || null);
    for (const title of await page.locator('.study-moves .move-mark').evaluateAll((els) => els.map((e) => e.title))) {
      assert.match(title, /^The engine: /);
    }
    assert.deepEqual(await nagsOf(page), ['!', '?!', '!?', '??'], 'the annotator\'s marks stay as they were');
    await variation.getByRole('button', { name: /^24-20/ }).click();
    await until('the analysis says it covers the game\'s moves', async () =>
      /not the variations/.test(await page.getByTestId('analysis-details').textContent()) || null);
    await page.locator('[data-action="main-line"]').click();
    await until('back on the game\'s moves', async () => (await page.getByTestId('study-where').textContent()) === '' || null);
    assert.match(await page.getByTestId('analysis-details').textContent(), /Best: /);
    await shot(page, 'study-analysed');

    // The link, copied, and opened by someone else.
    const link = `${BASE_URL}/study/${id}`;
    assert.equal(await page.getByTestId('study-link').inputValue(), link);
    await page.locator('[data-action="copy-link"]').click();
    await until('the button says it copied', async () => (await page.locator('[data-action="copy-link"]').textContent()) === 'Copied' || null);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link, 'the link is on the clipboard');

    const friend = await shared.open('the friend');
    await friend.page.goto(link);
    await seesTheNotes(friend.page);
    await friend.page.getByTestId('eval-graph').waitFor();
    assert.equal(await friend.page.locator('[data-action="analyse"]').isVisible(), false, 'already analysed: nothing to ask');
    assert.equal(await friend.page.locator('.study-moves .move-mark').count(), engineMarks, 'the engine\'s marks too');
    const pdn = await (await fetch(`${BASE_URL}/api/studies/${id}/pdn`)).text();
    for (const kept of ['{The Old Faithful.}', '23-19 $1', '(2... 24-20 {Also good} 3. 15x24 $5 28x19)', '{a comment to the end of the line}']) {
      assert.ok(pdn.includes(kept), `the PDN keeps ${kept}:\n${pdn}`);
    }
    await shot(friend.page, 'study-shared');
    checkPage(tracked);
    checkPage(friend);
  });

  scenario('a PDN with an illegal move in a variation is refused, naming it', async () => {
    const tracked = await shared.open('the bad file');
    const { page } = tracked;
    await page.goto(`${BASE_URL}/replay`);
    await page.locator('#pdn-text').fill(annotated.replace('15x24!?', '15-18'));
    allowErrors(tracked, /status of 400/);
    await page.locator('[data-action="open-pdn"]').click();
    const alert = page.getByTestId('alert');
    await until('the refusal', async () => (await alert.isVisible()) || null);
    assert.match(await alert.textContent(), /line 6.*variation of move 2\.\.\. 22-17.*15-18/);
    assert.match(page.url(), /\/replay$/, 'no game opened');
    checkPage(tracked);
  });
});
