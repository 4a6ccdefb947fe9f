package server

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/kingme/kingme/server/accounts"
	"github.com/kingme/kingme/store"
)

// This file is the accounts' HTTP side (issue 32): sign up, log in and out
// (everywhere too), change the password, delete the account, and who is
// logged in. A session is a cookie holding a token whose SHA-256 the store
// keeps (package account); playing without an account is as before. What
// the requests do is package server/accounts'; here are the cookie, the
// same-site check and the throttle by address.

// sessionCookie is the session cookie's name.
const sessionCookie = "kingme_session"

// An address may try authAttempts logins and sign-ups a minute (a burst
// of authBurst).
const (
	authAttempts = 20
	authBurst    = 10
)

// AccountInfo is what GET /api/account and a login answer: who is logged
// in. It never holds the password or its hash.
type AccountInfo struct {
	Name    string    `json:"name"`
	Created time.Time `json:"created"`
}

// credentials is the body of a sign-up and a login.
type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
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
func (s *Server) accountRequest(w http.ResponseWriter, r *http.Request, throttle bool, v any) error {
	if _, err := s.accounts.Store(); err != nil {
		return err
	}
	if err := sameSite(r); err != nil {
		return err
	}
	if err := requireJSON(r); err != nil {
		return err
	}
	if throttle {
		if ok, wait := s.logins.allowN(clientOf(r, s.cfg.TrustProxy), s.now(), 1); !ok {
			return &apiError{status: http.StatusTooManyRequests, msg: "too many logins and sign-ups from this address: wait a little", retryAfter: wait}
		}
	}
	if v != nil {
		return decodeJSON(w, r, v)
	}
	return nil
}

// sessionToken returns the token of the request's session cookie, "" for
// none.
func sessionToken(r *http.Request) string {
	c, err := r.Cookie(sessionCookie)
	if err != nil {
		return ""
	}
	return c.Value
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

// signedIn answers a sign-up or a login (accounts.Service's SignUp or
// LogIn, given the credentials of the request's body): the new session's
// cookie, and who is logged in with status.
func (s *Server) signedIn(w http.ResponseWriter, r *http.Request, status int,
	open func(ctx context.Context, name, password, old string) (*store.Account, string, error)) {
	var req credentials
	if err := s.accountRequest(w, r, true, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	a, token, err := open(r.Context(), req.Name, req.Password, sessionToken(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	http.SetCookie(w, s.sessionCookieOf(r, token, accounts.SessionLife))
	writeJSON(w, status, AccountInfo{Name: a.Name, Created: a.Created})
}

func (s *Server) handleSignup(w http.ResponseWriter, r *http.Request) {
	s.signedIn(w, r, http.StatusCreated, s.accounts.SignUp)
}

func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	s.signedIn(w, r, http.StatusOK, s.accounts.LogIn)
}

func (s *Server) handleAccount(w http.ResponseWriter, r *http.Request) {
	_, a, err := s.accounts.Session(r.Context(), sessionToken(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, AccountInfo{Name: a.Name, Created: a.Created})
}

// endSessions ends the request's session, or with everywhere every
// session of its account, clears the cookie and answers how many ended.
func (s *Server) endSessions(w http.ResponseWriter, r *http.Request, everywhere bool) {
	n, err := 0, s.accountRequest(w, r, false, nil)
	if err == nil {
		n, err = s.accounts.LogOut(r.Context(), sessionToken(r), everywhere)
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

// passwordRequest is the body of a password change or an account's
// deletion: the current password, and the new one for a change.
type passwordRequest struct {
	Password    string `json:"password"`
	NewPassword string `json:"newPassword,omitempty"`
}

func (s *Server) handlePassword(w http.ResponseWriter, r *http.Request) {
	var req passwordRequest
	err := s.accountRequest(w, r, true, &req)
	var a *store.Account
	if err == nil {
		a, err = s.accounts.ChangePassword(r.Context(), sessionToken(r), req.Password, req.NewPassword)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, AccountInfo{Name: a.Name, Created: a.Created})
}

func (s *Server) handleDeleteAccount(w http.ResponseWriter, r *http.Request) {
	var req passwordRequest
	err := s.accountRequest(w, r, true, &req)
	if err == nil {
		err = s.accounts.Delete(r.Context(), sessionToken(r), req.Password)
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
	token := sessionToken(r)
	if token == "" || sameSite(r) != nil {
		return nil
	}
	_, a, err := s.accounts.Session(r.Context(), token)
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
