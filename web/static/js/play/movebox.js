// movebox.js: the box under the board where a move is typed in the game's
// notation (the legal moves' text) and sent with Enter: the whole text, a
// prefix only one legal move has, or a move's first and last squares
// ("9x27" for the capture 9x18x27) when only one move joins them.

import { el } from './layout.js';

// SEPARATORS split a move's text into its squares: "-" for a step, "x" or
// ":" for a capture.
const SEPARATORS = /[-x:×]+/;

// norm is a move text as compared: lower case, no spaces, "×" as "x".
function norm(text) {
  return String(text ?? '').toLowerCase().replace(/\s+/g, '').replace(/×/g, 'x');
}

// ends are the names a move's first and last squares go by: their numbers
// in the move's text, and their names in its path.
function ends(move, position) {
  const words = norm(move.text).split(SEPARATORS).filter(Boolean);
  const path = move.path ?? [];
  const first = new Set([words[0], path[0], position?.numbers?.[path[0]]].filter(Boolean).map(String));
  const lastSq = path[path.length - 1];
  const last = new Set([words[words.length - 1], lastSq, position?.numbers?.[lastSq]].filter(Boolean).map(String));
  return { first, last };
}

// listed names up to eight moves, for a message.
function listed(moves) {
  const texts = moves.slice(0, 8).map((m) => m.text);
  return `${texts.join(', ')}${moves.length > 8 ? ', …' : ''}`;
}

/**
 * resolveMove finds the legal move a typed text means: {move} or {error}
 * saying why none was chosen (empty, illegal, or fitting several moves).
 * position (a view Position) gives the squares' numbers.
 */
export function resolveMove(legal, text, position) {
  const q = norm(text);
  if (!q) return { error: 'Type a move, such as 11-15, then press Enter.' };
  if (!legal.length) return { error: 'You have no move to make now.' };
  const exact = legal.filter((m) => norm(m.text) === q);
  if (exact.length === 1) return { move: exact[0] };
  let fits = legal.filter((m) => norm(m.text).startsWith(q));
  if (!fits.length) {
    const words = q.split(SEPARATORS);
    if (words.length === 2 && words.every(Boolean)) {
      fits = legal.filter((m) => {
        const e = ends(m, position);
        return e.first.has(words[0]) && e.last.has(words[1]);
      });
    }
  }
  if (fits.length === 1) return { move: fits[0] };
  if (fits.length > 1) return { error: `"${text.trim()}" fits ${fits.length} moves: ${listed(fits)}. Type more of it.` };
  return { error: `"${text.trim()}" is not a legal move here. Legal: ${listed(legal)}.` };
}

/**
 * MoveBox is the move box: r is the page's layout (it fills r.movebox);
 * submit(text) is called on Enter with the typed text and returns a
 * message to show ('' to clear the box).
 */
export class MoveBox {
  constructor(r, { submit }) {
    this.input = el('input', {
      type: 'text', class: 'kp-movebox-input', id: 'kp-movebox-input', autocomplete: 'off', autocapitalize: 'off',
      spellcheck: 'false', enterkeyhint: 'send', placeholder: 'e.g. 11-15', 'aria-describedby': 'kp-movebox-message', 'data-testid': 'movebox',
    });
    this.message = el('p', { class: 'kp-movebox-message', id: 'kp-movebox-message', 'data-testid': 'movebox-message', role: 'status', 'aria-live': 'polite' });
    this.form = r.movebox;
    this.form.append(
      el('label', { class: 'kp-movebox-label', for: 'kp-movebox-input', text: 'Type a move' }),
      el('span', { class: 'kp-movebox-field' }, this.input, el('button', { type: 'submit', class: 'kp-btn', 'data-action': 'type-move', text: 'Play' })),
      this.message);
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      const said = submit(this.input.value);
      this.say(said);
      if (!said?.keep) this.input.value = '';
    });
  }

  /** say shows a message under the box: {text, kind} ("error" or "notice"), or nothing. */
  say(said) {
    this.message.textContent = said?.text ?? '';
    this.message.dataset.kind = said?.kind ?? '';
  }

  /** show shows the box (a seat of a game not over) or hides it; example is a move text for its placeholder. */
  show(visible, example) {
    this.form.hidden = !visible;
    if (example) this.input.placeholder = `e.g. ${example}`;
  }
}
