// The demo's card data and pictures: the Linux demo's five scenes (title, subtitle, palette) and its endless refills,
// drawn with CSS gradients and a few shapes instead of Cairo.

const mix = (a, b, t) => {
  const pa = [a >> 16, (a >> 8) & 255, a & 255];
  const pb = [b >> 16, (b >> 8) & 255, b & 255];
  return pa.map((v, i) => Math.round(v + (pb[i] - v) * t)).reduce((acc, v) => (acc << 8) | v, 0);
};
const hex = (c) => `#${c.toString(16).padStart(6, '0')}`;

export const INITIAL = [
  { title: 'Alpine Dawn', subtitle: 'Dolomites · first light over the ridges', motif: 'mountains',
    sky: [0xff9a8b, 0xffd3a5], light: 0xfff4d6, ground: [0x6b4e71, 0x3b2c4a] },
  { title: 'Ocean Sunset', subtitle: 'Big Sur · the sun meets the Pacific', motif: 'ocean',
    sky: [0x2e1a47, 0xf76b1c], light: 0xffe29f, ground: [0x3a2b5f, 0x120c26] },
  { title: 'Northern Lights', subtitle: 'Tromsø · swipe up for a super like', motif: 'aurora',
    sky: [0x05081c, 0x1b3a4b], light: 0x5cffb0, ground: [0x0e1a24, 0x04080d] },
  { title: 'Desert Dunes', subtitle: 'Sahara · warm wind, endless sand', motif: 'dunes',
    sky: [0xf9d976, 0xf39f86], light: 0xfffbea, ground: [0xe2a05b, 0x9c5b2e] },
  { title: 'Forest Lake', subtitle: 'Banff · pines mirrored in still water', motif: 'forest',
    sky: [0x9be2d5, 0xe8f6ef], light: 0xffffff, ground: [0x1e4d3a, 0x2f6f73] },
];

const REFILL_PLACES = [
  ['Misty Peaks', 'Patagonia'], ['Lagoon Glow', 'Bora Bora'], ['Polar Night', 'Lapland'], ['Red Canyon', 'Utah'],
  ['Pine Valley', 'Black Forest'], ['Glacier Bay', 'Alaska'], ['Coral Coast', 'Queensland'], ['Starfield', 'Atacama'],
];

/** The n-th refill card (0, 1, 2, …): the first five scenes with shifted palettes and new captions. */
export function refill(n) {
  const base = INITIAL[n % INITIAL.length];
  const [title, place] = REFILL_PLACES[n % REFILL_PLACES.length];
  return { ...base, title, subtitle: `${place} · fresh card #${n + 1}`,
    sky: [mix(base.sky[0], 0x6a5acd, 0.25), mix(base.sky[1], 0x87ceeb, 0.2)] };
}

const SILHOUETTE = {
  mountains: 'polygon(0 100%, 0 55%, 18% 30%, 32% 48%, 50% 18%, 68% 45%, 82% 28%, 100% 50%, 100% 100%)',
  ocean: 'polygon(0 100%, 0 40%, 100% 40%, 100% 100%)',
  aurora: 'polygon(0 100%, 0 60%, 25% 45%, 45% 58%, 70% 40%, 100% 55%, 100% 100%)',
  dunes: 'ellipse(70% 60% at 30% 100%)',
  forest: 'polygon(0 100%, 0 35%, 6% 10%, 12% 35%, 18% 5%, 24% 35%, 30% 15%, 36% 35%, 64% 35%, 70% 8%, ' +
    '76% 35%, 82% 12%, 88% 35%, 94% 6%, 100% 35%, 100% 100%)',
};

/** Fills `el` with the card's picture and caption (the app's own HTML, as any app would). */
export function renderPicture(card, el) {
  const picture = document.createElement('div');
  picture.className = 'picture';
  picture.style.background = `linear-gradient(${hex(card.sky[0])}, ${hex(card.sky[1])})`;
  const light = document.createElement('div');
  light.className = 'light';
  const aurora = card.motif === 'aurora';
  Object.assign(light.style, aurora
    ? { left: '-10%', top: '12%', width: '120%', height: '22%', borderRadius: '50%', opacity: '0.55',
      background: `radial-gradient(${hex(card.light)}, transparent 70%)` }
    : { left: '58%', top: card.motif === 'ocean' ? '42%' : '22%', width: '22%', aspectRatio: '1',
      background: `radial-gradient(${hex(card.light)} 55%, transparent 72%)` });
  const far = document.createElement('div');
  far.className = 'far';
  Object.assign(far.style, { top: '38%', bottom: '0', background: hex(card.ground[0]),
    clipPath: SILHOUETTE[card.motif] });
  const near = document.createElement('div');
  near.className = 'near';
  Object.assign(near.style, { top: '66%', bottom: '0',
    background: `linear-gradient(${hex(card.ground[0])}, ${hex(card.ground[1])})` });
  const caption = document.createElement('div');
  caption.className = 'caption';
  const title = document.createElement('h2');
  title.textContent = card.title;
  const subtitle = document.createElement('p');
  subtitle.textContent = card.subtitle;
  caption.append(title, subtitle);
  picture.append(light, far, near, caption);
  el.append(picture);
}
