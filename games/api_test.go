package games_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
)

const module = "github.com/kingme/kingme"

// publicPackages are the packages the README names as the public API,
// relative to the module: the shared ones and each game's own.
func publicPackages() []string {
	pkgs := []string{"checkers", "games", "engine", "pdn", "view", "hub", "match"}
	for _, g := range games.All() {
		pkgs = append(pkgs, strings.TrimPrefix(reflect.TypeOf(g.Variant).PkgPath(), module+"/"))
	}
	return pkgs
}

// TestPublicAPIDocs checks that each package of the public API says what
// it is in its own name ("Package games is …", as go doc shows it) and
// has a runnable Example, and that the README names each.
func TestPublicAPIDocs(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, rel := range publicPackages() {
		dir := filepath.Join("..", filepath.FromSlash(rel))
		name := filepath.Base(rel)
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var doc string
		examples := 0
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), ".go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, e.Name()), nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			if f.Doc != nil && !strings.HasSuffix(f.Name.Name, "_test") {
				doc += f.Doc.Text()
			}
			for _, d := range f.Decls {
				if fn, ok := d.(*ast.FuncDecl); ok && strings.HasSuffix(e.Name(), "_test.go") && strings.HasPrefix(fn.Name.Name, "Example") {
					examples++
				}
			}
		}
		if want := "Package " + name + " "; !strings.HasPrefix(doc, want) {
			t.Errorf("%s: package doc %.40q…: want it to start %q", rel, doc, want)
		}
		if examples == 0 {
			t.Errorf("%s: got no Example function, want one at least", rel)
		}
		if !strings.Contains(string(readme), "`"+rel+"`") {
			t.Errorf("README: got no mention of `%s`, want it in the public API", rel)
		}
	}
}

// TestREADMEImport checks what the README tells a Go programmer against
// go.mod: the module's path, the Go version and a replace directive.
func TestREADMEImport(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(gomod)
	if m == nil {
		t.Fatal("go.mod has no go line")
	}
	for _, want := range []string{
		"The module is `" + module + "`",
		"it needs Go " + string(m[1]) + " or newer",
		"go get " + module + "@latest",
		"replace " + module + " => ../kingme",
	} {
		if !strings.Contains(string(readme), want) {
			t.Errorf("README: got no %q", want)
		}
	}
}
