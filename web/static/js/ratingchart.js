// ratingchart.js: a rating's history drawn as a line, for the player page.

const svgNS = 'http://www.w3.org/2000/svg';

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(svgNS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/** ratingChart returns an SVG drawing of points ([{at, rating, gameId}],
 * oldest first): the rating after each game, on a scale from the lowest to
 * the highest, each point titled with its date and rating. The picture's
 * label says the same in words, for screen readers. */
export function ratingChart(points, label) {
  const width = 320, height = 120, pad = 24;
  const ratings = points.map((p) => p.rating);
  let lo = Math.min(...ratings), hi = Math.max(...ratings);
  if (hi - lo < 50) { lo -= 25; hi += 25; }
  const x = (i) => pad + (points.length === 1 ? 0 : (i * (width - 2 * pad)) / (points.length - 1));
  const y = (r) => height - pad - ((r - lo) * (height - 2 * pad)) / (hi - lo);
  const first = Math.round(ratings[0]), last = Math.round(ratings[ratings.length - 1]);
  const games = points.length - 1;
  const root = svg('svg', {
    viewBox: `0 0 ${width} ${height}`, class: 'rating-chart', role: 'img',
    'aria-label': `${label}: from ${first} to ${last} over ${games} ${games === 1 ? 'game' : 'games'}`,
  });
  root.dataset.testid = 'rating-chart';
  root.append(
    svg('text', { x: 2, y: pad - 8, class: 'rating-chart-scale' }, String(Math.round(hi))),
    svg('text', { x: 2, y: height - 6, class: 'rating-chart-scale' }, String(Math.round(lo))),
    svg('polyline', { points: points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' '), class: 'rating-chart-line' }));
  points.forEach((p, i) => {
    const when = new Date(p.at).toLocaleDateString();
    root.append(svg('circle', { cx: x(i).toFixed(1), cy: y(p.rating).toFixed(1), r: 3, class: 'rating-chart-point' },
      svg('title', {}, `${when}: ${Math.round(p.rating)}${p.gameId ? '' : ' (before)'}`)));
  });
  return root;
}
