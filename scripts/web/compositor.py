#!/usr/bin/env python3
"""What Chromium's display compositor draws in each frame of the held drag, layer by layer, and what it costs.

  scripts/web/compositor.py [--page koloda] [--size 1080x1920] [--trace FILE] [--root DIR]

Opens one of scripts/web/perf.py's pages (koloda, floor, floor2, floor3), records a Chrome trace of the same held drag
(categories `viz`, `cc` and the disabled-by-default `viz.quads` and `cc.debug`) and prints, as medians over the drag's
frames:
  for each layer drawn, back to front: its size, opacity and transform (identity, translated, scaled or rotated;
        as in the first frame), whether its contents are opaque, its quads drawn (those inside the frame's damage)
        and how many of them are blended, their area, and the display compositor's CPU time drawing them (ms per
        frame);
  for the frame: render passes, the damage rectangle and the total draw time (CPU);
and, over every frame of the drag, how many frames the display compositor drew and its CPU time drawing them: the
figure to compare between two versions of a page. The layers and quads come from the page's compositor frames
(`LayerTreeHostImpl:snapshot`); the times from the thread time (CPU time, which a loaded machine does not inflate as it
does wall time) of the display compositor's `SoftwareRenderer::DoDrawQuad` events (software compositing:
`--disable-gpu`), matched to the quads in drawing order. The compositor draws only inside the damage rectangle
(partial swap), so a quad is counted as drawn when its bounds meet the damage; a frame whose drawn quads do not match
the events one to one is left out (the number left out is printed). Tracing costs time too: the times are for
comparing layers and page variants with one another; the CPU figures of a page are scripts/web/perf.py's. `--root DIR`
serves another Web/ folder (the page as it was, for instance from `git archive`). Not in CI.
"""
import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve  # noqa: E402
from cdp import Browser  # noqa: E402
from perf import PAGES, ROOT, drag_start, post_drag  # noqa: E402

CATEGORIES = "viz,cc,disabled-by-default-viz.quads,disabled-by-default-cc.debug"


def record(url, size, is_deck):
    """The trace events of one held drag on the page at `url`."""
    browser = Browser(*size)
    try:
        browser.navigate(url)
        start = drag_start(browser, size, is_deck)
        browser.send("Tracing.start", categories=CATEGORIES, transferMode="ReportEvents")
        post_drag(browser, start)
        browser.post("Tracing.end")
        events = []
        while True:
            message = json.loads(browser.ws.recv())
            if message.get("method") == "Tracing.dataCollected":
                events += message["params"]["value"]
            elif message.get("method") == "Tracing.tracingComplete":
                return events
    finally:
        browser.close()


def bounds(quad, state):
    """The quad's visible rectangle mapped to the frame (a 2D affine map; its bounding box)."""
    m = state["quad_to_target_transform"]  # 4×4, row-major
    x, y, w, h = quad["visible_rect"]
    points = [(m[0] * px + m[1] * py + m[3], m[4] * px + m[5] * py + m[7])
              for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def meets(box, rect):
    x, y, w, h = rect
    return box[0] < x + w and box[2] > x and box[1] < y + h and box[3] > y


def transform_kind(m):
    if abs(m[1]) > 1e-6 or abs(m[4]) > 1e-6:
        return "rotated"
    if abs(m[0] - 1) > 1e-6 or abs(m[5] - 1) > 1e-6:
        return "scaled"
    return "translated" if m[3] or m[7] else "identity"


def frame_layers(snapshot):
    """The root pass's layers back to front: (state, quads drawn inside the damage), and the pass."""
    passes = snapshot["frame"]["render_passes"]
    root = passes[-1]
    states = root["shared_quad_state_list"]
    layers = {}
    for quad in reversed(root["quad_list"]):  # the list is front to back; the compositor draws back to front
        index = quad["shared_quad_state"]["index"]
        drawn = meets(bounds(quad, states[index]), root["damage_rect"])
        layers.setdefault(index, []).append((quad, drawn))
    return [(states[i], quads) for i, quads in layers.items()], root, len(passes)


def cpu_ms(event):
    """The event's thread time (CPU time, ms): unlike its wall time, it does not grow while the thread waits for a
    core on a loaded machine."""
    return event.get("tdur", event["dur"]) / 1000


def analyse(events):
    draws = sorted((e for e in events if e.get("name") == "SoftwareRenderer::DoDrawQuad"), key=lambda e: e["ts"])
    frames = sorted((e for e in events if e.get("name") == "DirectRenderer::DrawFrame" and e.get("ph") == "X"),
                    key=lambda e: e["ts"])
    snapshots = sorted((e for e in events if e.get("name") == "LayerTreeHostImpl:snapshot"
                        and e.get("args", {}).get("snapshot", {}).get("frame", {}).get("render_passes")),
                       key=lambda e: e["ts"])
    rows, totals, damages, pass_counts, left_out, drawn_layers = {}, [], [], [], 0, []
    for frame in frames:
        inside = [cpu_ms(d) for d in draws if frame["ts"] <= d["ts"] <= frame["ts"] + frame["dur"]]
        before = [s for s in snapshots if s["ts"] < frame["ts"]]
        if not before or not inside:
            continue
        layers, root, pass_count = frame_layers(before[-1]["args"]["snapshot"])
        drawn = [[q for q, d in quads if d] for _, quads in layers]
        if sum(len(q) for q in drawn) != len(inside):
            left_out += 1
            continue
        at = 0
        for place, ((state, quads), drawn_quads) in enumerate(zip(layers, drawn)):
            ms = sum(inside[at:at + len(drawn_quads)])
            at += len(drawn_quads)
            row = rows.setdefault(place, {"state": state, "quads": [], "blended": [], "area": [], "ms": []})
            row["quads"].append(len(drawn_quads))
            row["blended"].append(sum(1 for q in drawn_quads if q.get("needs_blending") or state["opacity"] < 1))
            row["area"].append(sum(q["visible_rect"][2] * q["visible_rect"][3] for q in drawn_quads) / 1e6)
            row["ms"].append(ms)
        totals.append(cpu_ms(frame))
        drawn_layers.append(sum(1 for quads in drawn if quads))
        damages.append(root["damage_rect"])
        pass_counts.append(pass_count)
    # Every frame's draw, matched or not: the display compositor's whole drawing in the drag, the figure to compare
    # between two versions of a page (it counts the frames each one draws, too).
    everything = (len(frames), sum(cpu_ms(f) for f in frames))
    return rows, totals, damages, pass_counts, left_out, drawn_layers, everything


def report(rows, totals, damages, pass_counts, left_out, drawn_layers, everything):
    print(f"all frames: {everything[0]}, drawn in {everything[1]:.0f} ms CPU")
    if not totals:
        print("compositor: no frame matched")
        return
    med = statistics.median
    print(f"{len(totals)} frames ({left_out} left out); render passes {min(pass_counts)}–{max(pass_counts)}; "
          f"damage (median frame) {sorted(damages, key=lambda r: r[2] * r[3])[len(damages) // 2]}; "
          f"draw {med(totals):.1f} ms CPU per frame (median)")
    # A layer's place in the table is its place back to front, so a frame that draws one more layer (a card coming
    # in) shifts the places above it: how many frames drew how many layers says whether that happened.
    counts = {k: drawn_layers.count(k) for k in sorted(set(drawn_layers))}
    print("frames by layers drawn: " + ", ".join(f"{k} layers: {v}" for k, v in counts.items()))
    print(f"{'layer (back to front)':>22} {'size':>10} {'opacity':>8} {'transform':>10} {'opaque':>7} "
          f"{'quads':>6} {'blended':>8} {'Mpx':>5} {'ms':>5}")
    for place, row in rows.items():
        state = row["state"]
        rect = state["quad_layer_rect"]
        print(f"{place:>22} {f'{rect[2]}x{rect[3]}':>10} {state['opacity']:8.2f} "
              f"{transform_kind(state['quad_to_target_transform']):>10} {str(state['are_contents_opaque']):>7} "
              f"{med(row['quads']):6.0f} {med(row['blended']):8.0f} {med(row['area']):5.2f} {med(row['ms']):5.2f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--page", default="koloda", choices=[name for name, _, _ in PAGES])
    parser.add_argument("--size", default="1080x1920")
    parser.add_argument("--trace", help="also write the trace here (chrome://tracing, Perfetto)")
    parser.add_argument("--root", default=os.path.join(ROOT, "Web"), help="the Web/ folder to serve")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    server, base = serve.start(os.path.abspath(args.root))
    try:
        path, is_deck = next((p, d) for name, p, d in PAGES if name == args.page)
        events = record(base + path, size, is_deck)
    finally:
        server.terminate()
    if args.trace:
        with open(args.trace, "w") as f:
            json.dump({"traceEvents": events}, f)
    print(f"compositor: {args.page} at {args.size}, one held drag")
    report(*analyse(events))
    return 0


if __name__ == "__main__":
    sys.exit(main())
