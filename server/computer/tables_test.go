package computer

import (
	"testing"
)

// TestTablesTake lends and takes back tables in turn and checks which
// table each search gets: its owner's last of its kind, else one of its
// kind, else a table good for nothing, else a new one while fewer than the
// bound exist, else another kind's.
func TestTablesTake(t *testing.T) {
	type step struct {
		give        string // the name of a lent table to give back; else a take:
		kind, owner string
		want        string // the table wanted: an earlier one's name, or a new name
	}
	tests := []struct {
		name  string
		max   int
		steps []step
		made  int
	}{
		{"a game's table comes back to it", 3, []step{
			{kind: "standard", owner: "A", want: "t1"}, {kind: "standard", owner: "B", want: "t2"},
			{give: "t1"}, {give: "t2"},
			{kind: "standard", owner: "A", want: "t1"}, {kind: "standard", owner: "B", want: "t2"},
		}, 2},
		{"a search of the same kind shares a table before making one", 3, []step{
			{kind: "standard", owner: "A", want: "t1"}, {give: "t1"},
			{kind: "standard", owner: "", want: "t1"}, {give: "t1"},
			{kind: "standard", owner: "B", want: "t1"},
		}, 1},
		{"another kind makes a new table below the bound", 3, []step{
			{kind: "standard", owner: "A", want: "t1"}, {give: "t1"},
			{kind: "stackem", owner: "B", want: "t2"}, {give: "t2"},
			{kind: "standard", owner: "C", want: "t1"},
		}, 2},
		{"at the bound another kind's table is lent, the oldest given back", 2, []step{
			{kind: "standard", owner: "A", want: "t1"}, {kind: "stackem", owner: "B", want: "t2"},
			{give: "t1"}, {give: "t2"},
			{kind: "flying-kings", owner: "C", want: "t1"},
		}, 2},
		{"searches with noise reuse a table good for nothing", 3, []step{
			{kind: "", owner: "A", want: "t1"}, {give: "t1"},
			{kind: "standard", owner: "B", want: "t1"}, {give: "t1"},
			{kind: "", owner: "A", want: "t2"}, {give: "t2"},
			{kind: "", owner: "C", want: "t2"},
		}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ts := newTables(1, tt.max)
			byName := map[string]*lentTable{}
			for i, s := range tt.steps {
				if s.give != "" {
					ts.give(byName[s.give])
					continue
				}
				got := ts.take(s.kind, s.owner)
				if want, ok := byName[s.want]; ok {
					if got != want {
						t.Fatalf("step %d: take(%q, %q) lent another table than %s", i, s.kind, s.owner, s.want)
					}
					continue
				}
				for name, earlier := range byName {
					if got == earlier {
						t.Fatalf("step %d: take(%q, %q) lent %s, want a new table %s", i, s.kind, s.owner, name, s.want)
					}
				}
				byName[s.want] = got
			}
			if ts.made != tt.made {
				t.Errorf("got %d tables made, want %d", ts.made, tt.made)
			}
		})
	}
}
