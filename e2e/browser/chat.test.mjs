// chat.test.mjs: two people at the two seats of a friend game chat: a
// preset and a typed line (sent with the keyboard) reach the other's page,
// shown as text, never as HTML; a logged-in spectator's line stays in the
// spectators' room, which the players do not see while they play; the
// chat fits a phone's screen.

import assert from 'node:assert/strict';
import {
  BASE_URL, checkPage, signUp, shot, startFromHome, inviteURL, joinByLink, scenario, sharedBrowser, until,
} from './lib.mjs';

const shared = sharedBrowser();

// lineTexts returns the texts of the page's chat log, in order.
async function lineTexts(page) {
  return page.getByTestId('chat-log').locator('.kp-chat-text').allTextContents();
}

// waitForLine waits until the page's chat log shows text.
async function waitForLine(page, text) {
  await page.getByTestId('chat-log').locator('.kp-chat-text', { hasText: text }).first().waitFor();
}

scenario('two players chat; a spectator\'s line stays in the spectators\' room', async () => {
  const ann = await shared.open('Ann (Black)');
  const bob = await shared.open('Bob (Red)');
  const cy = await shared.open('Cyril (spectator)');

  const id = await startFromHome(ann.page, { variant: 'standard', mode: 'friend', color: 'black', name: 'Ann' });
  const link = await inviteURL(ann.page, id);
  await bob.page.setViewportSize({ width: 390, height: 844 }); // a phone
  await joinByLink(bob.page, link, 'Bob');

  // Cyril signs up, then watches.
  await signUp(cy, 'Cyril');
  await cy.page.goto(`${BASE_URL}/game/${id}`);
  await cy.page.getByTestId('chat').waitFor();
  for (const p of [ann, bob]) await p.page.locator('[data-testid="connection"][data-state="open"]').waitFor();
  await cy.page.locator('[data-testid="connection"][data-state="open"]').waitFor();

  // Ann sends a preset; Bob reads it.
  await ann.page.getByTestId('chat').locator('[data-preset="good-luck"]').click();
  await waitForLine(bob.page, 'Good luck!');

  // Bob types a line with markup in it and sends it with Enter.
  const typed = 'Thanks, <b>you</b> too & <img src=x onerror=alert(1)>';
  const input = bob.page.getByTestId('chat').locator('.kp-chat-input');
  await input.focus();
  await bob.page.keyboard.type(typed);
  await bob.page.keyboard.press('Enter');
  await waitForLine(ann.page, 'Thanks,');
  assert.deepEqual(await lineTexts(ann.page), ['Good luck!', typed], "Ann's chat");
  assert.equal(await ann.page.getByTestId('chat-log').locator('b, img').count(), 0, 'a line is shown as text, not HTML');
  // The field empties when the server acknowledges the line, which may
  // reach Bob after the line itself has reached Ann.
  await until('Bob\'s chat field to empty once the line is sent', async () => (await input.inputValue()) === '');

  // Cyril writes in the spectators' room (the one he reads); the players
  // do not see it: Ann's next line comes after it, and alone.
  assert.equal(await cy.page.getByTestId('chat').locator('[data-preset]').count(), 0, 'the spectators have no presets');
  await cy.page.getByTestId('chat').locator('.kp-chat-input').fill('Go Ann!');
  await cy.page.getByTestId('chat').locator('[data-action="chat-send"]').click();
  await waitForLine(cy.page, 'Go Ann!');
  assert.deepEqual(await lineTexts(cy.page), ['Go Ann!'], "Cyril's chat: the spectators' room alone");
  await ann.page.getByTestId('chat').locator('.kp-chat-input').fill('your move');
  await ann.page.getByTestId('chat').locator('.kp-chat-input').press('Enter');
  await waitForLine(bob.page, 'your move');
  for (const p of [ann, bob]) {
    assert.deepEqual(await lineTexts(p.page), ['Good luck!', typed, 'your move'], `${p.name}'s chat holds no spectator's line`);
    assert.equal(await p.page.getByTestId('chat').locator('[data-room="spectators"]').count(), 0, `${p.name} has no spectators' tab while playing`);
  }

  // On the phone, the chat's field and button are within the screen.
  const box = await input.boundingBox();
  const send = await bob.page.getByTestId('chat').locator('[data-action="chat-send"]').boundingBox();
  assert.ok(box && send && send.x + send.width <= 390 && box.x >= 0, `the chat's field ${JSON.stringify(box)} and button ${JSON.stringify(send)} fit a 390 px screen`);
  await shot(bob.page, 'chat-phone', bob.page.getByTestId('chat'));

  // After a reload, the history is there.
  await ann.page.reload();
  await waitForLine(ann.page, 'your move');
  assert.deepEqual(await lineTexts(ann.page), ['Good luck!', typed, 'your move'], "Ann's chat after a reload");
  await shot(ann.page, 'chat');
  for (const p of [ann, bob, cy]) checkPage(p);
});
