// sound.js: the game's sounds, made in the browser with the Web Audio API
// (oscillators and a burst of noise; no sound files): a move, a capture, a
// crowning, the end of a game and a low clock. Browsers let a page play
// sound only after the reader has clicked or pressed a key, so the audio
// context is made (or resumed) on the first such gesture; before it, and
// while the Sounds setting is off, nothing plays.

import { get } from './settings.js';

let context = null;
let noise = null; // one second of white noise, made once

// unlock makes or resumes the audio context; it runs on a user gesture.
function unlock() {
  if (!context) {
    const Context = window.AudioContext ?? window.webkitAudioContext;
    if (!Context) return;
    try {
      context = new Context();
    } catch {
      return; // no audio on this device: the game stays silent
    }
  }
  if (context.state === 'suspended') context.resume().catch(() => {});
}

let armed = false;

/**
 * armSound gets the sounds ready: the audio context is made at once when
 * the reader has already clicked or typed on this page (an in-app
 * navigation), else on the first click or key press. The play page calls
 * it; calling it again does nothing.
 */
export function armSound() {
  if (armed) return;
  armed = true;
  if (navigator.userActivation?.hasBeenActive) unlock();
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, unlock, { capture: true });
}

/** audible reports whether a sound would play now: the setting is on and the reader has interacted. */
export function audible() {
  return get('sound') === 'on' && context !== null;
}

// tone plays one note: an oscillator of a type gliding from freq to `to`
// (Hz), starting at offset seconds from now, lasting dur seconds, with a
// quick attack and an exponential fade.
function tone({ type = 'sine', freq, to = freq, offset = 0, dur = 0.1, volume = 0.2 }) {
  const t = context.currentTime + offset;
  const osc = context.createOscillator();
  const gain = context.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t);
  if (to !== freq) osc.frequency.exponentialRampToValueAtTime(to, t + dur);
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(volume, t + 0.008);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + dur);
  osc.connect(gain).connect(context.destination);
  osc.start(t);
  osc.stop(t + dur + 0.02);
}

// burst plays band-passed noise around freq (Hz): the crack of a capture.
function burst({ freq = 1800, offset = 0, dur = 0.09, volume = 0.35 }) {
  if (!noise) {
    noise = context.createBuffer(1, context.sampleRate, context.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  }
  const t = context.currentTime + offset;
  const source = context.createBufferSource();
  const filter = context.createBiquadFilter();
  const gain = context.createGain();
  source.buffer = noise;
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  filter.Q.value = 0.9;
  gain.gain.setValueAtTime(volume, t);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + dur);
  source.connect(filter).connect(gain).connect(context.destination);
  source.start(t);
  source.stop(t + dur + 0.02);
}

// Each sound: a function that schedules its notes.
const SOUNDS = {
  // A move: a short wooden knock.
  move: () => tone({ type: 'triangle', freq: 340, to: 170, dur: 0.09, volume: 0.3 }),
  // A capture: a knock and a crack.
  capture: () => {
    tone({ type: 'triangle', freq: 260, to: 120, dur: 0.12, volume: 0.32 });
    burst({ offset: 0.01 });
  },
  // A crowning: three rising notes.
  crown: () => [523.25, 659.25, 783.99].forEach((freq, i) => tone({ type: 'triangle', freq, offset: 0.12 + i * 0.09, dur: 0.16, volume: 0.18 })),
  // The end of a game: rising for a win, falling for a loss, level for a draw
  // (or for a spectator, who neither wins nor loses).
  win: () => [392, 493.88, 587.33, 783.99].forEach((freq, i) => tone({ freq, offset: 0.25 + i * 0.12, dur: 0.22, volume: 0.22 })),
  loss: () => [392, 349.23, 311.13, 261.63].forEach((freq, i) => tone({ freq, offset: 0.25 + i * 0.14, dur: 0.26, volume: 0.2 })),
  draw: () => [440, 440].forEach((freq, i) => tone({ freq, offset: 0.25 + i * 0.18, dur: 0.2, volume: 0.2 })),
  // The opponent's move, heard in a tab in the background: your turn, two
  // quick rising notes.
  yourMove: () => [659.25, 987.77].forEach((freq, i) => tone({ freq, offset: i * 0.1, dur: 0.14, volume: 0.2 })),
  // Little time left: two short high beeps.
  lowTime: () => [0, 0.16].forEach((offset) => tone({ type: 'square', freq: 988, offset, dur: 0.07, volume: 0.08 })),
};

/**
 * playSound plays one of the sounds: "move", "capture", "crown", "win",
 * "loss", "draw", "yourMove" or "lowTime". It returns whether it played (false while
 * muted, before the first gesture, or without audio).
 */
export function playSound(name) {
  const sound = SOUNDS[name];
  if (!sound) throw new Error(`unknown sound ${JSON.stringify(name)}: want one of ${Object.keys(SOUNDS).join(', ')}`);
  if (!audible()) return false;
  try {
    sound();
    return true;
  } catch {
    return false; // a closed or broken audio context: stay silent
  }
}
