// What the deck says to people using screen readers: the native fronts' spoken phrases (the same keys and English
// text as the iOS front's Localizable.strings), the deck as a labelled region, and a polite live region that
// announces swipes and undos. An app passes `strings` to mount() to translate them.

export const DEFAULT_STRINGS = Object.freeze({
  'action.swipe.left': 'Swipe left',
  'action.swipe.right': 'Swipe right',
  'action.swipe.up': 'Swipe up',
  'action.swipe.down': 'Swipe down',
  'action.swipe.topLeft': 'Swipe up and left',
  'action.swipe.topRight': 'Swipe up and right',
  'action.swipe.bottomLeft': 'Swipe down and left',
  'action.swipe.bottomRight': 'Swipe down and right',
  'action.undo': 'Undo',
  'action.select': 'Select',
  'card.position': 'card %1$d of %2$d',
  'card.hint.select': 'Selects the card.',
  'deck.label': 'Cards',
});

/** Fills a phrase's `%1$d`-style arguments (and plain `%d`, in order). */
export function phrase(strings, key, ...args) {
  let next = 0;
  const text = strings[key] ?? DEFAULT_STRINGS[key] ?? key;
  return text.replace(/%(?:(\d+)\$)?d/g, (_, position) => String(args[position ? Number(position) - 1 : next++]));
}

export class Announcer {
  /** @param {HTMLElement} deck the deck element: becomes a labelled region; the live region goes inside it */
  constructor(deck, strings, label) {
    this.strings = strings;
    deck.setAttribute('role', 'region');
    deck.setAttribute('aria-label', label ?? phrase(strings, 'deck.label'));
    deck.setAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight ArrowUp ArrowDown Backspace Enter');
    this.live = document.createElement('div');
    this.live.className = 'koloda-live';
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('aria-atomic', 'true');
    // visually hidden, still read
    Object.assign(this.live.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden',
      clipPath: 'inset(50%)', whiteSpace: 'nowrap', margin: '-1px', padding: '0', border: '0' });
    deck.append(this.live);
    /** Every announcement, oldest first (tests read it). */
    this.spoken = [];
  }

  /** The label of the card at `index` in a deck of `count`: "card 3 of 20". */
  cardLabel(index, count) {
    return phrase(this.strings, 'card.position', index + 1, count);
  }

  /** Says `text` politely (after what the screen reader is saying). */
  say(text) {
    this.spoken.push(text);
    // A changed text node is what live regions announce; the same text twice in a row needs a fresh node.
    this.live.textContent = '';
    this.live.append(document.createTextNode(text));
  }

  swiped(direction, nextIndex, count) {
    const position = nextIndex >= 0 && nextIndex < count ? `, ${this.cardLabel(nextIndex, count)}` : '';
    this.say(phrase(this.strings, `action.swipe.${direction}`) + position);
  }

  undone(index, count) {
    this.say(`${phrase(this.strings, 'action.undo')}, ${this.cardLabel(index, count)}`);
  }

  detach() {
    this.live.remove();
  }
}
