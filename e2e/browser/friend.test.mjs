// friend.test.mjs: two people playing through the friend link while a third
// watches: every move reaches the opponent's and the spectator's screens
// (timed), and the spectator can neither move on the board nor through the
// API.

import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, allowErrors, shot, variants, startFromHome, tokenOf, state, myTurn, simplestMove, clickMove, waitForPly, assertShows, assertMoveList, assertBoardShows, median, recordMetrics, square, gameId, scenario, joinByLink, until, sharedBrowser,
} from './lib.mjs';

const PLIES = 6; // moves played: three each

const shared = sharedBrowser();

// inviteLink waits until the page shows the link to game id's free seat
// (as a link, a field's value or text) and returns it.
async function inviteLink(page, id) {
  const handle = await page.waitForFunction((path) => {
    const found = [
      ...[...document.querySelectorAll('a[href]')].map((a) => a.href),
      ...[...document.querySelectorAll('input, textarea')].map((i) => i.value),
      document.body.innerText,
    ].find((s) => s.includes(path));
    if (!found) return null;
    return found.match(new RegExp(`\\S*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*`))[0];
  }, `/join/${id}#invite=`);
  return handle.jsonValue();
}

// connected waits until the page's live connection is open.
async function connected(page) {
  await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
}

// watchPly makes the page note, in window.__plySeenAt[n], the Date.now() at
// which its move list first shows ply n.
async function watchPly(page, n) {
  await page.evaluate((ply) => {
    window.__plySeenAt ??= {};
    const seen = () => {
      if (window.__plySeenAt[ply] || !document.querySelector(`[data-ply="${ply}"]`)) return false;
      window.__plySeenAt[ply] = Date.now();
      return true;
    };
    if (seen()) return;
    const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ply'] });
  }, n);
}

async function seenAt(page, n) {
  return page.evaluate((ply) => window.__plySeenAt?.[ply] ?? null, n);
}

scenario('two players through the friend link, and a spectator who cannot move', async () => {
  const info = await variants();
  const standard = info.variants.find((v) => v.key === 'standard');
  assert.ok(standard, `no standard game in ${JSON.stringify(info.variants.map((v) => v.key))}`);

  const a = await shared.open('A (creator)');
  const b = await shared.open('B (friend)');
  const c = await shared.open('C (spectator)');

  const id = await startFromHome(a.page, { variant: 'standard', mode: 'friend', color: standard.first, name: 'Ann' });
  const tokenA = await tokenOf(a.page, id);
  assert.ok(tokenA, `A has no seat token for game ${id}`);
  const link = await inviteLink(a.page, id);
  assert.ok(new URL(link, BASE_URL).href.startsWith(`${BASE_URL}/join/${id}#invite=`), `the invite link ${link} carries its secret`);

  // B opens the invite link, types a name and takes the free seat.
  await joinByLink(b.page, new URL(link, BASE_URL).href, 'Bob');
  await b.page.waitForURL(`${BASE_URL}/game/${id}`);
  const tokenB = await tokenOf(b.page, id);
  assert.ok(tokenB, `B has no seat token for game ${id} after opening ${link}`);
  assert.notEqual(tokenB, tokenA, 'B got A\'s token');
  const seatA = (await state(id, tokenA)).you;
  const seatB = (await state(id, tokenB)).you;
  assert.equal(seatA, standard.first, `got A's seat ${seatA}, want ${standard.first}`);
  assert.equal(seatB, seatA === 'black' ? 'red' : 'black', `got B's seat ${seatB}, want the other one`);
  const named = (await state(id, tokenB)).seats[seatB].name;
  assert.equal(named, 'Bob', `got B's name ${named}, want the one typed on the join page`);

  // C opens the watch link.
  await c.page.goto(`${BASE_URL}/game/${id}`);
  assert.equal(gameId(c.page), id);
  assert.equal(await tokenOf(c.page, id), null, 'C has a seat token');
  await Promise.all([a, b, c].map((p) => connected(p.page)));
  // The players see the watcher come, in a small message of its own.
  await until('A to see one watcher', async () => (await a.page.getByTestId('watchers').textContent()) === '1 person watching' || null);

  const players = { [seatA]: { ...a, token: tokenA }, [seatB]: { ...b, token: tokenB } };
  const times = [];
  let last;
  for (let ply = 0; ply < PLIES; ply++) {
    const turn = (await state(id, tokenA)).turn;
    const mover = players[turn];
    const opponent = players[turn === 'black' ? 'red' : 'black'];
    const s = await myTurn(id, mover.token);
    assert.equal(s.ply, ply, `got ply ${s.ply}, want ${ply}`);
    const move = simplestMove(s.legal);
    await watchPly(opponent.page, ply + 1);
    const clickedAt = await clickMove(mover.page, move);
    assertShows(await waitForPly(opponent.page, ply + 1), move.text, `${opponent.name} sees ${mover.name}'s move`);
    const shownAt = await seenAt(opponent.page, ply + 1);
    assert.ok(shownAt, `${opponent.name}'s page did not note when ply ${ply + 1} appeared`);
    times.push(shownAt - clickedAt);
    assertShows(await waitForPly(mover.page, ply + 1), move.text, `${mover.name} sees the own move`);
    assertShows(await waitForPly(c.page, ply + 1), move.text, 'C sees the move');
    last = move;
  }

  const final = await state(id, null);
  assert.equal(final.ply, PLIES, `got ply ${final.ply} on the server, want ${PLIES}`);
  for (const p of [a, b, c]) {
    await assertMoveList(p.page, final, p.name);
    await assertBoardShows(p.page, final.position, p.name);
  }
  await shot(c.page, 'friend-spectator');
  assert.ok(last);

  // The spectator's board offers no move: no legal moves in its State, no
  // highlighted destination when it clicks the mover's piece, and no move
  // sent when it clicks a legal move's squares.
  assert.equal(final.you, null, `got a spectator's seat ${final.you}, want null`);
  assert.deepEqual(final.legal, [], 'a spectator\'s legal moves');
  const onTurn = await myTurn(id, players[final.turn].token);
  const tempting = simplestMove(onTurn.legal);
  const posts = [];
  c.context.on('request', (req) => { if (req.method() !== 'GET') posts.push(`${req.method()} ${req.url()}`); });
  assert.equal(await c.page.locator('[data-interactive="true"]').count(), 0, 'C\'s board takes input');
  await square(c.page, tempting.path[0]).click();
  assert.equal(await c.page.locator('[data-target]').count(), 0, `C's board highlights destinations after a click on ${tempting.path[0]}`);
  for (const sq of tempting.path.slice(1)) await square(c.page, sq).click();
  await c.page.waitForTimeout(500); // the time a move request would take to leave
  assert.deepEqual(posts, [], 'C\'s clicks sent requests');
  assert.equal((await state(id, null)).ply, PLIES, 'C\'s clicks changed the game');

  // The spectator's move through the API, without a token, is refused.
  allowErrors(c, /status of 403/);
  const refused = await c.page.evaluate(async ({ gid, move, ply }) => {
    const res = await fetch(`/api/games/${encodeURIComponent(gid)}/moves`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ move, ply }),
    });
    return { status: res.status, body: await res.json() };
  }, { gid: id, move: tempting.text, ply: PLIES });
  assert.equal(refused.status, 403, `a spectator's move: got status ${refused.status}, want 403 (${JSON.stringify(refused.body)})`);
  assert.ok(refused.body.error, `a spectator's refused move: got body ${JSON.stringify(refused.body)}, want {"error": ...}`);
  assert.equal((await state(id, null)).ply, PLIES, 'the spectator\'s API move changed the game');

  for (const p of [a, b, c]) checkPage(p);
  await recordMetrics({ moveToOpponentMs: times, moveToOpponentMedianMs: median(times) });
});
