// The web demo: Koloda's two example screens, as the Linux demo has them.
//   v1 · Stack   Koloda's ViewController: three cards stacked; when it runs out, four more cards are appended.
//   v2 · Spring  Koloda's BackgroundAnimationViewController: two cards; when it runs out it starts over.
// The third card of each five may also be swiped up ("super like"). The page keeps every event in window.kolodaLog
// (the browser tests read it) and shows the last one in the status line.

import { Koloda } from '../koloda.js';
import { INITIAL, refill, renderPicture } from './cards.js';

// Uncaught errors, for the browser tests (a callback's exception is reported here, never swallowed).
window.kolodaPageErrors = [];
addEventListener('error', (e) => window.kolodaPageErrors.push(String(e.message)));
addEventListener('unhandledrejection', (e) => window.kolodaPageErrors.push(String(e.reason)));

const params = new URLSearchParams(location.search);
const element = document.querySelector('#deck');
const status = document.querySelector('#status');
if (params.get('dir') === 'rtl') document.documentElement.dir = 'rtl';

let cards = [...INITIAL];
let refills = 0;
let screen = params.get('screen') === 'v2' ? 'v2' : 'v1';
let deck = null;
window.kolodaLog = [];
for (const tab of document.querySelectorAll('[role=tab]')) {
  tab.setAttribute('aria-selected', String(tab.dataset.screen === screen));
}

function log(event) {
  const entry = { ...event };
  delete entry.time;
  window.kolodaLog.push(entry);
  if (event.type !== 'dragged') {
    const detail = [event.index, event.direction, event.isPastThreshold === undefined ? undefined
      : event.isPastThreshold ? 'past' : 'back'].filter((v) => v !== undefined).join(' ');
    status.textContent = `${screen} · ${event.type} ${detail} · card ${Math.min(deck.currentIndex + 1, deck.count)}` +
      ` of ${deck.count}`;
  }
}

const SCREENS = {
  v1: { visibleCount: 3 },
  v2: { visibleCount: 2 },
};

async function mount() {
  deck?.destroy();
  cards = [...INITIAL];
  refills = 0;
  deck = await Koloda.mount(element, {
    count: cards.length,
    label: 'Pictures',
    options: { ...SCREENS[screen], undoLimit: params.has('undoLimit') ? Number(params.get('undoLimit')) : null },
    renderCard: (index, el) => renderPicture(cards[index], el),
    allowedDirections: (index) => (index % INITIAL.length === 2 ? ['left', 'right', 'up'] : ['left', 'right']),
    onRunOut() {
      if (screen === 'v1') {
        const start = cards.length;
        for (let i = 0; i < 4; i++) cards.push(refill(refills++));
        this.insert(start, 4);
      } else {
        this.showCard(0); // Koloda's v2 calls resetCurrentCardIndex(): the deck starts over
      }
    },
  });
  for (const name of ['show', 'swipe', 'runOut', 'undo', 'tap', 'dragBegan', 'dragged', 'dragEnded', 'reset',
    'thresholdCrossed', 'evicted', 'diagnostic']) {
    deck.on(name, (...args) => log(deck.eventLog[deck.eventLog.length - 1] ?? { type: name, args }));
  }
  window.deck = deck;
  status.textContent = `${screen} · ${cards.length} cards · drag, flick, or use the arrow keys and Backspace`;
}

for (const tab of document.querySelectorAll('[role=tab]')) {
  tab.addEventListener('click', async () => {
    screen = tab.dataset.screen;
    for (const other of document.querySelectorAll('[role=tab]')) {
      other.setAttribute('aria-selected', String(other === tab));
    }
    await mount();
  });
}
// LIKE swipes toward the trailing edge and NOPE toward the leading one: right and left, mirrored in a right-to-left
// layout (where the row of buttons is mirrored too).
const trailing = () => (deck.layoutDirection === 'rtl' ? 'left' : 'right');
const leading = () => (deck.layoutDirection === 'rtl' ? 'right' : 'left');
document.querySelector('#nope').addEventListener('click', () => deck.swipe(leading()));
document.querySelector('#like').addEventListener('click', () => deck.swipe(trailing()));
document.querySelector('#undo').addEventListener('click', () => deck.undo());

mount().then(() => { window.kolodaReady = true; }, (error) => {
  status.textContent = `Could not start the deck: ${error.message}`;
  window.kolodaError = String(error.message);
  throw error;
});
