package terminal

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// This file reads the screen of `kingme play`, captured as plain text: the
// side panel's move list, the entry line, the board and its orientation.

// idlePrompt is the entry line's start when the person is to move and has
// typed nothing.
const idlePrompt = "Move: type it"

// panelColumn returns the column (in characters) where the side panel
// starts, that of its "Moves" heading, and the heading's line; -1, -1
// when the screen shows no move list.
func panelColumn(lines []string) (col, line int) {
	for i, l := range lines {
		if j := strings.Index(l, "Moves"); j >= 0 {
			return utf8.RuneCountInString(l[:j]), i
		}
	}
	return -1, -1
}

// moveLinePattern matches a line of the move list: "  3. 11-15     22-17".
var moveLinePattern = regexp.MustCompile(`^\s*\d+\.\s+(.*)$`)

// moveList returns the moves the side panel lists, in order ("…" stands
// for the first player's move of a game set up with the second player to
// move, and is left out). It returns nil when none is listed.
func moveList(screen string) []string {
	lines := strings.Split(screen, "\n")
	col, heading := panelColumn(lines)
	if col < 0 {
		return nil
	}
	var moves []string
	for _, l := range lines[heading+1:] {
		r := []rune(l)
		if len(r) <= col {
			continue
		}
		m := moveLinePattern.FindStringSubmatch(string(r[col:]))
		if m == nil {
			continue
		}
		for _, f := range strings.Fields(m[1]) {
			if f != "…" {
				moves = append(moves, f)
			}
		}
	}
	return moves
}

// entryPattern matches the entry line while a move is typed; the typed
// text is its first group.
var entryPattern = regexp.MustCompile(`Move: (\S+)▏`)

// entry returns the text typed in the move entry, or "".
func entry(screen string) string {
	if m := entryPattern.FindStringSubmatch(screen); m != nil {
		return m[1]
	}
	return ""
}

// board returns the board's rows, rank numbers and file letters included,
// cut at the side panel, or nil when the screen shows no board.
func board(screen string) []string {
	lines := strings.Split(screen, "\n")
	col, _ := panelColumn(lines)
	if col < 2 {
		return nil
	}
	var rows []string
	for _, l := range lines[1:] { // the first line is the title
		r := []rune(l)
		if len(r) > col-2 {
			r = r[:col-2]
		}
		rows = append(rows, string(r))
		if fileRowPattern.MatchString(string(r)) {
			return rows
		}
	}
	return nil
}

// fileRowPattern matches the row of file letters under the board: a–h,
// or a–j on a 10×10 board.
var fileRowPattern = regexp.MustCompile(`^\s+[a-j](\s+[a-j]){7}((\s+[a-j]){2})?\s*$`)

// fileOrder returns the board's file letters from left to right,
// "abcdefgh" when it is seen from Red's side and "hgfedcba" from Black's,
// and the spaces between two letters, which tell the board's size: 4 on
// the large board, 2 on the compact one. It returns "", 0 when the screen
// shows no board.
func fileOrder(screen string) (letters string, gap int) {
	rows := board(screen)
	if len(rows) == 0 {
		return "", 0
	}
	files := strings.TrimSpace(rows[len(rows)-1])
	letters = strings.Join(strings.Fields(files), "")
	if len(letters) < 2 {
		return letters, 0
	}
	return letters, strings.IndexByte(files[1:], letters[1])
}

// isFlipped reports whether the board is drawn turned round (a1 at the
// top right, the file letters hgfedcba), which turns the arrow keys round.
func isFlipped(screen string) bool {
	letters, _ := fileOrder(screen)
	return letters == "hgfedcba" || letters == "jihgfedcba"
}

// titlePattern matches the title line; its group is the person's side.
var titlePattern = regexp.MustCompile(`you play (Red|Black) against the computer`)

// humanSide returns the side the title says the person plays, or "".
func humanSide(screen string) string {
	if m := titlePattern.FindStringSubmatch(screen); m != nil {
		return m[1]
	}
	return ""
}
