package engine

// SetExtendForced switches the forced-move extension, for experiments.
func SetExtendForced(on bool) { extendForced = on }
