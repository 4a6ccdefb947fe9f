package server

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/store"
)

// This file is the accounts' HTTP side (issue 32): sign up, log in and out
// (everywhere too), change the password, delete the account, and who is
// logged in. A session is a cookie holding a token whose SHA-256 the store
// keeps (package account); playing without an account is as before.

// The session cookie and how long a session lives unless used.
const (
	sessionCookie = "kingme_session"
	sessionLife   = 30 * 24 * time.Hour
	// sessionTouch is how old a session's last use may be before a
	// request records a new one (and pushes its expiry back).
	sessionTouch = time.Hour
)

// The login throttle: an account whose password was wrong loginFailures
// times within loginWindow takes no login for the rest of the window; an
// address may try authAttempts logins and sign-ups a minute (a burst of
// authBurst).
const (
	loginFailures = 5
	loginWindow   = 15 * time.Minute
	authAttempts  = 20
	authBurst     = 10
	// hashing is how many password hashes run at once (19 MiB each).
	hashing = 2
)

// accountService is the server's accounts: the store's, the throttles and
// the password hashing's slots.
type accountService struct {
	store    store.Accounts // nil when the store keeps none
	attempts *rateLimiter   // logins and sign-ups, by address
	mu       sync.Mutex
	failures map[string][]time.Time // wrong passwords, by account ID
	slots    chan struct{}
	params   account.Params
	// dummy is a hash that a login of an unknown name verifies against,
	// so that it takes as long as one of a known name.
	dummy func() (string, error)
}

func newAccountService(st store.Store) *accountService {
	a := &accountService{attempts: newRateLimiter(authAttempts, authBurst), failures: map[string][]time.Time{},
		slots: make(chan struct{}, hashing), params: account.DefaultParams}
	a.store, _ = st.(store.Accounts)
	a.dummy = sync.OnceValues(func() (string, error) { return account.Hash("a password nobody has", a.params) })
	return a
}

// hash hashes a password in one of the hashing slots.
func (a *accountService) hash(ctx context.Context, password string) (string, error) {
	if err := a.acquire(ctx); err != nil {
		return "", err
	}
	defer func() { <-a.slots }()
	return account.Hash(password, a.params)
}

// verify checks a password against a hash in one of the hashing slots;
// an empty hash (an unknown or deleted account) is checked against a
// dummy one and never matches.
func (a *accountService) verify(ctx context.Context, password, hash string) (bool, error) {
	if err := a.acquire(ctx); err != nil {
		return false, err
	}
	defer func() { <-a.slots }()
	if hash == "" {
		d, err := a.dummy()
		if err != nil {
			return false, err
		}
		_ = account.Verify(password, d)
		return false, nil
	}
	err := account.Verify(password, hash)
	if errors.Is(err, account.ErrMismatch) {
		return false, nil
	}
	return err == nil, err
}

func (a *accountService) acquire(ctx context.Context) error {
	select {
	case a.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return &apiError{status: http.StatusServiceUnavailable, msg: "the server is busy checking passwords: try again in a moment", retryAfter: 5 * time.Second}
	}
}

// lockedFor says how long the account id takes no login at now: the rest
// of the window after loginFailures wrong passwords, else 0.
func (a *accountService) lockedFor(id string, now time.Time) time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	recent := a.failures[id][:0]
	for _, t := range a.failures[id] {
		if now.Sub(t) < loginWindow {
			recent = append(recent, t)
		}
	}
	a.failures[id] = recent
	if len(recent) == 0 {
		delete(a.failures, id)
	}
	if len(recent) < loginFailures {
		return 0
	}
	return loginWindow - now.Sub(recent[len(recent)-loginFailures])
}

// failed records a wrong password for the account id.
func (a *accountService) failed(id string, now time.Time) {
	a.mu.Lock()
	a.failures[id] = append(a.failures[id], now)
	a.mu.Unlock()
}

// AccountInfo is what GET /api/account and a login answer: who is logged
// in. It never holds the password or its hash.
type AccountInfo struct {
	Name    string    `json:"name"`
	Created time.Time `json:"created"`
}

// credentials is the body of a sign-up, a login and a deletion.
type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

// accountStore returns the store's accounts, or an error saying it keeps
// none.
func (s *Server) accountStore() (store.Accounts, error) {
	if s.accounts.store == nil {
		return nil, errorf(http.StatusNotImplemented, "this server's store keeps no accounts")
	}
	return s.accounts.store, nil
}

// sameSite refuses a request made from another site: the browser's
// Sec-Fetch-Site, or the Origin's host, must be this site's. Every
// request a session cookie authorises goes through it (with SameSite=Lax
// cookies and JSON bodies, a second guard against cross-site requests).
func sameSite(r *http.Request) error {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
	default:
		return errorf(http.StatusForbidden, "a request from another site cannot act for a logged-in player")
	}
	if origin := r.Header.Get("Origin"); origin != "" {
		u, err := url.Parse(origin)
		if err != nil || !strings.EqualFold(u.Host, r.Host) {
			return errorf(http.StatusForbidden, "a request from %s cannot act for a logged-in player here", origin)
		}
	}
	return nil
}

// accountRequest checks what every account request needs: the store's
// accounts, the same site, a JSON body when it changes something (even
// an empty one must say it is JSON), and for logins and sign-ups the
// address's throttle. It decodes the body into v when v is not nil.
func (s *Server) accountRequest(w http.ResponseWriter, r *http.Request, throttle bool, v any) (store.Accounts, error) {
	st, err := s.accountStore()
	if err != nil {
		return nil, err
	}
	if err := sameSite(r); err != nil {
		return nil, err
	}
	if err := requireJSON(r); err != nil {
		return nil, err
	}
	if throttle {
		if ok, wait := s.accounts.attempts.allowN(clientOf(r, s.cfg.TrustProxy), s.now(), 1); !ok {
			return nil, &apiError{status: http.StatusTooManyRequests, msg: "too many logins and sign-ups from this address: wait a little", retryAfter: wait}
		}
	}
	if v != nil {
		if err := decodeJSON(w, r, v); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// startSession makes a new session of the account and sets its cookie,
// ending the session the request's cookie held, if any (a login never
// keeps a token that existed before it).
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, st store.Accounts, accountID string) (string, error) {
	if old, err := r.Cookie(sessionCookie); err == nil {
		if h, err := account.TokenHash(old.Value); err == nil {
			_ = st.DeleteSession(r.Context(), h)
		}
	}
	token, err := account.NewToken()
	if err != nil {
		return "", err
	}
	h, _ := account.TokenHash(token)
	now := s.now()
	if err := st.CreateSession(r.Context(), &store.Session{TokenHash: h, AccountID: accountID, Created: now, Seen: now, Expires: now.Add(sessionLife)}); err != nil {
		return "", err
	}
	http.SetCookie(w, s.sessionCookieOf(r, token, sessionLife))
	return h, nil
}

// sessionCookieOf is the session cookie holding token for life (a
// negative life clears it): HttpOnly, SameSite=Lax, Secure under TLS.
func (s *Server) sessionCookieOf(r *http.Request, token string, life time.Duration) *http.Cookie {
	secure := r.TLS != nil || s.cfg.TrustProxy && strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
	c := &http.Cookie{Name: sessionCookie, Value: token, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secure}
	if life < 0 {
		c.MaxAge = -1
	} else {
		c.MaxAge = int(life / time.Second)
	}
	return c
}

// session returns the request's session and its account, or an error
// wrapping store.ErrNoSession (401) when it has none that lives. A
// session last used more than sessionTouch ago is touched.
func (s *Server) session(r *http.Request, st store.Accounts) (*store.Session, *store.Account, error) {
	notIn := &apiError{status: http.StatusUnauthorized, msg: "not logged in", err: store.ErrNoSession}
	c, err := r.Cookie(sessionCookie)
	if err != nil {
		return nil, nil, notIn
	}
	h, err := account.TokenHash(c.Value)
	if err != nil {
		return nil, nil, notIn
	}
	now := s.now()
	se, err := st.LoadSession(r.Context(), h, now)
	if errors.Is(err, store.ErrNoSession) {
		return nil, nil, notIn
	}
	if err != nil {
		return nil, nil, err
	}
	a, err := st.AccountByID(r.Context(), se.AccountID)
	if errors.Is(err, store.ErrNoAccount) || err == nil && !a.Deleted.IsZero() {
		return nil, nil, notIn
	}
	if err != nil {
		return nil, nil, err
	}
	if now.Sub(se.Seen) > sessionTouch {
		_ = st.TouchSession(r.Context(), h, now, now.Add(sessionLife))
	}
	return se, a, nil
}

func (s *Server) handleSignup(w http.ResponseWriter, r *http.Request) {
	var req credentials
	st, err := s.accountRequest(w, r, true, &req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := account.CheckName(req.Name); err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	if err := account.CheckPassword(req.Name, req.Password); err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	hash, err := s.accounts.hash(r.Context(), req.Password)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a := &store.Account{ID: newID(), Name: req.Name, Skeleton: account.Skeleton(req.Name), PasswordHash: hash, Created: s.now()}
	if err := st.CreateAccount(r.Context(), a); err != nil {
		if errors.Is(err, store.ErrNameTaken) {
			err = errorf(http.StatusConflict, "the user name %q is taken, or too like one that is", req.Name)
		}
		s.writeError(w, r, err)
		return
	}
	if _, err := s.startSession(w, r, st, a.ID); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, AccountInfo{Name: a.Name, Created: a.Created})
}

// wrongLogin is the one answer to a wrong name or password, so that a
// login does not tell which names exist.
func wrongLogin() error { return errorf(http.StatusUnauthorized, "wrong user name or password") }

func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	var req credentials
	st, err := s.accountRequest(w, r, true, &req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a, err := st.AccountBySkeleton(r.Context(), account.Skeleton(req.Name))
	switch {
	case errors.Is(err, store.ErrNoAccount):
		a = &store.Account{}
	case err != nil:
		s.writeError(w, r, err)
		return
	}
	now := s.now()
	if a.ID != "" {
		if wait := s.accounts.lockedFor(a.ID, now); wait > 0 {
			s.writeError(w, r, &apiError{status: http.StatusTooManyRequests, msg: "too many wrong passwords for this account: wait a little", retryAfter: wait})
			return
		}
	}
	// The name must be the account's, but for case: a look-alike finds
	// the account and is still a wrong name.
	hash := a.PasswordHash
	if !a.Deleted.IsZero() || !strings.EqualFold(a.Name, req.Name) {
		hash = ""
	}
	ok, err := s.accounts.verify(r.Context(), req.Password, hash)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !ok || a.ID == "" {
		if a.ID != "" {
			s.accounts.failed(a.ID, now)
		}
		s.writeError(w, r, wrongLogin())
		return
	}
	h, err := s.startSession(w, r, st, a.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if account.NeedsRehash(a.PasswordHash, s.accounts.params) {
		if rehashed, err := s.accounts.hash(r.Context(), req.Password); err == nil {
			_ = st.SetPasswordHash(r.Context(), a.ID, rehashed, h)
		}
	}
	writeJSON(w, http.StatusOK, AccountInfo{Name: a.Name, Created: a.Created})
}

func (s *Server) handleAccount(w http.ResponseWriter, r *http.Request) {
	st, err := s.accountStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	_, a, err := s.session(r, st)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, AccountInfo{Name: a.Name, Created: a.Created})
}

// endSessions ends the request's session, or with everywhere every
// session of its account, clears the cookie and answers how many ended.
func (s *Server) endSessions(w http.ResponseWriter, r *http.Request, everywhere bool) {
	st, err := s.accountRequest(w, r, false, nil)
	var se *store.Session
	var a *store.Account
	if err == nil {
		se, a, err = s.session(r, st)
	}
	n := 1
	switch {
	case err != nil:
	case everywhere:
		n, err = st.DeleteSessions(r.Context(), a.ID)
	default:
		err = st.DeleteSession(r.Context(), se.TokenHash)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	http.SetCookie(w, s.sessionCookieOf(r, "", -1))
	writeJSON(w, http.StatusOK, map[string]int{"ended": n})
}

func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) { s.endSessions(w, r, false) }

func (s *Server) handleLogoutEverywhere(w http.ResponseWriter, r *http.Request) {
	s.endSessions(w, r, true)
}

// checkPassword checks the logged-in account's password for a change or
// a deletion, throttled as a login is.
func (s *Server) checkPassword(r *http.Request, a *store.Account, password string) error {
	now := s.now()
	if wait := s.accounts.lockedFor(a.ID, now); wait > 0 {
		return &apiError{status: http.StatusTooManyRequests, msg: "too many wrong passwords for this account: wait a little", retryAfter: wait}
	}
	ok, err := s.accounts.verify(r.Context(), password, a.PasswordHash)
	if err != nil {
		return err
	}
	if !ok {
		s.accounts.failed(a.ID, now)
		return errorf(http.StatusForbidden, "wrong password")
	}
	return nil
}

// passwordRequest is the body of a password change or an account's
// deletion: the current password, and the new one for a change.
type passwordRequest struct {
	Password    string `json:"password"`
	NewPassword string `json:"newPassword,omitempty"`
}

// reauthenticated reads a request that must give the logged-in account's
// password again (a password change, a deletion): its body, its session
// and account, the password checked as a login's is.
func (s *Server) reauthenticated(w http.ResponseWriter, r *http.Request) (store.Accounts, *store.Session, *store.Account, passwordRequest, error) {
	var req passwordRequest
	st, err := s.accountRequest(w, r, true, &req)
	if err != nil {
		return nil, nil, nil, req, err
	}
	se, a, err := s.session(r, st)
	if err != nil {
		return nil, nil, nil, req, err
	}
	if err := s.checkPassword(r, a, req.Password); err != nil {
		return nil, nil, nil, req, err
	}
	return st, se, a, req, nil
}

func (s *Server) handlePassword(w http.ResponseWriter, r *http.Request) {
	st, se, a, req, err := s.reauthenticated(w, r)
	if err == nil {
		err = account.CheckPassword(a.Name, req.NewPassword)
		if err != nil {
			err = errorf(http.StatusBadRequest, "%v", err)
		}
	}
	var hash string
	if err == nil {
		hash, err = s.accounts.hash(r.Context(), req.NewPassword)
	}
	if err == nil {
		err = st.SetPasswordHash(r.Context(), a.ID, hash, se.TokenHash)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, AccountInfo{Name: a.Name, Created: a.Created})
}

func (s *Server) handleDeleteAccount(w http.ResponseWriter, r *http.Request) {
	st, _, a, _, err := s.reauthenticated(w, r)
	if err == nil {
		err = st.DeleteAccount(r.Context(), a.ID, s.now())
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	http.SetCookie(w, s.sessionCookieOf(r, "", -1))
	writeJSON(w, http.StatusOK, map[string]bool{"deleted": true})
}

// seatAccount returns the account whose session the request holds, nil
// for a guest: no accounts kept, no session, one that does not live, or a
// request from another site (which plays as a guest, never as the
// account).
func (s *Server) seatAccount(r *http.Request) *store.Account {
	st := s.accounts.store
	if st == nil {
		return nil
	}
	if _, err := r.Cookie(sessionCookie); err != nil || sameSite(r) != nil {
		return nil
	}
	_, a, err := s.session(r, st)
	if err != nil {
		return nil
	}
	return a
}

// holdSeats gives the seats of rec whose token is token to the account a
// (nil: they stay a guest's): the seat keeps its account, and shows its
// name.
func holdSeats(rec *store.Record, token string, a *store.Account) {
	if a == nil {
		return
	}
	for c := range rec.Seats {
		if rec.Seats[c].Player == "human" && rec.Seats[c].TokenHash == hashToken(token) {
			rec.Seats[c].Account, rec.Seats[c].Name = a.ID, a.Name
		}
	}
}

// accountRoutes wires the accounts' API.
func (s *Server) accountRoutes(api func(string, http.HandlerFunc)) {
	api("POST /api/account/signup", s.handleSignup)
	api("POST /api/account/login", s.handleLogin)
	api("GET /api/account", s.handleAccount)
	api("POST /api/account/logout", s.handleLogout)
	api("POST /api/account/logout-everywhere", s.handleLogoutEverywhere)
	api("POST /api/account/password", s.handlePassword)
	api("POST /api/account/delete", s.handleDeleteAccount)
	api("GET /api/players/{name}", s.handlePlayer)
}
