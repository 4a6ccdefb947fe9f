package engine

import (
	"syscall"
	"unsafe"
)

// newBuckets returns n zeroed buckets. On Linux those of a table of some
// mebibytes are asked to sit on transparent huge pages (where the kernel
// allows them, its setting "madvise" or "always"): a probe of a big
// table, a cache miss, then seldom needs a walk of the page tables too,
// and the table is faulted in and cleared in a few hundred steps instead of
// thousands. The huge pages are the whole ones within the table.
func newBuckets(n uint64) []bucket {
	b := make([]bucket, n)
	if size := n * uint64(unsafe.Sizeof(bucket{})); size >= 4<<20 {
		// The advice is only advice: a kernel without huge pages refuses
		// it, and the table works as well, if slower.
		_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), size), syscall.MADV_HUGEPAGE)
	}
	return b
}
