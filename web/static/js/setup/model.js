// model.js: the board editor's position: the player to move, what stands
// on each square and, in Coast-to-Coast, the borne-off counts. It knows no
// rule: the server's POST /api/position reads it with the game's rules.

const COLOR = { black: 'Black', red: 'Red' };

/**
 * fromView returns an editable model of a view Position (see package view):
 * {turn, pieces: Map square → {sq, color, kind, stack}, borneOff}. stacks
 * says whether the game has stacks (Stack'Em): each square then holds a
 * stack of checkers, bottom first.
 */
export function fromView(view, stacks) {
  const pieces = new Map();
  for (const p of view.pieces ?? []) {
    const piece = { sq: p.sq, color: p.color, kind: p.kind };
    if (stacks) piece.stack = (p.stack?.length ? p.stack : [{ color: p.color, king: p.kind === 'king' }]).map((c) => ({ ...c }));
    pieces.set(p.sq, piece);
  }
  const borneOff = view.borneOff ? { black: view.borneOff.black, red: view.borneOff.red } : null;
  return { turn: view.turn, pieces, borneOff, stacks };
}

/** cleared returns model without pieces (and nothing borne off). */
export function cleared(model) {
  return { ...model, pieces: new Map(), borneOff: model.borneOff ? { black: 0, red: 0 } : null };
}

/**
 * edit changes what stands on sq with tool: {erase: true} removes the
 * piece (in Stack'Em, the top checker); {color, kind} puts such a piece
 * there (in Stack'Em, on top of the stack), or removes it when the same
 * piece stands there already. It returns what it did, in words.
 */
export function edit(model, sq, tool) {
  const here = model.pieces.get(sq);
  if (model.stacks) {
    if (tool.erase) {
      if (!here) return `${sq} is empty`;
      here.stack.pop();
      if (!here.stack.length) model.pieces.delete(sq);
      else settle(here);
      return `Took the top checker off ${sq}`;
    }
    const piece = here ?? { sq, stack: [] };
    piece.stack.push({ color: tool.color, king: tool.kind === 'king' });
    settle(piece);
    model.pieces.set(sq, piece);
    return `Put a ${tool.color} ${tool.kind === 'king' ? 'king' : 'checker'} on ${sq}: a stack of ${piece.stack.length}`;
  }
  if (tool.erase || (here && here.color === tool.color && here.kind === tool.kind)) {
    if (!here) return `${sq} is empty`;
    model.pieces.delete(sq);
    return `Removed the ${here.color} ${here.kind} from ${sq}`;
  }
  model.pieces.set(sq, { sq, color: tool.color, kind: tool.kind });
  return `Put a ${tool.color} ${tool.kind} on ${sq}`;
}

// settle gives a stack the colour and kind of its top checker.
function settle(piece) {
  const top = piece.stack[piece.stack.length - 1];
  piece.color = top.color;
  piece.kind = top.king ? 'king' : 'man';
}

/** body returns the position of POST /api/position. */
export function body(model) {
  const position = {
    turn: model.turn,
    pieces: [...model.pieces.values()].map((p) => (model.stacks ? { sq: p.sq, stack: p.stack } : { sq: p.sq, color: p.color, kind: p.kind })),
  };
  if (model.borneOff) position.borneOff = { ...model.borneOff };
  return position;
}

/**
 * toView returns a view Position of model for the board to draw: the
 * board's fields (squares, numbers, special squares) from base, the
 * variant's start view; names (kind → name) gives the labels' words.
 */
export function toView(model, base, names) {
  const where = (sq) => (base.numbers?.[sq] ? `${base.numbers[sq]} (${sq})` : sq);
  const pieces = [...model.pieces.values()].map((p) => {
    let label = `${COLOR[p.color]} ${names[p.kind] ?? p.kind} on ${where(p.sq)}`;
    if (p.stack?.length > 1) {
      const under = p.stack.slice(0, -1).reverse().map((c) => COLOR[c.color]).join(', ');
      label = `Stack of ${p.stack.length} on ${where(p.sq)}: ${COLOR[p.color]} ${names[p.kind] ?? p.kind} on top, then ${under}`;
    }
    return { ...p, stack: p.stack?.map((c) => ({ ...c })), label };
  });
  return { ...base, turn: model.turn, text: '', pieces, borneOff: model.borneOff ? { ...model.borneOff } : undefined, points: undefined };
}
