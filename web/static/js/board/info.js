// info.js: the HTML around a board: the prompt line under an interactive
// board (what to click next, the chooser between moves, the Pass button,
// the premove chosen while the opponent is to move)
// and the information line (Kings & Flying Kings' points and legend,
// Stack'Em's stack inspector).

import { svg } from './svg.js';
import { miniChecker } from './pieces.js';
import { specialIcon } from './draw.js';
import { el } from './html.js';

const COLOR = { black: 'Black', red: 'Red' };

/** icon returns a small inline SVG holding one drawing centred on 0,0. */
function icon(drawing, cls = 'kb-inline') {
  return svg('svg', { class: cls, viewBox: '-0.5 -0.5 1 1', 'aria-hidden': 'true', focusable: 'false' }, drawing);
}

/** checkerIcon draws one checker of a colour and kind as inline SVG. */
export function checkerIcon(color, kind) {
  return icon(miniChecker(color, kind, { r: 0.42 }));
}

/**
 * promptContent returns what the prompt line says: chooser buttons when
 * several moves fit, the Pass button when passing is the only move, or a
 * sentence about the next click; notice (why the last click did not start
 * a move) comes first.
 */
export function promptContent(facts, actions) {
  const rest = promptParts(facts, actions);
  if (!facts.notice || facts.choosing) return rest;
  return [el('span', { class: 'kb-prompt-text kb-notice', 'data-testid': 'guidance', text: facts.notice }),
    ...rest.filter((node) => !node.classList.contains('kb-prompt-quiet'))];
}

function promptParts({ choosing, pass, stage, finish, selected, interactive, premoving, premoved }, actions) {
  if (premoving) {
    if (premoved) {
      return [
        el('span', { class: 'kb-prompt-text', 'data-testid': 'premove', text: `Premove ${premoved}: played when your turn comes, if it is legal then.` }),
        el('button', { type: 'button', class: 'kb-choice kb-cancel', 'data-action': 'premove-cancel', onclick: actions.cancel, text: 'Cancel premove' }),
      ];
    }
    if (selected) return [el('span', { class: 'kb-prompt-text', text: 'Premove: choose where this piece goes.' })];
    return [];
  }
  if (choosing) {
    return [
      el('span', { class: 'kb-prompt-text', text: 'Which move?' }),
      ...choosing.map((move) => el('button', {
        type: 'button',
        class: 'kb-choice',
        'data-move': move.text,
        onclick: () => actions.play(move),
        onmouseenter: () => actions.preview(move),
        onfocus: () => actions.preview(move),
        onmouseleave: () => actions.preview(null),
        onblur: () => actions.preview(null),
        text: move.text,
      })),
      el('button', { type: 'button', class: 'kb-choice kb-cancel', onclick: actions.cancel, text: 'Cancel' }),
    ];
  }
  if (pass) {
    return [
      el('span', { class: 'kb-prompt-text', text: 'No move is possible: you pass.' }),
      el('button', { type: 'button', class: 'kb-pass', 'data-action': 'pass', onclick: () => actions.play(pass), text: 'Pass' }),
    ];
  }
  if (stage === 'spawn') return [el('span', { class: 'kb-prompt-text kb-prompt-strong', text: 'Choose where the new Prince appears.' })];
  if (stage === 'free') return [el('span', { class: 'kb-prompt-text kb-prompt-strong', text: 'Crowned! Now the free move: move the new king off the home.' })];
  if (finish) return [el('span', { class: 'kb-prompt-text kb-prompt-strong', text: `Jump on, or tap ${finish} again to stop there.` })];
  if (selected) return [el('span', { class: 'kb-prompt-text', text: 'Choose where to move.' })];
  if (interactive) return [el('span', { class: 'kb-prompt-text kb-prompt-quiet', text: 'Your move: choose a piece.' })];
  return [];
}

/** pointsLine shows each side's points (Kings & Flying Kings). */
function pointsLine(points) {
  return el('p', { class: 'kb-points', 'data-testid': 'points' },
    el('span', { class: 'kb-info-label', text: 'Points' }),
    ...['black', 'red'].map((c) => el('span', { class: 'kb-points-side', 'data-points': c },
      checkerIcon(c, 'man'), `${COLOR[c]} ${points[c] ?? 0}`)),
  );
}

/** legend explains the special squares and the four pieces. */
function legend(position) {
  const seen = new Map();
  for (const s of position.specials ?? []) {
    const key = `${s.kind}/${s.color ?? ''}`;
    if (!seen.has(key)) seen.set(key, s);
  }
  const words = {
    morph: () => 'Morph: a King resting here becomes a Flying King',
    spawn: (s) => `${COLOR[s.color]}'s Spawn: a ${s.color === 'black' ? 'Red' : 'Black'} Prince resting here spawns a Prince`,
    arrow: () => 'Push Arrow: a push take along the file, in the arrow\'s direction',
    home: (s) => `${COLOR[s.color]}'s home`,
  };
  const items = [...seen.values()].map((s) => el('li', {},
    icon(svg('g', { class: `kb-special kb-special-${s.kind}${s.color ? ` kb-special-${s.color}` : ''}` }, specialIcon(s, 0.8, false)), 'kb-inline kb-legend-icon'),
    (words[s.kind] ?? (() => s.label))(s)));
  const pieces = [['guard', 'Guard', 0], ['prince', 'Prince', 1], ['king', 'King', 3], ['flying', 'Flying King', 5]]
    .map(([kind, name, pts]) => el('li', {}, checkerIcon('red', kind), checkerIcon('black', kind), `${name} (${pts} ${pts === 1 ? 'point' : 'points'})`));
  return el('details', { class: 'kb-legend' },
    el('summary', { text: 'Pieces and special squares' }),
    el('ul', {}, pieces, items));
}

/**
 * inspector lists a stack's checkers from the top down; where names the
 * square ("14 (c5)").
 */
export function inspector(piece, where) {
  if (!piece) return el('p', { class: 'kb-inspector kb-inspector-empty', 'data-testid': 'inspector', text: 'Point at a stack, or tap it, to see its checkers.' });
  const stack = piece.stack?.length ? piece.stack : [{ color: piece.color, king: piece.kind === 'king' }];
  if (stack.length === 1) {
    const c = stack[0];
    return el('p', { class: 'kb-inspector', 'data-testid': 'inspector', 'data-inspect': piece.sq },
      checkerIcon(c.color, c.king ? 'king' : 'man'), ` ${where}: a single ${COLOR[c.color] ?? c.color} ${c.king ? 'king' : 'piece'}`);
  }
  const list = el('ol', { class: 'kb-stack-list' });
  for (let i = stack.length - 1; i >= 0; i--) {
    const c = stack[i];
    const place = i === stack.length - 1 ? ' (top)' : i === 0 ? ' (bottom)' : '';
    list.append(el('li', {}, checkerIcon(c.color, c.king ? 'king' : 'man'), `${COLOR[c.color] ?? c.color} ${c.king ? 'king' : 'piece'}${place}`));
  }
  return el('div', { class: 'kb-inspector', 'data-testid': 'inspector', 'data-inspect': piece.sq },
    el('p', { class: 'kb-info-label', text: `Stack of ${stack.length} on ${where}, top first:` }),
    list);
}

/** hasStacks reports whether a position's pieces are stacks (Stack'Em), whose
 * checkers the inspector lists. */
export function hasStacks(position) {
  return (position?.pieces ?? []).some((piece) => piece.stack);
}

/** infoContent is the information line for a position. */
export function infoContent(position, inspected) {
  const parts = [];
  if (position.points) parts.push(pointsLine(position.points));
  if (hasStacks(position)) {
    const number = inspected && position.numbers?.[inspected.sq];
    parts.push(inspector(inspected, number ? `${number} (${inspected.sq})` : inspected?.sq));
  }
  if ((position.specials ?? []).some((s) => s.kind !== 'home')) parts.push(legend(position));
  return parts;
}

