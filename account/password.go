package account

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// The limits of a password's length, in characters.
const (
	MinPasswordLength = 8
	MaxPasswordLength = 128
)

// Params are Argon2id's parameters.
type Params struct {
	Memory  uint32 // KiB
	Time    uint32 // passes
	Threads uint8  // lanes
	SaltLen int    // bytes
	KeyLen  uint32 // bytes
}

// DefaultParams are the parameters new hashes use: OWASP's first
// recommendation for Argon2id (19 MiB, 2 passes, 1 lane).
var DefaultParams = Params{Memory: 19 * 1024, Time: 2, Threads: 1, SaltLen: 16, KeyLen: 32}

// ErrMismatch is Verify's answer for a wrong password.
var ErrMismatch = errors.New("account: the password does not match")

// CheckPassword says why password cannot be name's password (nil when it
// can): its length, or that it is the user name.
func CheckPassword(name, password string) error {
	n := utf8.RuneCountInString(password)
	if !utf8.ValidString(password) {
		return errors.New("the password is not valid UTF-8 text")
	}
	if n < MinPasswordLength || n > MaxPasswordLength {
		return fmt.Errorf("the password has %d characters: want %d to %d", n, MinPasswordLength, MaxPasswordLength)
	}
	if strings.EqualFold(password, name) {
		return errors.New("the password must not be the user name")
	}
	return nil
}

// Hash returns the PHC string of password hashed with Argon2id with p and
// a new random salt.
func Hash(password string, p Params) (string, error) {
	salt := make([]byte, p.SaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, p.KeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
		enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

// Verify reports whether password is the one hashed in encoded (a PHC
// string of Hash): nil when it is, ErrMismatch when it is not, another
// error when encoded cannot be read. The keys are compared in constant
// time.
func Verify(password, encoded string) error {
	p, salt, key, err := decode(encoded)
	if err != nil {
		return err
	}
	got := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, uint32(len(key)))
	if subtle.ConstantTimeCompare(got, key) != 1 {
		return ErrMismatch
	}
	return nil
}

// NeedsRehash reports whether encoded was hashed with other parameters
// than p, so that a login may hash the password again.
func NeedsRehash(encoded string, p Params) bool {
	q, salt, key, err := decode(encoded)
	return err != nil || q.Memory != p.Memory || q.Time != p.Time || q.Threads != p.Threads || len(salt) != p.SaltLen || uint32(len(key)) != p.KeyLen
}

// maxMemory caps the memory a stored hash may ask for (KiB), so that a
// damaged or forged hash cannot make a login allocate gigabytes.
const maxMemory = 1 << 20

// decode reads a PHC string of Argon2id.
func decode(encoded string) (Params, []byte, []byte, error) {
	parts := strings.Split(encoded, "$")
	bad := func(why string) (Params, []byte, []byte, error) {
		return Params{}, nil, nil, fmt.Errorf("account: the stored password hash cannot be read: %s", why)
	}
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return bad("not an Argon2id PHC string")
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return bad("unknown version " + parts[2])
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil {
		return bad("parameters " + parts[3])
	}
	if p.Memory == 0 || p.Memory > maxMemory || p.Time == 0 || p.Time > 100 || p.Threads == 0 {
		return bad("parameters out of range " + parts[3])
	}
	enc := base64.RawStdEncoding
	salt, err := enc.DecodeString(parts[4])
	if err != nil || len(salt) < 8 {
		return bad("salt")
	}
	key, err := enc.DecodeString(parts[5])
	if err != nil || len(key) < 16 || len(key) > 64 {
		return bad("key")
	}
	p.SaltLen, p.KeyLen = len(salt), uint32(len(key))
	return p, salt, key, nil
}
