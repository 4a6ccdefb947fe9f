package layers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// gamePackages returns the module's packages (relative to it) that are a
// game's: the rules packages under checkers/ that declare a type Variant,
// and each one's evaluation under engine/eval (its name and "eval").
func gamePackages(t *testing.T, root string) []string {
	dirs, err := os.ReadDir(filepath.Join(root, "checkers"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range dirs {
		if d.IsDir() && d.Name() != "internal" && declaresVariant(t, filepath.Join(root, "checkers", d.Name())) {
			out = append(out, "checkers/"+d.Name(), "engine/eval/"+d.Name()+"eval")
		}
	}
	return out
}

// declaresVariant reports whether a non-test file of the directory dir
// declares a type called Variant.
func declaresVariant(t *testing.T, dir string) bool {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			if g, ok := decl.(*ast.GenDecl); ok && g.Tok == token.TYPE {
				for _, spec := range g.Specs {
					if spec.(*ast.TypeSpec).Name.Name == "Variant" {
						return true
					}
				}
			}
		}
	}
	return false
}

// mayNameGames are the places outside the table allowed to import a
// game's package: the games' own packages and their kits (checkers/,
// engine/eval/), standard checkers' opening book and endgame databases
// (engine/book, engine/egdb) and the commands that build them.
var mayNameGames = []string{"games/", "checkers/", "engine/eval/", "engine/book/", "engine/egdb/", "internal/cli/book.go", "internal/cli/egdb.go"}

// TestOnlyTheTableNamesAGame checks that no non-test file outside the
// table of games (games), the games' own packages and standard checkers'
// book and databases imports a game's package: everything else reaches
// the games through the table.
func TestOnlyTheTableNamesAGame(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	games := gamePackages(t, root)
	if len(games) < 2*14 {
		t.Fatalf("found %d game packages (rules and evaluations), want those of the 14 games or more: %v", len(games), games)
	}
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if strings.HasSuffix(filepath.Base(filepath.Dir(rel)), "test") || slices.ContainsFunc(mayNameGames, func(p string) bool { return strings.HasPrefix(rel, p) }) {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		checked++
		for _, imp := range f.Imports {
			if p, ok := strings.CutPrefix(strings.Trim(imp.Path.Value, `"`), module); ok && slices.Contains(games, p) {
				t.Errorf("%s imports %s, a game's package: reach the game through the table (games)", rel, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Errorf("checked %d files, want the module's", checked)
	}
}
