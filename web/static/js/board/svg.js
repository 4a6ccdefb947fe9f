// svg.js: creating SVG elements, and a few numbers shared by the drawing
// modules.

const NS = 'http://www.w3.org/2000/svg';

/**
 * svg creates an SVG element: svg('circle', {cx: 1, r: 0.4, class: 'x'},
 * child, …). Attribute values null, undefined and false are left out.
 * Strings among the children become text nodes (never markup).
 */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child != null && child !== false) node.append(child);
  }
  return node;
}

/** round keeps three decimals, enough for a board of unit squares. */
export function round(n) {
  return Math.round(n * 1000) / 1000;
}

/** pointsAttr writes [{x, y}, …] as a points attribute. */
export function pointsAttr(points) {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

/** titled adds a <title> (the tooltip and accessible name) to node. */
export function titled(node, text) {
  if (text) node.prepend(svg('title', {}, text));
  return node;
}
