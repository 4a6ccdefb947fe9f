// api.js: the one way the page talks to the KingMe server (docs/web-api.md),
// and where it keeps each game's seat token.

import { navigate } from './nav.js';

export { navigate };

/** ApiError is a failed API call: status is the HTTP status (0 when the
 * server could not be reached) and message the server's `error` text. */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * api sends one request and returns the parsed JSON answer (null for an
 * empty body). body is an object (sent as JSON), a string (sent as plain
 * text, for PDN) or undefined. token, when given, is sent as the seat's
 * bearer token. A non-2xx answer throws ApiError with the server's message.
 */
export async function api(method, path, body, { token } = {}) {
  const headers = { Accept: 'application/json' };
  let payload;
  if (typeof body === 'string') {
    headers['Content-Type'] = 'text/plain; charset=utf-8';
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(path, { method, headers, body: payload });
  } catch (err) {
    throw new ApiError(0, `Cannot reach the KingMe server (${err.message}).`);
  }
  const text = await res.text();
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      if (res.ok) throw new ApiError(res.status, `${method} ${path} answered something that is not JSON.`);
    }
  }
  if (!res.ok) {
    const reason = data && typeof data.error === 'string' ? data.error : `${res.status} ${res.statusText}`.trim();
    throw new ApiError(res.status, reason);
  }
  return data;
}

const tokenKey = (id) => `kingme.token.${id}`;
const memoryTokens = new Map(); // when localStorage is unavailable (private modes)

/** loadToken returns the seat token this browser holds for game id, or null. */
export function loadToken(id) {
  try {
    const token = localStorage.getItem(tokenKey(id));
    if (token) return token;
  } catch { /* storage blocked: fall back to memory */ }
  return memoryTokens.get(id) ?? null;
}

/** saveToken keeps the seat token of game id in this browser. */
export function saveToken(id, token) {
  memoryTokens.set(id, token);
  try {
    localStorage.setItem(tokenKey(id), token);
  } catch { /* storage blocked: the token lives as long as the page */ }
}

const inviteKey = (id) => `kingme.invite.${id}`;
const memoryInvites = new Map();

/** loadInvite returns the invitation secret this browser holds for friend
 * game id (its creator's), or null. */
export function loadInvite(id) {
  try {
    const invite = localStorage.getItem(inviteKey(id));
    if (invite) return invite;
  } catch { /* storage blocked */ }
  return memoryInvites.get(id) ?? null;
}

/** saveInvite keeps friend game id's invitation secret in this browser. */
export function saveInvite(id, invite) {
  memoryInvites.set(id, invite);
  try {
    localStorage.setItem(inviteKey(id), invite);
  } catch { /* storage blocked */ }
}

const rematchKey = (id) => `kingme.rematch.${id}`;
const memoryRematches = new Set();

/** markRematch notes that this browser asked for friend game id as a
 * rematch: its free seat is kept for the opponent, who joins from the old
 * game's page, so no invitation link is needed. */
export function markRematch(id) {
  memoryRematches.add(id);
  try {
    localStorage.setItem(rematchKey(id), '1');
  } catch { /* storage blocked */ }
}

/** isRematch reports whether this browser asked for game id as a rematch
 * (markRematch). */
export function isRematch(id) {
  try {
    if (localStorage.getItem(rematchKey(id))) return true;
  } catch { /* storage blocked */ }
  return memoryRematches.has(id);
}

/** inviteLink is the link that gives friend game id's free seat to whoever
 * opens it: the secret rides in the fragment, which browsers never send. */
export function inviteLink(id, invite) {
  return `${location.origin}/join/${encodeURIComponent(id)}#invite=${encodeURIComponent(invite)}`;
}

/**
 * startGame creates a game (POST /api/games with body), keeps its seat
 * token and goes to its page; errors are thrown as by api.
 */
export async function startGame(body) {
  const game = await api('POST', '/api/games', body);
  saveToken(game.id, game.token);
  if (game.invite) saveInvite(game.id, game.invite);
  navigate(`/game/${encodeURIComponent(game.id)}`);
  return game;
}

/** variantsOr returns the games (variants()), or null after saying in
 * alert (an alertBox) that they could not be loaded. */
export async function variantsOr(alert) {
  try {
    return await variants();
  } catch (err) {
    alert.show(`The games could not be loaded: ${err.message}`);
    return null;
  }
}

let variantsPromise = null;

/** variants returns GET /api/variants (the games and the computer's levels),
 * fetched once per page load. */
export function variants() {
  if (!variantsPromise) {
    variantsPromise = api('GET', '/api/variants').catch((err) => {
      variantsPromise = null; // let a later call try again
      throw err;
    });
  }
  return variantsPromise;
}
