package server

import "context"

// undo takes back moves for v (room.Room's UndoFor), stores the game so
// and tells the subscribers. l.mu is held.
func (s *Server) undo(ctx context.Context, l *live, v viewer) error {
	if err := l.UndoRefusal(v); err != nil {
		return err
	}
	before := l.Clone()
	s.stopThinking(l)
	if err := l.UndoFor(v); err != nil {
		s.scheduleComputer(l)
		return err
	}
	if err := s.commit(ctx, l, before); err != nil {
		s.scheduleComputer(l)
		return err
	}
	l.turnStart = s.now()
	s.armFlag(l)
	s.scheduleComputer(l)
	s.broadcast(l)
	return nil
}
