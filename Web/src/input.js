// Input for the web front: pointer events (mouse, touch, pen) and the keyboard, turned into engine calls.
//
// The engine's raw pointer path decides everything a gesture means (tap or drag, which card, velocity, threshold,
// flick); this file only converts coordinates to the deck's (CSS px = pt) and times to seconds in the
// performance.now() timebase that requestAnimationFrame also uses, so input and frames share one clock.
// One pointer at a time: a second finger is ignored until the first lifts.

/** Elements inside a card that keep their own clicks: the deck does not capture the pointer until it moves. */
const CONTROLS = 'button, a[href], input, select, textarea, label, [contenteditable=""], [contenteditable="true"]';

/** The deck's keys, as on the other fronts: the arrows swipe (physical sides, in every layout direction),
 *  Backspace / Delete / Ctrl+Z / ⌘Z undo, Enter / Space select. Auto-repeats do nothing. */
export function actionForKey(event) {
  if (event.repeat || event.altKey) return null;
  switch (event.key) {
    case 'ArrowLeft': return { swipe: 'left' };
    case 'ArrowRight': return { swipe: 'right' };
    case 'ArrowUp': return { swipe: 'up' };
    case 'ArrowDown': return { swipe: 'down' };
    case 'Backspace': case 'Delete': return { undo: true };
    case 'z': case 'Z': return event.ctrlKey || event.metaKey ? { undo: true } : null;
    case 'Enter': case ' ': return { select: true };
    default: return null;
  }
}

export class DeckInput {
  /**
   * @param {HTMLElement} deck the deck element (pointer target, keyboard focus within)
   * @param {{pointerDown: Function, pointerMove: Function, pointerUp: Function, pointerCancel: Function,
   *          key: (action: object) => boolean}} sink
   */
  constructor(deck, sink) {
    this.deck = deck;
    this.sink = sink;
    this.pointerId = null;
    this.captured = false;
    this.listeners = [
      ['pointerdown', (e) => this.down(e)],
      ['pointermove', (e) => this.move(e)],
      ['pointerup', (e) => this.up(e)],
      ['pointercancel', (e) => this.cancel(e)],
      ['lostpointercapture', (e) => this.lost(e)],
      ['keydown', (e) => this.keydown(e)],
    ];
    for (const [type, listener] of this.listeners) deck.addEventListener(type, listener);
    // The browser must not pan or zoom the page when a finger drags a card.
    deck.style.touchAction = 'none';
  }

  point(event) {
    const box = this.deck.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top, event.timeStamp / 1000];
  }

  down(event) {
    if (this.pointerId !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    this.pointerId = event.pointerId;
    this.captured = false;
    if (!event.target.closest?.(CONTROLS)) this.capture(event);
    this.sink.pointerDown(...this.point(event));
  }

  capture(event) {
    try {
      this.deck.setPointerCapture(event.pointerId);
      this.captured = true;
    } catch {
      // the pointer is already gone (released before the capture); its up or cancel follows
    }
  }

  move(event) {
    if (event.pointerId !== this.pointerId) return;
    if (!this.captured) this.capture(event);
    // Coalesced events carry the moves the browser merged into this one: the velocity estimate wants them all.
    const moves = event.getCoalescedEvents?.() ?? [];
    for (const m of moves.length > 0 ? moves : [event]) this.sink.pointerMove(...this.point(m));
  }

  up(event) {
    if (event.pointerId !== this.pointerId) return;
    this.pointerId = null;
    this.sink.pointerUp(...this.point(event));
  }

  cancel(event) {
    if (event.pointerId !== this.pointerId) return;
    this.pointerId = null;
    this.sink.pointerCancel(event.timeStamp / 1000);
  }

  lost(event) {
    // Capture lost without an up (the element left the document, say): the gesture cannot finish, cancel it.
    if (event.pointerId === this.pointerId && this.captured) this.cancel(event);
  }

  keydown(event) {
    // Keys typed into the app's own controls inside a card stay theirs.
    if (event.target !== this.deck && event.target.closest?.(CONTROLS)) return;
    const action = actionForKey(event);
    if (action && this.sink.key(action)) event.preventDefault();
  }

  detach() {
    for (const [type, listener] of this.listeners) this.deck.removeEventListener(type, listener);
  }
}
