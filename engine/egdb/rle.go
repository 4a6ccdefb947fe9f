package egdb

import "fmt"

// A block's values are stored as runs: a token byte below 0x80 is followed
// by token + 1 values as they are; a token t from 0x80 by one value that
// repeats t − 0x80 + minRepeat times.
const (
	maxLiteral = 0x80
	minRepeat  = 3
	maxRepeat  = 0x7F + minRepeat
)

// appendRuns appends the runs of values to dst.
func appendRuns(dst []byte, values []Value) []byte {
	lit := 0 // start of the pending literal run
	flush := func(end int) {
		for lit < end {
			n := min(end-lit, maxLiteral)
			dst = append(dst, byte(n-1))
			for _, v := range values[lit : lit+n] {
				dst = append(dst, byte(v))
			}
			lit += n
		}
	}
	for i := 0; i < len(values); {
		j := i + 1
		for j < len(values) && values[j] == values[i] && j-i < maxRepeat {
			j++
		}
		if j-i >= minRepeat {
			flush(i)
			dst = append(dst, byte(0x80+j-i-minRepeat), byte(values[i]))
			lit = j
		}
		i = j
	}
	flush(len(values))
	return dst
}

// decodeRuns fills values from runs, which must fill it exactly.
func decodeRuns(values []Value, runs []byte) error {
	n := 0
	for i := 0; i < len(runs); {
		t := runs[i]
		i++
		if t < 0x80 {
			k := int(t) + 1
			if i+k > len(runs) || n+k > len(values) {
				return fmt.Errorf("a literal run of %d values overflows the block", k)
			}
			for _, b := range runs[i : i+k] {
				values[n] = Value(b)
				n++
			}
			i += k
			continue
		}
		k := int(t) - 0x80 + minRepeat
		if i >= len(runs) || n+k > len(values) {
			return fmt.Errorf("a run of %d values overflows the block", k)
		}
		v := Value(runs[i])
		i++
		for range k {
			values[n] = v
			n++
		}
	}
	if n != len(values) {
		return fmt.Errorf("the runs hold %d values, want %d", n, len(values))
	}
	return nil
}
