// The heap check of scripts/wasm-check.sh: 300 decks created and destroyed in one instance, each with cards inserted
// and removed, swipes, drags and undos animated to rest. The module is long-lived and its allocator never gives
// memory back, so the memory must stop growing: its size after the 10th deck must be its size after the 300th.
// Usage: node Web/Trace/heap.mjs Web/dist/koloda.wasm
import { readFileSync } from "node:fs";
let x, frames = false;
const imports = { koloda: {
  apply() {}, request_frames() { frames = true; }, stop_frames() { frames = false; },
  event() {}, allowed_directions() { return -1; }, should_swipe() { return -1; }, threshold_ratio() { return NaN; } } };
const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), imports);
x = instance.exports;
let t = 0;
const run = (n) => { for (let i = 0; i < n && frames; i++) { t += 1 / 60; x.koloda_refresh(t); } };
const sizes = [];
for (let round = 0; round < 300; round++) {
  if (x.koloda_create(360, 640, 50 + (round % 7) * 10, 3 + (round % 3), round % 2, 0, t) !== 1) throw new Error("create");
  run(200);
  for (let k = 0; k < 20; k++) {
    x.koloda_insert(0, 5 + (k % 4), 1, t); run(5);
    x.koloda_swipe(k % 2, 1, t); run(10);
    x.koloda_pointer_down(180, 320, t); for (let m = 0; m < 10; m++) { t += 0.016; x.koloda_pointer_move(180 + m * 15, 320, t); run(1); }
    x.koloda_pointer_up(330, 320, t); run(60);
    x.koloda_remove(0, 3, 1, t); run(5);
    if (k % 5 === 0) x.koloda_action(1, -1, t); run(30);
  }
  run(400);
  if (x.koloda_destroy() !== 1) throw new Error("destroy");
  sizes.push(x.memory.buffer.byteLength);
}
console.log("wasm-check: heap after 1, 10, 100, 300 decks:", sizes[0], sizes[9], sizes[99], sizes[299]);
if (sizes[299] !== sizes[9]) { console.log("wasm-check: the heap is still growing"); process.exit(1); }
