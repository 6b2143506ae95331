#!/usr/bin/env python3
"""The web front's held-drag measurement in headless Chromium, beside a plain rAF page and a one-element floor.

  scripts/web/perf.py [--runs N] [--sizes 1080x1920,540x960] [--pages …] [--rounds R] [--before DIR]

For each page size: the demo (screen v1), Web/demo/baseline.html (no deck) and Web/demo/floor.html (one plain element
of the demo's card size, with a gradient, moved and rotated by the drag and flying on after the release as the demo's
swiped card does: what the browser itself costs to move one card-sized layer; floor2 and floor3 put one or two back
layers under it, placed, faded and scaled with the drag as the deck's back cards: what two or three card-sized layers
cost), each with the same real mouse input over the DevTools protocol — press on the front card, 37 moves over
600 ms, release — and for each run:
  CPU   user + system time of every Chromium process (the browser's process group, from /proc) from the press to
        450 ms after the release, divided by that wall time: cores;
  frames the page's requestAnimationFrame timestamps over the same span (a recorder the page runs during the
        measurement); a missed frame is a vsync without a frame: each gap of k refresh intervals (60 Hz, rounded)
        misses k − 1;
  memory the proportional set size (Pss) of every Chromium process after the runs, summed (MB);
  and the CPU split by Chromium process type (browser, gpu-process: the display compositor, renderer: the page).
The drag crosses the threshold and swipes, so the release's flight is in the window too. Reports the median and the
range of the runs, the Chromium version and the load (uptime). Not in CI: its numbers are for reports.

A change to the page is measured against the page as it was: `--before DIR` serves DIR (a Web/ folder, for instance
from `git archive`) as a second server and adds its demo as the page `before`; `--rounds R` measures every page R
times, alternated (round 1: each page, round 2: each page again, …), so that a change of the machine's load falls on
both sides.
"""
import argparse
import os
import re
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve  # noqa: E402
from cdp import Browser, chromium_version  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TICK = os.sysconf("SC_CLK_TCK")
REFRESH_MS = 1000 / 60  # headless Chromium's display: 60 Hz (the rAF baseline page runs at 60.0 fps)

# The frame recorder, and a count of the releases the page received: a run whose release never reached the page (the
# browser cancelled the pointer, for instance to drag a selection) did not measure the drag; it is reported and left
# out.
RECORDER = """(() => { window.perfFrames = []; window.perfRecording = true; window.perfReleases = 0;
  if (!window.perfCounting) {
    window.perfCounting = true;
    addEventListener('pointerup', () => { window.perfReleases++; }, { capture: true });
  }
  const step = (t) => { if (!window.perfRecording) return; perfFrames.push(t); requestAnimationFrame(step); };
  requestAnimationFrame(step); })()"""


def group_processes(pgid):
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if int(fields[2]) == pgid:  # field 5 of stat: the process group
                pids.append(entry)
        except (OSError, IndexError, ValueError):
            pass
    return pids


def process_kind(pid):
    """Chromium's process type from its command line (--type=renderer, gpu-process, utility, …); browser if none."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            command = f.read().decode(errors="replace")
    except OSError:
        return "gone"
    # Chromium rewrites its processes' titles: the arguments are separated by spaces, not NULs
    kind = re.search(r"--type=([\w-]+)", command)
    return kind.group(1) if kind else "browser"


def cpu_by_kind(pgid):
    """CPU seconds (user + system) so far of every process in the group, by process type."""
    totals = {}
    for pid in group_processes(pgid):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            kind = process_kind(pid)
            totals[kind] = totals.get(kind, 0) + (int(fields[11]) + int(fields[12])) / TICK  # utime, stime
        except (OSError, IndexError, ValueError):
            pass
    return totals


def resident_mb(pgid):
    """The proportional set size (Pss: shared pages divided among their sharers) of every process, summed."""
    total = 0
    for pid in group_processes(pgid):
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                total += sum(int(line.split()[1]) for line in f if line.startswith("Pss:")) * 1024
        except (OSError, IndexError, ValueError):
            pass
    return total / 1e6


def missed_frames(stamps):
    if len(stamps) < 2:
        return 0, 0.0
    gaps = [b - a for a, b in zip(stamps, stamps[1:])]
    # Gaps are counted in the display's refresh interval, not in the run's own median gap: a page that runs steadily
    # at 30 fps misses every other frame (the median gap would call that none).
    missed = sum(max(0, round(g / REFRESH_MS) - 1) for g in gaps)
    fps = (len(stamps) - 1) / ((stamps[-1] - stamps[0]) / 1000)
    return missed, fps


def post_drag(browser, start):
    """The held drag from `start` (CSS px): press, 37 moves over 600 ms, release; returns once 450 ms have passed
    since the release."""
    x, y = start
    begin = time.time()

    def post(offset, kind, px, py, buttons=1):
        # posted at its time with that time as its timestamp, not waiting for the browser (as e2e.py's Gesture)
        time.sleep(max(0.0, begin + offset - time.time()))
        browser.mouse(kind, px, py, buttons, timestamp=begin + offset, wait=False)

    post(0, "mousePressed", x, y)
    for i in range(1, 38):
        post(0.6 * i / 37, "mouseMoved", x + 9 * i, y - 0.5 * i)
    post(0.6, "mouseReleased", x + 333, y - 18.5, buttons=0)
    browser.drain()
    time.sleep(max(0.0, begin + 0.6 + 0.45 - time.time()))


def drag_start(browser, size, is_deck):
    """Where the drag presses: a third across the demo's front card, half way down; on the other pages a third across
    the page, half way down. Waits for the deck to rest first, then 0.3 s."""
    if is_deck:
        browser.wait_for("!deck.isAnimating", 10)
        start = browser.evaluate("""(() => { const r = deck.renderer.frontElement.getBoundingClientRect();
            return [r.left + r.width / 3, r.top + r.height / 2]; })()""")
    else:
        start = [size[0] / 3, size[1] / 2]
    time.sleep(0.3)
    return start


def held_drag(browser, start):
    """One measured drag; returns (cores, missed, fps, frames, cores by process type, releases seen)."""
    browser.evaluate(RECORDER)
    time.sleep(0.1)
    pgid = browser.process.pid
    kinds0 = cpu_by_kind(pgid)
    t0 = time.monotonic()
    post_drag(browser, start)
    kinds1 = cpu_by_kind(pgid)
    t1 = time.monotonic()
    by_kind = {k: (kinds1[k] - kinds0.get(k, 0)) / (t1 - t0) for k in kinds1}
    stamps = browser.evaluate("window.perfRecording = false, perfFrames")
    missed, fps = missed_frames(stamps)
    return sum(by_kind.values()), missed, fps, len(stamps), by_kind, browser.evaluate("perfReleases")


def measure(url, size, runs, is_deck):
    """`runs` held drags on the page at `url` in one browser; returns the runs' results and the memory after them."""
    width, height = size
    browser = Browser(width, height)
    results = []
    try:
        browser.navigate(url)
        for _ in range(runs):
            result = held_drag(browser, drag_start(browser, size, is_deck))
            if result[5] == 0:
                print(f"web-perf: {url} at {width}x{height}: a run's release never reached the page; left out",
                      flush=True)
            else:
                results.append(result)
            if is_deck:
                browser.wait_for("!deck.isAnimating", 10)
                if browser.evaluate("deck.currentIndex") >= 4:
                    browser.evaluate("deck.showCard(0, {animated: false})")
        memory = resident_mb(browser.process.pid)
    finally:
        browser.close()
    return results, memory


# The rAF baseline (no deck), the floor (one plain card-sized element moved by the same drag: what the browser itself
# costs), the floor with two and three such layers (the demo's screen v1 has three cards) and the demo.
PAGES = (("baseline", "demo/baseline.html", False), ("floor", "demo/floor.html", False),
         ("floor2", "demo/floor.html?layers=2", False), ("floor3", "demo/floor.html?layers=3", False),
         ("koloda", "demo/?screen=v1", True))
BEFORE = ("before", "demo/?screen=v1", True)  # the demo served from --before DIR


def summary(values, digits):
    return f"{statistics.median(values):.{digits}f} ({min(values):.{digits}f}–{max(values):.{digits}f})"


def report_row(size_text, name, results, memory):
    cores = [r[0] for r in results]
    missed = [r[1] for r in results]
    fps = [r[2] for r in results]
    kinds = sorted({k for r in results for k in r[4]})
    split = ", ".join(f"{k} {statistics.median(r[4].get(k, 0) for r in results):.2f}" for k in kinds)
    print(f"{size_text:>10} {name:>9} {summary(cores, 2):>18} {summary(missed, 0):>12} "
          f"{summary(fps, 1):>16} {memory:6.0f}   runs {len(results)}; cores by process: {split}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="1080x1920,540x960")
    parser.add_argument("--pages", default="baseline,floor,floor2,floor3,koloda",
                        help="which pages, of baseline, floor, floor2, floor3, koloda and before (with --before)")
    parser.add_argument("--rounds", type=int, default=1, help="measure every page this many times, alternated")
    parser.add_argument("--before", help="a Web/ folder whose demo is the page `before` (added to --pages)")
    args = parser.parse_args()
    servers = [serve.start(os.path.join(ROOT, "Web"))]
    pages = [(name, servers[0][1] + path, is_deck) for name, path, is_deck in PAGES]
    wanted = args.pages.split(",")
    if args.before:
        servers.append(serve.start(os.path.abspath(args.before)))
        pages.insert(pages.index(next(p for p in pages if p[0] == "koloda")), (BEFORE[0], servers[1][1] + BEFORE[1],
                                                                              BEFORE[2]))
        wanted.append(BEFORE[0])
    try:
        print(f"web-perf: {chromium_version()}; load before: {os.getloadavg()}")
        print(f"{'size':>10} {'page':>9} {'cores':>18} {'missed':>12} {'fps':>16} {'MB':>6}")
        for round_number in range(args.rounds):
            if args.rounds > 1:
                print(f"round {round_number + 1} of {args.rounds}; load {os.getloadavg()}", flush=True)
            for size_text in args.sizes.split(","):
                size = tuple(int(v) for v in size_text.split("x"))
                for name, url, is_deck in pages:
                    if name not in wanted:
                        continue
                    results, memory = measure(url, size, args.runs, is_deck)
                    if results:
                        report_row(size_text, name, results, memory)
        print(f"web-perf: load after: {os.getloadavg()}; runs asked for per row: {args.runs}")
    finally:
        for server, _ in servers:
            server.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
