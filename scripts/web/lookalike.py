#!/usr/bin/env python3
"""Does a change to the demo page change what the user sees? Screenshots of two Web/ folders' demos, compared.

  scripts/web/lookalike.py --before DIR [--after DIR] [--sizes 540x960,1080x1920] [--out DIR]

Serves this checkout's Web/ and DIR (the page as it was, for instance from `git archive`), opens screen v1 of each in
headless Chromium and takes the same four screenshots of both: at rest; held in a drag below the threshold; held past
it (the LIKE stamp at full); settled after the swipe. The drag is posted in small steps and then held still, so both
pages show the same plan (a held card's place, the back cards' scale and the overlay's opacity depend on where the
pointer is, not on when it got there). Prints, for each pair, the largest difference of a colour channel (0–255),
how many pixels differ, and the box they lie in; writes the PNGs to --out for a look. Not in CI.
"""
import argparse
import os
import struct
import sys
import tempfile
import time
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve  # noqa: E402
from cdp import Browser  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def read_png(path):
    """(width, height, channels, rows of bytes) of an 8-bit, non-interlaced RGB or RGBA PNG (Chromium's screenshots)."""
    with open(path, "rb") as f:
        data = f.read()
    at, chunks, header = 8, [], None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        at += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise SystemExit(f"lookalike: {path}: only 8-bit RGB(A), non-interlaced PNGs")
    channels = 3 if colour == 2 else 4
    raw, stride, rows, previous = zlib.decompress(b"".join(chunks)), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):  # the PNG filters (PNG spec, 9.2)
            left = line[i - channels] if i >= channels else 0
            up, up_left = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else up_left)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def compare(path_a, path_b):
    """The largest channel difference, the number of differing pixels and their bounding box."""
    wa, ha, ca, a = read_png(path_a)
    wb, hb, cb, b = read_png(path_b)
    if (wa, ha, ca) != (wb, hb, cb):
        return None
    largest, count, box = 0, 0, None
    for y in range(ha):
        if a[y] == b[y]:
            continue
        for x in range(wa):
            d = max(abs(a[y][x * ca + c] - b[y][x * ca + c]) for c in range(3))
            if d:
                largest, count = max(largest, d), count + 1
                box = (min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)) if box else (x, y, x, y)
    return largest, count, box


def shoot(url, size, out, name):
    """The four screenshots of one page; returns their paths."""
    browser = Browser(*size)
    paths = []
    try:
        browser.navigate(url)
        browser.wait_for("!deck.isAnimating", 10)
        time.sleep(0.3)

        def snap(state):
            time.sleep(0.5)  # the held drag rests: no frame is pending
            paths.append(browser.screenshot(os.path.join(out, f"{name}-{size[0]}x{size[1]}-{state}.png")))

        snap("rest")
        x, y = browser.evaluate("""(() => { const r = deck.renderer.frontElement.getBoundingClientRect();
            return [r.left + r.width / 3, r.top + r.height / 2]; })()""")
        width = browser.evaluate("deck.renderer.frontElement.getBoundingClientRect().width")
        browser.mouse("mousePressed", x, y)
        for step in range(1, 11):  # a tenth of the card's width: below the threshold
            browser.mouse("mouseMoved", x + width * 0.1 * step / 10, y - 2 * step / 10)
            time.sleep(0.03)
        snap("held-below")
        for step in range(1, 11):  # on to 60 % of its width: past the threshold
            browser.mouse("mouseMoved", x + width * (0.1 + 0.5 * step / 10), y - 2 - 8 * step / 10)
            time.sleep(0.03)
        snap("held-past")
        browser.mouse("mouseReleased", x + width * 0.6, y - 10, buttons=0)
        browser.wait_for("!deck.isAnimating", 10)
        snap("settled")
    finally:
        browser.close()
    return paths


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--before", required=True, help="the Web/ folder of the page as it was")
    parser.add_argument("--after", default=os.path.join(ROOT, "Web"),
                        help="the Web/ folder of the page as it is (default: this checkout's)")
    parser.add_argument("--sizes", default="540x960,1080x1920")
    parser.add_argument("--out", default=None, help="where the PNGs go (default: a new temporary folder)")
    args = parser.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="koloda-lookalike-")
    os.makedirs(out, exist_ok=True)
    servers = [serve.start(os.path.abspath(folder)) for folder in (args.after, args.before)]
    try:
        for size_text in args.sizes.split(","):
            size = tuple(int(v) for v in size_text.split("x"))
            after = shoot(servers[0][1] + "demo/?screen=v1", size, out, "after")
            before = shoot(servers[1][1] + "demo/?screen=v1", size, out, "before")
            for a, b in zip(before, after):
                result = compare(a, b)
                state = os.path.basename(a).split("-", 2)[2][:-4]
                if result is None:
                    print(f"{size_text} {state:>10}: the screenshots differ in size")
                else:
                    largest, count, box = result
                    print(f"{size_text} {state:>10}: largest channel difference {largest}, {count} pixels differ"
                          + (f", within {box}" if box else ""), flush=True)
        print(f"lookalike: the screenshots are in {out}")
    finally:
        for server, _ in servers:
            server.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
