//go:build !linux

package engine

// newBuckets returns n zeroed buckets.
func newBuckets(n uint64) []bucket { return make([]bucket, n) }
