package cli_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/engine/eval/standardeval"
)

// TestSelfPlayAndTrain makes weights from nothing through the commands.
func TestSelfPlayAndTrain(t *testing.T) {
	dir := t.TempDir()
	data, weights := filepath.Join(dir, "data.txt"), filepath.Join(dir, "w.kmpw")
	code, _, stderr := run(t, "", "selfplay", "--variant", "standard", "--games", "30", "--depth", "1", "--seed", "2", "--out", data, "--concurrency", "2")
	if code != 0 {
		t.Fatalf("selfplay: status %d, stderr %q", code, stderr)
	}
	if !strings.Contains(stderr, "30/30 games") {
		t.Errorf("selfplay's progress %q, want it to count 30/30 games", stderr)
	}
	code, stdout, stderr := run(t, "", "train", "--data", data, "--out", weights, "--epochs", "2", "--batch", "256", "--seed", "4")
	if code != 0 {
		t.Fatalf("train: status %d, stderr %q", code, stderr)
	}
	for _, want := range []string{"epoch 0: loss 0.69315", "epoch 2: loss", "held-out loss:", "wrote " + weights} {
		if !strings.Contains(stdout, want) {
			t.Errorf("train's output %q, want it to contain %q", stdout, want)
		}
	}
	f, err := os.Open(weights)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := standardeval.ReadPatternWeights(f); err != nil {
		t.Errorf("the trained weights do not read: %v", err)
	}
	code, _, stderr = run(t, "", "selfplay", "--games", "2", "--depth", "1", "--out", filepath.Join(dir, "again.txt"), "--patterns", weights)
	if code != 0 {
		t.Errorf("selfplay with the trained weights: status %d, stderr %q", code, stderr)
	}
}

func TestSelfPlayAndTrainBadInput(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk")
	if err := os.WriteFile(junk, []byte("not data\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"selfplay", "--variant", "chess", "--out", junk}, "unknown variant"},
		{[]string{"selfplay", "--games", "3"}, "--out is required"},
		{[]string{"selfplay", "--depth", "0", "--out", junk}, "--depth or --nodes"},
		{[]string{"selfplay", "--games", "1", "--out", junk, "--patterns", junk}, "not a pattern weights file"},
		{[]string{"train", "--data", junk}, "--data and --out are required"},
		{[]string{"train", "--data", junk, "--out", filepath.Join(dir, "w")}, "line 1"},
		{[]string{"train", "--data", filepath.Join(dir, "none"), "--out", filepath.Join(dir, "w")}, "no such file"},
		{[]string{"train", "--data", junk, "--out", filepath.Join(dir, "w"), "--final-rate", "-0.5"}, "--final-rate"},
		{[]string{"train", "--data", junk, "--out", filepath.Join(dir, "w"), "--score-lambda", "1"}, "--score-lambda"},
		{[]string{"train", "--data", junk, "--out", filepath.Join(dir, "w"), "--anchor", "-1"}, "--anchor"},
		{[]string{"train", "--data", junk, "--out", filepath.Join(dir, "w"), "--anchor", "0.01"}, "give --start"},
	} {
		code, _, stderr := run(t, "", c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("kingme %s: status %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, stderr, c.want)
		}
	}
}

// TestSelfPlayAndTrainOtherGames makes learned weights of the other games
// through the commands and plays a match with them.
func TestSelfPlayAndTrainOtherGames(t *testing.T) {
	for _, c := range []struct{ variant, games string }{
		{"stackem", "16"},
		{"coast-to-coast", "6"},
		{"flying-kings", "24"},
	} {
		t.Run(c.variant, func(t *testing.T) {
			dir := t.TempDir()
			data, weights := filepath.Join(dir, "data.txt"), filepath.Join(dir, "w.kmlw")
			code, _, stderr := run(t, "", "selfplay", "--variant", c.variant, "--games", c.games, "--depth", "1", "--out", data)
			if code != 0 {
				t.Fatalf("selfplay: status %d, stderr %q", code, stderr)
			}
			code, stdout, stderr := run(t, "", "train", "--variant", c.variant, "--data", data, "--out", weights, "--epochs", "2", "--batch", "256")
			if code != 0 {
				t.Fatalf("train: status %d, stderr %q", code, stderr)
			}
			if want := "wrote " + weights; !strings.Contains(stdout, want) {
				t.Errorf("train's output %q, want it to contain %q", stdout, want)
			}
			code, stdout, stderr = run(t, "", "match", "--variant", c.variant, "--a", "depth=1,weights="+weights, "--b", "depth=1", "--games", "2")
			if code != 0 || !strings.Contains(stdout, "score:") {
				t.Errorf("match with the trained weights: status %d, stdout %q, stderr %q", code, stdout, stderr)
			}
			code, _, stderr = run(t, "", "train", "--variant", "standard", "--data", data, "--out", weights)
			if code != 2 {
				t.Errorf("train --variant standard on %s data: status %d, stderr %q; want 2", c.variant, code, stderr)
			}
		})
	}
}

// TestSelfPlayHandSet starts a pipeline from nothing: --patterns handset
// plays the hand-set evaluation, whose games differ from the default
// (learned) evaluation's.
func TestSelfPlayHandSet(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{}
	for _, patterns := range []string{"", "handset"} {
		out := filepath.Join(dir, "data-"+patterns+".txt")
		code, _, stderr := run(t, "", "selfplay", "--games", "4", "--depth", "2", "--seed", "3", "--out", out, "--patterns", patterns)
		if code != 0 {
			t.Fatalf("selfplay --patterns %q: status %d, stderr %q", patterns, code, stderr)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		files[patterns] = string(data)
	}
	if files[""] == files["handset"] {
		t.Error("selfplay --patterns handset wrote the same games as the default evaluation")
	}
}

// TestSelfPlayResume cuts a finished run's file where a stop could have
// (in the middle of a line, after a game, in the header) and goes on with
// --resume: the file comes out byte for byte as the uninterrupted run
// wrote it. A longer run goes on from a shorter one's file; a file of
// other settings and an existing file without --resume are refused.
func TestSelfPlayResume(t *testing.T) {
	dir := t.TempDir()
	whole := filepath.Join(dir, "whole.txt")
	args := func(out string, games int, more ...string) []string {
		return append([]string{"selfplay", "--variant", "standard", "--games", strconv.Itoa(games), "--depth", "1", "--seed", "3", "--out", out}, more...)
	}
	if code, _, stderr := run(t, "", args(whole, 8)...); code != 0 {
		t.Fatalf("selfplay: status %d, stderr %q", code, stderr)
	}
	want, err := os.ReadFile(whole)
	if err != nil {
		t.Fatal(err)
	}
	header := strings.Index(string(want), "\n") + 1
	half := len(want) / 2
	gameStart := strings.LastIndex(string(want[:half]), "\n") + 1
	for _, cut := range []int{0, header / 2, header, gameStart, half, len(want) - 1, len(want)} {
		path := filepath.Join(dir, "cut.txt")
		if err := os.WriteFile(path, want[:cut], 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := run(t, "", args(path, 8, "--resume")...); code != 0 {
			t.Fatalf("cut at byte %d of %d, --resume: status %d, stderr %q", cut, len(want), code, stderr)
		}
		if got, _ := os.ReadFile(path); string(got) != string(want) {
			t.Errorf("cut at byte %d of %d, --resume: got a file of %d bytes unlike the whole run's", cut, len(want), len(got))
		}
	}

	short := filepath.Join(dir, "short.txt")
	if code, _, stderr := run(t, "", args(short, 5)...); code != 0 {
		t.Fatalf("selfplay: status %d, stderr %q", code, stderr)
	}
	if code, _, stderr := run(t, "", args(short, 8, "--resume")...); code != 0 || !strings.Contains(stderr, "going on from game 4 of 8") {
		t.Fatalf("a longer run: status %d, stderr %q; want it to go on from game 4", code, stderr)
	}
	longer, _ := os.ReadFile(short)
	if strings.ReplaceAll(string(longer), ", 5 games,", ", 8 games,") != string(want) {
		t.Errorf("a run made longer: got %d bytes unlike the 8-game run's but for its header", len(longer))
	}

	for _, c := range []struct {
		args []string
		want string
	}{
		{args(whole, 8), "the file exists; add --resume"},
		{[]string{"selfplay", "--variant", "standard", "--games", "8", "--depth", "2", "--seed", "3", "--out", whole, "--resume"}, "other settings"},
	} {
		if code, _, stderr := run(t, "", c.args...); code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: status %d, stderr %q; want 2 and %q", c.args, code, stderr, c.want)
		}
	}
}

// TestSelfPlayWithDatabases runs selfplay with --egdb: the file's first
// line names the databases' pieces, and a directory without databases is
// refused.
func TestSelfPlayWithDatabases(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "egdb")
	if code, _, stderr := run(t, "", "egdb", "build", "--pieces", "3", "--egdb", db); code != 0 {
		t.Fatalf("egdb build: status %d, stderr %q", code, stderr)
	}
	data := filepath.Join(dir, "data.txt")
	code, _, stderr := run(t, "", "selfplay", "--games", "4", "--depth", "2", "--out", data, "--egdb", db)
	if code != 0 {
		t.Fatalf("selfplay --egdb: status %d, stderr %q", code, stderr)
	}
	text, err := os.ReadFile(data)
	if err != nil {
		t.Fatal(err)
	}
	header, _, _ := strings.Cut(string(text), "\n")
	if want := ", endgame databases 3 pieces"; !strings.HasSuffix(header, want) {
		t.Errorf("the data file's first line %q, want it to end with %q", header, want)
	}
	code, _, stderr = run(t, "", "selfplay", "--games", "1", "--out", filepath.Join(dir, "other.txt"), "--egdb", t.TempDir())
	if want := "no endgame databases there"; code != 2 || !strings.Contains(stderr, want) {
		t.Errorf("selfplay --egdb with an empty directory: status %d, stderr %q; want 2 and %q", code, stderr, want)
	}
}
