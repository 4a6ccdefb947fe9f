//go:build !unix

package cli

// defaultMaxConns is serve's connection limit when --max-conns is not
// given: 4096 (systems without an open-file limit to read).
func defaultMaxConns() int { return 4096 }
