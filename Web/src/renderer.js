// The DOM renderer: applies the presenter's plans (decoded by engine.js) to one element per card.
//
// Each card is an absolutely placed <div class="koloda-card"> holding the app's own HTML (renderCard) and an overlay
// element (renderOverlay, or the default LIKE/NOPE stamp). A placement's transform and opacity are written only when
// they differ from what the element already shows, so a still card costs nothing per frame and a moving one costs two
// style writes. Cards are stacked in the plan's order (back to front) with z-index. The renderer decides nothing:
// which cards exist, where they are and which one is in front all come from the plan.

/** @typedef {import('./engine.js').Plan} Plan */

const DIRECTIONS_TRAILING = new Set(['right', 'topRight', 'bottomRight']);
const DIRECTIONS_LEADING = new Set(['left', 'topLeft', 'bottomLeft']);

/** The default overlay: a tilted rubber stamp in the card's top corner — green "LIKE" toward the trailing side
 *  (right, or left in a right-to-left layout), red "NOPE" toward the leading side, blue "SUPER" up — as the Linux
 *  demo draws it. Styled inline, so it needs no stylesheet; an app replaces it with `renderOverlay`. */
export function defaultOverlay(element, direction, layoutDirection) {
  const mirrored = layoutDirection === 'rtl';
  const trailing = mirrored ? DIRECTIONS_LEADING.has(direction) : DIRECTIONS_TRAILING.has(direction);
  const leading = mirrored ? DIRECTIONS_TRAILING.has(direction) : DIRECTIONS_LEADING.has(direction);
  const kind = trailing ? 'like' : leading ? 'nope' : direction === 'up' ? 'super' : '';
  if (!kind) return;
  const stamp = document.createElement('span');
  stamp.className = `koloda-stamp koloda-stamp-${kind}`;
  stamp.textContent = { like: 'LIKE', nope: 'NOPE', super: 'SUPER' }[kind];
  const color = { like: '#2ebd6b', nope: '#e8464b', super: '#2ea8ff' }[kind];
  // LIKE sits in the leading top corner (the corner the card drags away from), NOPE in the trailing one.
  const x = kind === 'super' ? 50 : (kind === 'like') !== mirrored ? 28 : 72;
  const y = kind === 'super' ? 72 : 14;
  const angle = kind === 'super' ? -0.1 : ((kind === 'like' ? -0.26 : 0.26) * (mirrored ? -1 : 1));
  Object.assign(stamp.style, {
    position: 'absolute', left: `${x}%`, top: `${y}%`, transform: `translate(-50%, -50%) rotate(${angle}rad)`,
    border: `5px solid ${color}`, borderRadius: '10px', color, background: 'rgb(255 255 255 / 0.12)',
    font: '900 38px/1 system-ui, sans-serif', padding: '10px 16px', letterSpacing: '0.04em',
  });
  element.append(stamp);
}

/** Formats a number for a CSS matrix: enough digits for sub-pixel placement, short strings. */
function n(value) {
  return Math.abs(value) < 1e-9 ? '0' : String(Math.round(value * 1e4) / 1e4);
}

export class DomRenderer {
  /**
   * @param {HTMLElement} stage the element the cards go in (positioned; its coordinates are the deck's, pt = CSS px)
   * @param {{renderCard: Function, renderOverlay?: Function, layoutDirection: () => string,
   *          cardLabel: (index: number) => string}} app
   */
  constructor(stage, app) {
    this.stage = stage;
    this.app = app;
    /** @type {Map<number, {el: HTMLElement, content: HTMLElement, overlay: HTMLElement, index: number,
     *   transform: string, opacity: string, z: number, overlayKey: string, overlayOpacity: string,
     *   front: boolean, hidden: boolean}>} */
    this.cards = new Map();
    this.frontId = -1;
    this.styleWrites = 0;
  }

  /** The element of the front card, or null. */
  get frontElement() {
    return this.cards.get(this.frontId)?.el ?? null;
  }

  /** The element of the card with data index `index` on screen, or null. */
  elementForIndex(index) {
    for (const card of this.cards.values()) if (card.index === index) return card.el;
    return null;
  }

  /** Applies one plan: content first (front first), then placements back to front, then removals. */
  apply(plan) {
    for (const request of plan.loads) this.load(request.id, request.index);
    plan.placements.forEach((placement, order) => this.place(placement, order));
    for (const id of plan.removals) this.removeCard(id);
    this.frontId = plan.front;
  }

  /** Fills the element of card `id` (made if new) with the app's content for data index `index`. */
  load(id, index) {
    const card = this.cards.get(id) ?? this.element(id, index);
    card.index = index;
    card.content.replaceChildren();
    this.app.renderCard(index, card.content);
    card.overlayKey = '';
  }

  /** Makes the (empty) element of card `id`. */
  element(id, index) {
    const el = document.createElement('div');
    el.className = 'koloda-card';
    el.style.cssText = 'position:absolute;left:0;top:0;transform-origin:0 0;will-change:transform,opacity';
    const content = document.createElement('div');
    content.className = 'koloda-card-content';
    content.style.cssText = 'position:absolute;inset:0';
    const overlay = document.createElement('div');
    overlay.className = 'koloda-overlay';
    overlay.setAttribute('aria-hidden', 'true');
    // Its own layer: its opacity changes every drag frame, and the card under it must not be painted again for that.
    overlay.style.cssText = 'position:absolute;inset:0;pointer-events:none;opacity:0;will-change:opacity';
    el.append(content, overlay);
    this.stage.append(el);
    const card = { el, content, overlay, index, transform: '', opacity: '', z: -1, overlayKey: '',
      overlayOpacity: '0', front: false, hidden: false, width: -1, height: -1, label: '' };
    this.cards.set(id, card);
    return card;
  }

  place(p, order) {
    // An element is made at a card's first placement; its content comes with the card's content request.
    const card = this.cards.get(p.id) ?? this.element(p.id, p.index);
    const el = card.el;
    card.index = p.index;
    if (card.width !== p.width || card.height !== p.height) {
      el.style.width = `${p.width}px`;
      el.style.height = `${p.height}px`;
      card.width = p.width;
      card.height = p.height;
      this.styleWrites += 2;
    }
    // The plan's transform maps the card's own coordinates (0…width, 0…height) to the deck's: with
    // transform-origin 0 0, CSS's matrix() is exactly that map.
    const transform = `matrix(${n(p.a)},${n(p.b)},${n(p.c)},${n(p.d)},${n(p.tx)},${n(p.ty)})`;
    if (transform !== card.transform) {
      el.style.transform = transform;
      card.transform = transform;
      this.styleWrites++;
    }
    const opacity = n(p.alpha);
    if (opacity !== card.opacity) {
      el.style.opacity = opacity;
      card.opacity = opacity;
      this.styleWrites++;
    }
    if (card.z !== order) {
      el.style.zIndex = String(order + 1);
      card.z = order;
    }
    this.placeOverlay(card, p);
    this.markFront(card, p);
  }

  placeOverlay(card, p) {
    const key = p.overlayDirection ?? '';
    if (key !== card.overlayKey) {
      card.overlayKey = key;
      const render = this.app.renderOverlay ?? defaultOverlay;
      card.overlay.replaceChildren();
      if (key) render(card.overlay, key, this.app.layoutDirection(), card.index);
      card.overlay.classList.add('koloda-overlay');
      card.overlay.setAttribute('aria-hidden', 'true');
    }
    const opacity = key ? n(p.overlayProgress) : '0';
    if (opacity !== card.overlayOpacity) {
      card.overlay.style.opacity = opacity;
      card.overlayOpacity = opacity;
      this.styleWrites++;
    }
  }

  /** The front card is the one element that takes pointers and focus; the others are hidden from screen readers. */
  markFront(card, p) {
    const hidden = !p.interactive;
    if (card.hidden !== hidden) {
      card.hidden = hidden;
      card.el.toggleAttribute('inert', hidden);
      if (hidden) card.el.setAttribute('aria-hidden', 'true');
      else card.el.removeAttribute('aria-hidden');
      card.el.style.pointerEvents = hidden ? 'none' : 'auto';
    }
    if (card.front !== p.interactive) {
      card.front = p.interactive;
      card.el.classList.toggle('koloda-front', p.interactive);
      if (p.interactive) {
        card.el.tabIndex = 0;
        card.el.setAttribute('role', 'group');
        card.el.setAttribute('aria-roledescription', 'card');
      } else {
        card.el.removeAttribute('tabindex');
        card.el.removeAttribute('role');
        card.el.removeAttribute('aria-roledescription');
      }
    }
    if (p.interactive) {
      const label = this.app.cardLabel(card.index);
      if (label !== card.label) {
        card.el.setAttribute('aria-label', label);
        card.label = label;
      }
    }
  }

  removeCard(id) {
    const card = this.cards.get(id);
    if (!card) return;
    card.el.remove();
    this.cards.delete(id);
  }

  /** Removes every card element (destroy). */
  clear() {
    for (const id of [...this.cards.keys()]) this.removeCard(id);
    this.frontId = -1;
  }
}
