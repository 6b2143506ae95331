#!/usr/bin/env python3
"""Counts the presents and the missed refreshes in koloda-demo's present log (`--present-log`) inside time windows.

The log has one line per event, in order (times in s, CLOCK_MONOTONIC_RAW):
  `shown returned`        a present: the refresh its frame was shown at, the time the present returned;
  `input time`            the app took an input event (pointer or key) from the event loop;
  `tick time animating`   the deck made a frame; animating 1 when an animation runs in it.

A refresh is missed only when a changed frame was due at it and none was shown. The window presents only frames that
changed, so a refresh with nothing new is not a miss (at 120 Hz with 60 Hz pointer moves, every other refresh has
nothing new during a held drag). For two presents a and b in a window, b shown n refresh periods after a, each of the
n - 1 refreshes R between them is missed when a changed frame was due at R:
  - input: an event taken after a returned (so not in a's frame) at a time c with c + period <= R. A change gets one
    refresh period, from the moment the loop takes it, to reach the screen; a change taken just before a refresh is
    due at the next one.
  - animation: the deck frame a shows (the last tick before a returned, after the present before a) was animating,
    and no deck frame in (a's refresh, R] presented nothing (such a frame shows the picture did not change).
A log with no input and no tick lines (a demo from before they were logged) falls back to counting every refresh
between two presents as missed (a gap of n periods missed n - 1), and says so.

Usage: present_log.py LOG WINDOWS REFRESH_HZ   prints "presents-per-second missed rule" for the windows in WINDOWS
(one `start x end ...` line per window: the first and third fields are its start and end, as perf-session.sh writes).
"""
import bisect
import sys

EPSILON = 1e-6  # s: the log's times have 6 decimals


def parse(lines):
    """(presents [(shown, returned)], inputs [time], ticks [(time, animating)]) from the log's lines."""
    presents, inputs, ticks = [], [], []
    for line in lines:
        f = line.split()
        if not f:
            continue
        if f[0] == "input":
            inputs.append(float(f[1]))
        elif f[0] == "tick":
            ticks.append((float(f[1]), f[2] == "1"))
        else:
            presents.append((float(f[0]), float(f[1])))
    return presents, inputs, ticks


def still_ticks(presents, ticks):
    """Times of the deck frames that presented nothing: no present returned before the next deck frame."""
    returns = sorted(r for _, r in presents)
    still = []
    for i, (t, _) in enumerate(ticks):
        following = ticks[i + 1][0] if i + 1 < len(ticks) else float("inf")
        k = bisect.bisect_right(returns, t)
        if k == len(returns) or returns[k] >= following:
            still.append(t)
    return still


def animating_after(present, previous_return, ticks):
    """Whether the deck frame `present` shows was animating (False when it shows no deck frame)."""
    made = [animating for t, animating in ticks if previous_return < t < present[1]]
    return bool(made) and made[-1]


def count(presents, inputs, ticks, period, windows):
    """(presents, missed refreshes, rule) summed over `windows` [(start, end)]."""
    legacy = not inputs and not ticks
    still = still_ticks(presents, ticks)
    shown_count, missed = 0, 0
    for start, end in windows:
        inside = [i for i, (shown, _) in enumerate(presents) if start <= shown <= end]
        shown_count += len(inside)
        for i, j in zip(inside, inside[1:]):
            a, b = presents[i], presents[j]
            gap = round((b[0] - a[0]) / period)
            if legacy:
                missed += max(0, gap - 1)
                continue
            previous_return = presents[i - 1][1] if i > 0 else float("-inf")
            animating = animating_after(a, previous_return, ticks)
            for k in range(1, gap):
                refresh = a[0] + k * period
                by_input = any(a[1] < c <= refresh - period + EPSILON for c in inputs)
                by_animation = animating and not any(a[0] < s <= refresh + EPSILON for s in still)
                missed += 1 if by_input or by_animation else 0
    return shown_count, missed, "every gap (old log)" if legacy else "due frames"


def main(argv):
    log, windows_path, refresh = argv[1], argv[2], float(argv[3])
    with open(log) as f:
        presents, inputs, ticks = parse(f)
    with open(windows_path) as f:
        windows = [(float(w[0]), float(w[2])) for w in (line.split() for line in f) if w]
    span = sum(end - start for start, end in windows)
    shown, missed, rule = count(presents, inputs, ticks, 1 / refresh, windows)
    print("%.1f\t%d\t%s" % (shown / span if span > 0 else 0, missed, rule))


if __name__ == "__main__":
    main(sys.argv)
