#!/usr/bin/env python3
"""Checks present_log.py's count of missed refreshes on synthetic logs of a simulated frame loop: a held drag at
120 Hz with 60 Hz pointer moves misses nothing when every move is shown at the first refresh after it is drawn, and
misses exactly the refreshes a dropped or late frame leaves without the change that was due; an animation misses each
refresh it skips. Run by scripts/test.sh and before each perf-session.sh measurement."""
import math
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import present_log  # noqa: E402

PERIOD = 1 / 120
T0 = 100.0  # the first refresh (s)


def refresh_at_or_after(t):
    """The first refresh at or after `t`."""
    return T0 + math.ceil((t - T0) / PERIOD - 1e-9) * PERIOD


def drag_log(moves=30, draw=0.003, late=None, dropped=None):
    """Log lines of a held drag: a move every 1/60 s, 2 ms after a refresh; each is taken, ticked, drawn in `draw` s
    and shown at the first refresh after. Move `late` is drawn a refresh period too slowly; move `dropped` is never
    shown (its change reaches the screen with the next move's frame)."""
    events = []
    for m in range(moves):
        c = T0 + 2 * m * PERIOD + 0.002
        events.append((c, "input %.6f" % c))
        events.append((c + 0.0001, "tick %.6f 0" % (c + 0.0001)))
        if m == dropped:
            continue
        shown = refresh_at_or_after(c + draw + (1.5 * PERIOD if m == late else 0))
        events.append((shown + 0.0002, "%.6f %.6f" % (shown, shown + 0.0002)))
    return [line for _, line in sorted(events)]


def animation_log(frames=20, skipped=None, still=None):
    """Log lines of an animation: a deck frame ticked 1 ms after each refresh and shown at the next refresh, except
    frame `skipped` (the loop overran: no frame for that refresh) and frame `still` (nothing changed: no present)."""
    events = []
    for f in range(frames):
        if f == skipped:
            continue
        t = T0 + f * PERIOD + 0.001
        events.append((t, "tick %.6f 1" % t))
        if f == still:
            continue
        shown = T0 + (f + 1) * PERIOD
        events.append((shown + 0.0002, "%.6f %.6f" % (shown, shown + 0.0002)))
    return [line for _, line in sorted(events)]


def missed(lines):
    presents, inputs, ticks = present_log.parse(lines)
    return present_log.count(presents, inputs, ticks, PERIOD, [(T0, T0 + 10)])


class MissedRefreshes(unittest.TestCase):
    def test_a_drag_shown_at_every_due_refresh_misses_nothing(self):
        shown, count, rule = missed(drag_log())
        self.assertEqual((shown, count, rule), (30, 0, "due frames"))

    def test_the_old_rule_counted_every_refresh_without_a_move(self):
        lines = [line for line in drag_log() if not line.startswith(("input", "tick"))]
        self.assertEqual(missed(lines), (30, 29, "every gap (old log)"))  # one empty refresh between moves

    def test_a_dropped_due_frame_is_one_miss(self):
        # Move 10's frame is never shown: its change was due one period after it was taken, at the second refresh
        # after it; the next present comes two refreshes later.
        self.assertEqual(missed(drag_log(dropped=10))[1], 1)

    def test_a_frame_that_lands_after_its_due_refresh_is_one_miss(self):
        self.assertEqual(missed(drag_log(late=7))[1], 1)

    def test_slow_drawing_within_one_period_is_not_a_miss(self):
        # 7 ms of drawing: each move lands at the first refresh after it (2 + 7 ms > 8.33 ms: the next one).
        self.assertEqual(missed(drag_log(draw=0.007))[1], 0)

    def test_an_animation_misses_each_refresh_it_skips(self):
        self.assertEqual(missed(animation_log()), (20, 0, "due frames"))
        self.assertEqual(missed(animation_log(skipped=5))[1], 1)

    def test_an_animation_frame_that_changed_nothing_is_not_a_miss(self):
        self.assertEqual(missed(animation_log(still=5))[1], 0)


if __name__ == "__main__":
    unittest.main()
