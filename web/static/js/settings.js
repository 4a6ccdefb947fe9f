// settings.js: the reader's preferences, kept in this browser
// (localStorage, or memory when storage is blocked) and shown on the root
// element for the style sheets: the colour theme (light, dark or the
// system's), the board's theme, the board's size, whether sounds play,
// whether the board shows its coordinates (square numbers or letters), and
// whether a move waits for Confirm before it is sent.
//
//   <html data-theme="dark" data-theme-choice="system" data-board="wood"
//         data-board-size="l" data-sound="on" data-coords="on" data-confirm="off">

const KEY = 'kingme.settings';

/** CHOICES lists the allowed values of each setting, in the menu's order. */
export const CHOICES = {
  theme: ['system', 'light', 'dark'],
  board: ['classic', 'wood', 'blue'],
  size: ['s', 'm', 'l'],
  sound: ['on', 'off'],
  coords: ['on', 'off'],
  confirm: ['off', 'on'],
};

/** DEFAULTS is each setting's value until the reader chooses another. */
export const DEFAULTS = { theme: 'system', board: 'classic', size: 'm', sound: 'on', coords: 'on', confirm: 'off' };

/** LABELS names each choice for the settings menu. */
export const LABELS = {
  theme: { system: 'System', light: 'Light', dark: 'Dark' },
  board: { classic: 'Classic', wood: 'Wood', blue: 'Blue' },
  size: { s: 'S', m: 'M', l: 'L' },
  sound: { on: 'On', off: 'Off' },
  coords: { on: 'On', off: 'Off' },
  confirm: { off: 'Off', on: 'On' },
};

let memory = {};
const listeners = new Set();
const dark = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

function read() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (saved && typeof saved === 'object') return saved;
  } catch { /* storage blocked or garbled: use memory */ }
  return memory;
}

/** get returns the current value of a setting (its default when unset or unknown). */
export function get(name) {
  const value = read()[name];
  return CHOICES[name].includes(value) ? value : DEFAULTS[name];
}

/** set changes a setting, remembers it, and applies it to the page. */
export function set(name, value) {
  if (!CHOICES[name]?.includes(value)) throw new Error(`unknown ${name} setting ${JSON.stringify(value)}: want one of ${CHOICES[name]?.join(', ')}`);
  const all = { ...read(), [name]: value };
  memory = all;
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch { /* storage blocked: the choice lasts as long as the page */ }
  apply();
}

/** onChange calls fn after every change of a setting; it returns a function that stops it. */
export function onChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** resolvedTheme is "light" or "dark": the choice, or the system's when the choice is "system". */
export function resolvedTheme() {
  const choice = get('theme');
  if (choice !== 'system') return choice;
  return dark?.matches ? 'dark' : 'light';
}

/** apply writes the settings on the root element's data attributes. */
export function apply() {
  const root = document.documentElement;
  root.dataset.theme = resolvedTheme();
  root.dataset.themeChoice = get('theme');
  root.dataset.board = get('board');
  root.dataset.boardSize = get('size');
  root.dataset.sound = get('sound');
  root.dataset.coords = get('coords');
  root.dataset.confirm = get('confirm');
  for (const fn of listeners) fn();
}

// The system's colour scheme may change while the page is open.
dark?.addEventListener?.('change', () => apply());
