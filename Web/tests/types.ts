// Checks Web/koloda.d.ts with the TypeScript compiler (scripts/web-e2e.sh: `tsc --noEmit --strict`): an app's typical
// use compiles, and misuse does not (each `@ts-expect-error` line must be an error, or tsc fails).
import Koloda, { DIRECTIONS, Direction, KolodaDeck } from '../koloda';

export async function typicalUse(element: HTMLElement): Promise<KolodaDeck> {
  const deck = await Koloda.mount(element, {
    count: 3,
    renderCard(index, el) { el.textContent = String(index); },
    renderOverlay(el, direction, layoutDirection, index) {
      el.textContent = `${direction} ${layoutDirection} ${index}`;
    },
    onSwipe(index, direction, angle) {
      const d: Direction = direction;
      console.log(index, d, angle, this.count);
    },
    onRunOut() { this.showCard(0, { animated: false }); },
    onThresholdCrossed(index, direction, isPast) { console.log(index, direction, isPast); },
    allowedDirections: (index) => (index === 2 ? ['left', 'right', 'up'] : undefined),
    shouldSwipe: (index, direction) => index !== 0 || direction !== 'up',
    options: { visibleCount: 2, undoLimit: null, layoutDirection: 'rtl', reducedMotion: false, loop: true },
  });
  deck.swipe('left');
  deck.swipe(Math.PI / 4);
  deck.insert(0, 2);
  deck.remove(1);
  deck.reload();
  deck.setOptions({ allowedDirections: ['up'] });
  const stop = deck.on('swipe', (index: number) => console.log(index));
  stop();
  console.log(DIRECTIONS.length, deck.eventLog[0]?.type, Koloda.phrase('card.position', 1, 3));
  return deck;
}

export async function misuse(deck: KolodaDeck, element: HTMLElement): Promise<void> {
  // @ts-expect-error: not a direction
  deck.swipe('sideways');
  // @ts-expect-error: renderCard is required
  await Koloda.mount(element, { count: 3 });
  // @ts-expect-error: not an option
  deck.setOptions({ visibleCards: 2 });
  // @ts-expect-error: not an event
  deck.on('swiped', () => {});
}
