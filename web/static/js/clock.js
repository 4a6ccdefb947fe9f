// clock.js: the game clocks of the play page. The server's State carries
// each side's time left at serverTime and which clock runs; the page counts
// the running clock down locally from the moment the State arrived, and
// the next State sets the clocks right again (the server is authoritative).

/**
 * formatClock writes a time left in milliseconds as m:ss, h:mm:ss from an
 * hour on, and m:ss.t (tenths) under ten seconds. Negative times read 0:00.0.
 */
export function formatClock(ms) {
  const left = Math.max(0, ms);
  if (left < 10000) {
    const tenths = Math.floor(left / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.floor(left / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** LOW_TIME is the time left (ms) under which the running clock warns its player. */
export const LOW_TIME = 10000;

/**
 * Clocks shows two clocks in the given elements ({black, red}) and keeps
 * the running one ticking. onFlag is called once when the running clock
 * reaches zero on this page (the page may then ask the server for news);
 * onLow(color) once a turn when the running clock goes under LOW_TIME.
 */
export class Clocks {
  constructor(elements, { onFlag, onLow } = {}) {
    this.elements = elements;
    this.onFlag = onFlag ?? null;
    this.onLow = onLow ?? null;
    this.warned = null; // the colour warned of low time in its current turn
    this.clock = null;
    this.receivedAt = 0;
    this.flagged = false;
    this.timer = null;
  }

  /** update takes a State's clock (or null: no clock) as of now. */
  update(clock) {
    this.clock = clock ?? null;
    if (this.clock?.running !== this.warned) this.warned = null; // a new turn
    this.receivedAt = performance.now();
    this.flagged = false;
    this.show();
    clearInterval(this.timer);
    this.timer = this.clock?.running ? setInterval(() => this.tick(), 100) : null;
  }

  /** setElements moves the clocks to other elements ({black, red}). */
  setElements(elements) {
    this.elements = elements;
    this.show();
  }

  show() {
    for (const [color, node] of Object.entries(this.elements)) {
      node.hidden = !this.clock;
      node.classList.toggle('kp-clock-running', Boolean(this.clock && this.clock.running === color));
      node.textContent = '';
    }
    this.tick();
  }

  /** left returns the time left of a colour now, in milliseconds. */
  left(color) {
    if (!this.clock) return 0;
    const base = this.clock[color] ?? 0;
    return this.clock.running === color ? base - (performance.now() - this.receivedAt) : base;
  }

  tick() {
    if (!this.clock) return;
    for (const [color, node] of Object.entries(this.elements)) {
      const ms = this.left(color);
      const text = formatClock(ms);
      if (node.textContent !== text) node.textContent = text;
      node.classList.toggle('kp-clock-low', ms < 20000);
      if (ms < LOW_TIME && ms > 0 && this.clock.running === color && this.warned !== color) {
        this.warned = color;
        this.onLow?.(color);
      }
      if (ms <= 0 && this.clock.running === color && !this.flagged) {
        this.flagged = true;
        clearInterval(this.timer);
        this.timer = null;
        this.onFlag?.(color);
      }
    }
  }

  /** destroy stops the ticking. */
  destroy() {
    clearInterval(this.timer);
    this.timer = null;
  }
}
