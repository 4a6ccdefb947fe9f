// words.js: the engine's analysis in words: scores from Black's side,
// known results, and the marks of moves.

const side = (color) => (color === 'red' ? 'Red' : 'Black');
const other = (color) => (color === 'red' ? 'black' : 'red');

/** MARKS: each mark's symbol, as annotators write them. */
export const MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * verdict describes one analysed position (a PositionAnalysis or a live
 * Line with the position's turn): short is a few characters for the bar
 * ("+1.24", "Black wins", "Draw"), long a sentence.
 */
export function verdict(entry, turn = entry.turn) {
  if (entry.outcome === 'draw') {
    return { short: 'Draw', long: entry.source === 'egdb' ? 'Draw (endgame database)' : 'Draw' };
  }
  if (entry.outcome === 'win' || entry.outcome === 'loss') {
    const winner = entry.outcome === 'win' ? turn : other(turn);
    const long = entry.source === 'egdb'
      ? `${side(winner)} wins (endgame database): ${entry.in} plies to the next capture or man's move`
      : entry.source === 'end' ? `${side(winner)} has won` : `${side(winner)} wins in ${entry.in}`;
    return { short: entry.source === 'egdb' || entry.source === 'end' ? `${side(winner)} wins` : `${side(winner)} wins in ${entry.in}`, long };
  }
  const black = turn === 'black' ? entry.score : -entry.score;
  const men = (Math.abs(black) / 100).toFixed(2);
  const short = `${black > 0 ? '+' : black < 0 ? '−' : ''}${men}`;
  if (Math.abs(black) < 15) return { short, long: `Level (${short} for Black)` };
  return { short, long: `${side(black > 0 ? 'black' : 'red')} is better by ${men} of a man` };
}

/** markWords describes the move played from an analysed position:
 * "14-18?? is a blunder: 14-17 was best". '' when it has no mark. */
export function markWords(entry) {
  if (!entry?.mark) return '';
  const best = entry.best ? `: ${entry.best.text} was best` : '';
  return `${entry.played}${MARKS[entry.mark]} is ${entry.mark === 'inaccuracy' ? 'an' : 'a'} ${entry.mark}${best}`;
}
