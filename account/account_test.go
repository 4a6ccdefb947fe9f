package account_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kingme/kingme/account"
)

func TestCheckName(t *testing.T) {
	for _, c := range []struct {
		name, want string // want: "" for a good name, else a part of the error
	}{
		{"Ann", ""},
		{"checkers_fan-42", ""},
		{"Zed9", ""},
		{"ab", "2 characters"},
		{strings.Repeat("a", 21), "21 characters"},
		{"9lives", "start with a letter"},
		{"ann_", "end with a letter or a digit"},
		{"a__b", "in a row"},
		{"a-_b", "in a row"},
		{"an n", `' '`},
		{"anné", "use letters a-z"},
		{"Computer", "reserved"},
		{"c0mputer", "reserved"},
		{"De1eted", "reserved"},
		{"KlNGME", "reserved"},
	} {
		err := account.CheckName(c.name)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("CheckName(%q) = %v, want %q", c.name, err, c.want)
		}
	}
}

// TestSkeleton: names that differ by case or by look-alike characters
// share a skeleton; different names do not.
func TestSkeleton(t *testing.T) {
	same := [][]string{
		{"KingMe", "kingme", "K1ngMe", "Klng_Me", "KLNG-ME"},
		{"modern", "modem"},
		{"Wolf", "vvolf", "W0lf"},
		{"Basso", "8a55o"},
		{"clam", "dam"},
	}
	for _, group := range same {
		for _, n := range group[1:] {
			if a, b := account.Skeleton(group[0]), account.Skeleton(n); a != b {
				t.Errorf("Skeleton(%q) = %q, Skeleton(%q) = %q: want them equal", group[0], a, n, b)
			}
		}
	}
	for _, pair := range [][2]string{{"Ann", "Anne"}, {"Bob", "Rob"}, {"king", "kong"}} {
		if account.Skeleton(pair[0]) == account.Skeleton(pair[1]) {
			t.Errorf("Skeleton(%q) = Skeleton(%q): want them different", pair[0], pair[1])
		}
	}
}

// fastParams keep the tests quick; the hashing is the same.
var fastParams = account.Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

func TestHashAndVerify(t *testing.T) {
	h, err := account.Hash("correct horse battery", fastParams)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=64,t=1,p=1$") || strings.Contains(h, "correct") {
		t.Errorf("Hash = %q: want a PHC string of argon2id that does not hold the password", h)
	}
	if err := account.Verify("correct horse battery", h); err != nil {
		t.Errorf("Verify(the password) = %v, want nil", err)
	}
	if err := account.Verify("correct horse batterz", h); !errors.Is(err, account.ErrMismatch) {
		t.Errorf("Verify(another password) = %v, want ErrMismatch", err)
	}
	again, _ := account.Hash("correct horse battery", fastParams)
	if again == h {
		t.Error("two hashes of one password are equal: the salt is not random")
	}
	if !account.NeedsRehash(h, account.DefaultParams) || account.NeedsRehash(h, fastParams) {
		t.Error("NeedsRehash does not tell the parameters apart")
	}
}

func TestDefaultParams(t *testing.T) {
	h, err := account.Hash("a long enough one", account.DefaultParams)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("Hash with DefaultParams = %q", h)
	}
	if err := account.Verify("a long enough one", h); err != nil {
		t.Error(err)
	}
}

func TestVerifyRefusesBadHashes(t *testing.T) {
	good, _ := account.Hash("password123", fastParams)
	parts := strings.Split(good, "$")
	for _, c := range []struct{ name, encoded string }{
		{"empty", ""},
		{"bcrypt", "$2a$10$abcdefghijklmnopqrstuv"},
		{"argon2i", strings.Replace(good, "argon2id", "argon2i", 1)},
		{"version", strings.Replace(good, "v=19", "v=16", 1)},
		{"huge memory", strings.Replace(good, "m=64", "m=4194304", 1)},
		{"zero passes", strings.Replace(good, "t=1", "t=0", 1)},
		{"bad salt", strings.Join([]string{"", parts[1], parts[2], parts[3], "!!", parts[5]}, "$")},
		{"short key", strings.Join([]string{"", parts[1], parts[2], parts[3], parts[4], "AAAA"}, "$")},
	} {
		err := account.Verify("password123", c.encoded)
		if err == nil || errors.Is(err, account.ErrMismatch) {
			t.Errorf("%s: Verify = %v, want an error saying the hash cannot be read", c.name, err)
		}
	}
}

func FuzzVerify(f *testing.F) {
	good, _ := account.Hash("password123", fastParams)
	f.Add("password123", good)
	f.Add("x", "$argon2id$v=19$m=1,t=1,p=1$AAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA")
	f.Fuzz(func(t *testing.T, password, encoded string) {
		if strings.Contains(encoded, "m=") && !strings.Contains(encoded, "m=64,") && len(encoded) > 200 {
			t.Skip() // keep each run's memory small
		}
		_ = account.Verify(password, encoded) // never panics
	})
}

func TestCheckPassword(t *testing.T) {
	for _, c := range []struct {
		name, password, want string
	}{
		{"ann", "a good password", ""},
		{"ann", "short", "5 characters"},
		{"ann", strings.Repeat("x", 129), "129 characters"},
		{"AnnLovesChess", "annloveschess", "user name"},
		{"ann", "\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8", "UTF-8"},
	} {
		err := account.CheckPassword(c.name, c.password)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("CheckPassword(%q, %q) = %v, want %q", c.name, c.password, err, c.want)
		}
	}
}

func TestTokens(t *testing.T) {
	a, err := account.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := account.NewToken()
	if len(a) != 43 || a == b {
		t.Errorf("tokens %q and %q: want two different 43-character tokens", a, b)
	}
	ha, err := account.TokenHash(a)
	if err != nil || len(ha) != 64 || strings.Contains(ha, a) {
		t.Errorf("TokenHash(%q) = %q, %v", a, ha, err)
	}
	if again, _ := account.TokenHash(a); again != ha {
		t.Error("TokenHash is not stable")
	}
	for _, bad := range []string{"", "short", a + "x", strings.Repeat("!", 43)} {
		if _, err := account.TokenHash(bad); !errors.Is(err, account.ErrToken) {
			t.Errorf("TokenHash(%q) = %v, want ErrToken", bad, err)
		}
	}
}
