// What Web/Bench/bench.mjs takes from Node, in a browser page (browser.html maps `node:fs` here): `readFileSync` of
// the module (fetched before the benchmark starts), `process.argv` and `process.hrtime.bigint()` (from
// performance.now(), 5 µs steps in a cross-origin isolated page, which scripts/web/serve.py makes it).
const url = new URL('../dist/koloda.wasm', import.meta.url);
const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());

globalThis.process = {
  argv: ['browser', 'bench.mjs', String(url)],
  hrtime: { bigint: () => BigInt(Math.round(performance.now() * 1e6)) },
};

export function readFileSync() {
  return bytes;
}
