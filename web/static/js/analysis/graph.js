// graph.js: the evaluation graph under a replay's board: Black's expected
// share of the point after every ply (the dark part, from the top), with the marked moves as dots. A
// click (or the arrow keys on it) picks a ply.

import { svg } from '../board/svg.js';

const W = 600;
const H = 120;

/**
 * evalGraph builds the graph of positions (PositionAnalysis values) and
 * calls onPick(ply) when the reader picks one. It returns {node,
 * setPly(ply)}.
 */
export function evalGraph(positions, onPick) {
  const n = positions.length;
  const x = (i) => (n > 1 ? (i / (n - 1)) * W : W / 2);
  const y = (black) => black * H; // Black's share from the top, as the bar draws it
  const points = positions.map((p, i) => `${x(i).toFixed(1)},${y(p.black).toFixed(1)}`);
  const area = `M0,0 L${points.join(' L')} L${W},0 Z`;
  const cursor = svg('line', { class: 'eg-cursor', x1: 0, x2: 0, y1: 0, y2: H });
  const dots = positions.flatMap((p, i) => (p.mark && p.mark !== 'inaccuracy' && i + 1 < n
    ? [svg('circle', { class: `eg-dot eg-${p.mark}`, cx: x(i + 1), cy: y(positions[i + 1].black), r: 4 },
      svg('title', {}, `${p.played}: ${p.mark}`))]
    : []));
  const graph = svg('svg', {
    class: 'eval-graph', viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none',
    role: 'slider', tabindex: 0, 'aria-label': 'Evaluation graph: pick a move', 'aria-valuemin': 0, 'aria-valuemax': n - 1,
    'data-testid': 'eval-graph',
  },
  svg('rect', { class: 'eg-red', x: 0, y: 0, width: W, height: H }),
  svg('path', { class: 'eg-black', d: area }),
  svg('line', { class: 'eg-mid', x1: 0, x2: W, y1: H / 2, y2: H / 2 }),
  svg('polyline', { class: 'eg-line', points: points.join(' ') }),
  cursor, dots);
  let current = 0;
  const pickAt = (clientX) => {
    const box = graph.getBoundingClientRect();
    if (box.width <= 0 || n === 0) return;
    const i = Math.round(((clientX - box.left) / box.width) * (n - 1));
    onPick(Math.max(0, Math.min(n - 1, i)));
  };
  graph.addEventListener('click', (event) => pickAt(event.clientX));
  graph.addEventListener('keydown', (event) => {
    const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: n - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation(); // the replay's own keys would move twice
    onPick(Math.max(0, Math.min(n - 1, to)));
  });
  return {
    node: graph,
    setPly(ply) {
      current = ply;
      cursor.setAttribute('x1', x(ply));
      cursor.setAttribute('x2', x(ply));
      graph.setAttribute('aria-valuenow', ply);
      graph.setAttribute('aria-valuetext', `move ${ply} of ${n - 1}`);
    },
  };
}
