// Type declarations for koloda.js (written by hand; the module has no build step).

/** A swipe direction, as the engine names them. */
export type Direction =
  | 'left' | 'right' | 'up' | 'down' | 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';

/** The engine's directions, in its order. */
export declare const DIRECTIONS: readonly Direction[];

/** The options a deck takes at mount and in `setOptions`. */
export interface KolodaOptions {
  /** Cards on screen at once, front included (≥ 1). Default 3. */
  visibleCount?: number;
  /** An endless deck: after the last card the first comes again. Default false. */
  loop?: boolean;
  /** The directions every card may be swiped in when `allowedDirections(index)` has no opinion. Default
   *  `['left', 'right']`. */
  allowedDirections?: Direction[];
  /** How many swipes `undo()` can take back; `null` for no limit (the default). */
  undoLimit?: number | null;
  /** Cross-fades instead of flights. Default: the page's `prefers-reduced-motion`, followed as it changes. */
  reducedMotion?: boolean;
  /** Which side is leading: where LIKE and NOPE go, the reading order of actions. Default: the element's CSS
   *  `direction` (its `dir`). The arrow keys stay physical. */
  layoutDirection?: 'ltr' | 'rtl';
}

/** An event of the deck, as kept in `eventLog`. `time` is the engine's clock (s). */
export interface KolodaEvent {
  type: KolodaEventName;
  time: number;
  index?: number;
  direction?: Direction;
  /** `swipe` toward an angle: the angle (rad, 0 right, π/2 down). */
  angle?: number;
  /** `dragged`: how far toward the threshold, 0…100. */
  percentage?: number;
  /** `thresholdCrossed`: true past the threshold, false back. */
  isPastThreshold?: boolean;
  /** `evicted`: why the swipe left the undo history. */
  reason?: 'undoLimit' | 'historyCleared' | 'cardRemoved';
  /** `diagnostic`: what the deck worked around. */
  message?: string;
}

export type KolodaEventName =
  | 'show' | 'swipe' | 'runOut' | 'undo' | 'tap' | 'dragBegan' | 'dragged' | 'dragEnded' | 'reset'
  | 'thresholdCrossed' | 'evicted' | 'diagnostic';

/** What `Koloda.mount` takes. Every callback's `this` (and last argument) is the deck. */
export interface KolodaConfig {
  /** Number of cards. Default 0. */
  count?: number;
  /** Fills `element` (empty, filling the card) with the card's HTML for data index `index`. Called again when a
   *  card's content is reloaded. */
  renderCard(index: number, element: HTMLElement): void;
  /** Fills the overlay element (over the card, faded with the drag) for a direction; default: LIKE / NOPE / SUPER
   *  stamps. */
  renderOverlay?(element: HTMLElement, direction: Direction, layoutDirection: 'ltr' | 'rtl', index: number): void;
  /** The directions the card at `index` may be swiped in; `undefined` keeps `options.allowedDirections`. */
  allowedDirections?(index: number): Direction[] | undefined;
  /** Whether a release (or a `swipe`) toward `direction` swipes the card at `index`; `undefined` means yes. */
  shouldSwipe?(index: number, direction: Direction): boolean | undefined;
  /** The deck region's accessible name. Default "Cards". */
  label?: string;
  /** Replacement texts for what the deck says (keys as in `Koloda.phrase`: 'action.swipe.left', 'action.undo',
   *  'card.position' with `%1$d` and `%2$d`, 'deck.label', …). */
  strings?: Record<string, string>;
  /** Where koloda.wasm is. Default: dist/koloda.wasm beside koloda.js. */
  wasmURL?: string | URL;
  options?: KolodaOptions;
  /** A card became the front card and settled. */
  onShow?(this: KolodaDeck, index: number, deck: KolodaDeck): void;
  /** A swipe was committed (at the decision, before the card has left); `angle` for a swipe toward an angle. */
  onSwipe?(this: KolodaDeck, index: number, direction: Direction, angle: number | undefined, deck: KolodaDeck): void;
  /** The swipe just reported emptied the deck. */
  onRunOut?(this: KolodaDeck, deck: KolodaDeck): void;
  /** An undone card is back in front. */
  onUndo?(this: KolodaDeck, index: number, deck: KolodaDeck): void;
  /** A tap on the front card, or Enter / Space on it. */
  onTap?(this: KolodaDeck, index: number, deck: KolodaDeck): void;
  onDragBegan?(this: KolodaDeck, index: number, deck: KolodaDeck): void;
  onDragged?(this: KolodaDeck, index: number, percentage: number, direction: Direction, deck: KolodaDeck): void;
  /** The drag ended (after the release's swipe or reset). */
  onDragEnded?(this: KolodaDeck, index: number, deck: KolodaDeck): void;
  /** A drag ended without a swipe: the card returns. */
  onReset?(this: KolodaDeck, index: number, deck: KolodaDeck): void;
  onThresholdCrossed?(this: KolodaDeck, index: number, direction: Direction, isPastThreshold: boolean,
    deck: KolodaDeck): void;
  onEvicted?(this: KolodaDeck, index: number, reason: KolodaEvent['reason'], deck: KolodaDeck): void;
  onDiagnostic?(this: KolodaDeck, message: string, deck: KolodaDeck): void;
}

/** An error from a bad call; the deck is unchanged. `code` is the engine's (docs/web-abi.md) when it has one. */
export interface KolodaError extends Error {
  code?: number;
}

/** A mounted deck. */
export declare class KolodaDeck {
  private constructor();
  readonly element: HTMLElement;
  /** The front card's data index (`count` once a deck that does not loop has run out). */
  readonly currentIndex: number;
  readonly count: number;
  readonly isAnimating: boolean;
  readonly layoutDirection: 'ltr' | 'rtl';
  /** Every event delivered, oldest first. */
  readonly eventLog: readonly KolodaEvent[];
  /** Swipes the front card toward a direction, or an angle (rad, 0 right, π/2 down). Throws on a bad direction. */
  swipe(direction: Direction | number): void;
  /** Brings the last swiped card back from the side it left. */
  undo(): void;
  /** Starts over with `count` cards (default: the current count). */
  reload(count?: number): void;
  /** Inserts `n` cards (default 1) at data index `at`. Throws on a bad range (deck unchanged). */
  insert(at: number, n?: number): void;
  /** Removes `n` cards (default 1) from data index `at`. Throws on a bad range (deck unchanged). */
  remove(at: number, n?: number): void;
  /** Brings the card at `index` to the front. Throws on a bad index (deck unchanged). */
  showCard(index: number, options?: { animated?: boolean }): void;
  setOptions(options: KolodaOptions): void;
  /** Listens to an event; returns a function that stops listening. Arguments as the matching `on…` callback. */
  on(name: KolodaEventName, listener: (...args: any[]) => void): () => void;
  /** Removes the deck from its element and frees its engine (from inside a callback too). Later calls throw. */
  destroy(): void;
}

export declare function defaultOverlay(element: HTMLElement, direction: Direction, layoutDirection: 'ltr' | 'rtl'):
  void;

export declare const Koloda: {
  readonly defaultWasmURL: URL;
  /** Mounts a deck in `element` (whose size is the deck's). Rejects with the engine's message on bad options.
   *  The element is made `position: relative` if it is static, and given `contain: layout` if it has no containment
   *  (so a card past the page's edge does not grow the page; the cards stack inside the element). */
  mount(element: HTMLElement, config: KolodaConfig): Promise<KolodaDeck>;
  /** One of the deck's phrases in English ('action.swipe.left' → "Swipe left"; 'card.position', 3, 20 →
   *  "card 3 of 20"). */
  phrase(key: string, ...args: number[]): string;
};

export default Koloda;
