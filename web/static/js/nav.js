// nav.js: moving between the app's pages without reloading, and the small
// DOM helpers the site's pages share.

let router = null;

/** setRouter registers the function that draws the page for the current
 * URL (app.js does this once). */
export function setRouter(route) {
  router = route;
}

/**
 * navigate goes to path (such as "/game/k3x9") inside the app: it adds a
 * history entry (or replaces the current one with {replace: true}) and
 * draws the page. Back and forward work as usual.
 */
export function navigate(path, { replace = false } = {}) {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  if (router) router({ push: !replace, force: true });
  else location.assign(path);
}

/**
 * h creates an element: h('a', {href: '/', class: 'x', onclick: f}, 'text', child).
 * Strings become text nodes (never HTML). Props: class, text, dataset (an
 * object), on<event> listeners, value/checked (set as properties), and any
 * other attribute (true sets it empty, false/null/undefined leaves it out).
 */
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const child of children.flat(Infinity)) {
    if (child != null && child !== false) node.append(child);
  }
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value == null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key === 'value' || key === 'checked') node[key] = value;
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  return node;
}

/** alertBox returns an empty live region for errors and notices
 * (data-testid="alert"); show(text) fills it, show('') empties it. */
export function alertBox() {
  const box = h('p', { class: 'alert', role: 'alert', 'aria-live': 'assertive', dataset: { testid: 'alert' }, hidden: true });
  box.show = (text, kind = 'error') => {
    box.textContent = text;
    box.hidden = !text;
    box.dataset.kind = kind;
  };
  return box;
}

/** setTitle sets the document title: "what · KingMe". */
export function setTitle(what) {
  document.title = what ? `${what} · KingMe` : 'KingMe: checkers and its cousins';
}

/** loadBoard returns W1's Board class, or null when it cannot be loaded. */
export async function loadBoard() {
  try {
    return (await import('./board.js')).Board;
  } catch (err) {
    console.error('board.js did not load', err);
    return null;
  }
}

/** formatDate writes an RFC 3339 time as a short local date and time. */
export function formatDate(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso ?? '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
