// Unit tests of the web front's pure parts, under Node (`node --test Web/tests`, no npm): the plan buffer's decoding
// against a buffer laid out by hand from docs/web-abi.md, direction codes and masks, the spoken phrases, the keys.
import assert from 'node:assert/strict';
import test from 'node:test';

import { DEFAULT_STRINGS, phrase } from '../src/a11y.js';
import { DIRECTIONS, decodePlan, directionCode, directionMask } from '../src/engine.js';
import { actionForKey } from '../src/input.js';

test('direction codes follow the ABI order; masks have one bit per direction', () => {
  assert.deepEqual(['left', 'right', 'up', 'down', 'topLeft', 'topRight', 'bottomLeft', 'bottomRight']
    .map(directionCode), [0, 1, 2, 3, 4, 5, 6, 7]);
  assert.equal(directionMask(['left', 'right']), 3); // the ABI's default mask
  assert.equal(directionMask(DIRECTIONS), 255);
  assert.equal(directionMask([]), 0);
  assert.throws(() => directionCode('sideways'), /not a direction/);
  assert.throws(() => directionMask('left'), /array/);
});

test('a plan decodes field by field as the ABI lays it out', () => {
  // header, 1 request, 2 placements (back to front), 1 removal
  const numbers = [1, 1 | 2, 7, -1, 1, 2, 1, 5,
    7, 0, 3,
    8, 1, 400, 520, 0.95, 0, 0, 0.95, 10, 26, 0.7, -1, 0, 4,
    7, 0, 400, 520, 0.9, 0.1, -0.1, 0.9, 33, -4, 1, 1, 0.5, 1 | 4,
    6];
  const memory = { buffer: new Float64Array(numbers).buffer };
  const plan = decodePlan(memory, 0, numbers.length * 8);
  assert.equal(plan.moving, true);
  assert.equal(plan.focusFollows, true);
  assert.equal(plan.held, false);
  assert.equal(plan.front, 7);
  assert.equal(plan.count, 5);
  assert.deepEqual(plan.loads, [{ id: 7, index: 0 }]);
  assert.deepEqual(plan.removals, [6]);
  assert.deepEqual(plan.placements.map((p) => [p.id, p.index, p.overlayDirection, p.interactive, p.fresh]),
    [[8, 1, null, false, true], [7, 0, 'right', true, true]]);
  const front = plan.placements[1];
  assert.deepEqual([front.a, front.b, front.c, front.d, front.tx, front.ty, front.alpha, front.overlayProgress],
    [0.9, 0.1, -0.1, 0.9, 33, -4, 1, 0.5]);
  assert.equal(front.leaving, false);
});

test('a plan of another layout version is refused', () => {
  const memory = { buffer: new Float64Array([2, 0, -1, -1, 0, 0, 0, 0]).buffer };
  assert.throws(() => decodePlan(memory, 0, 64), /layout 2/);
});

test('phrases are the native fronts\' English strings, with their arguments', () => {
  assert.equal(phrase(DEFAULT_STRINGS, 'card.position', 3, 20), 'card 3 of 20');
  assert.equal(phrase(DEFAULT_STRINGS, 'action.swipe.topLeft'), 'Swipe up and left');
  assert.equal(phrase({ 'card.position': 'Karte %1$d von %2$d' }, 'card.position', 1, 5), 'Karte 1 von 5');
  assert.equal(phrase({ 'card.position': '%2$d: %1$d' }, 'card.position', 1, 5), '5: 1');
});

test('the keys map as on the other fronts; repeats and other keys do nothing', () => {
  const key = (k, extra = {}) => actionForKey({ key: k, repeat: false, altKey: false, ctrlKey: false,
    metaKey: false, ...extra });
  assert.deepEqual(key('ArrowLeft'), { swipe: 'left' });
  assert.deepEqual(key('ArrowDown'), { swipe: 'down' });
  assert.deepEqual(key('Backspace'), { undo: true });
  assert.deepEqual(key('z', { ctrlKey: true }), { undo: true });
  assert.deepEqual(key('z', { metaKey: true }), { undo: true });
  assert.deepEqual(key('Enter'), { select: true });
  assert.deepEqual(key(' '), { select: true });
  assert.equal(key('z'), null);
  assert.equal(key('ArrowLeft', { repeat: true }), null);
  assert.equal(key('a'), null);
});
