// The trace check's Node player (scripts/wasm-check.sh): plays a recorded session through koloda.wasm with imports
// that write what they receive, as TraceRecorder.swift does natively; the two traces must be equal byte for byte.
// Usage: node Web/Trace/trace.mjs Web/dist/koloda.wasm SESSION
import { readFileSync } from "node:fs";

const [wasmPath, sessionPath] = process.argv.slice(2);
const lines = [];
let requested = false;
// Imports applied, and whether the calls from inside an event and a question were made (once each).
let applies = 0, reentered = false, askedInside = false;
function inside(place, code) {
  lines.push(`inside ${place} = ${code}`);
  if (code < 0) lines.push("message " + message());
}
let x; // the instance's exports
const bits = new DataView(new ArrayBuffer(8));
const hex = (v) => { bits.setFloat64(0, v, true); return bits.getBigUint64(0, true).toString(16); };
const message = () => new TextDecoder().decode(
  new Uint8Array(x.memory.buffer, x.koloda_message_ptr(), x.koloda_message_len()));

const imports = {
  koloda: {
    apply(ptr, len) {
      const plan = new Float64Array(x.memory.buffer, ptr, len / 8);
      lines.push("apply " + Array.from(plan, hex).join(" "));
      applies += 1;
      // A call from inside apply is refused (the plan buffer is being read).
      if (applies === 100) inside("apply", x.koloda_swipe(0, 0, 0));
    },
    request_frames() { requested = true; lines.push("request"); },
    stop_frames() { requested = false; lines.push("stop"); },
    event(kind, index, direction, value, flag, time) {
      lines.push(`event ${kind} ${index} ${direction} ${hex(value)} ${flag} ${hex(time)}`);
      if (kind === 12) lines.push("message " + message());
      // A call from inside a notification applies; its events follow this one's.
      if (kind === 6 && index === 5 && !reentered) {
        reentered = true;
        inside("event", x.koloda_swipe(1, 0, time));
        inside("event", x.koloda_destroy());
      }
    },
    allowed_directions(index) {
      const answer = index % 3 === 0 ? 15 : -1;
      lines.push(`ask allowed ${index} ${answer}`);
      // A mutating call from inside a question is rejected.
      if (!askedInside) {
        askedInside = true;
        inside("question", x.koloda_show(0, 0, 0));
      }
      return answer;
    },
    should_swipe(index, direction) {
      const answer = direction === 2 ? 0 : -1;
      lines.push(`ask swipe ${index} ${direction} ${answer}`);
      return answer;
    },
    threshold_ratio() { lines.push("ask threshold"); return 0.8; },
  },
};

const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), imports);
x = instance.exports;

function result(code) {
  lines.push(`= ${code}`);
  if (code < 0) lines.push("message " + message());
}
function refresh(t) {
  if (!requested) return;
  lines.push("refresh " + hex(t));
  x.koloda_refresh(t);
}
function play(name, a) {
  if (name === "run") {
    for (let k = 1; k <= a[1]; k++) refresh(a[0] + k / 60);
  } else if (name === "moves") {
    for (let k = 1; k <= a[4]; k++) {
      const t = a[5] + k / 60;
      result(x.koloda_pointer_move(a[0] + k * a[2], a[1] + k * a[3], t));
      refresh(t);
    }
  } else if (name === "refresh") {
    x.koloda_refresh(a[0]);
  } else if (name === "insert" || name === "remove") {
    result(x["koloda_" + name](...a));
  } else if (typeof x["koloda_" + name] === "function") {
    result(x["koloda_" + name](...a));
  } else {
    lines.push("unknown " + name);
  }
}

for (const line of readFileSync(sessionPath, "utf8").split("\n")) {
  const words = line.split(" ").filter((w) => w.length > 0);
  if (words.length === 0 || words[0].startsWith("#")) continue;
  lines.push("> " + words.join(" "));
  play(words[0], words.slice(1).map((w) => (w === "nan" ? NaN : Number(w))));
  lines.push(`state ${x.koloda_current_index()} ${x.koloda_count()} ${x.koloda_is_animating()} ${x.koloda_wants_frames()}`);
}
console.log(lines.join("\n"));
