// The engine call in koloda.wasm under Node, the same loops as WebBench.swift runs natively (scripts/wasm-bench.sh).
// Usage: node Web/Bench/bench.mjs Web/dist/koloda.wasm
import { readFileSync } from "node:fs";

const samples = 200, operations = 1000, warmUp = 20000;
const nothing = () => {};
const imports = {
  koloda: {
    apply: nothing, request_frames: nothing, stop_frames: nothing, event: nothing,
    allowed_directions: () => -1, should_swipe: () => -1, threshold_ratio: () => NaN,
  },
};
const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), imports);
const x = instance.exports;

function time(body) {
  const begin = process.hrtime.bigint();
  for (let i = 0; i < operations; i++) body();
  return Number(process.hrtime.bigint() - begin) / 1000 / operations;
}
const median = (values) => Math.trunc(values.sort((a, b) => a - b)[Math.floor(values.length / 2)] * 1000) / 1000;

function dragUpdate() {
  x.koloda_create(460, 660, 20, 10, 0, 0, 0);
  x.koloda_pointer_down(230, 300, 1);
  let t = 1, k = 0;
  const step = () => {
    t += 1 / 60;
    k += 1;
    x.koloda_pointer_move(250 + (k % 100), 300, t);
    x.koloda_refresh(t);
  };
  for (let i = 0; i < warmUp; i++) step();
  return Array.from({ length: samples }, () => time(step));
}

function refreshes() {
  x.koloda_create(460, 660, 20, 3, 1, 0, 0);
  let start = 1, k = 0;
  const refresh = () => { k += 1; x.koloda_refresh(start + 0.05 + k * 1e-5); };
  const result = [];
  for (let sample = 0; sample < samples + warmUp / operations; sample++) {
    start += 10;
    k = 0;
    x.koloda_swipe(1, 0, start);
    const perOperation = time(refresh);
    if (sample >= warmUp / operations) result.push(perOperation);
  }
  return result;
}

console.log(`drag update (pointer move + refresh), 10 visible cards: ${median(dragUpdate())} µs`);
console.log(`refresh, 3 cards animating: ${median(refreshes())} µs`);
