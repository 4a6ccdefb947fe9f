// account.js: the account page: log in or sign up (a user name and a
// password, no e-mail), or, logged in, who you are, your player page and
// logging out.

import { api } from './api.js';
import { h, alertBox, setTitle, navigate } from './nav.js';

/** me returns the logged-in account ({name, created}) or null. */
export async function me() {
  try {
    return await api('GET', '/api/account');
  } catch {
    return null;
  }
}

/** mount draws the account page into el. */
export async function mount(el) {
  setTitle('Account');
  const alert = alertBox();
  const who = await me();
  if (who) {
    el.append(h('div', { class: 'page-head' }, h('h1', { text: `Logged in as ${who.name}` })), alert,
      h('p', {}, h('a', { href: `/player/${encodeURIComponent(who.name)}`, text: 'Your player page' }), ' · ',
        h('a', { href: '/lobby', text: 'The lobby' })),
      h('p', {},
        h('button', { type: 'button', class: 'button', dataset: { testid: 'logout' }, text: 'Log out', onclick: () => logout(alert, '/api/account/logout') }), ' ',
        h('button', { type: 'button', class: 'button secondary', text: 'Log out everywhere', onclick: () => logout(alert, '/api/account/logout-everywhere') })));
    return null;
  }
  const name = h('input', { name: 'name', autocomplete: 'username', required: true, minlength: 3, maxlength: 20, dataset: { testid: 'account-name' } });
  const password = h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true, minlength: 8, maxlength: 128, dataset: { testid: 'account-password' } });
  const submit = (path) => async (event) => {
    event.preventDefault();
    alert.show('');
    try {
      await api('POST', path, { name: name.value.trim(), password: password.value });
      navigate(new URLSearchParams(location.search).get('then') || '/lobby');
    } catch (err) {
      alert.show(err.message);
    }
  };
  const form = h('form', { class: 'account-form', onsubmit: submit('/api/account/login') },
    h('label', {}, h('span', { text: 'User name' }), name),
    h('label', {}, h('span', { text: 'Password' }), password),
    h('p', {},
      h('button', { type: 'submit', class: 'button', dataset: { testid: 'login' }, text: 'Log in' }), ' ',
      h('button', { type: 'button', class: 'button secondary', dataset: { testid: 'signup' }, text: 'Sign up', onclick: submit('/api/account/signup') })));
  el.append(h('div', { class: 'page-head' }, h('h1', { text: 'Log in or sign up' })), alert,
    h('p', { text: 'Playing needs no account. An account keeps your name, your rated games and your rating. User names: 3 to 20 letters, digits, - and _; passwords: 8 characters or more.' }),
    form);
  return null;
}

async function logout(alert, path) {
  try {
    await api('POST', path, {});
    navigate('/account');
  } catch (err) {
    alert.show(err.message);
  }
}
