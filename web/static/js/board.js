// board.js: the SVG board of every KingMe game. It draws a view Position
// (see docs/web-api.md and package view) and, when given legal moves, lets
// the player enter one by click-click, drag (mouse, pen or touch) or
// keyboard, calling onMove with the chosen view Move.

import { svg, round } from './board/svg.js';
import { Geometry } from './board/geometry.js';
import { drawPiece } from './board/pieces.js';
import { drawFrame, drawSquares, drawCaptions, drawSpecials, drawBorneOff, drawMoveMarks, drawArrow, drawTargets, moveSquares } from './board/draw.js';
import { MoveSelector } from './board/selector.js';
import { BoardInput } from './board/input.js';
import { el, promptContent, infoContent } from './board/info.js';

const VARIANT_NAMES = { standard: 'Standard checkers', stackem: "Stack'Em", 'coast-to-coast': 'Coast-to-Coast', 'flying-kings': 'Kings & Flying Kings' };

/**
 * Board draws one game's board into a container and, when it is given
 * legal moves, takes the player's move.
 */
export class Board {
  /**
   * container: the element the board fills (the SVG scales to its width).
   * onMove(move): called with the chosen view Move. size: "small" (or a
   * width in pixels under 320) for a picture without captions, prompt and
   * information line.
   */
  constructor(container, { onMove, size } = {}) {
    this.container = container;
    this.onMove = onMove ?? null;
    this.compact = size === 'small' || (typeof size === 'number' && size < 320);
    this.svg = svg('svg', { class: 'kb-svg', role: 'group', 'aria-roledescription': 'board', tabindex: this.onMove ? 0 : null, focusable: this.onMove ? 'true' : 'false' });
    this.prompt = el('div', { class: 'kb-prompt', 'aria-live': 'polite', hidden: !this.onMove });
    this.info = el('div', { class: 'kb-info', hidden: this.compact });
    this.live = el('p', { class: 'kb-sr', 'aria-live': 'polite' });
    this.root = el('div', { class: `kb${this.compact ? ' kb-compact' : ''}` }, el('div', { class: 'kb-stage' }, this.svg), this.prompt, this.info, this.live);
    if (typeof size === 'number') this.root.style.maxWidth = `${size}px`;
    container.append(this.root);
    this.position = null;
    this.options = {};
    this.selector = new MoveSelector([]);
    this.legalKey = '';
    this.choosing = null;
    this.cursor = null;
    this.focused = false;
    this.keyboard = false; // the cursor shows once the keyboard is used
    this.inspected = null;
    this.stickyInspect = null;
    this.drag = null;
    this.input = this.onMove ? new BoardInput(this, this.svg) : null;
  }

  /**
   * render draws position (a view Position). legal: the moves the player
   * may make (empty: no input); lastMove: highlighted; flipped: Black at
   * the bottom; hint: a move drawn as an arrow; captions: square numbers
   * or coordinates (default: on unless the board is small).
   */
  render(position, { legal = [], lastMove = null, flipped = false, hint = null, captions = !this.compact } = {}) {
    const legalKey = `${position.text}|${legal.map((m) => m.text).join(' ')}`;
    if (legalKey !== this.legalKey) {
      this.legalKey = legalKey;
      this.selector = new MoveSelector(legal);
      this.choosing = null;
      this.preview = null;
      if (this.drag) this.dragEnded();
    }
    this.animation = this.slideOf(this.position, position, lastMove);
    this.position = position;
    this.legal = legal;
    this.options = { lastMove, flipped, hint, captions };
    this.pieces = new Map((position.pieces ?? []).map((p) => [p.sq, p]));
    this.geo = new Geometry({ diamond: position.diamond, flipped, pad: position.diamond ? 0.4 : 0.16 });
    this.pass = legal.length && legal.every((m) => m.pass) ? legal[0] : null;
    this.paint();
  }

  /** interactive reports whether the board takes input now. */
  get interactive() {
    return Boolean(this.onMove && this.selector.moves.length);
  }

  /** selectedSquare is the square of the chosen piece, or null. */
  get selectedSquare() {
    return this.selector.selected;
  }

  /** destroy removes the board and its listeners. */
  destroy() {
    this.input?.detach();
    this.root.remove();
  }

  // paint redraws everything from the current state.
  paint() {
    const position = this.position;
    if (!position) return;
    const geo = this.geo;
    const { lastMove, hint, captions } = this.options;
    const occupied = new Set(this.pieces.keys());
    const { next, finish, stage } = this.selector.targets();
    const name = VARIANT_NAMES[position.variant] ?? position.variant;
    this.svg.setAttribute('viewBox', geo.viewBox);
    this.svg.setAttribute('aria-label', `${name} board, ${position.turn === 'red' ? 'Red' : 'Black'} to move${this.onMove ? '. Arrow keys move over the squares, Enter selects.' : ''}`);
    this.svg.dataset.variant = position.variant;
    this.svg.dataset.flipped = String(Boolean(this.options.flipped));
    this.root.classList.toggle('kb-interactive', this.interactive);
    this.root.classList.toggle('kb-diamond', Boolean(position.diamond));
    const layers = [drawFrame(geo), drawSquares(geo), drawSpecials(geo, position, occupied)];
    if (captions) layers.push(drawCaptions(geo, position));
    if (!this.compact) layers.push(drawBorneOff(geo, position));
    layers.push(drawMoveMarks(geo, lastMove, 'kb-last'));
    layers.push(this.selectionLayer());
    layers.push(this.piecesLayer());
    layers.push(drawTargets(geo, next, finish, occupied));
    if (hint) layers.push(drawArrow(geo, moveSquares(hint), 'kb-hint'));
    if (this.selector.clicks.length > 1) layers.push(drawArrow(geo, this.selector.clicks, 'kb-route'));
    if (this.preview) layers.push(drawMoveMarks(geo, { captured: this.preview.captured }, 'kb-preview'), drawArrow(geo, moveSquares(this.preview), 'kb-route'));
    if (this.focused && this.keyboard && this.cursor && this.onMove) layers.push(svg('polygon', { class: 'kb-cursor', points: geo.corners(this.cursor, 0.04).map((p) => `${round(p.x)},${round(p.y)}`).join(' ') }));
    layers.push(this.hitLayer());
    this.dragLayer = svg('g', { class: 'kb-drag' });
    layers.push(this.dragLayer);
    this.svg.replaceChildren(...layers.filter(Boolean));
    if (this.drag) this.showDrag();
    if (this.animation) this.slide(this.animation);
    this.animation = null;
    this.paintPrompt(stage, finish);
    this.paintInfo();
  }

  selectionLayer() {
    const g = svg('g', { class: 'kb-selection' });
    const sel = this.selector.selected;
    if (sel) g.append(svg('polygon', { class: 'kb-selected', points: this.geo.corners(sel).map((p) => `${round(p.x)},${round(p.y)}`).join(' ') }));
    return g;
  }

  piecesLayer() {
    const g = svg('g', { class: 'kb-pieces' });
    const clicks = this.selector.clicks;
    for (const piece of this.pieces.values()) {
      const node = drawPiece(piece, this.geo.center(piece.sq));
      if (this.selector.starts.has(piece.sq)) node.classList.add('kb-movable');
      if (clicks.length && piece.sq === clicks[0]) node.classList.add(clicks.length > 1 || this.drag ? 'kb-lifted' : 'kb-chosen');
      g.append(node);
    }
    if (clicks.length > 1) {
      const piece = this.pieces.get(clicks[0]);
      const ghost = drawPiece({ ...piece, label: '' }, this.geo.center(clicks[clicks.length - 1]));
      ghost.removeAttribute('data-piece');
      ghost.removeAttribute('role');
      ghost.classList.add('kb-ghost');
      g.append(ghost);
    }
    return g;
  }

  // hitLayer holds one transparent polygon per square on top of the
  // drawing: the squares that the pointer (and the tests) click.
  hitLayer() {
    const o = this.geo.point(0, 0);
    const eu = this.geo.point(1, 0);
    const ev = this.geo.point(0, 1);
    const matrix = [eu.x - o.x, eu.y - o.y, ev.x - o.x, ev.y - o.y, o.x, o.y].map(round).join(' ');
    const g = svg('g', { class: 'kb-hit', transform: `matrix(${matrix})` });
    const playing = this.position.squares === 'all';
    for (let i = 0; i < 64; i++) {
      const file = i % 8;
      const rank = Math.floor(i / 8);
      if (!playing && (file + rank) % 2) continue;
      const sq = String.fromCharCode(97 + file) + (rank + 1);
      g.append(svg('rect', { 'data-square': sq, x: file, y: rank, width: 1, height: 1 }));
    }
    return g;
  }

  paintPrompt(stage, finish) {
    if (!this.onMove) return;
    const facts = {
      choosing: this.choosing,
      pass: this.pass,
      stage,
      finish: finish.size ? [...finish][0] : '',
      selected: this.selector.selected,
      interactive: this.interactive,
    };
    // Redraw only on change, so that a click on a button in it is not lost
    // when the board redraws meanwhile (on blur, say).
    const key = JSON.stringify({ ...facts, choosing: facts.choosing?.map((m) => m.text), pass: facts.pass?.text });
    if (key === this.promptKey) return;
    this.promptKey = key;
    const actions = {
      play: (move) => this.play(move),
      cancel: () => this.cancelSelection(),
      preview: (move) => {
        this.preview = move;
        this.paint();
      },
    };
    this.prompt.replaceChildren(...promptContent(facts, actions));
  }

  paintInfo() {
    if (this.compact) return;
    const inspected = this.pieces.get(this.inspected) ?? this.pieces.get(this.stickyInspect) ?? null;
    const key = JSON.stringify([this.position.variant, this.position.points, inspected]);
    if (key === this.infoKey) return;
    this.infoKey = key;
    const open = this.info.querySelector('details')?.open;
    this.info.replaceChildren(...infoContent(this.position, inspected));
    if (open) this.info.querySelector('details').open = true;
    this.info.hidden = !this.info.childElementCount;
  }

  // slideOf returns the slide to show when position follows previous by
  // lastMove (the moving piece travels along its path), or null: after a
  // drop (the piece is there already), an undo, or a fresh board.
  slideOf(previous, position, lastMove) {
    const path = lastMove?.path ?? [];
    if (!previous || previous.text === position.text || path.length < 2) return null;
    if (this.dropped && this.dropped === lastMove.text) return null;
    const end = path[path.length - 1];
    const from = previous.pieces?.find((p) => p.sq === path[0]);
    const to = position.pieces?.find((p) => p.sq === end);
    if (!from || !to || from.color !== to.color) return null;
    if (end !== path[0] && previous.pieces.some((p) => p.sq === end)) return null;
    return { square: end, path };
  }

  // slide moves a piece along its path with the Web Animations API.
  slide({ square, path }) {
    const node = this.svg.querySelector(`.kb-pieces [data-piece="${square}"]`);
    if (!node?.animate || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const frames = path.map((sq) => {
      const c = this.geo.center(sq);
      return { transform: `translate(${round(c.x)}px, ${round(c.y)}px)` };
    });
    node.animate(frames, { duration: 110 + 90 * (path.length - 1), easing: 'ease-in-out' });
  }

  // play hands a move to the owner of the board.
  play(move, { drop = false } = {}) {
    this.dropped = drop ? move.text : null;
    this.preview = null;
    this.selector.reset();
    this.choosing = null;
    this.paint();
    this.onMove?.(move);
  }

  // The callbacks of BoardInput.

  squareClicked(square, { drop = false } = {}) {
    if (!this.interactive) return;
    this.choosing = null;
    const answer = this.selector.click(square, { drop });
    if (answer.kind === 'play') return this.play(answer.move, { drop });
    if (answer.kind === 'choose') this.choosing = answer.moves;
    if (answer.kind === 'none') return;
    this.paint();
  }

  /** cancelSelection drops the chosen piece; true when there was one. */
  cancelSelection() {
    const had = Boolean(this.selector.clicks.length || this.choosing);
    this.selector.reset();
    this.choosing = null;
    this.preview = null;
    if (had) this.paint();
    return had;
  }

  canStartDrag(square) {
    return this.interactive && this.selector.starts.has(square) && this.selector.clicks.length <= 1;
  }

  inspect(square, { sticky = false } = {}) {
    if (this.compact || this.position?.variant !== 'stackem') return;
    const piece = square ? this.pieces.get(square) : null;
    if (sticky && piece) this.stickyInspect = square;
    const next = piece ? square : null;
    if (next === this.inspected) return;
    this.inspected = next;
    this.paintInfo();
  }

  focusChanged(focused) {
    this.focused = focused;
    this.keyboard = focused && this.svg.matches(':focus-visible');
    if (focused && !this.cursor) this.cursor = this.selector.selected ?? [...this.selector.starts][0] ?? 'd4';
    this.paint();
    if (focused) this.announce(this.cursor);
  }

  moveCursor(direction) {
    this.keyboard = true;
    const next = this.geo.step(this.cursor ?? 'd4', direction);
    if (!next) return;
    this.cursor = next;
    this.inspect(next);
    this.paint();
    this.announce(next);
  }

  cursorClicked() {
    this.keyboard = true;
    if (this.cursor) this.squareClicked(this.cursor);
    if (this.cursor) this.announce(this.cursor);
  }

  // announce says the square under the cursor to screen readers.
  announce(square) {
    const piece = this.pieces.get(square);
    const special = (this.position.specials ?? []).find((s) => s.sq === square);
    const { next } = this.selector.targets();
    const number = this.position.numbers?.[square];
    const parts = [number ? `${number} (${square})` : square, piece ? piece.label : 'empty'];
    if (special) parts.push(special.label);
    if (this.selector.selected === square) parts.push('selected');
    if (next.has(square)) parts.push('a legal destination');
    this.live.textContent = parts.join(', ');
  }

  dragStarted(square) {
    this.drag = { square, point: this.geo.center(square) };
    this.paint();
  }

  dragMoved(point) {
    if (!this.drag) return;
    this.drag.point = point;
    this.showDrag();
  }

  showDrag() {
    const piece = this.pieces.get(this.drag.square);
    if (!piece) return;
    const node = drawPiece({ ...piece, label: '' }, this.drag.point, { scale: 1.12 });
    node.removeAttribute('data-piece');
    node.classList.add('kb-dragged');
    this.dragLayer.replaceChildren(node);
  }

  dragEnded() {
    this.drag = null;
    this.dragLayer?.replaceChildren();
    this.paint();
  }
}

