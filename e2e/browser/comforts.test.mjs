// comforts.test.mjs: the comforts of the play page a lichess player
// expects, in every game of the table: premoves (chosen while the opponent
// is to move, cancelled by Escape, a right click or a click, played when
// legal in the position that arrives, else dropped), the optional move
// confirmation, the box where a move is typed (keyboard only, on a phone's
// width), the coordinates switch, and "Your move" in the tab's title with a
// chime when the opponent's move arrives in a background tab.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, shot, api, state, until, square, waitForPly, variants, simplestMove, clickMove, boardReady, assertShows, scenario, sharedBrowser,
} from './lib.mjs';

const shared = sharedBrowser();
const info = await variants();
const other = (color) => (color === 'black' ? 'red' : 'black');

// create makes a game through the API and returns its answer.
async function create(body) {
  const { status, body: game } = await api('POST', '/api/games', { body });
  assert.equal(status, 201, `creating ${JSON.stringify(body)}: got ${status} ${JSON.stringify(game)}`);
  return game;
}

// friendGame makes a friend game of variant with the creator on color and
// the friend joined: {id, me, opp} (tokens).
async function friendGame(variant, color, extra = {}) {
  const g = await create({ variant, mode: 'friend', color, ...extra });
  const joined = await api('POST', `/api/games/${encodeURIComponent(g.id)}/join`, { body: { invite: g.invite } });
  assert.equal(joined.status, 200, `joining ${g.id}: ${JSON.stringify(joined.body)}`);
  return { id: g.id, me: g.token, opp: joined.body.token };
}

// move plays a move text in game id with token.
async function move(id, token, text) {
  const st = await state(id, token);
  const { status, body } = await api('POST', `/api/games/${encodeURIComponent(id)}/moves`, { token, body: { move: text, ply: st.ply } });
  assert.equal(status, 200, `playing ${text} in ${id}: got ${status} ${JSON.stringify(body)}`);
}

// openGame opens game id seated with token and waits for its live
// connection; width sets the viewport's width (390: a phone).
async function openGame(name, id, token, { width, setup } = {}) {
  const tracked = await shared.open(name);
  const { page } = tracked;
  if (width) await page.setViewportSize({ width, height: 844 });
  if (setup) await setup(page);
  await page.goto(`${BASE_URL}/`);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${id}`, token]);
  await page.goto(`${BASE_URL}/game/${encodeURIComponent(id)}`);
  await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
  return tracked;
}

// setting switches an on/off setting of the header's Settings menu (on a
// phone, behind the header's Menu button).
async function setting(page, name, on) {
  const toggle = page.getByTestId('nav-toggle');
  const phone = await toggle.isVisible();
  if (phone) await toggle.click();
  const menu = page.locator('details.settings-menu');
  if (!(await menu.evaluate((d) => d.open))) await menu.locator('summary').click();
  await page.locator(`input[data-setting="${name}"]`).setChecked(on);
  await menu.locator('summary').click();
  if (phone) await toggle.click();
}

// premoveEnd is the square a premove of move ends on (its spawn, else its
// path's last square); fits are the moves a premove [from, to] makes, as
// the page finds them.
const premoveEnd = (m) => m.spawn || m.path[m.path.length - 1];
const fits = (legal, [from, to]) => legal.filter((m) => !m.pass && m.path?.[0] === from && (m.path[m.path.length - 1] === to || premoveEnd(m) === to));

// premovable is a legal move a premove of two squares names alone.
function premovable(legal) {
  const m = legal.find((l) => !l.pass && l.path?.length >= 2 && fits(legal, [l.path[0], premoveEnd(l)]).length === 1);
  assert.ok(m, `no move a premove names alone among ${legal.map((l) => l.text).join(' ')}`);
  return m;
}

// legalAfter is the legal moves the creator's side would have after the
// moves texts, found in a scratch game of the same kind.
async function legalAfter(variant, color, texts) {
  const g = await friendGame(variant, color);
  for (const text of texts) {
    const st = await state(g.id, g.me);
    await move(g.id, st.legal.length ? g.me : g.opp, text);
  }
  const st = await state(g.id, g.me);
  assert.ok(st.legal.length, `the scratch game after ${texts.join(' ')} offers no move to ${color}`);
  return st;
}

const board = (page) => page.locator('[data-testid="board"]');
const premoveShown = (page) => board(page).getAttribute('data-premove');

// setPremove clicks a premove's two squares and waits for the board to show it.
async function setPremove(page, squares) {
  await square(page, squares[0]).click();
  await square(page, squares[1]).click();
  await until(`the premove ${squares.join('-')} to show`, async () => (await premoveShown(page)) === squares.join('-'));
}

describe('premoves', () => {
  for (const variant of info.variants) {
    scenario(`${variant.name}: a premove is shown, cancelled, played when legal and dropped when not`, async () => {
      const me = other(variant.first);
      const g = await friendGame(variant.key, me);
      const tracked = await openGame(`the ${variant.key} premover`, g.id, g.me);
      const { page } = tracked;
      const first = simplestMove((await state(g.id, g.opp)).legal);
      const after = await legalAfter(variant.key, me, [first.text]);
      const pre = premovable(after.legal);
      const squares = [pre.path[0], premoveEnd(pre)];

      // A premove is shown; Escape, a right click and a click cancel it.
      await setPremove(page, squares);
      await page.locator('[data-testid="premove"]').waitFor();
      await page.keyboard.press('Escape');
      await until('Escape to cancel the premove', async () => (await premoveShown(page)) === '');
      await setPremove(page, squares);
      await square(page, squares[1]).click({ button: 'right' });
      await until('a right click to cancel the premove', async () => (await premoveShown(page)) === '');
      await setPremove(page, squares);
      await square(page, squares[1]).click();
      await until('a click to cancel the premove', async () => (await premoveShown(page)) === '');
      await setPremove(page, squares);
      await shot(page, `premove-${variant.key}`, page.locator('.kp-main'));

      // The opponent moves: the premove is played at once.
      await move(g.id, g.opp, first.text);
      const played = await until('the premove to be played', async () => {
        const s = await state(g.id, g.me);
        return s.ply >= 2 ? s : null;
      });
      assert.equal(played.moves[1].text, pre.text, `got ply 2 ${played.moves[1].text}, want the premove ${pre.text}`);
      await waitForPly(page, 2);

      // A premove no move of the next position fits is dropped, not played.
      const reply = simplestMove((await state(g.id, g.opp)).legal);
      const next = await legalAfter(variant.key, me, [first.text, pre.text, reply.text]);
      const mine = played.position.pieces.filter((p) => p.color === me).map((p) => p.sq);
      const playable = await page.evaluate(() => [...document.querySelectorAll('[data-square]')].map((e) => e.dataset.square));
      const wrong = mine.flatMap((from) => playable.filter((to) => !mine.includes(to)).map((to) => [from, to]))
        .find((sq) => fits(next.legal, sq).length === 0);
      assert.ok(wrong, 'no premove that the next position forbids');
      await setPremove(page, wrong);
      await move(g.id, g.opp, reply.text);
      const alert = page.locator('[data-testid="alert"]');
      await until('the premove to be dropped', async () => /^Premove \S+ dropped: it is not a legal move in this position\.$/.test(await alert.textContent()));
      await boardReady(page);
      assert.equal((await state(g.id, g.me)).ply, 3, 'a premove the position forbids was played');
      checkPage(tracked);
    });
  }
});

describe('premoves and compulsory captures', () => {
  scenario('standard checkers: a step premoved is dropped when the move that arrives calls for a capture', async () => {
    // Red (the viewer) premoves 30-26; Black's 14-18 then obliges Red to take 22x15.
    const g = await create({ variant: 'standard', mode: 'friend', color: 'red', position: 'B:W22,30:B14' });
    const joined = await api('POST', `/api/games/${encodeURIComponent(g.id)}/join`, { body: { invite: g.invite } });
    assert.equal(joined.status, 200, `joining: ${JSON.stringify(joined.body)}`);
    const tracked = await openGame('the red premover', g.id, g.token);
    const { page } = tracked;
    const sq = Object.fromEntries(Object.entries(g.state.position.numbers).map(([name, n]) => [n, name]));
    await setPremove(page, [sq[30], sq[26]]);
    await move(g.id, joined.body.token, '14-18');
    const alert = page.locator('[data-testid="alert"]');
    await until('the premove to be dropped', async () => (await alert.textContent()) === 'Premove 30-26 dropped: it is not a legal move in this position.');
    await boardReady(page);
    const st = await state(g.id, g.token);
    assert.equal(st.ply, 1, `got ply ${st.ply}, want 1: the premove 30-26 was played`);
    assert.deepEqual(st.legal.map((m) => m.text), ['22x15'], 'Red\'s moves after 14-18');
    checkPage(tracked);
  });
});

describe('move confirmation', () => {
  scenario('with Confirm moves on, a move waits for Confirm or Cancel (mouse and keyboard, phone width)', async () => {
    const standard = info.variants.find((v) => v.key === 'standard');
    const g = await friendGame('standard', standard.first);
    const tracked = await openGame('the careful player', g.id, g.me, { width: 390 });
    const { page } = tracked;
    await setting(page, 'confirm', true);
    const legal = (await state(g.id, g.me)).legal;
    const m = simplestMove(legal);
    const pending = page.getByTestId('pending');

    await clickMove(page, m);
    await pending.waitFor();
    assert.equal(await pending.textContent(), `Play ${m.text}?ConfirmCancel`);
    await shot(page, 'confirm-move-phone');
    await page.locator('[data-action="move-cancel"]').click();
    await pending.waitFor({ state: 'hidden' });
    assert.equal((await state(g.id, g.me)).ply, 0, 'a cancelled move was played');

    // The keyboard: Confirm has the focus; Escape cancels, Enter confirms.
    await clickMove(page, m);
    await pending.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'move-confirm', 'Confirm does not have the focus');
    await page.keyboard.press('Escape');
    await pending.waitFor({ state: 'hidden' });
    await clickMove(page, m);
    await pending.waitFor();
    await page.keyboard.press('Enter');
    assertShows(await waitForPly(page, 1), m.text, 'the confirmed move');
    assert.equal((await state(g.id, g.me)).moves[0].text, m.text);

    // Off (the default), a move is played at once; the setting is remembered.
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.confirm), 'on', 'the Confirm moves setting was forgotten');
    await setting(page, 'confirm', false);
    checkPage(tracked);
  });
});

describe('move box', () => {
  for (const variant of info.variants) {
    scenario(`${variant.name}: a move typed with the keyboard alone, on a phone's width`, async () => {
      const me = variant.first;
      const g = await friendGame(variant.key, me);
      const tracked = await openGame(`the ${variant.key} typist`, g.id, g.me, { width: 390 });
      const { page } = tracked;
      const st = await state(g.id, g.me);
      const texts = st.legal.map((m) => m.text);
      const box = page.getByTestId('movebox');
      const message = page.getByTestId('movebox-message');
      await boardReady(page);

      // Reach the box with Tab from the board.
      await board(page).focus();
      for (let i = 0; i < 12 && !(await box.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
      assert.ok(await box.evaluate((e) => e === document.activeElement), 'Tab from the board does not reach the move box');
      const rect = await box.boundingBox();
      assert.ok(rect.x >= 0 && rect.x + rect.width <= 390, `the move box ${JSON.stringify(rect)} does not fit 390 px`);

      await page.keyboard.type('zz9');
      await page.keyboard.press('Enter');
      await until('the illegal text\'s message', async () => /^"zz9" is not a legal move here\. Legal: /.test(await message.textContent()));
      assert.equal(await message.getAttribute('data-kind'), 'error');
      const shared = texts.map((t) => t[0]).find((c, _, all) => all.filter((x) => x === c).length > 1 && !texts.includes(c));
      if (shared) {
        await box.fill(shared);
        await page.keyboard.press('Enter');
        await until('the ambiguous text\'s message', async () => new RegExp(`^"${shared}" fits \\d+ moves: .*\\. Type more of it\\.$`).test(await message.textContent()));
      }
      // A prefix only one move has is that move.
      const m = st.legal.find((l) => !l.pass) ?? st.legal[0];
      let prefix = m.text;
      for (let n = 1; n <= m.text.length; n++) {
        const p = m.text.slice(0, n);
        if (texts.filter((t) => t.toLowerCase().startsWith(p.toLowerCase())).length === 1) {
          prefix = p;
          break;
        }
      }
      await box.fill(prefix);
      await shot(page, `movebox-${variant.key}-phone`);
      await page.keyboard.press('Enter');
      await waitForPly(page, 1);
      assert.equal((await state(g.id, g.me)).moves[0].text, m.text, `typing ${prefix}: got another move`);
      assert.equal(await box.inputValue(), '', 'the box keeps the played move');

      // Typed while the opponent is to move, it is a premove.
      const reply = simplestMove((await state(g.id, g.opp)).legal);
      const after = await legalAfter(variant.key, me, [m.text, reply.text]);
      const pre = after.legal.find((l) => !l.pass) ?? after.legal[0];
      await box.fill(pre.text);
      await page.keyboard.press('Enter');
      await until('the typed premove\'s notice', async () => (await message.textContent()).startsWith(`Premove ${pre.text}:`));
      await move(g.id, g.opp, reply.text);
      await waitForPly(page, 3);
      assert.equal((await state(g.id, g.me)).moves[2].text, pre.text, 'the typed premove was not played');
      checkPage(tracked);
    });
  }

  scenario('a capture typed by its first and last squares', async () => {
    // Black's man on 9 takes 14 and 23: 9x18x27.
    const g = await create({ variant: 'standard', mode: 'friend', color: 'black', position: 'B:W14,23,32:B9,1' });
    await api('POST', `/api/games/${encodeURIComponent(g.id)}/join`, { body: { invite: g.invite } });
    const tracked = await openGame('the capturer', g.id, g.token);
    const { page } = tracked;
    const capture = g.state.legal.find((m) => m.captured?.length === 2);
    assert.ok(capture, `no double capture among ${g.state.legal.map((m) => m.text).join(' ')}`);
    const words = capture.text.split(/[-x:]/);
    await boardReady(page);
    await page.getByTestId('movebox').fill(`${words[0]}-${words[words.length - 1]}`);
    await page.keyboard.press('Enter');
    await waitForPly(page, 1);
    assert.equal((await state(g.id, g.token)).moves[0].text, capture.text);
    checkPage(tracked);
  });
});

describe('coordinates', () => {
  scenario('the Coordinates switch hides the squares\' numbers, and is remembered', async () => {
    const g = await friendGame('standard', 'red');
    const tracked = await openGame('the player without coordinates', g.id, g.me);
    const { page } = tracked;
    const captions = () => page.evaluate(() => getComputedStyle(document.querySelector('.kp .kb-captions')).display);
    await board(page).waitFor();
    assert.notEqual(await captions(), 'none', 'the coordinates are hidden by default');
    await setting(page, 'coords', false);
    await until('the coordinates to hide', async () => (await captions()) === 'none');
    await page.reload();
    await page.locator('.kp .kb-captions').waitFor({ state: 'attached' });
    assert.equal(await captions(), 'none', 'the Coordinates setting was forgotten');
    await shot(page, 'coordinates-off', page.locator('.kp-main'));
    await page.locator('details.settings-menu summary').click();
    await shot(page, 'settings-switches', page.getByTestId('settings'));
    await page.locator('details.settings-menu summary').click();
    await setting(page, 'coords', true);
    await until('the coordinates to show again', async () => (await captions()) !== 'none');
    checkPage(tracked);
  });
});

describe('your move', () => {
  scenario('"Your move" in the title, and a chime in a background tab unless sounds are off', async () => {
    const standard = info.variants.find((v) => v.key === 'standard');
    const me = other(standard.first);
    const g = await friendGame('standard', me);
    const tracked = await openGame('the player in another tab', g.id, g.me, {
      setup: (page) => page.addInitScript(() => {
        window.__hidden = false;
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__hidden });
        window.__tones = [];
        const start = OscillatorNode.prototype.start;
        OscillatorNode.prototype.start = function counted(...args) {
          window.__tones.push(this.type);
          return start.apply(this, args);
        };
      }),
    });
    const { page } = tracked;
    await page.locator('.kp-title').click(); // a gesture: the sounds may play
    assert.ok(!(await page.title()).startsWith('Your move'), `the title ${await page.title()} says it is my move`);
    const tones = () => page.evaluate(() => window.__tones);

    await page.evaluate(() => { window.__hidden = true; });
    await move(g.id, g.opp, simplestMove((await state(g.id, g.opp)).legal).text);
    await until('the title to say "Your move"', async () => (await page.title()).startsWith('Your move · '));
    await until('the chime', async () => (await tones()).filter((t) => t === 'sine').length === 2);
    assert.deepEqual(await tones(), ['sine', 'sine'], 'a background tab hears the chime, not the knock');

    // In the foreground the move knocks as before; with sounds off, nothing.
    await page.evaluate(() => { window.__hidden = false; });
    await move(g.id, g.me, simplestMove((await state(g.id, g.me)).legal).text);
    await until('the title to drop "Your move"', async () => !(await page.title()).startsWith('Your move'));
    await setting(page, 'sound', false);
    await page.evaluate(() => { window.__hidden = true; window.__tones = []; });
    await move(g.id, g.opp, simplestMove((await state(g.id, g.opp)).legal).text);
    await until('the title to say "Your move" again', async () => (await page.title()).startsWith('Your move · '));
    await page.waitForTimeout(300);
    assert.deepEqual(await tones(), [], 'sounds played while they are off');
    await setting(page, 'sound', true);
    checkPage(tracked);
  });
});
