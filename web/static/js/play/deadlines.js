// deadlines.js: the play page's countdowns (docs/web-api.md). In a game
// with a clock, the time a side has for its first move before the game is
// aborted (the State's clock.firstMoveBy); in a correspondence game, the
// time the player to move has left of its days (correspondence.deadline);
// in a game between people, the time until a player may claim the game its
// opponent left (the State's abandon), then the buttons that claim it: the
// win, a draw, or, before both have moved, calling the game off.

import { el } from './layout.js';

const NAME = { black: 'Black', red: 'Red' };

/** daysText writes ms as days and hours ("2 d 5 h"), or hours and
 * minutes under a day, m:ss under an hour. */
function daysText(ms) {
  const h = Math.floor(Math.max(0, ms) / 3600000);
  if (h >= 24) return `${Math.floor(h / 24)} d ${h % 24} h`;
  if (h >= 1) return `${h} h ${Math.floor((ms % 3600000) / 60000)} min`;
  return clockText(ms);
}

/** clockText writes ms as m:ss. */
function clockText(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function button(action, text, primary = false) {
  return el('button', { type: 'button', class: `kp-btn${primary ? ' kp-btn-primary' : ''}`, 'data-action': action, text });
}

/**
 * Deadlines adds its message and buttons to the play page's layout r (after
 * the take-back's message) and claims through actions: {act(what, fn),
 * post(suffix, body)}, as Takeback does.
 */
export class Deadlines {
  constructor(r, actions) {
    this.text = el('span', { class: 'kp-deadline-text' });
    this.win = button('claim-win', 'Claim the win', true);
    this.draw = button('claim-draw', 'Call it a draw');
    this.off = button('claim-abort', 'Call the game off', true);
    this.buttons = el('span', { class: 'kp-deadline-actions', hidden: true }, this.win, this.draw, this.off);
    // A correspondence game's player may ask the browser to tell it of its
    // move while the page is in the background (Feedback notifies).
    this.notify = button('notify', 'Notify me of my move');
    this.notify.hidden = true;
    this.notify.addEventListener('click', async () => {
      await Notification.requestPermission();
      this.tick();
    });
    this.box = el('div', { class: 'kp-deadline', 'data-testid': 'deadline', role: 'status', 'aria-live': 'polite', hidden: true },
      this.text, this.buttons, this.notify);
    r.offer.before(this.box);
    const claim = (result) => actions.act('The game was not claimed', () => actions.post('/claim', { result }));
    this.win.addEventListener('click', () => claim('win'));
    this.draw.addEventListener('click', () => claim('draw'));
    this.off.addEventListener('click', () => claim('win')); // before both moved, a claim calls the game off
    this.firstMoveAt = null; // client times (Date.now()) of the deadlines
    this.moveBy = null;
    this.claimAt = null;
    this.state = null;
    this.timer = null;
  }

  /** update takes a new State, just received. */
  update(state) {
    this.state = state;
    const now = Date.now();
    const clock = state.clock;
    this.firstMoveAt = clock?.firstMoveBy ? now + (clock.firstMoveBy - clock.serverTime) : null;
    this.claimAt = state.abandon ? now + state.abandon.claimableIn : null;
    const corr = state.correspondence;
    this.moveBy = corr?.deadline ? now + (corr.deadline - corr.serverTime) : null;
    this.tick();
    clearInterval(this.timer);
    this.timer = null;
    if (this.firstMoveAt !== null || this.claimAt !== null || this.moveBy !== null) this.timer = setInterval(() => this.tick(), 1000);
  }

  /** tick shows the countdowns as they stand now. */
  tick() {
    const s = this.state;
    const now = Date.now();
    const lines = [];
    let claimable = false;
    if (s && !s.result?.over && this.firstMoveAt !== null) {
      const left = clockText(this.firstMoveAt - now);
      if (s.you === s.turn || s.you === 'both') lines.push(`Play your first move within ${left}, or the game is aborted.`);
      else if (s.you) lines.push(`Your opponent has ${left} to play a first move, or the game is aborted.`);
      else lines.push(`${NAME[s.turn]} has ${left} to play a first move, or the game is aborted.`);
    }
    if (s && !s.result?.over && s.correspondence) {
      const days = s.correspondence.daysPerMove;
      const rule = `${days} ${days === 1 ? 'day' : 'days'} a move`;
      if (this.moveBy === null) lines.push(`Correspondence, ${rule}: the time runs once each player has moved.`);
      else if (s.you === s.turn || s.you === 'both') lines.push(`Your move: you have ${daysText(this.moveBy - now)} left (${rule}).`);
      else lines.push(`${NAME[s.turn]} has ${daysText(this.moveBy - now)} left to move (${rule}).`);
    }
    if (s && !s.result?.over && this.claimAt !== null) {
      const left = this.claimAt - now;
      claimable = left <= 0;
      lines.push(claimable
        ? 'Your opponent left the game.'
        : `Your opponent left the game: you may claim it in ${clockText(left)} if they do not come back.`);
    }
    this.notify.hidden = !(s?.correspondence && !s.result?.over && (s.you === 'black' || s.you === 'red')
      && typeof Notification !== 'undefined' && Notification.permission === 'default');
    this.box.hidden = lines.length === 0;
    this.text.textContent = lines.join(' ');
    this.buttons.hidden = !claimable;
    const started = !s?.canAbort;
    this.win.hidden = !started;
    this.draw.hidden = !started;
    this.off.hidden = started;
    if (lines.length === 0) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  destroy() {
    clearInterval(this.timer);
  }
}
