package tui

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/kingme/kingme/games"
)

// Save writes the game as PDN (see save).
func (m *Model) Save() error { return m.save() }

// save writes the game as PDN to the configured file (after the games it
// held, SavePrefix), or, when there is none, to a new file in the current
// directory named after the date and time, which later saves reuse. The file is replaced whole: the game is
// written to a temporary file beside it, synced and renamed over it, so a
// failure never leaves half a game.
func (m *Model) save() error {
	path := m.cfg.SavePath
	if path == "" {
		path = "kingme-" + m.cfg.Now().Format("20060102-150405") + ".pdn"
	}
	text := m.cfg.SavePrefix + m.pdnText()
	if err := writeFileAtomic(path, []byte(text)); err != nil {
		return err
	}
	m.cfg.SavePath, m.saved = path, path
	return nil
}

// pdnText returns the game as PDN, with the configured tags.
func (m *Model) pdnText() string {
	return games.PDN().FromGame(m.game, m.cfg.Tags...).String()
}

// writeFileAtomic replaces path's contents with data.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
