// Koloda for the web: the engine (Swift, compiled to WebAssembly) runs the deck and its frame loop; this module is
// its DOM front — the renderer of the presenter's plans, its clock (requestAnimationFrame) and the bridge to the
// app's callbacks. No build step and no dependency: import it as an ES module.
//
//   import { Koloda } from './koloda.js';
//   const deck = await Koloda.mount(document.querySelector('#deck'), {
//     count: 5,
//     renderCard(index, el) { el.textContent = `Card ${index + 1}`; },
//     onSwipe(index, direction) { console.log(index, direction); },
//   });
//
// The engine's rules (what a drag means, when a swipe commits, every animation) are the same as on iOS and Linux;
// docs/web.md says how the pieces fit.

import { Announcer, DEFAULT_STRINGS, phrase } from './src/a11y.js';
import { AnimationFrameClock } from './src/clock.js';
import { Engine, DIRECTIONS } from './src/engine.js';
import { DeckInput } from './src/input.js';
import { DomRenderer, defaultOverlay } from './src/renderer.js';

export { DIRECTIONS, defaultOverlay };

/** The callbacks mount() accepts, by event name (`deck.on(name, …)` takes the same names). */
const CALLBACKS = {
  show: 'onShow', swipe: 'onSwipe', runOut: 'onRunOut', undo: 'onUndo', tap: 'onTap',
  dragBegan: 'onDragBegan', dragged: 'onDragged', dragEnded: 'onDragEnded', reset: 'onReset',
  thresholdCrossed: 'onThresholdCrossed', evicted: 'onEvicted', diagnostic: 'onDiagnostic',
};

function reducedMotionQuery() {
  return typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
}

/** A deck mounted in an element. Made by `Koloda.mount`. */
export class KolodaDeck {
  /** @internal */
  constructor(element, config, engine) {
    this.element = element;
    this.config = config;
    this.engine = engine;
    this.listeners = new Map();
    this.strings = { ...DEFAULT_STRINGS, ...(config.strings ?? {}) };
    this.destroyed = false;
    /** Every event delivered, oldest first, as {type, index?, direction?, ...} (for tests and debugging). */
    this.eventLog = [];
    element.classList.add('koloda-deck');
    if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
    // Layout containment makes the cards' overflow ink overflow, not scrollable overflow (CSS Containment 2,
    // "layout containment"): a card dragged or flying past the page's edge then does not grow the document, whose
    // layer (with the page's background) Chromium would otherwise paint and raster again at every such frame.
    if (getComputedStyle(element).contain === 'none') element.style.contain = 'layout';
    this.announcer = new Announcer(element, this.strings, config.label);
    this.renderer = new DomRenderer(element, {
      renderCard: config.renderCard,
      renderOverlay: config.renderOverlay,
      layoutDirection: () => this.layoutDirection,
      cardLabel: (index) => this.announcer.cardLabel(index, this.count),
    });
    this.clock = new AnimationFrameClock((seconds) => this.engine.refresh(seconds));
    this.input = new DeckInput(element, {
      pointerDown: (x, y, t) => {
        this.updateViewport();
        return this.engine.pointerDown(x, y, t);
      },
      pointerMove: (x, y, t) => this.engine.pointerMove(x, y, t),
      pointerUp: (x, y, t) => this.engine.pointerUp(x, y, t),
      pointerCancel: (t) => this.engine.pointerCancel(t),
      key: (action) => this.key(action),
    });
    this.watchEnvironment();
  }

  /** The data index of the front card (0 … count; count when the deck has run out). */
  get currentIndex() { return this.engine.currentIndex; }
  /** The number of cards the deck has now. */
  get count() { return this.engine.count; }
  /** True while anything on screen moves. */
  get isAnimating() { return this.engine.isAnimating; }
  /** 'ltr' or 'rtl': the side cards stack toward and which stamp is LIKE follow it. */
  get layoutDirection() { return this.engine.options.layoutDirection; }

  /** Swipes the front card toward a direction ('left', 'right', 'up', 'down', 'topLeft', …) or an angle (rad,
   *  0 = right, π/2 = down, as the engine measures). Throws on a bad direction; a swipe that cannot happen now
   *  (no card, a direction the card may not take) does nothing. */
  swipe(direction) {
    this.alive();
    if (typeof direction === 'number') this.engine.swipeAngle(direction);
    else this.engine.swipe(direction);
  }

  /** Brings the last swiped card back, from the side it left. Does nothing when there is nothing to undo. */
  undo() { this.alive(); this.engine.undo(); }

  /** Starts over with `count` cards (the current count by default); every card's content is asked for again. */
  reload(count = this.count) { this.alive(); this.engine.reload(count); }

  /** `n` new cards at data index `at` (the count grows by `n`). Throws on a bad range; the deck is then unchanged. */
  insert(at, n = 1) { this.alive(); this.engine.insert(at, n); }

  /** Removes `n` cards from data index `at`. Throws on a bad range; the deck is then unchanged. */
  remove(at, n = 1) { this.alive(); this.engine.remove(at, n); }

  /** Brings the card at `index` to the front (animated unless `{animated: false}`). Throws on a bad index. */
  showCard(index, { animated = true } = {}) { this.alive(); this.engine.showCard(index, animated); }

  /** Changes options after mount (the same names as mount's `options`). Throws on a bad value. */
  setOptions(options) { this.alive(); this.engine.setOptions(options); }

  /** Listens to an event by name ('swipe', 'show', 'runOut', 'undo', 'tap', 'dragBegan', 'dragged', 'dragEnded',
   *  'reset', 'thresholdCrossed', 'evicted', 'diagnostic'); returns a function that stops listening. */
  on(name, listener) {
    if (!(name in CALLBACKS)) throw new Error(`Koloda: no event named '${name}'`);
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name).add(listener);
    return () => this.listeners.get(name)?.delete(listener);
  }

  /** Removes the deck: its cards, listeners and engine. The element stays, empty of the deck's own nodes. */
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.clock.stopFrames();
    this.input.detach();
    this.resizeObserver?.disconnect();
    removeEventListener('resize', this.viewportListener);
    removeEventListener('scroll', this.viewportListener, { capture: true });
    this.motionQuery?.removeEventListener?.('change', this.motionListener);
    this.renderer.clear();
    this.announcer.detach();
    this.engine.destroy();
    this.element.classList.remove('koloda-deck');
  }

  // --- the engine's host side (engine.js calls these) ---

  /** @internal */
  key(action) {
    if (action.swipe) return this.engine.perform({ swipe: action.swipe });
    return this.engine.perform(action);
  }

  /** @internal The presenter's event, after the frame's plan is applied. */
  deliver(event) {
    this.eventLog.push(event);
    if (event.type === 'swipe') this.announcer.swiped(event.direction, this.currentIndex, this.count);
    if (event.type === 'undo') this.announcer.undone(event.index, this.count);
    const args = {
      show: [event.index], swipe: [event.index, event.direction, event.angle], runOut: [], undo: [event.index],
      tap: [event.index], dragBegan: [event.index], dragged: [event.index, event.percentage, event.direction],
      dragEnded: [event.index], reset: [event.index],
      thresholdCrossed: [event.index, event.direction, event.isPastThreshold],
      evicted: [event.index, event.reason], diagnostic: [event.message],
    }[event.type] ?? [];
    const callback = this.config[CALLBACKS[event.type]];
    if (typeof callback === 'function') callback.apply(this, [...args, this]);
    for (const listener of this.listeners.get(event.type) ?? []) listener(...args, this);
  }

  /** @internal After a frame: screen-reader focus follows the front card only when it was on the deck. */
  frameApplied(plan, focusWasOnDeck) {
    if (plan.focusFollows && focusWasOnDeck) this.renderer.frontElement?.focus({ preventScroll: true });
  }

  watchEnvironment() {
    const options = this.config.options ?? {};
    if (options.reducedMotion === undefined) {
      this.motionQuery = reducedMotionQuery();
      this.motionListener = (e) => this.engine.setOptions({ reducedMotion: e.matches });
      this.motionQuery?.addEventListener?.('change', this.motionListener);
    }
    if (typeof ResizeObserver === 'function') {
      this.resizeObserver = new ResizeObserver(() => this.resize());
      this.resizeObserver.observe(this.element);
    }
    this.viewportListener = () => this.updateViewport();
    addEventListener('resize', this.viewportListener, { passive: true });
    addEventListener('scroll', this.viewportListener, { passive: true, capture: true });
  }

  /** @internal The window in the deck's coordinates: a swiped card flies until it has left it (not just the deck). */
  updateViewport() {
    if (this.destroyed) return;
    const box = this.element.getBoundingClientRect();
    this.engine.setViewport(-box.left, -box.top, innerWidth, innerHeight);
  }

  resize() {
    if (this.destroyed) return;
    const { clientWidth: width, clientHeight: height } = this.element;
    if (width > 0 && height > 0) this.engine.resize(width, height);
    this.updateViewport();
  }

  alive() {
    if (this.destroyed) throw new Error('Koloda: the deck was destroyed');
  }
}

/** The options a deck starts with: the app's, else the page's preferences, else the engine's defaults. */
function initialOptions(element, options = {}) {
  return {
    visibleCount: 3,
    loop: false,
    allowedDirections: ['left', 'right'],
    undoLimit: null,
    reducedMotion: reducedMotionQuery()?.matches ?? false,
    layoutDirection: getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr',
    ...options,
  };
}

const modules = new Map();

/** The compiled engine module at `url` (compiled once per URL, instantiated once per deck). */
function compile(url) {
  const key = String(url);
  if (!modules.has(key)) {
    const request = fetch(url);
    modules.set(key, WebAssembly.compileStreaming
      ? WebAssembly.compileStreaming(request)
      : request.then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b)));
  }
  return modules.get(key);
}

export const Koloda = {
  /** The default location of the engine: dist/koloda.wasm beside this file. */
  defaultWasmURL: new URL('./dist/koloda.wasm', import.meta.url),

  /**
   * Mounts a deck in `element` (its size is the deck's; it should have one) and resolves when its first frame is
   * scheduled. Throws (rejects) with the engine's message on bad options.
   */
  async mount(element, config) {
    if (!(element instanceof HTMLElement)) throw new Error('Koloda.mount: element must be an HTMLElement');
    if (typeof config?.renderCard !== 'function') throw new Error('Koloda.mount: renderCard(index, el) is required');
    const count = config.count ?? 0;
    const module = await compile(config.wasmURL ?? Koloda.defaultWasmURL);
    let deck = null;
    // After destroy() nothing the module still says reaches the page (it is freed once its current call returns).
    const live = (fn, fallback) => (...args) => (deck && !deck.destroyed ? fn(...args) : fallback);
    const host = {
      apply: live((plan) => {
        // Where focus is before the plan: making the old front card inert moves focus out of the deck.
        const focusWasOnDeck = deck.element.contains(document.activeElement);
        deck.renderer.apply(plan);
        deck.frameApplied(plan, focusWasOnDeck);
      }),
      requestFrames: live(() => deck.clock.requestFrames()),
      stopFrames: live(() => deck.clock.stopFrames()),
      event: live((event) => deck.deliver(event)),
      askAllowed: typeof config.allowedDirections === 'function',
      askShouldSwipe: typeof config.shouldSwipe === 'function',
      allowedDirections: live((index) => config.allowedDirections(index), undefined),
      shouldSwipe: live((index, direction) => config.shouldSwipe(index, direction), undefined),
    };
    const options = initialOptions(element, config.options);
    const engine = await Engine.instantiate(module, host);
    deck = new KolodaDeck(element, config, engine);
    try {
      engine.create({ width: element.clientWidth, height: element.clientHeight, count, options });
      deck.updateViewport();
    } catch (error) {
      deck.destroy();
      throw error;
    }
    return deck;
  },

  /** Formats one of the deck's spoken phrases (the `strings` keys), for an app's own buttons. */
  phrase(key, ...args) { return phrase(DEFAULT_STRINGS, key, ...args); },
};

export default Koloda;
