package account

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
)

// tokenBytes is the length of a session token before encoding.
const tokenBytes = 32

// NewToken returns a new session token: 32 random bytes, base64url
// without padding (43 characters).
func NewToken() (string, error) {
	b := make([]byte, tokenBytes)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// ErrToken is TokenHash's answer for a text that is not a session token.
var ErrToken = errors.New("account: not a session token")

// TokenHash returns what the store keeps of a session token: the
// hexadecimal SHA-256 of its bytes. A text that is not a token is an
// error, so that a made-up cookie never reaches the store.
func TokenHash(token string) (string, error) {
	b, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(b) != tokenBytes {
		return "", ErrToken
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}
