// board.js: the board of the board editor: board.js's Board, drawing the
// position being set up, where a click (or Enter on the keyboard's cursor)
// on any playing square is handed to the editor instead of starting a move.

import { Board } from '../board.js';

/** SetupBoard is a Board whose squares are clicked to edit the position. */
export class SetupBoard extends Board {
  /** onSquare(square) is called for each click on a playing square. */
  constructor(container, onSquare) {
    super(container, { onMove: () => {} }); // takes input, but never moves
    this.onSquare = onSquare;
    this.prompt.hidden = true;
    this.root.classList.add('kb-setup');
  }

  // The board has no legal moves, so every click comes here.
  idleClicked(square) {
    this.onSquare(square);
  }

  paintPrompt() {}

  paint() {
    super.paint();
    const p = this.position;
    if (!p) return;
    this.svg.setAttribute('aria-label', `${p.name || p.variant} board being set up, ${p.turn === 'red' ? 'Red' : 'Black'} to move. `
      + 'Arrow keys move over the squares; Enter or Space puts the chosen piece on the square.');
  }
}
