// lib.mjs: what the browser tests share: the environment go test sets, the
// browser, pages that record console errors and foreign requests, the API
// as the page's seat sees it, entering moves on the board by clicking, and
// the metrics file.

import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with go test ./e2e/games ./e2e/pages, which serve the app and sets it`);
  return value;
}

/** BASE_URL is the app's origin, without a trailing slash. */
export const BASE_URL = required('BASE_URL').replace(/\/$/, '');
/** CONTROL_URL is the test control server (POST /restart). */
export const CONTROL_URL = required('CONTROL_URL').replace(/\/$/, '');
/** OUTPUT_DIR receives screenshots and metrics.json. */
export const OUTPUT_DIR = required('OUTPUT_DIR');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

/** WAIT is how long a test waits for the page to show something (ms). */
export const WAIT = 15_000;

/** launch starts headless Chromium. */
export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run'],
  });
}

// open is every page opened by openPage and not closed yet.
const open = new Set();

/**
 * scenario is a node:test test that, when it fails, saves a screenshot of
 * every page still open as OUTPUT_DIR/failed-<test>-<page>.png. It fails
 * after options.timeout ms (two minutes unless told). The pages it opened
 * are closed when it ends, so that a page left open does not go on
 * running its timers and socket beside the next tests.
 */
export function scenario(name, fn, { timeout = 120_000 } = {}) {
  return test(name, { timeout }, async (t) => {
    const earlier = new Set(open);
    try {
      await fn(t);
    } catch (err) {
      for (const p of open) {
        await shot(p.page, `failed-${slug(name)}-${slug(p.name)}`, undefined, { fullPage: true }).catch(() => {});
      }
      throw err;
    } finally {
      await closeAll([...open].filter((p) => !earlier.has(p)));
    }
  });
}

function slug(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
}

/**
 * openPage opens a page in a new browser context (its own storage: another
 * person) and records its console errors, uncaught exceptions and any
 * request to another host. name says whose page it is in messages.
 */
export async function openPage(browser, name) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  context.setDefaultTimeout(WAIT);
  const page = await context.newPage();
  const tracked = { name, context, page, errors: [], foreign: [], allowed: [] };
  open.add(tracked);
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url ?? '';
    const text = `${msg.text()}${where ? ` (${where})` : ''}`;
    if (!tracked.allowed.some((re) => re.test(text))) tracked.errors.push(`console error: ${text}`);
  });
  page.on('pageerror', (err) => tracked.errors.push(`uncaught: ${err.stack || err.message}`));
  context.on('request', (req) => {
    if (!isOwn(req.url())) tracked.foreign.push(req.url());
  });
  page.on('websocket', (ws) => {
    if (!isOwn(ws.url())) tracked.foreign.push(ws.url());
  });
  return tracked;
}

// isOwn reports whether url is served by the app (or is inline data).
function isOwn(url) {
  const ws = BASE_URL.replace(/^http/, 'ws');
  return url.startsWith(`${BASE_URL}/`) || url.startsWith(`${ws}/`) || url.startsWith('data:') || url.startsWith('blob:');
}

/** allowErrors lets console errors matching re pass (expected ones). */
export function allowErrors(tracked, re) {
  tracked.allowed.push(re);
}

/** checkPage asserts the page logged no error and asked no other host. */
export function checkPage(tracked) {
  assert.deepEqual(tracked.errors, [], `${tracked.name}'s page logged errors`);
  assert.deepEqual(tracked.foreign, [], `${tracked.name}'s page made requests to other hosts than ${BASE_URL}`);
}

/** closeAll checks and closes pages (their contexts). */
export async function closeAll(pages) {
  for (const p of pages) {
    open.delete(p);
    await p.context.close();
  }
}

/** shot saves a screenshot of the page (or of locator) as OUTPUT_DIR/name.png. */
export async function shot(page, name, locator, options = {}) {
  await mkdir(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `${name}.png`);
  await (locator ?? page).screenshot({ path: file, timeout: WAIT, ...options });
  return file;
}

/** api calls the app's API from node; it returns {status, body}. */
export async function api(method, apiPath, { token, body } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${BASE_URL}${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json };
}

/**
 * signUp signs a person up through the account page, which then shows the
 * lobby.
 */
export async function signUp(p, name) {
  allowErrors(p, /status of 401/); // the account page asks who is logged in
  await p.page.goto(`${BASE_URL}/account`);
  await p.page.getByTestId('account-name').fill(name);
  await p.page.getByTestId('account-password').fill(`${name}'s password`);
  await p.page.getByTestId('signup').click();
  await p.page.waitForURL(`${BASE_URL}/lobby`);
}

/** variants returns GET /api/variants. */
export async function variants() {
  const { status, body } = await api('GET', '/api/variants');
  assert.equal(status, 200, `GET /api/variants: got status ${status}, want 200: ${JSON.stringify(body)}`);
  return body;
}

/** gameId is the ID in the page's /game/{id} URL. */
export function gameId(page) {
  const m = new URL(page.url()).pathname.match(/^\/game\/([^/]+)$/);
  assert.ok(m, `got page URL ${page.url()}, want /game/{id}`);
  return decodeURIComponent(m[1]);
}

/** tokenOf is the seat token the page keeps for game id (null if none). */
export async function tokenOf(page, id) {
  return page.evaluate((key) => localStorage.getItem(key), `kingme.token.${id}`);
}

/** state is the game's State as the token's seat sees it. */
export async function state(id, token) {
  const { status, body } = await api('GET', `/api/games/${encodeURIComponent(id)}`, { token });
  assert.equal(status, 200, `GET /api/games/${id}: got status ${status}, want 200: ${JSON.stringify(body)}`);
  return body;
}

/** until polls fn until it returns a truthy value, or fails after ms. */
export async function until(what, fn, ms = WAIT) {
  const deadline = Date.now() + ms;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > deadline) assert.fail(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** myTurn waits until the token's seat has legal moves and returns the State. */
export async function myTurn(id, token, ms = WAIT) {
  return until(`game ${id} to offer moves to this seat`, async () => {
    const s = await state(id, token);
    assert.ok(!s.result?.over, `game ${id} ended before the test could move: ${JSON.stringify(s.result)}`);
    return s.legal?.length && !s.thinking ? s : null;
  }, ms);
}

/**
 * startFromHome fills in the home page's new-game form and starts the game;
 * it returns the game's ID once the page is at /game/{id}. options: variant,
 * mode, level, color, first (each optional but variant).
 */
export async function startFromHome(page, { variant, mode = 'computer', level, color, first, name }) {
  await page.goto(`${BASE_URL}/`);
  const form = page.locator('form:has([data-action="start"])');
  await form.locator('select[name="variant"]').selectOption(variant);
  await form.locator(`input[name="mode"][value="${mode}"]`).check();
  if (level) await form.locator('select[name="level"]').selectOption(level);
  if (color) await form.locator(`input[name="color"][value="${color}"]`).check();
  if (first) {
    const radio = form.locator(`input[name="first"][value="${first}"]`);
    if (await radio.isVisible()) await radio.check();
  }
  await form.locator('select[name="clock"]').selectOption('none');
  if (name) await form.locator('input[name="name"]').fill(name);
  await form.locator('[data-action="start"]').click();
  await page.waitForURL(/\/game\/[^/]+$/);
  return gameId(page);
}

/** inviteOf is the invitation secret the page's browser keeps for friend
 * game id (its creator's), waiting for it. */
export async function inviteOf(page, id) {
  const handle = await page.waitForFunction((key) => localStorage.getItem(key), `kingme.invite.${id}`);
  return handle.jsonValue();
}

/** inviteURL is the invitation link of friend game id that its creator's
 * page shows, waiting for it. */
export async function inviteURL(page, id) {
  const handle = await page.waitForFunction((path) => {
    const input = [...document.querySelectorAll('input.kp-link')].find((i) => i.value.includes(path));
    return input?.value ?? null;
  }, `/join/${id}#invite=`);
  return handle.jsonValue();
}

/**
 * joinByLink opens a friend's invite link (its URL) on page, types name (if
 * any) on the join page and takes the seat; it waits for the game's page.
 */
export async function joinByLink(page, url, name) {
  await page.goto(url);
  const form = page.getByTestId('join-form');
  if (name) await form.locator('input[name="name"]').fill(name);
  await form.locator('[data-action="take-seat"]').click();
  await page.waitForURL(/\/game\/[^/]+$/);
}

/** square is the board's clickable square sq. */
export function square(page, sq) {
  return page.locator(`[data-square="${sq}"]`);
}

/** boardReady waits until the page's board takes input. */
export async function boardReady(page) {
  // The board says whether it takes input in data-interactive.
  await page.locator('[data-interactive="true"]').first().waitFor();
}

/** squaresOf is the squares a player clicks to make move: its path, then the spawn square. */
export function squaresOf(move) {
  return [...move.path, ...(move.spawn ? [move.spawn] : [])];
}

/**
 * clickMove makes move on the page's board by clicking its squares: the
 * piece's square, which must then show highlighted destinations, and each
 * further square of the path (and the spawn square) until the board has
 * played the move. It returns Date.now() taken right before the last click.
 */
export async function clickMove(page, move) {
  const squares = squaresOf(move);
  assert.ok(squares.length >= 2, `move ${move.text} has no squares to click: ${JSON.stringify(move)}`);
  await boardReady(page);
  await square(page, squares[0]).click();
  // The legal destinations are marked with data-target="sq".
  await page.locator('[data-target]').first().waitFor();
  let clickedAt = 0;
  for (const [i, sq] of squares.slice(1).entries()) {
    // The board plays a capture's rest by itself once it is the only way
    // on: no destination left marked means the move has gone.
    if (i > 0 && await page.locator('[data-target]').count() === 0) break;
    clickedAt = Date.now();
    await square(page, sq).click();
  }
  return clickedAt;
}

/** simplestMove picks a legal move with the fewest squares, no spawn and no pass. */
export function simplestMove(legal) {
  const moves = legal.filter((m) => !m.pass && m.path?.length >= 2);
  assert.ok(moves.length, `no move to click among ${JSON.stringify(legal.map((m) => m.text))}`);
  return moves.reduce((best, m) => (squaresOf(m).length < squaresOf(best).length ? m : best));
}

/** plyItem is the move list's entry of ply n (from 1). */
export function plyItem(page, n) {
  return page.locator(`[data-ply="${n}"]`);
}

/** waitForPly waits until the move list shows ply n, and returns its text. */
export async function waitForPly(page, n, ms = WAIT) {
  const item = plyItem(page, n);
  await item.waitFor({ timeout: ms });
  return (await item.textContent()).trim();
}

/** moveList is the texts of the move list's entries, in ply order. */
export async function moveList(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-ply]')]
    .sort((a, b) => Number(a.dataset.ply) - Number(b.dataset.ply))
    .map((e) => e.textContent.trim()));
}

/** assertShows asserts that a move list entry's text shows the move text. */
export function assertShows(entry, text, what) {
  assert.ok(entry.split(/\s+/).includes(text) || entry === text,
    `${what}: the move list entry is ${JSON.stringify(entry)}, want it to show ${JSON.stringify(text)}`);
}

/** assertMoveList asserts that the page's move list shows the State's moves. */
export async function assertMoveList(page, st, who) {
  await until(`${who}'s move list to have ${st.moves.length} entries`, async () => (await moveList(page)).length === st.moves.length);
  const entries = await moveList(page);
  st.moves.forEach((m, i) => assertShows(entries[i], m.text, `${who}, ply ${i + 1}`));
}

/** pieceSquares is the sorted squares the page's board draws pieces on. */
export async function pieceSquares(page) {
  return page.evaluate(() => [...new Set([...document.querySelectorAll('[data-piece]')].map((e) => e.dataset.piece))].sort());
}

/** assertBoardShows waits until the page's board draws the pieces of position. */
export async function assertBoardShows(page, position, who) {
  const want = [...new Set(position.pieces.map((p) => p.sq))].sort();
  let got = [];
  try {
    await until(`${who}'s board to show the position`, async () => {
      got = await pieceSquares(page);
      return got.join() === want.join();
    });
  } catch {
    assert.deepEqual(got, want, `${who}'s board: got pieces on these squares, want the position ${position.text}'s`);
  }
}

/** median is the middle value of numbers (the mean of the two middle ones). */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** recordMetrics merges figures into OUTPUT_DIR/metrics.json. */
export async function recordMetrics(figures) {
  await mkdir(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, 'metrics.json');
  let metrics = {};
  try {
    metrics = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  Object.assign(metrics, figures);
  await writeFile(file, `${JSON.stringify(metrics, null, 2)}\n`);
}

/**
 * sharedBrowser launches one browser for the enclosing describe block and
 * closes it, with every page it opened, after the block. open(name) opens a
 * tracked page (see openPage).
 */
export function sharedBrowser() {
  let browser;
  const pages = [];
  before(async () => { browser = await launch(); });
  after(async () => {
    await closeAll(pages);
    await browser?.close();
  });
  return {
    async open(name) {
      const tracked = await openPage(browser, name);
      pages.push(tracked);
      return tracked;
    },
  };
}
