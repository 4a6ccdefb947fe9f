package layers

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// evaluationName matches the names of what belongs to an evaluation, not
// to the rules: weights, an Evaluate, learned patterns, an engine adapter.
var evaluationName = regexp.MustCompile(`Weights|Evaluat|Learned|Pattern|^Engine$|^engineDefault$`)

// evaluationIn returns what of an evaluation the package in dir (its path
// rel relative to the module) holds, one line each: an import of the
// module from outside checkers/, a top-level name of an evaluation's, a
// weights file.
func evaluationIn(dir, rel string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var found []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() {
			continue
		}
		if ext := filepath.Ext(name); ext == ".kmlw" || ext == ".kmpw" {
			found = append(found, fmt.Sprintf("%s/%s: a weights file", rel, name))
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, imp := range f.Imports {
			p := strings.Trim(imp.Path.Value, `"`)
			if dep, ok := strings.CutPrefix(p, module); ok && dep != "checkers" && !strings.HasPrefix(dep, "checkers/") {
				found = append(found, fmt.Sprintf("%s/%s imports %s", rel, name, dep))
			}
		}
		for _, id := range topLevelNames(f) {
			if evaluationName.MatchString(id) {
				found = append(found, fmt.Sprintf("%s/%s declares %s", rel, name, id))
			}
		}
	}
	return found, nil
}

// topLevelNames returns the names f declares at the top level, methods
// included.
func topLevelNames(f *ast.File) []string {
	var names []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			names = append(names, d.Name.Name)
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					names = append(names, s.Name.Name)
				case *ast.ValueSpec:
					for _, n := range s.Names {
						names = append(names, n.Name)
					}
				}
			}
		}
	}
	return names
}

// TestRulesHoldNoEvaluation checks that the rules packages (every package
// under checkers/ but the test-support ones) import nothing of the module
// but checkers and the packages under it, and hold no evaluation: no
// weights, no Evaluate, no learned patterns or weights files, no engine
// adapter. Those live beside the engine (engine/eval), so that the rules
// stay small and checkable.
func TestRulesHoldNoEvaluation(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	pkgs := imports(t, root)
	checked := 0
	for rel := range pkgs {
		if rel != "checkers" && !strings.HasPrefix(rel, "checkers/") {
			continue
		}
		checked++
		found, err := evaluationIn(filepath.Join(root, filepath.FromSlash(rel)), rel)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			t.Errorf("%s: the rules hold no evaluation; it belongs beside the engine, in engine/eval", f)
		}
	}
	if checked < 8 {
		t.Fatalf("checked %d rules packages under %s/checkers, want every game's", checked, root)
	}
}

// TestEvaluationIn checks that evaluationIn finds each kind of evaluation
// in a package made for the test, and nothing in one of rules alone.
func TestEvaluationIn(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{"rules alone", map[string]string{
			"rules.go": "package g\n\nimport \"" + module + "checkers/board32\"\n\n// Bitboards returns the pieces.\nfunc Bitboards() board32.Bitboard { return 0 }\n",
		}, nil},
		{"an evaluation", map[string]string{
			"evaluate.go":  "package g\n\nimport \"" + module + "engine\"\n\ntype Weights struct{ Man int }\n\nvar engineDefault Weights\n\nfunc (w *Weights) Evaluate() int { return engine.Infinity }\n",
			"engine.go":    "package g\n\ntype Engine struct{}\n",
			"learned.kmlw": "KMLW",
			"eval_test.go": "package g\n\nfunc Evaluate() {}\n",
		}, []string{
			"checkers/g/engine.go declares Engine",
			"checkers/g/evaluate.go imports engine",
			"checkers/g/evaluate.go declares Weights",
			"checkers/g/evaluate.go declares engineDefault",
			"checkers/g/evaluate.go declares Evaluate",
			"checkers/g/learned.kmlw: a weights file",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, text := range c.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got, err := evaluationIn(dir, "checkers/g")
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(got)
			want := slices.Clone(c.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("evaluationIn found\n%q\nwant\n%q", got, want)
			}
		})
	}
}
