// board.js: the SVG board of every KingMe game. It draws a view Position
// (see docs/web-api.md and package view) and, when given legal moves, lets
// the player enter one by click-click, drag (mouse, pen or touch) or
// keyboard, calling onMove with the chosen view Move.

import { svg } from './board/svg.js';
import { Geometry, boardSize } from './board/geometry.js';
import { drawSelection, drawPieces, drawCursor, drawHitAreas, floatingPiece } from './board/layers.js';
import { slideOf, slide } from './board/motion.js';
import { drawFrame, drawSquares, drawCaptions, drawSpecials, drawBorneOff, drawMoveMarks, drawArrow, drawTargets, moveSquares } from './board/draw.js';
import { MoveSelector } from './board/selector.js';
import { PremoveSelector, premoveLabel } from './board/premove.js';
import { BoardInput } from './board/input.js';
import { promptContent, infoContent, hasStacks } from './board/info.js';
import { drawMovable, explainClick, cursorStep } from './board/guidance.js';
import { el } from './board/html.js';

/**
 * Board draws one game's board into a container and, when it is given
 * legal moves, takes the player's move.
 */
export class Board {
  /**
   * container: the element the board fills (the SVG scales to its width).
   * onMove(move): called with the chosen view Move. onPremove(squares):
   * called with a premove's squares ([from, to]) chosen while the board
   * takes no move, or null when the premove is cancelled. size: "small" (or a
   * width in pixels under 320) for a picture without captions, prompt and
   * information line.
   */
  constructor(container, { onMove, onPremove, size } = {}) {
    this.container = container;
    this.onMove = onMove ?? null;
    this.onPremove = onPremove ?? null;
    this.compact = size === 'small' || (typeof size === 'number' && size < 320);
    this.svg = svg('svg', { class: 'kb-svg', 'data-testid': 'board', role: 'group', 'aria-roledescription': 'board', tabindex: this.onMove ? 0 : null, focusable: this.onMove ? 'true' : 'false' });
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
    this.preview = null; // a move of the chooser the pointer is on
    this.dropped = null; // the text of a move just made by a drop
    this.notice = ''; // why the last click did not start a move
    this.anchor = null; // the square where the cursor's walk up or down began
    this.promptKey = '';
    this.infoKey = '';
    this.input = this.onMove ? new BoardInput(this, this.svg) : null;
  }

  /**
   * render draws position (a view Position). legal: the moves the player
   * may make (empty: no input); lastMove: highlighted; flipped: Black at
   * the bottom; hint: a move drawn as an arrow; captions: square numbers
   * or coordinates (default: on unless the board is small); idle: what a
   * click on a piece says while the board takes no input ("It is not your
   * turn."), '' for nothing; premove: {color, squares} while the board
   * takes no move: the colour whose pieces may be premoved, and the premove
   * chosen (drawn), or null; pending: a move drawn as waiting for Confirm.
   */
  render(position, { legal = [], lastMove = null, flipped = false, hint = null, captions = !this.compact, idle = '', premove = null, pending = null } = {}) {
    const pieces = new Map((position.pieces ?? []).map((p) => [p.sq, p]));
    const premoveColor = !legal.length && this.onPremove ? premove?.color ?? '' : '';
    const legalKey = `${position.text}|${legal.map((m) => m.text).join(' ')}|${premoveColor}`;
    if (legalKey !== this.legalKey) {
      this.legalKey = legalKey;
      this.selector = premoveColor ? new PremoveSelector(pieces, premoveColor) : new MoveSelector(legal);
      this.choosing = null;
      this.preview = null;
      this.notice = '';
      if (this.drag) this.dragEnded();
    }
    this.animation = slideOf(this.position, position, lastMove, this.dropped);
    this.position = position;
    this.legal = legal;
    this.options = { lastMove, flipped, hint, captions, idle, premove: premoveColor ? premove : null, pending };
    this.pieces = pieces;
    this.geo = new Geometry({ diamond: position.diamond, flipped, pad: position.diamond ? 0.4 : 0.16, size: boardSize(position) });
    this.pass = legal.length && legal.every((m) => m.pass) ? legal[0] : null;
    this.paint();
  }

  /** interactive reports whether the board takes input now. */
  get interactive() {
    return Boolean(this.onMove && this.selector.moves.length);
  }

  /** premoving reports whether the board takes a premove now. */
  get premoving() {
    return Boolean(this.selector.premove);
  }

  /** takesInput reports whether a click may choose a move or a premove. */
  get takesInput() {
    return this.interactive || this.premoving;
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
    const name = position.name || position.variant;
    this.svg.setAttribute('viewBox', geo.viewBox);
    this.svg.setAttribute('aria-label', `${name} board, ${position.turn === 'red' ? 'Red' : 'Black'} to move${this.onMove ? '. Arrow keys move over the squares, Enter selects.' : ''}`);
    this.svg.dataset.variant = position.variant;
    this.svg.dataset.flipped = String(Boolean(this.options.flipped));
    this.svg.dataset.interactive = String(this.interactive);
    const premoved = this.options.premove?.squares ?? null;
    if (this.premoving) this.svg.dataset.premove = premoved ? premoved.join('-') : '';
    else delete this.svg.dataset.premove;
    this.root.classList.toggle('kb-interactive', this.interactive);
    this.root.classList.toggle('kb-diamond', Boolean(position.diamond));
    const layers = [drawFrame(geo), drawSquares(geo), drawMoveMarks(geo, lastMove, 'kb-last'), drawSpecials(geo, position, occupied)];
    if (captions) layers.push(drawCaptions(geo, position));
    if (!this.compact) layers.push(drawBorneOff(geo, position));
    layers.push(drawSelection(geo, this.selector.selected));
    if (this.interactive) layers.push(drawMovable(geo, this.selector.starts));
    layers.push(drawPieces(geo, this.pieces, { starts: this.selector.starts, clicks: this.selector.clicks, dragging: Boolean(this.drag) }));
    layers.push(drawTargets(geo, next, finish, occupied));
    if (hint) layers.push(drawArrow(geo, moveSquares(hint), 'kb-hint'));
    if (premoved) layers.push(drawMoveMarks(geo, { path: premoved }, 'kb-premove'), drawArrow(geo, premoved, 'kb-premove'));
    if (this.options.pending) layers.push(drawArrow(geo, moveSquares(this.options.pending), 'kb-pending'));
    if (this.selector.clicks.length > 1) layers.push(drawArrow(geo, this.selector.clicks, 'kb-route'));
    if (this.preview) layers.push(drawMoveMarks(geo, { captured: this.preview.captured }, 'kb-preview'), drawArrow(geo, moveSquares(this.preview), 'kb-route'));
    if (this.focused && this.keyboard && this.cursor && this.onMove) layers.push(drawCursor(geo, this.cursor));
    layers.push(drawHitAreas(geo, position));
    this.dragLayer = svg('g', { class: 'kb-drag' });
    layers.push(this.dragLayer);
    this.svg.replaceChildren(...layers.filter(Boolean));
    if (this.drag) this.showDrag();
    if (this.animation) slide(this.svg, geo, this.animation);
    this.animation = null;
    this.paintPrompt(stage, finish);
    this.paintInfo();
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
      notice: this.notice,
      premoving: this.premoving,
      premoved: this.options.premove?.squares ? premoveLabel(this.position, this.options.premove.squares) : '',
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
    if (this.premoving) return this.premoveClicked(square);
    if (!this.interactive) return this.idleClicked(square);
    this.choosing = null;
    const answer = this.selector.click(square, { drop });
    const refused = !drop && (answer.kind === 'none' || answer.kind === 'cancel');
    this.notice = refused ? explainClick(this.pieces.get(square), this.selector.moves, this.position.turn) : '';
    if (answer.kind === 'play') return this.play(answer.move, { drop });
    if (answer.kind === 'choose') this.choosing = answer.moves;
    this.paint();
  }

  // premoveClicked takes a click while the opponent is to move: a click
  // cancels a premove already chosen, and may start another one.
  premoveClicked(square) {
    if (this.options.premove?.squares) this.onPremove(null);
    const answer = this.selector.click(square);
    this.notice = answer.kind === 'select' || (answer.kind === 'none' && this.pieces.has(square)) ? this.options.idle : '';
    if (answer.kind === 'premove') return this.onPremove(answer.squares);
    this.paint();
  }

  /** idleClicked says why a piece cannot be moved while the board takes no input. */
  idleClicked(square) {
    if (!this.onMove || !this.options.idle || !this.pieces.has(square)) return;
    this.notice = this.options.idle;
    this.paint();
  }

  /** cancelSelection drops the chosen piece; true when there was one. */
  cancelSelection() {
    const premoved = Boolean(this.premoving && this.options.premove?.squares);
    if (premoved) this.onPremove(null);
    const had = Boolean(this.selector.clicks.length || this.choosing) || premoved;
    this.selector.reset();
    this.choosing = null;
    this.preview = null;
    if (had) this.paint();
    return had;
  }

  canStartDrag(square) {
    return this.takesInput && this.selector.starts.has(square) && this.selector.clicks.length <= 1;
  }

  inspect(square, { sticky = false } = {}) {
    if (this.compact || !hasStacks(this.position)) return;
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
    const from = this.cursor ?? 'd4';
    const vertical = direction === 'up' || direction === 'down';
    if (!vertical || !this.anchor) this.anchor = vertical ? from : null;
    const next = cursorStep(this.geo, from, direction, { all: this.position?.squares === 'all', anchor: this.anchor });
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
    this.dragLayer.replaceChildren(floatingPiece(piece, this.drag.point, 'kb-dragged', 1.12));
  }

  dragEnded() {
    this.drag = null;
    this.dragLayer?.replaceChildren();
    this.paint();
  }
}

