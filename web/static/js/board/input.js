// input.js: the board's pointer and keyboard handling. Pointer events
// cover mouse, pen and touch: a tap or click selects and moves, a drag
// carries a piece to its landing square, a right click or Escape cancels
// (a selection, or a premove).
// The arrow keys move a cursor over the squares and Enter or Space act
// like a click on the square under it.

const DRAG_START = 0.18; // squares a pointer must travel before a drag starts

const KEYS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * BoardInput listens on a board's SVG and calls the board back:
 * board.squareClicked(square, {drop}), board.cancelSelection(),
 * board.inspect(square|null), board.cursorMoved(square),
 * board.dragStarted(square), board.dragMoved(point), board.dragEnded(),
 * board.canStartDrag(square), board.idleClicked(square), board.takesInput.
 */
export class BoardInput {
  constructor(board, svgEl) {
    this.board = board;
    this.svg = svgEl;
    this.press = null; // {square, x, y, pointerId, dragging, wasSelected, canDrag}
    this.handlers = {
      pointerdown: (e) => this.down(e),
      pointermove: (e) => this.move(e),
      pointerup: (e) => this.up(e),
      pointercancel: () => this.abort(),
      pointerleave: (e) => { if (!this.press && e.pointerType === 'mouse') board.inspect(null); },
      contextmenu: (e) => { if (board.takesInput) { e.preventDefault(); board.cancelSelection(); } },
      keydown: (e) => this.key(e),
      focus: () => board.focusChanged(true),
      blur: () => board.focusChanged(false),
    };
    for (const [type, fn] of Object.entries(this.handlers)) svgEl.addEventListener(type, fn);
  }

  /** detach removes the listeners. */
  detach() {
    for (const [type, fn] of Object.entries(this.handlers)) this.svg.removeEventListener(type, fn);
    this.abort();
  }

  // point converts a pointer event to drawing coordinates.
  point(e) {
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  squareAt(e) {
    const p = this.point(e);
    return p ? this.board.geo.locate(p.x, p.y) : null;
  }

  down(e) {
    if (this.press) return;
    if (e.button === 2) return; // contextmenu cancels
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const square = this.squareAt(e);
    if (!square) return;
    this.board.inspect(square, { sticky: true });
    if (!this.board.takesInput) {
      this.board.idleClicked(square);
      return;
    }
    const p = this.point(e);
    const canDrag = this.board.canStartDrag(square);
    this.press = { square, x: p.x, y: p.y, pointerId: e.pointerId, dragging: false, canDrag, wasSelected: this.board.selectedSquare === square };
    if (canDrag) {
      if (!this.press.wasSelected) this.board.squareClicked(square);
      try { this.svg.setPointerCapture(e.pointerId); } catch { /* the pointer is gone already */ }
    }
  }

  move(e) {
    if (!this.press) {
      if (e.pointerType === 'mouse' && !e.buttons) this.board.inspect(this.squareAt(e));
      return;
    }
    if (e.pointerId !== this.press.pointerId || !this.press.canDrag) return;
    const p = this.point(e);
    if (!p) return;
    if (!this.press.dragging && Math.hypot(p.x - this.press.x, p.y - this.press.y) > DRAG_START) {
      if (this.board.selectedSquare !== this.press.square) return;
      this.press.dragging = true;
      this.board.dragStarted(this.press.square);
    }
    if (this.press.dragging) this.board.dragMoved(p);
  }

  up(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.pointerId) return;
    this.press = null;
    const square = this.squareAt(e);
    if (press.dragging) {
      this.board.dragEnded();
      if (square && square !== press.square) this.board.squareClicked(square, { drop: true });
      return;
    }
    if (press.canDrag) {
      if (press.wasSelected && square === press.square) this.board.squareClicked(square);
      return;
    }
    if (square) this.board.squareClicked(square);
  }

  abort() {
    if (this.press?.dragging) this.board.dragEnded();
    this.press = null;
  }

  key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const dir = KEYS[e.key];
    if (dir) {
      e.preventDefault();
      this.board.moveCursor(dir);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.board.cursorClicked();
    } else if (e.key === 'Escape') {
      if (this.board.cancelSelection()) e.preventDefault();
    }
  }
}
