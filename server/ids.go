package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"strings"
)

// newID returns a game ID: 12 characters of lower-case base32 (60 random
// bits). IDs are not secrets; seat tokens are.
func newID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))[:12]
}

// newToken returns a seat token: 256 random bits, base64url (43 characters).
func newToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// hashToken returns the hex SHA-256 of a token, which is what the store keeps.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// validID reports whether id has the form of a game ID, so that junk never
// reaches the store.
func validID(id string) bool {
	if len(id) < 4 || len(id) > 32 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
