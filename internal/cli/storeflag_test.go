package cli

import (
	"errors"
	"strings"
	"testing"
)

func TestParseStore(t *testing.T) {
	tests := []struct {
		value   string
		want    storeSpec
		wantErr string // part of the error; empty for none
	}{
		{"sqlite:/var/lib/kingme", storeSpec{dir: "/var/lib/kingme"}, ""},
		{"sqlite:games", storeSpec{dir: "games"}, ""},
		{"sqlite:C:\\kingme", storeSpec{dir: "C:\\kingme"}, ""},
		{"postgres://kingme:pw@db:5432/kingme", storeSpec{url: "postgres://kingme:pw@db:5432/kingme"}, ""},
		{"postgresql://db/kingme?sslmode=require", storeSpec{url: "postgresql://db/kingme?sslmode=require"}, ""},
		{"sqlite:", storeSpec{}, "needs the data directory"},
		{"nonsense://x", storeSpec{}, "want sqlite:DIR"},
		{"/var/lib/kingme", storeSpec{}, "want sqlite:DIR"},
		{"", storeSpec{}, "want sqlite:DIR"},
		{"mysql://db/kingme", storeSpec{}, "want sqlite:DIR"},
		{"postgres:kingme", storeSpec{}, "want a URL"},
		{"postgres://db:notaport/kingme", storeSpec{}, "not a PostgreSQL URL"},
	}
	for _, tt := range tests {
		got, err := parseStore(tt.value)
		if tt.wantErr == "" {
			if err != nil || got != tt.want {
				t.Errorf("parseStore(%q): got %+v, %v; want %+v, nil", tt.value, got, err, tt.want)
			}
			continue
		}
		var usage usageError
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !errors.As(err, &usage) {
			t.Errorf("parseStore(%q): got %+v, %v; want a bad-input error containing %q", tt.value, got, err, tt.wantErr)
		}
	}
}

func TestResolveStore(t *testing.T) {
	tests := []struct {
		name      string
		storeFlag string
		dataSet   bool
		want      storeSpec
		wantErr   bool
	}{
		{"neither: the data directory", "", false, storeSpec{dir: "data"}, false},
		{"--data alone", "", true, storeSpec{dir: "data"}, false},
		{"--store sqlite", "sqlite:other", false, storeSpec{dir: "other"}, false},
		{"--store sqlite and --data", "sqlite:other", true, storeSpec{}, true},
		{"--store postgres and --data (for egdb)", "postgres://db/k", true, storeSpec{url: "postgres://db/k"}, false},
		{"--store bad", "nonsense://x", false, storeSpec{}, true},
	}
	for _, tt := range tests {
		got, err := resolveStore(tt.storeFlag, "data", tt.dataSet)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("%s: resolveStore(%q, \"data\", %v): got %+v, %v; want %+v, error %v", tt.name, tt.storeFlag, tt.dataSet, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestStoreSpecHidesPassword(t *testing.T) {
	tests := []struct {
		spec storeSpec
		want string
	}{
		{storeSpec{dir: "/srv/kingme"}, "/srv/kingme"},
		{storeSpec{url: "postgres://kingme:s3cret@db/kingme"}, "the PostgreSQL database postgres://kingme:xxxxx@db/kingme"},
		{storeSpec{url: "postgres://db/kingme"}, "the PostgreSQL database postgres://db/kingme"},
	}
	for _, tt := range tests {
		if got := tt.spec.String(); got != tt.want {
			t.Errorf("%+v.String(): got %q, want %q", tt.spec, got, tt.want)
		}
	}
}
