// bar.js: the evaluation bar beside the board: Black's expected share of
// the point as the black part of a vertical bar, with the score in words.

import { h } from '../nav.js';
import { verdict } from './words.js';

/** evalBar returns {node, show(entry, turn), clear()}: entry is a
 * PositionAnalysis or a live Line, turn the position's player to move. */
export function evalBar() {
  const fill = h('div', { class: 'eval-fill' });
  const label = h('span', { class: 'eval-label' });
  const node = h('div', { class: 'eval-bar', role: 'meter', 'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-label': 'Evaluation', dataset: { testid: 'eval-bar' } }, fill, label);
  return {
    node,
    show(entry, turn) {
      const words = verdict(entry, turn ?? entry.turn);
      const share = Math.round(entry.black * 100);
      fill.style.height = `${share}%`;
      label.textContent = words.short;
      node.setAttribute('aria-valuenow', String(share));
      node.setAttribute('aria-valuetext', words.long);
      node.dataset.black = String(entry.black);
      node.hidden = false;
    },
    clear() {
      node.hidden = true;
    },
  };
}
