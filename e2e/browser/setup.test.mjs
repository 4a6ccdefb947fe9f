// setup.test.mjs: the board editor (/setup), in each of the four games,
// international draughts (its 10×10 board) and Turkish draughts (all 64
// squares of the 8×8 board, the light ones too): a
// small position is set up by clicking the board (kings, a stack of three
// in Stack'Em, a borne-off count in Coast-to-Coast), the rules call it
// legal; one more piece makes it illegal and the rules' reason shows; the
// piece taken away again, the position is played on against the computer,
// whose game page shows the position and whose computer answers. Then a
// position typed in the FEN box, a bad one refused, and the board flipped.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, checkPage, shot, state, tokenOf, until, scenario, square, assertBoardShows, gameId, api, BASE_URL } from './lib.mjs';

// Each game's case: the clicks that set up the position (a tool, then its
// squares), who is to move, the illegal click (a tool and a square, undone
// by the same click again, or by the eraser on the erase squares in
// Stack'Em), the reason
// shown, and the position text the rules write.
const cases = [
  {
    key: 'standard', turn: 'black',
    clicks: [['black-man', 'd6', 'b6'], ['black-king', 'f4'], ['red-man', 'c3', 'g3'], ['red-king', 'a1']],
    keyboard: 'red-man', // Enter on the board's cursor (d4) puts one there
    illegal: ['black-man', 'c1'], reason: /black man on 30 stands on its crowning row/i,
    text: 'B:W18,22,24,K29:B9,10,K19',
  },
  {
    key: 'stackem', turn: 'red',
    clicks: [['red-man', 'd4'], ['black-man', 'd4'], ['red-man', 'd4', 'b8'], ['black-man', 'f6', 'h6'], ['black-king', 'c1']],
    illegal: ['red-king', 'f6', 'red-man', 'f6'], erase: ['f6', 'f6'], reason: /only the top can be a king/i,
    text: 'R 1:r 11:b 12:b 18:rbr 30:B',
  },
  {
    key: 'coast-to-coast', turn: 'black', borne: { black: '3' },
    clicks: [['black-man', 'e5', 'd6'], ['red-man', 'd4', 'e3'], ['red-king', 'c3']],
    illegal: ['red-man', 'a1'], reason: /a1 is a home/i,
    text: 'B:Re3,d4,Kc3/0:Be5,d6/3',
  },
  {
    key: 'flying-kings', turn: 'black',
    clicks: [['black-guard', 'd6'], ['black-prince', 'f6'], ['black-king', 'b8'], ['red-guard', 'c3'], ['red-prince', 'e3'], ['red-flying', 'g1']],
    illegal: ['black-guard', 'c1'], reason: /Guard on 30 stands on Red's King's Row/i,
    text: 'B:RG22,P23,F32:BK1,G10,P11',
  },
  {
    // The 10×10 board: 28 is e5, 33 f4, 46 a1, 19 g7, 23 f6, 47 c1.
    key: 'international', turn: 'red',
    clicks: [['red-man', 'e5', 'f4'], ['red-king', 'a1'], ['black-man', 'g7', 'f6']],
    illegal: ['black-man', 'c1'], reason: /Black's man on 47 stands on its crowning row/i,
    text: 'W:W28,33,K46:B19,23',
  },
  {
    // All 64 squares: e4 and b7 are light squares, played on too.
    key: 'turkish', turn: 'red',
    clicks: [['red-man', 'e4', 'd4'], ['red-king', 'a1'], ['black-man', 'e6', 'b7']],
    illegal: ['black-man', 'c1'], reason: /Black's man on c1 stands on its crowning row/i,
    text: 'W:Wd4,e4,Ka1:Be6,b7',
  },
];

const legal = /^Legal position: \d+ moves? for (Black|Red)\.$/;

describe('setting up a position', () => {
  const shared = sharedBrowser();

  for (const c of cases) {
    scenario(`${c.key}: set up, checked by the rules, played on against the computer`, async () => {
      const tracked = await shared.open(`the ${c.key} editor`);
      const { page } = tracked;
      // The failed checks answer 400: the page shows them, the console logs them.
      tracked.allowed.push(/status of 400/);
      await page.goto(`${BASE_URL}/setup?variant=${c.key}`);
      const status = page.getByTestId('setup-status');
      const alert = page.getByTestId('alert');
      await until('the start position checked', async () => legal.test(await status.textContent()));

      await page.locator('[data-action="clear"]').click();
      await until('the empty board checked', async () => await page.locator('[data-piece]').count() === 0
        && (await alert.isVisible() || /^Legal position/.test(await status.textContent())));
      const tool = (name) => page.locator(`input[name="tool"][value="${name}"]`).check();
      for (const [name, ...squares] of c.clicks) {
        await tool(name);
        for (const sq of squares) await square(page, sq).click();
      }
      if (c.keyboard) {
        await tool(c.keyboard);
        await page.getByTestId('board').focus();
        await page.keyboard.press('Enter'); // the cursor starts on d4
      }
      for (const [side, count] of Object.entries(c.borne ?? {})) await page.locator(`input[name="borne-${side}"]`).fill(count);
      await page.locator(`input[name="turn"][value="${c.turn}"]`).check();
      await until('the set-up position called legal', async () => legal.test(await status.textContent()));
      assert.equal(await page.getByTestId('setup-text').textContent(), c.text, 'the position text the rules write');
      await shot(page, `setup-${c.key}`);

      // One piece too many: the rules' reason shows, and no game starts.
      for (let i = 0; i < c.illegal.length; i += 2) {
        await tool(c.illegal[i]);
        await square(page, c.illegal[i + 1]).click();
      }
      await until('the rules\' reason', async () => c.reason.test(await alert.textContent()) && await alert.isVisible());
      assert.ok(await page.locator('[data-action="play-from-here"]').isDisabled(), 'no game from an illegal position');
      if (c.erase) {
        await tool('erase');
        for (const sq of c.erase) await square(page, sq).click();
      } else {
        await square(page, c.illegal[c.illegal.length - 1]).click(); // the same piece again takes it away
      }
      await until('the position legal again', async () => legal.test(await status.textContent()));
      assert.equal(await page.getByTestId('setup-text').textContent(), c.text);
      assert.ok(await alert.isHidden(), 'the reason is gone');
      assert.match(await page.locator('[data-action="analyse"]').getAttribute('href'),
        new RegExp(`^/analyse\\?variant=${c.key}&position=`));

      // Play from here, the computer moving first.
      const other = c.turn === 'black' ? 'red' : 'black';
      await page.locator('select[name="setup-level"]').selectOption('beginner');
      await page.locator('select[name="setup-color"]').selectOption(other);
      await page.locator('[data-action="play-from-here"]').click();
      await page.waitForURL(/\/game\/[^/]+$/);
      const id = gameId(page);
      const token = await tokenOf(page, id);
      let st = await state(id, token);
      assert.equal(st.start, c.text, 'the game starts from the set-up position');
      assert.equal(st.mode, 'computer');
      assert.equal(st.you, other);
      st = await until('the computer to answer', async () => {
        const s = await state(id, token);
        return s.ply >= 1 || s.result?.over ? s : null;
      });
      await assertBoardShows(page, st.position, 'the player');
      await shot(page, `setup-${c.key}-game`);
      if (c.key === 'standard') { // Back comes to the editor, at the position
        await page.goBack();
        await until('the editor again', async () => legal.test(await status.textContent()));
        assert.equal(await page.getByTestId('setup-text').textContent(), c.text);
      }
      checkPage(tracked);
    });
  }

  for (const c of cases) {
    scenario(`${c.key}: a position typed in the FEN box, a bad one refused, the board flipped`, async () => {
      const tracked = await shared.open(`the ${c.key} FEN box`);
      const { page } = tracked;
      tracked.allowed.push(/status of 400/);
      await page.goto(`${BASE_URL}/setup?variant=${c.key}`);
      const status = page.getByTestId('setup-status');
      const alert = page.getByTestId('alert');
      const fen = page.getByTestId('setup-fen');
      await until('the start position checked', async () => legal.test(await status.textContent()));
      const start = await page.getByTestId('setup-text').textContent();
      assert.equal(await fen.inputValue(), start, 'the box shows the position');

      // A typed position, loaded with Enter, is set up and checked.
      await fen.fill(c.text);
      await fen.press('Enter');
      await until('the typed position set up', async () => legal.test(await status.textContent())
        && (await page.getByTestId('setup-text').textContent()) === c.text);
      assert.equal(await page.locator('input[name="turn"]:checked').getAttribute('value'), c.turn, 'the side to move comes with it');

      // A text the rules refuse changes nothing, and says why.
      await fen.fill('X:nonsense');
      await page.locator('[data-action="load-fen"]').click();
      await until('the refusal', async () => await alert.isVisible() && /cannot be set up: .+\. The board is unchanged\./.test(await alert.textContent()));
      assert.equal(await page.getByTestId('setup-text').textContent(), c.text, 'the position stands');

      // Flip turns the board round: a1 goes from one side to the other.
      const a1 = async () => (await square(page, 'a1').boundingBox()).y;
      const before = await a1();
      await page.locator('[data-action="flip"]').click();
      assert.equal(await page.locator('[data-action="flip"]').getAttribute('aria-pressed'), 'true');
      const after = await a1();
      assert.ok(Math.abs(after - before) > 100, `a1 at y ${before}, then ${after} once flipped`);
      await page.locator('[data-action="flip"]').click();
      assert.equal(await a1(), before, 'flipped back');
      await shot(page, `setup-${c.key}-fen`);
      checkPage(tracked);
    });
  }

  scenario('the home page and a replay lead to the editor', async () => {
    const tracked = await shared.open('the reader');
    const { page } = tracked;
    await page.goto(`${BASE_URL}/`);
    await page.locator('[data-action="setup"]').click();
    await page.waitForURL(/\/setup(\?|$)/);
    await until('the editor', async () => legal.test(await page.getByTestId('setup-status').textContent()));

    // A game of two moves, resigned, replayed to its first move.
    const created = await api('POST', '/api/games', { body: { variant: 'standard', mode: 'local' } });
    assert.equal(created.status, 201);
    const { id, token } = created.body;
    for (const [ply, move] of ['11-15', '23-19'].entries()) {
      assert.equal((await api('POST', `/api/games/${id}/moves`, { token, body: { move, ply } })).status, 200);
    }
    assert.equal((await api('POST', `/api/games/${id}/resign`, { token, body: {} })).status, 200);
    const replay = (await api('GET', `/api/games/${id}/replay`)).body;
    await page.goto(`${BASE_URL}/replay/${id}`);
    await page.locator('[data-action="next"]').click();
    await until('the replay at ply 1', async () => (await page.getByTestId('replay-ply').getAttribute('data-value')) === '1');
    await page.locator('[data-action="set-up-from-here"]').click();
    await page.waitForURL(/\/setup\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('variant'), 'standard');
    assert.equal(url.searchParams.get('position'), replay.positions[1].text);
    await until('the replay\'s position checked', async () => legal.test(await page.getByTestId('setup-status').textContent()));
    assert.equal(await page.getByTestId('setup-text').textContent(), replay.positions[1].text);
    assert.equal(await page.locator('input[name="turn"]:checked').getAttribute('value'), 'red');
    checkPage(tracked);
  });
});
