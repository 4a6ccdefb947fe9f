// live.js: the play page's WebSocket (docs/web-api.md): every message is a
// State, a chat line, a count of watchers, a pong, or an error before the
// server closes the socket. A lost
// socket is opened again after 0.5 s, then 1, 2, 4 and at most 5 s; the
// first State after reconnecting brings the page up to date. Every 25 s the
// page sends "ping", which the server answers with a pong: a ping left
// unanswered until the next one means the connection is dead (a laptop woken
// from sleep, a network that changed), and the page reconnects.

const FIRST_DELAY = 500;
const MAX_DELAY = 5000;
const PING_EVERY = 25000;

/**
 * LiveSocket keeps one game's socket open. onState(state) gets every
 * State, onStatus(status) "connecting", "open", "reconnecting" or "closed", and
 * onError(message) an error the server sent (the socket then stays shut), and
 * onPresence(watchers) the count of watchers when it changes.
 */
export class LiveSocket {
  constructor(url, { token, onState, onStatus, onError, onPresence, onChat, onFresh } = {}) {
    this.url = url;
    // The seat's token rides as a subprotocol, out of the URL that proxies
    // log; the server answers "kingme".
    this.protocols = token ? ['kingme', `kingme.token.${token}`] : ['kingme'];
    this.onState = onState ?? (() => {});
    this.onStatus = onStatus ?? (() => {});
    this.onPresence = onPresence ?? (() => {});
    this.onChat = onChat ?? (() => {});
    this.onFresh = onFresh ?? (() => {});
    this.fresh = false;
    this.onError = onError ?? (() => {});
    this.delay = FIRST_DELAY;
    this.socket = null;
    this.retry = null;
    this.ping = null;
    this.heard = 0; // when the socket last brought a message
    this.stopped = false;
    this.wake = () => {
      if (!this.stopped && document.visibilityState !== 'hidden' && !this.socket) this.reconnectNow();
    };
    window.addEventListener('online', this.wake);
    document.addEventListener('visibilitychange', this.wake);
  }

  /** start opens the socket. */
  start() {
    this.open('connecting');
  }

  open(status) {
    this.onStatus(status);
    let socket;
    try {
      socket = new WebSocket(this.url, this.protocols);
    } catch {
      this.schedule();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (socket !== this.socket) return;
      this.delay = FIRST_DELAY;
      this.fresh = true;
      this.onStatus('open');
      this.heard = Date.now();
      let pinged = 0;
      clearInterval(this.ping);
      this.ping = setInterval(() => {
        if (socket !== this.socket || socket.readyState !== WebSocket.OPEN) return;
        if (pinged && this.heard < pinged) {
          this.drop(socket); // the last ping went unanswered
          return;
        }
        pinged = Date.now();
        socket.send('ping');
      }, PING_EVERY);
    });
    socket.addEventListener('message', (event) => {
      if (socket !== this.socket) return;
      this.heard = Date.now();
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.type === 'state' && message.state) {
        this.onState(message.state);
        if (this.fresh) {
          this.fresh = false;
          this.onFresh();
        }
      } else if (message.type === 'chat' && message.line) this.onChat(message.line);
      else if (message.type === 'presence') this.onPresence(message.watchers ?? 0);
      else if (message.type === 'error') {
        this.stopped = true;
        this.onStatus('closed');
        this.onError(message.error || 'The server closed the live connection.');
      }
    });
    socket.addEventListener('close', () => {
      if (socket !== this.socket) return;
      this.socket = null;
      clearInterval(this.ping);
      if (!this.stopped) this.schedule();
    });
  }

  // drop gives up a socket that no longer answers and opens a new one.
  drop(socket) {
    clearInterval(this.ping);
    this.socket = null;
    socket.close();
    if (!this.stopped) this.schedule();
  }

  schedule() {
    this.socket = null;
    this.onStatus('reconnecting');
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.open('reconnecting');
    }, this.delay);
    this.delay = Math.min(this.delay * 2, MAX_DELAY);
  }

  reconnectNow() {
    clearTimeout(this.retry);
    this.retry = null;
    this.delay = FIRST_DELAY;
    this.open('reconnecting');
  }

  /** close shuts the socket for good. */
  close() {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    window.removeEventListener('online', this.wake);
    document.removeEventListener('visibilitychange', this.wake);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }
}
