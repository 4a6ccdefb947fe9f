package e2e

import (
	"encoding/json"
	"os"
	"sort"
	"testing"
)

// logMetrics logs every figure of a suite's metrics file, and reports a
// missing file or a missing figure of required as an error when the tests
// passed.
func logMetrics(t *testing.T, path string, required []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		if !t.Failed() && len(required) > 0 {
			t.Errorf("the browser tests wrote no metrics: %v", err)
		}
		return
	}
	var metrics map[string]json.RawMessage
	if err := json.Unmarshal(data, &metrics); err != nil {
		t.Errorf("metrics file %s: %v", path, err)
		return
	}
	keys := make([]string, 0, len(metrics))
	for k := range metrics {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("metric %s: %s", k, metrics[k])
	}
	if t.Failed() {
		return
	}
	for _, k := range required {
		if _, ok := metrics[k]; !ok {
			t.Errorf("metrics file %s has no %q (got %v)", path, k, keys)
		}
	}
}
