// Package account holds what KingMe's accounts need apart from storage and
// HTTP: the rules of user names (and the look-alike key that keeps two
// names apart), password hashing with Argon2id, and session tokens.
//
// User names: 3 to 20 characters, ASCII letters, digits, '-' and '_',
// starting with a letter and ending with a letter or a digit, with no two
// of '-' and '_' in a row. Names are unique without regard to case and to
// look-alikes: Skeleton maps a name to the key its look-alikes share
// ("KingMe", "kingme", "K1ngMe" and "Klng_Me" share one: case,
// separators, 0/o, 1/i/l, 5/s, 2/z, 8/b, rn/m, vv/w and cl/d), and a store keeps
// skeletons unique. A few names are reserved (Reserved).
//
// Passwords: 8 to 128 characters, not the user name. They are hashed with
// Argon2id (golang.org/x/crypto/argon2) with the first parameters OWASP's
// Password Storage Cheat Sheet recommends: 19 MiB of memory, 2 passes, 1
// lane, a 16-byte random salt and a 32-byte key, stored in the PHC string
// format ($argon2id$v=19$m=19456,t=2,p=1$salt$key), so that the
// parameters can be raised later and old hashes still verify. Verify
// compares in constant time.
//
// Sessions: a session token is 32 random bytes (crypto/rand), written in
// base64url for the cookie; the store keeps only its SHA-256
// (TokenHash), so a copy of the database opens no session.
package account
