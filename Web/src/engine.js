// The engine: one instance of koloda.wasm (KolodaCore's deck, presenter and frame loop, compiled from Swift) and the
// ABI of docs/web-abi.md spoken in JavaScript — numbers in, plans and events out. This is the only file that knows
// export names, codes and the plan buffer's layout; everything above it speaks directions by name and plain objects.

/** The engine's directions, in its code order (`SwipeResultDirection`): a direction's code is its index here. */
export const DIRECTIONS = Object.freeze(['left', 'right', 'up', 'down', 'topLeft', 'topRight', 'bottomLeft',
  'bottomRight']);

const EVENT_TYPES = ['swipe', 'swipeAngle', 'runOut', 'tap', 'dragged', 'reset', 'show', 'undo', 'dragBegan',
  'dragEnded', 'thresholdCrossed', 'evicted', 'diagnostic'];
const EVICTION_REASONS = ['undoLimit', 'historyCleared', 'cardRemoved'];
const PLAN_HEADER = 8;
const REQUEST_STRIDE = 3;
const PLACEMENT_STRIDE = 14;
const QUESTION_ALLOWED = 1;
const QUESTION_SHOULD_SWIPE = 2;
const NO_DECK = -20;

/** The current time on the clock input, frames and commands share (s). */
const now = () => performance.now() / 1000;

/** The code of a direction name; throws for anything else (nothing reaches the engine). */
export function directionCode(name) {
  const code = DIRECTIONS.indexOf(name);
  if (code < 0) throw new Error(`Koloda: '${name}' is not a direction (${DIRECTIONS.join(', ')})`);
  return code;
}

/** The mask of a list of direction names. */
export function directionMask(names) {
  if (!Array.isArray(names)) throw new Error('Koloda: allowed directions must be an array of direction names');
  return names.reduce((mask, name) => mask | (1 << directionCode(name)), 0);
}

/** @typedef {{id: number, index: number, width: number, height: number, a: number, b: number, c: number, d: number,
 *   tx: number, ty: number, alpha: number, overlayDirection: string|null, overlayProgress: number,
 *   interactive: boolean, leaving: boolean, fresh: boolean}} Placement */
/** @typedef {{moving: boolean, focusFollows: boolean, held: boolean, front: number, count: number,
 *   loads: {id: number, index: number}[], placements: Placement[], removals: number[]}} Plan */

/** Reads one plan out of the module's memory (valid during `apply` only, so it is copied into plain objects). */
export function decodePlan(memory, ptr, len) {
  const f = new Float64Array(memory.buffer, ptr, len / 8);
  if (f[0] !== 1) throw new Error(`Koloda: plan layout ${f[0]} is not the one this front reads (1)`);
  const flags = f[1];
  const plan = { moving: (flags & 1) !== 0, focusFollows: (flags & 2) !== 0, held: (flags & 4) !== 0,
    front: f[2], count: f[7], loads: [], placements: [], removals: [] };
  let i = PLAN_HEADER;
  for (let r = 0; r < f[4]; r++, i += REQUEST_STRIDE) plan.loads.push({ id: f[i], index: f[i + 1] });
  for (let p = 0; p < f[5]; p++, i += PLACEMENT_STRIDE) {
    const placementFlags = f[i + 13];
    plan.placements.push({ id: f[i], index: f[i + 1], width: f[i + 2], height: f[i + 3], a: f[i + 4], b: f[i + 5],
      c: f[i + 6], d: f[i + 7], tx: f[i + 8], ty: f[i + 9], alpha: f[i + 10],
      overlayDirection: f[i + 11] >= 0 ? DIRECTIONS[f[i + 11]] : null, overlayProgress: f[i + 12],
      interactive: (placementFlags & 1) !== 0, leaving: (placementFlags & 2) !== 0,
      fresh: (placementFlags & 4) !== 0 });
  }
  for (let x = 0; x < f[6]; x++, i++) plan.removals.push(f[i]);
  return plan;
}

/** One deck event as the API reports it. */
function decodeEvent(kind, index, direction, value, flag, time, message) {
  const event = { type: EVENT_TYPES[kind] ?? `unknown${kind}`, time };
  if (index >= 0) event.index = index;
  if (direction >= 0) event.direction = DIRECTIONS[direction];
  if (kind === 1) event.angle = value;
  if (kind === 4) event.percentage = value;
  if (kind === 10) event.isPastThreshold = flag === 1;
  if (kind === 11) event.reason = EVICTION_REASONS[flag];
  if (kind === 12) event.message = message();
  return event;
}

export class Engine {
  /**
   * Instantiates the module with `host`: {apply(plan), requestFrames(), stopFrames(), event(event),
   * allowedDirections(index) → names|undefined, shouldSwipe(index, direction) → boolean|undefined}.
   */
  static async instantiate(module, host) {
    const engine = new Engine(host);
    const instance = await WebAssembly.instantiate(module, { koloda: engine.imports() });
    engine.attach(instance);
    return engine;
  }

  constructor(host) {
    this.host = host;
    this.x = null;
    this.memory = null;
    this.swipeAngle = null;
    this.pending = []; // events of the refresh in progress (delivered in order, after apply)
    this.options = {};
    this.applyCount = 0;
    this.depth = 0; // imports running now (the module is inside one of its own calls)
  }

  imports() {
    const host = this.host;
    // An exception must not unwind through the engine's frames (it would leave a frame half made): an app error in
    // a callback is reported to the page (window.onerror / the console) after the call, and the call answers
    // "no opinion".
    const guarded = (fn, fallback) => (...args) => {
      this.depth++;
      try {
        return fn(...args);
      } catch (error) {
        setTimeout(() => { throw error; });
        return fallback;
      } finally {
        this.depth--;
      }
    };
    return Object.fromEntries(Object.entries(this.rawImports(host)).map(([name, fn]) =>
      [name, guarded(fn, name === 'threshold_ratio' ? NaN : -1)]));
  }

  rawImports(host) {
    return {
      apply: (ptr, len) => {
        this.applyCount++;
        host.apply(decodePlan(this.memory, ptr, len));
      },
      request_frames: () => host.requestFrames(),
      stop_frames: () => host.stopFrames(),
      event: (kind, index, direction, value, flag, time) => {
        const event = decodeEvent(kind, index, direction, value, flag, time, () => this.message());
        // didSwipeCardAt…angle follows didSwipeCardAt: the API reports one swipe event, with its angle
        if (event.type === 'swipeAngle') {
          if (this.lastSwipe) this.lastSwipe.angle = event.angle;
          return;
        }
        this.lastSwipe = event.type === 'swipe' ? event : null;
        host.event(event);
      },
      allowed_directions: (index) => {
        const names = host.allowedDirections(index);
        return names === undefined || names === null ? -1 : directionMask(names);
      },
      should_swipe: (index, direction) => {
        const answer = host.shouldSwipe(index, DIRECTIONS[direction]);
        return answer === undefined || answer === null ? -1 : answer ? 1 : 0;
      },
      threshold_ratio: () => NaN,
    };
  }

  attach(instance) {
    this.x = instance.exports;
    this.memory = instance.exports.memory;
  }

  /** The last error's message (UTF-8 in the module's memory). */
  message() {
    const ptr = this.x.koloda_message_ptr();
    const len = this.x.koloda_message_len();
    return new TextDecoder().decode(new Uint8Array(this.memory.buffer, ptr, len));
  }

  /** Throws an Error with the engine's message when `code` is an error code; returns `code` otherwise. */
  check(code) {
    if (code < 0) {
      const error = new Error(this.message() || `Koloda: error ${code}`);
      error.code = code;
      throw error;
    }
    return code;
  }

  create({ width, height, count, options }) {
    if (!Number.isInteger(count) || count < 0) throw new Error(`Koloda: count must be an integer ≥ 0, not ${count}`);
    const bits = (options.reducedMotion ? 1 : 0) | (options.layoutDirection === 'rtl' ? 2 : 0);
    this.options = { ...options };
    // A deck not yet laid out (size 0) starts at 1×1 pt; the ResizeObserver gives it its size.
    this.check(this.x.koloda_create(width > 0 ? width : 1, height > 0 ? height : 1, count,
      options.visibleCount, options.loop ? 1 : 0, bits, now()));
    this.check(this.x.koloda_set_questions(
      (this.host.askAllowed ? QUESTION_ALLOWED : 0) | (this.host.askShouldSwipe ? QUESTION_SHOULD_SWIPE : 0)));
    this.applyOptions(options, ['allowedDirections', 'undoLimit']);
  }

  /** Frees the deck. From inside an import (an event callback, say) the module refuses (its call is still
   *  running): it is freed as soon as that call has returned. */
  destroy() {
    if (this.depth > 0) {
      queueMicrotask(() => this.destroy());
      return;
    }
    const code = this.x.koloda_destroy();
    if (code !== NO_DECK) this.check(code); // no deck: create failed, nothing to free
  }

  // Input: the times are the events' own (s); the codes of bad samples are ignored (the engine keeps its state).
  pointerDown(x, y, t) { return this.x.koloda_pointer_down(x, y, t); }
  pointerMove(x, y, t) { return this.x.koloda_pointer_move(x, y, t); }
  pointerUp(x, y, t) { return this.x.koloda_pointer_up(x, y, t); }
  pointerCancel(t) { return this.x.koloda_pointer_cancel(t); }
  acceptsPointer(x, y) { return this.x.koloda_accepts_pointer(x, y) === 1; }

  /** A deck action ({swipe: name} | {undo: true} | {select: true}); true when it did something. */
  perform(action) {
    if (action.swipe) return this.check(this.x.koloda_action(0, directionCode(action.swipe), now())) === 1;
    if (action.undo) return this.check(this.x.koloda_action(1, -1, now())) === 1;
    if (action.select) return this.check(this.x.koloda_action(2, -1, now())) === 1;
    return false;
  }

  swipe(direction, force = false) {
    return this.check(this.x.koloda_swipe(directionCode(direction), force ? 1 : 0, now()));
  }
  swipeAngle(angle, force = false) {
    if (!Number.isFinite(angle)) throw new Error(`Koloda: an angle must be a finite number of radians, not ${angle}`);
    return this.check(this.x.koloda_swipe_angle(angle, force ? 1 : 0, now()));
  }
  undo() { return this.check(this.x.koloda_revert(-1, now())); }
  reload(count) { return this.check(this.x.koloda_reload(integer(count, 'count'), now())); }
  insert(at, n) {
    return this.check(this.x.koloda_insert(integer(at, 'index'), integer(at, 'index') + integer(n, 'n'), 1, now()));
  }
  remove(at, n) {
    return this.check(this.x.koloda_remove(integer(at, 'index'), integer(at, 'index') + integer(n, 'n'), 1, now()));
  }
  reloadCards(at, n) {
    return this.check(this.x.koloda_reload_range(integer(at, 'index'), integer(at, 'index') + integer(n, 'n'), now()));
  }
  showCard(index, animated) { return this.check(this.x.koloda_show(integer(index, 'index'), animated ? 1 : 0, now())); }
  resize(width, height) { return this.check(this.x.koloda_resize(width, height, now())); }
  setViewport(x, y, width, height) { return this.check(this.x.koloda_set_viewport(x, y, width, height)); }
  refresh(seconds) { this.x.koloda_refresh(seconds); }

  /** Changes options by name; each is checked by the engine before the next is set. */
  setOptions(options) {
    this.applyOptions(options, Object.keys(options));
  }

  applyOptions(options, names) {
    const t = now();
    const setters = {
      visibleCount: (v) => this.x.koloda_set_visible_count(integer(v, 'visibleCount'), t),
      loop: (v) => this.x.koloda_set_loop(v ? 1 : 0, t),
      reducedMotion: (v) => this.x.koloda_set_reduced_motion(v ? 1 : 0, t),
      allowedDirections: (v) => this.x.koloda_set_allowed_directions(directionMask(v), t),
      undoLimit: (v) => this.x.koloda_set_undo_limit(v === null || v === undefined ? -1 : integer(v, 'undoLimit'), t),
      layoutDirection: (v) => {
        if (v !== 'ltr' && v !== 'rtl') throw new Error(`Koloda: layoutDirection is 'ltr' or 'rtl', not '${v}'`);
        return this.x.koloda_set_layout_direction(v === 'rtl' ? 1 : 0, t);
      },
    };
    for (const name of names) {
      if (!(name in setters)) throw new Error(`Koloda: no option named '${name}'`);
      if (options[name] === undefined && name !== 'undoLimit') continue;
      this.check(setters[name](options[name]));
      this.options[name] = options[name];
    }
  }

  get currentIndex() { return this.x.koloda_current_index(); }
  get count() { return this.x.koloda_count(); }
  get isAnimating() { return this.x.koloda_is_animating() === 1; }
  get wantsFrames() { return this.x.koloda_wants_frames() === 1; }
}

/** `value` when it is an integer; else throws (the engine takes i32s: 1.5 or '2' must not be truncated silently). */
function integer(value, name) {
  if (!Number.isInteger(value) || Math.abs(value) > 0x7fffffff) {
    throw new Error(`Koloda: ${name} must be an integer, not ${value}`);
  }
  return value;
}
