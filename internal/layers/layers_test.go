package layers

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/kingme/kingme/"

// layers are the module's layers from the bottom, each the path prefixes
// of its packages (a prefix holds the packages under it too); the package
// doc says what each holds.
var layers = [][]string{
	{"checkers", "docs", "rating", "account"},
	{"engine", "view", "pdn"},
	{"games"},
	{"hub", "match", "puzzle", "store", "bus", "server", "web", "internal/tui", "internal/wholegame", "internal/loadtest"},
	{"internal/cli", "cmd", "e2e", "bench", "internal/layers"},
}

// layerOf returns the layer of the package at path rel (relative to the
// module), by its longest matching prefix; -1 for none.
func layerOf(rel string) int {
	best, layer := -1, -1
	for i, prefixes := range layers {
		for _, p := range prefixes {
			if (rel == p || strings.HasPrefix(rel, p+"/")) && len(p) > best {
				best, layer = len(p), i
			}
		}
	}
	return layer
}

// imports returns the module's packages (by path relative to the module)
// with the module packages their non-test files import, leaving out the
// test-support packages (their names end in "test").
func imports(t *testing.T, root string) map[string][]string {
	out := map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		dir, err := filepath.Rel(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		dir = filepath.ToSlash(dir)
		if strings.HasSuffix(filepath.Base(dir), "test") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		if _, ok := out[dir]; !ok {
			out[dir] = nil
		}
		for _, imp := range f.Imports {
			p := strings.Trim(imp.Path.Value, `"`)
			if rel, ok := strings.CutPrefix(p, module); ok && !slices.Contains(out[dir], rel) {
				out[dir] = append(out[dir], rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestImportsRunDown checks that no package imports one of a layer above
// its own, and that every package has a layer.
func TestImportsRunDown(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the module's root %s: %v", root, err)
	}
	pkgs := imports(t, root)
	if len(pkgs) < 20 {
		t.Fatalf("found %d packages under %s, want the whole module", len(pkgs), root)
	}
	for pkg, deps := range pkgs {
		from := layerOf(pkg)
		if from < 0 {
			t.Errorf("package %s has no layer: add it to layers", pkg)
			continue
		}
		for _, dep := range deps {
			if to := layerOf(dep); to > from {
				t.Errorf("%s (layer %d) imports %s (layer %d): imports must run down the layers", pkg, from+1, dep, to+1)
			}
		}
	}
}

// TestLayerOf checks the layers the test gives a few packages, including
// a package that would import up.
func TestLayerOf(t *testing.T) {
	for _, c := range []struct {
		pkg  string
		want int
	}{
		{"checkers", 0},
		{"checkers/standard", 0},
		{"checkers/board32", 0},
		{"engine/learn", 1},
		{"view", 1},
		{"games", 2},
		{"pdn/pdntest", 1},
		{"hub", 3},
		{"server", 3},
		{"internal/cli", 4},
		{"internal/nothing", -1},
	} {
		if got := layerOf(c.pkg); got != c.want {
			t.Errorf("layerOf(%q) = %d, want %d", c.pkg, got, c.want)
		}
	}
}
