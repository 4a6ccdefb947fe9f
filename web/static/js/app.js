// app.js: the client-side router. Every app path loads index.html; this
// module draws the page for the URL, follows in-app links without reloading
// and answers the back and forward buttons.

import { api, ApiError, loadToken, saveToken, variants } from './api.js';
import { setRouter, navigate, h, alertBox, setTitle } from './nav.js';
import { apply as applySettings } from './settings.js';
import { mountSettingsMenu } from './settings-menu.js';
import { mountPhoneMenu } from './phonemenu.js';

const main = document.getElementById('main');

// Each route: a path pattern, the header section to mark, and a mount
// function (container, URL params, query) returning a handle with destroy()
// (or a promise of one). Page modules load only when needed.
const ANALYSIS_CSS = '/static/css/analysis.css';

const routes = [
  [/^\/$/, 'home', page('./home.js')],
  [/^\/game\/([^/]+)$/, 'game', mountPlay],
  [/^\/join\/([^/]+)$/, 'game', mountJoin],
  [/^\/archive$/, 'archive', page('./archive.js')],
  [/^\/replay$/, 'replay', page('./replay.js', ANALYSIS_CSS)],
  [/^\/replay\/([^/]+)$/, 'archive', page('./replay.js', ANALYSIS_CSS)],
  [/^\/study\/([^/]+)$/, 'replay', page('./study.js', ANALYSIS_CSS, '/static/css/study.css')],
  [/^\/rules$/, 'rules', page('./rules.js')],
  [/^\/rules\/([^/]+)$/, 'rules', page('./rules.js')],
  [/^\/analyse$/, 'analyse', page('./analyse.js', ANALYSIS_CSS)],
  [/^\/setup$/, 'setup', page('./setup.js', '/static/css/setup.css')],
  [/^\/lobby$/, 'lobby', page('./lobby.js')],
  [/^\/account$/, 'account', page('./account.js')],
  [/^\/player\/([^/]+)$/, 'account', page('./player.js')],
  [/^\/puzzles$/, 'puzzles', page('./puzzles.js')],
  [/^\/puzzles\/([^/]+)$/, 'puzzles', page('./puzzles.js')],
];

// page mounts a page module, with its stylesheets (loaded on first use, to
// keep the first load small) when it has some.
function page(module, ...styles) {
  return async (el, params, query) => {
    const [mod] = await Promise.all([import(module), ...styles.map(ensureStyle)]);
    return mod.mount(el, params, query);
  };
}

let current = null; // {key, handle, el}
let generation = 0;

async function route({ push = false, force = false } = {}) {
  const key = location.pathname + location.search;
  closeMenus();
  if (current && current.key === key && !force) return; // only the hash changed
  const gen = ++generation;
  if (current) {
    destroy(current.handle);
    current.el.remove();
  }
  const el = h('div', { class: 'page' });
  main.replaceChildren(el);
  current = { key, handle: null, el };
  const [pattern, section, mount] = routes.find(([re]) => re.test(location.pathname)) ?? [null, '', mountNotFound];
  markSection(section);
  const params = pattern ? location.pathname.match(pattern).slice(1).map(decodeURIComponent) : [];
  if (push) {
    window.scrollTo(0, 0);
    main.focus({ preventScroll: true });
  }
  try {
    const handle = await mount(el, params, new URLSearchParams(location.search));
    if (gen !== generation) destroy(handle); // the reader moved on meanwhile
    else current.handle = handle;
  } catch (err) {
    if (gen !== generation) return;
    console.error(err);
    const box = alertBox();
    box.show(`This page could not be shown: ${err.message}`);
    el.replaceChildren(h('h1', { text: 'Something went wrong' }), box);
  }
}

function destroy(handle) {
  try {
    handle?.destroy?.();
  } catch (err) {
    console.error(err);
  }
}

// markSection marks the header link of the current section for readers
// and screen readers.
function markSection(section) {
  for (const link of document.querySelectorAll('[data-nav]')) {
    const here = link.dataset.nav === section;
    if (link.tagName === 'A') {
      if (here) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    link.classList.toggle('current', here);
  }
}

function closeMenus() {
  for (const menu of document.querySelectorAll('.site-nav details[open]')) menu.open = false;
}

const stylesLoaded = new Map();

// ensureStyle adds a stylesheet link once and resolves when it has loaded
// (or failed: the page still works unstyled).
function ensureStyle(href) {
  if (!stylesLoaded.has(href)) {
    stylesLoaded.set(href, new Promise((resolve) => {
      const link = h('link', { rel: 'stylesheet', href });
      link.addEventListener('load', resolve);
      link.addEventListener('error', resolve);
      document.head.append(link);
    }));
  }
  return stylesLoaded.get(href);
}

async function mountPlay(el, [id], _query, options = {}) {
  setTitle('Game');
  const [{ mountGame }] = await Promise.all([import('./play.js'), ensureStyle('/static/css/play.css')]);
  return mountGame(el, id, options);
}

// mountJoin asks a friend's name, takes the free seat of the game, then
// shows the game; when both seats are taken the reader watches instead. A
// link with ?name= takes the seat at once.
async function mountJoin(el, [id], query) {
  setTitle('Joining a game');
  // The invitation's secret rides in the link's fragment (#invite=…).
  const invite = new URLSearchParams(location.hash.slice(1)).get('invite');
  if (loadToken(id)) {
    navigate(`/game/${encodeURIComponent(id)}`, { replace: true }); // already seated here
    return null;
  }
  let name = query.get('name') ?? undefined;
  if (name === undefined) {
    name = await askName(el, id);
    if (name === null || !el.isConnected) return null;
    el.replaceChildren();
  }
  el.append(h('p', { class: 'loading', text: 'Taking your seat…' }));
  let notice = '';
  try {
    const body = name ? { name } : {};
    if (invite) body.invite = invite;
    const joined = await api('POST', `/api/games/${encodeURIComponent(id)}/join`, body);
    saveToken(joined.id ?? id, joined.token);
    navigate(`/game/${encodeURIComponent(joined.id ?? id)}`, { replace: true });
    return null;
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 409 && err.status !== 403)) throw err;
    notice = err.status === 409 ? 'Both seats are taken: you are watching.' : `You cannot take the seat: ${err.message}. You are watching.`;
  }
  if (!el.isConnected) return null; // the reader went elsewhere meanwhile
  history.replaceState(null, '', `/game/${encodeURIComponent(id)}`);
  current.key = location.pathname + location.search;
  el.replaceChildren();
  return mountPlay(el, [id], query, { notice });
}

// askName shows the join form and resolves with the name typed (possibly
// empty) when the friend takes the seat, or null if the form goes away.
function askName(el, id) {
  return new Promise((resolve) => {
    const input = h('input', { type: 'text', name: 'name', id: 'join-name', maxlength: '40', autocomplete: 'nickname' });
    const form = h('form', { class: 'join-form', dataset: { testid: 'join-form' } },
      h('h1', { text: 'A friend invites you to a game' }),
      h('div', { class: 'field' }, h('label', { class: 'label', for: 'join-name', text: 'Your name (optional)' }), input),
      h('p', { class: 'form-actions' },
        h('button', { type: 'submit', class: 'button primary', dataset: { action: 'take-seat' } }, 'Take your seat'),
        ' ', h('a', { href: `/game/${encodeURIComponent(id)}`, dataset: { action: 'watch-instead' } }, 'Just watch')));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      resolve(input.value.trim());
    });
    el.append(form);
    input.focus();
    const gone = new MutationObserver(() => {
      if (!form.isConnected) {
        gone.disconnect();
        resolve(null);
      }
    });
    gone.observe(document.body, { childList: true, subtree: true });
  });
}

function mountNotFound(el) {
  setTitle('Page not found');
  el.append(
    h('h1', { text: 'Page not found' }),
    h('p', {}, 'There is no page at ', h('code', { text: location.pathname }), '. ',
      h('a', { href: '/', text: 'Start a game' }), ' or look in the ', h('a', { href: '/archive', text: 'archive' }), '.'),
  );
  return null;
}

// In-app links open without a reload; links to the API (downloads), to
// static files, to other sites, in new tabs or with modifier keys do not.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target.closest?.('a[href]');
  if (!link || !(link instanceof HTMLAnchorElement)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  if (link.origin !== location.origin) return;
  if (/^\/(api|static)\//.test(link.pathname)) return;
  if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
  event.preventDefault();
  navigate(link.pathname + link.search + link.hash);
});

// The Rules menu closes on Escape and on a click outside it.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = document.querySelector('.site-nav details[open]');
  if (open) {
    open.open = false;
    open.querySelector('summary').focus();
  }
});
document.addEventListener('click', (event) => {
  for (const menu of document.querySelectorAll('.site-nav details[open]')) {
    if (!menu.contains(event.target)) menu.open = false;
  }
});

// The Rules menu and the footer name the server's games, from the table
// (GET /api/variants; the page's own list is for a browser without
// JavaScript), and the footer the version it runs.
variants().then((info) => {
  const rules = document.querySelector('.site-nav details[data-nav="rules"] .menu-list');
  if (rules) {
    rules.replaceChildren(...info.variants.map((v) => h('li', {}, h('a', { href: `/rules/${encodeURIComponent(v.key)}`, text: v.name }))));
  }
  const names = info.variants.map((v) => v.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
  document.getElementById('site-games').textContent = `KingMe: ${list}.`;
  if (info.version) document.getElementById('site-version').textContent = `Version ${info.version}.`;
}).catch(() => {});

window.addEventListener('popstate', () => route());
applySettings();
mountSettingsMenu(document.querySelector('.site-nav > ul'));
mountPhoneMenu(document.querySelector('.site-nav'));
setRouter(route);
route();
