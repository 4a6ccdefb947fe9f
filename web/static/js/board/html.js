// html.js: creating HTML elements for the board's lines and the play page.

/**
 * el creates an HTML element: el('button', {class: 'x', text: 'Go',
 * onclick: f}, child, …). text sets textContent (never markup); on…
 * functions become listeners; true sets an empty attribute; null,
 * undefined and false leave the attribute out.
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child != null && child !== false) node.append(child);
  }
  return node;
}
