// looks.test.mjs: the play page's sounds (observed through the Web Audio
// API's calls, not heard), the guidance to a move (the rings on the pieces
// that can move, the reason a piece cannot, the keyboard cursor, the
// opponent's move said to screen readers), the settings (dark theme, board
// themes, board size, all remembered), the page at its sizes (board size L
// in a laptop's window, the phone's one-row header) and the result dialog.

import { describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, shot, api, state, until, boardReady, square, waitForPly, variants, simplestMove, clickMove, scenario, WAIT, sharedBrowser,
} from './lib.mjs';

const shared = sharedBrowser();

// create makes a game through the API and returns its answer.
async function create(body) {
  const { status, body: game } = await api('POST', '/api/games', { body });
  assert.equal(status, 201, `creating ${JSON.stringify(body)}: got ${status} ${JSON.stringify(game)}`);
  return game;
}

// countAudio makes the page count the sound sources it starts: oscillators
// (and, in types, their waveforms) and buffer sources (the noise of a
// capture), in window.__audio.
function countAudio() {
  window.__audio = { oscillators: 0, noises: 0, types: {} };
  // AudioBufferSourceNode has a start of its own; OscillatorNode inherits one.
  const kinds = [['OscillatorNode', 'oscillators'], ['AudioBufferSourceNode', 'noises']];
  for (const [name, counter] of kinds) {
    const Node = window[name];
    if (!Node) continue;
    const start = Node.prototype.start;
    Object.defineProperty(Node.prototype, 'start', {
      configurable: true,
      writable: true,
      value: function counted(...args) {
        window.__audio[counter]++;
        if (this.type) window.__audio.types[this.type] = (window.__audio.types[this.type] ?? 0) + 1;
        return start.apply(this, args);
      },
    });
  }
}

// openGame opens game id in a new page seated with token (null: watching)
// and waits for its live connection. setup(page) runs before the first load.
async function openGame(name, id, token, setup) {
  const tracked = await shared.open(name);
  const { page } = tracked;
  if (setup) await setup(page);
  await page.goto(`${BASE_URL}/`);
  if (token) await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${id}`, token]);
  await page.goto(`${BASE_URL}/game/${encodeURIComponent(id)}`);
  await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
  return tracked;
}

// audio returns the page's counts of started sound sources.
const audio = (page) => page.evaluate(() => ({ ...window.__audio }));

// setting picks a value of a setting in the header's Settings menu.
async function setting(page, name, value) {
  const menu = page.locator('details.settings-menu');
  if (!(await menu.evaluate((d) => d.open))) await menu.locator('summary').click();
  const control = page.locator(name === 'sound' ? 'input[data-setting="sound"]' : `input[data-setting="${name}"][value="${value}"]`);
  if (name === 'sound') await control.setChecked(value === 'on');
  else await control.check();
  await menu.locator('summary').click(); // close it again
}

// style reads a computed style property of the first element matching
// selector; the board redraws itself on every State, so a square read as it
// is replaced (no style) is read again.
function style(page, selector, property) {
  return until(`the ${property} of ${selector}`, () => page.evaluate(([sel, prop]) => {
    const e = document.querySelector(sel);
    return e?.isConnected ? getComputedStyle(e).getPropertyValue(prop) : '';
  }, [selector, property]));
}

// startSquares is the distinct squares the legal moves start from.
function startSquares(legal) {
  return [...new Set(legal.filter((m) => !m.pass && m.path?.length).map((m) => m.path[0]))].sort();
}

// guidance waits for the board's message about the last click and returns it.
async function guidance(page) {
  const line = page.locator('[data-testid="guidance"]');
  await line.waitFor();
  return (await line.textContent()).trim();
}

describe('sounds', () => {
  scenario('a move and a capture make sounds; the mute switch silences them and is remembered', async () => {
    const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black' });
    const tracked = await openGame('the player who hears', g.id, g.token, (page) => page.addInitScript(countAudio));
    const { page } = tracked;
    assert.ok(await page.evaluate(() => Boolean(window.AudioContext && window.OscillatorNode)), 'this browser has no Web Audio API');

    // The player's move: a knock (an oscillator), no noise.
    await clickMove(page, simplestMove(g.state.legal));
    await waitForPly(page, 1);
    await until('an oscillator to start for the move', async () => (await audio(page)).oscillators > 0);
    // The computer's reply is heard too, and said to screen readers.
    await waitForPly(page, 2, 30_000);
    const st = await state(g.id, g.token);
    const announce = page.locator('[data-testid="announce"]');
    await until('the reply to be announced', async () => (await announce.textContent()).includes(`Red played ${st.moves[1].text}`));
    assert.equal(await announce.getAttribute('aria-live'), 'polite');
    assert.equal((await audio(page)).noises, 0, 'a noise (the capture sound) started, but nothing was captured');

    // A capture: Black takes Red's last piece with 10x19, which ends the game.
    const cap = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black', position: 'B:W15:B10' });
    await page.goto(`${BASE_URL}/`);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${cap.id}`, cap.token]);
    await page.goto(`${BASE_URL}/game/${encodeURIComponent(cap.id)}`);
    await clickMove(page, cap.state.legal.find((m) => m.text === '10x19'));
    await until('the noise of the capture', async () => (await audio(page)).noises > 0);
    await page.locator('[data-testid="result-dialog"]').waitFor();
    await page.locator('[data-action="dialog-close"]').click();

    // A crowning: Black's man on 26 reaches the last row; the knock of the
    // move is one triangle wave, the crowning three more.
    const crown = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black', position: 'B:W32:B26' });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${crown.id}`, crown.token]);
    await page.goto(`${BASE_URL}/game/${encodeURIComponent(crown.id)}`);
    await clickMove(page, crown.state.legal[0]);
    await waitForPly(page, 1);
    await until('the crowning\'s three notes after the move\'s knock', async () => ((await audio(page)).types.triangle ?? 0) >= 4);

    // Muted: no sound at all, and still muted after a reload.
    const quiet = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black' });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${quiet.id}`, quiet.token]);
    await page.goto(`${BASE_URL}/game/${encodeURIComponent(quiet.id)}`);
    await setting(page, 'sound', 'off');
    await page.reload();
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    assert.equal(await page.locator('input[data-setting="sound"]').isChecked(), false, 'the Sounds switch is on again after a reload');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.sound), 'off');
    await clickMove(page, simplestMove(quiet.state.legal));
    await waitForPly(page, 2, 30_000);
    await page.waitForTimeout(1000); // the sounds would have started by now
    assert.deepEqual(await audio(page), { oscillators: 0, noises: 0, types: {} }, 'sounds started while muted');
    checkPage(tracked);
  });

  scenario('the player\'s clock under ten seconds beeps (square waves), once', async () => {
    // Thirty seconds each; the first move is not timed, so the player's
    // clock runs from the computer's reply on.
    const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black', clock: { minutes: 0.5, increment: 0 } });
    const tracked = await openGame('the player short of time', g.id, g.token, (page) => page.addInitScript(countAudio));
    const { page } = tracked;
    await clickMove(page, simplestMove(g.state.legal));
    await waitForPly(page, 2, 30_000);
    assert.equal((await audio(page)).types.square ?? 0, 0, 'the low-time beep sounded with time to spare');
    await until('the low-time beeps', async () => ((await audio(page)).types.square ?? 0) > 0, 40_000);
    await page.waitForTimeout(1500);
    assert.equal((await audio(page)).types.square, 2, 'want one warning of two beeps');
    checkPage(tracked);
  });
});

const info = await variants();

describe('guidance', () => {
  for (const v of info.variants) {
    scenario(`${v.name}: the pieces that can move are marked`, async () => {
      const g = await create({ variant: v.key, mode: 'computer', level: 'beginner', color: v.first, ...(v.chooseFirst ? { first: v.first } : {}) });
      const tracked = await openGame(`the ${v.key} player`, g.id, g.token);
      const { page } = tracked;
      await boardReady(page);
      const want = startSquares(g.state.legal);
      assert.ok(want.length > 0, `no legal move to mark in ${v.key}`);
      const got = await page.evaluate(() => [...document.querySelectorAll('[data-movable]')].map((e) => e.dataset.movable).sort());
      assert.deepEqual(got, want, `${v.key}: the marked squares are not the squares the legal moves start from`);
      await shot(page, `looks-marks-${v.key}`, page.locator('.kb', { has: page.locator('[data-square]') }).first());
      checkPage(tracked);
    });
  }

  scenario('a piece that cannot move says why; the keyboard cursor keeps to the playable squares', async () => {
    // Black must take with 10x19: the man on 1 may not move.
    const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black', position: 'B:W15:B10,1' });
    assert.deepEqual(g.state.legal.map((m) => m.text), ['10x19'], 'the set-up position should allow only the jump');
    const tracked = await openGame('the player who must jump', g.id, g.token);
    const { page } = tracked;
    await boardReady(page);
    const jumper = g.state.legal[0].path[0];
    const idle = g.state.position.pieces.find((p) => p.color === 'black' && p.sq !== jumper);
    assert.equal(await page.locator('[data-movable]').count(), 1, 'want only the jumping piece marked');
    await square(page, idle.sq).click();
    assert.equal(await guidance(page), 'You must jump: the pieces that can are marked.');
    const live = await page.locator('[data-testid="guidance"]').evaluate((e) => e.closest('[aria-live]')?.getAttribute('aria-live'));
    assert.equal(live, 'polite', 'the message is not in a live region');
    await shot(page, 'looks-must-jump', page.locator('.kp-main'));
    // The opponent's piece.
    const red = g.state.position.pieces.find((p) => p.color === 'red');
    await square(page, red.sq).click();
    assert.match(await guidance(page), /^That piece is Red's: Black is to move\.$/);

    // The keyboard cursor walks the dark squares only.
    await page.locator('[data-testid="board"]').focus();
    const cursor = page.locator('.kb .kb-sr').first();
    const seen = [];
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      const text = await cursor.textContent();
      const sq = text.match(/\b([a-h][1-8])\b/)?.[1];
      assert.ok(sq, `the cursor's announcement ${JSON.stringify(text)} names no square`);
      seen.push(sq);
    }
    for (const sq of seen) {
      const file = sq.charCodeAt(0) - 97;
      const rank = Number(sq[1]) - 1;
      assert.equal((file + rank) % 2, 0, `the cursor went to the light square ${sq} (walk ${seen.join(' ')})`);
    }
    assert.ok(new Set(seen).size >= 4, `the cursor hardly moved: ${seen.join(' ')}`);
    checkPage(tracked);
  });

  scenario('a piece with no move, and a click out of turn, say so', async () => {
    const g = await create({ variant: 'standard', mode: 'friend', color: 'red' });
    const friend = await api('POST', `/api/games/${encodeURIComponent(g.id)}/join`, { body: { invite: g.invite } });
    assert.equal(friend.status, 200, `joining: ${JSON.stringify(friend.body)}`);
    const tracked = await openGame('the player out of turn', g.id, g.token);
    const { page } = tracked;
    const mine = g.state.position.pieces.find((p) => p.color === 'red');
    await square(page, mine.sq).click();
    assert.equal(await guidance(page), 'It is not your turn.');
    assert.equal(await page.locator('[data-movable]').count(), 0, 'pieces are marked while it is not the viewer\'s turn');
    // Black moves; now Red's back man has no move.
    const { status } = await api('POST', `/api/games/${encodeURIComponent(g.id)}/moves`, { token: friend.body.token, body: { move: '9-13', ply: 0 } });
    assert.equal(status, 200);
    await waitForPly(page, 1);
    await boardReady(page);
    const st = await state(g.id, g.token);
    const starts = new Set(startSquares(st.legal));
    const stuck = st.position.pieces.find((p) => p.color === 'red' && !starts.has(p.sq));
    await square(page, stuck.sq).click();
    assert.equal(await guidance(page), 'That piece has no move: the pieces that can move are marked.');
    checkPage(tracked);
  });
});

describe('settings', () => {
  scenario('the dark theme follows the system, and the switch overrides it and is remembered', async () => {
    const tracked = await shared.open('the night reader');
    const { page } = tracked;
    const DARK = 'rgb(21, 23, 26)';
    const LIGHT = 'rgb(246, 244, 239)';
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${BASE_URL}/`);
    await until('the dark background', async () => (await style(page, 'body', 'background-color')) === DARK);
    await page.locator('[data-square="a1"]').first().waitFor();
    await shot(page, 'looks-dark-home');
    await page.emulateMedia({ colorScheme: 'light' });
    await until('the system\'s light background', async () => (await style(page, 'body', 'background-color')) === LIGHT);
    await setting(page, 'theme', 'dark');
    assert.equal(await style(page, 'body', 'background-color'), DARK, 'the Dark switch did not darken the page');
    await page.reload();
    await until('the remembered dark background', async () => (await style(page, 'body', 'background-color')) === DARK);
    const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black' });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`kingme.token.${g.id}`, g.token]);
    await page.goto(`${BASE_URL}/game/${encodeURIComponent(g.id)}`);
    await boardReady(page);
    assert.equal(await style(page, '.kp-side', 'background-color'), 'rgb(31, 34, 38)', 'the game panel is not dark');
    await shot(page, 'looks-dark');
    const summary = page.locator('details.settings-menu summary');
    await summary.click();
    assert.equal(await page.locator('input[data-setting="theme"][value="dark"]').isChecked(), true, 'the menu does not show the Dark choice');
    await shot(page, 'looks-settings', page.locator('[data-testid="settings"]'));
    await summary.click();
    await setting(page, 'theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await style(page, 'body', 'background-color'), LIGHT, 'the Light switch lost to the system\'s dark scheme');
    checkPage(tracked);
  });

  scenario('the board themes and the board size are chosen and remembered', async () => {
    const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black' });
    const tracked = await openGame('the player who likes wood', g.id, g.token);
    const { page } = tracked;
    await boardReady(page);
    const board = page.locator('.kb', { has: page.locator('[data-square]') }).first();
    const fills = {};
    for (const name of ['classic', 'wood', 'blue']) {
      await setting(page, 'board', name);
      fills[name] = await style(page, '.kb-dark', 'fill');
      await shot(page, `looks-theme-${name}`, board);
    }
    assert.equal(new Set(Object.values(fills)).size, 3, `the three themes should colour the dark squares differently: ${JSON.stringify(fills)}`);
    await setting(page, 'board', 'wood');
    const width = () => page.locator('[data-testid="board"]').evaluate((e) => e.getBoundingClientRect().width);
    await setting(page, 'size', 's');
    const small = await width();
    await setting(page, 'size', 'l');
    const large = await width();
    assert.ok(large > small + 50, `the large board (${large}px) should be well wider than the small one (${small}px)`);
    await page.reload();
    await boardReady(page);
    assert.equal(await style(page, '.kb-dark', 'fill'), fills.wood, 'the wood theme was forgotten on reload');
    assert.equal(await width(), large, 'the large size was forgotten on reload');
    assert.ok(await page.locator('input[data-setting="size"][value="l"]').isChecked(), 'the size control does not show L after a reload');
    checkPage(tracked);
  });
});

describe('the page at its sizes', () => {
  scenario('board size L shows the board and both players whole in a 1280×900 window, larger than M', async () => {
    const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black' });
    const tracked = await openGame('the player with a laptop', g.id, g.token);
    const { page } = tracked;
    // The board and the two players' lines, as the window shows them.
    const seen = () => page.evaluate(() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect();
      return { width: box('[data-testid="board"]').width, top: box('.kp-player-top').top, bottom: box('.kp-player-bottom').bottom, height: window.innerHeight };
    });
    for (const [w, h] of [[1280, 900], [1920, 1080]]) {
      await page.setViewportSize({ width: w, height: h });
      await setting(page, 'size', 'm');
      await boardReady(page);
      const m = await seen();
      await setting(page, 'size', 'l');
      await boardReady(page);
      const l = await seen();
      assert.ok(l.bottom <= l.height && l.top >= 0, `${w}×${h}, size L: the players' lines from ${l.top} to ${l.bottom} px, want within the window's ${l.height}`);
      assert.ok(l.width >= m.width + 30, `${w}×${h}: the L board (${l.width} px) should be larger than the M one (${m.width} px)`);
      await shot(page, `looks-size-l-${w}x${h}`);
    }
    checkPage(tracked);
  });

  scenario('on a phone the header is one row; its Menu opens the links and closes', async () => {
    const tracked = await shared.open('the player on a phone');
    const { page } = tracked;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE_URL}/`);
    const header = page.locator('.site-header');
    const toggle = page.getByTestId('nav-toggle');
    await toggle.waitFor();
    const height = (await header.boundingBox()).height;
    assert.ok(height <= 64, `the phone's header is ${height} px high, want one row (at most 64)`);
    const lobby = page.locator('.site-nav a[href="/lobby"]');
    assert.ok(await lobby.isHidden(), 'the links wait behind the Menu button');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await lobby.waitFor();
    await shot(page, 'phone-menu-open');
    await page.keyboard.press('Escape');
    await lobby.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'nav-toggle', 'Escape gives the focus back to the button');
    await toggle.click();
    await lobby.click();
    await page.waitForURL(`${BASE_URL}/lobby`);
    await lobby.waitFor({ state: 'hidden' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'following a link closes the menu');
    // The settings are in the panel too.
    await toggle.click();
    await page.locator('details.settings-menu summary').click();
    await page.locator('input[data-setting="theme"][value="dark"]').check();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await shot(page, 'phone-header');
    // Wider, the button is gone and the links are in the header.
    await page.setViewportSize({ width: 1200, height: 900 });
    assert.ok(await toggle.isHidden(), 'no Menu button on a wide screen');
    await lobby.waitFor();
    checkPage(tracked);
  });
});

describe('the result dialog', () => {
  scenario('resigning shows the result with Rematch, New game and Analyse', async () => {
    const g = await create({ variant: 'standard', mode: 'computer', level: 'beginner', color: 'black' });
    const tracked = await openGame('the player who resigns', g.id, g.token);
    const { page } = tracked;
    await page.locator('[data-action="resign"]').click();
    await page.locator('[data-action="resign-confirm"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('data-testid'), 'result-dialog');
    assert.match(await dialog.textContent(), /Red wins \(resignation\)\./);
    assert.equal(await dialog.getByRole('heading').textContent(), 'You lose');
    const rematch = dialog.getByRole('button', { name: 'Rematch' });
    const newGame = dialog.getByRole('link', { name: 'New game' });
    const analyse = dialog.getByRole('link', { name: 'Analyse' });
    for (const b of [rematch, newGame, analyse]) assert.ok(await b.isVisible(), `${await b.textContent()} is not shown`);
    assert.equal(await newGame.getAttribute('href'), '/');
    assert.equal(await analyse.getAttribute('href'), `/replay/${encodeURIComponent(g.id)}?analyse=1`);
    await shot(page, 'looks-result');
    await rematch.click();
    await page.waitForURL((url) => /^\/game\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(`/${g.id}`), { timeout: WAIT });
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'the dialog stays after the rematch started');
    checkPage(tracked);
  });
});
