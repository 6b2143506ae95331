import Glibc

/// Paces presents to a display's refresh when the renderer does not (SDL's software renderer, or a renderer without
/// vsync): each present is held until the next refresh time on a grid `period` s apart, as a vsync'd present blocks
/// until the vertical blank. A present ready more than a period after the last refresh time (the screen was idle,
/// or a frame ran long) is shown at once and restarts the grid there. Pure value type; the waiting is
/// ``waitUntil(_:)``.
public struct RefreshPacer: Hashable, Sendable {
    /// The refresh period (s), e.g. 1/60.
    public var period: Double
    /// The refresh time (s, monotonic) of the last present; `nil` before the first.
    public private(set) var lastRefresh: Double?

    /// A pacer for a display refreshing every `period` s (1/60 s when not positive and finite).
    public init(period: Double) {
        self.period = period > 0 && period.isFinite ? period : 1.0 / 60
    }

    /// The time (s) at which a present ready at `now` (s) is shown: the first refresh time at or after `now`, or `now`
    /// itself when the grid is stale (no present within the last period). Records it as the last refresh.
    public mutating func refreshTime(forPresentReadyAt now: Double) -> Double {
        var shown = now
        if let last = lastRefresh, now >= last, now - last <= period {
            shown = last + period
        } else if let last = lastRefresh, now < last {
            shown = last  // two presents within one refresh: the second waits for the same one to pass
        }
        lastRefresh = shown
        return shown
    }

    /// Waits until `time` (s, ``MonotonicClock``): sleeps until 0.2 ms before it, then yields the CPU until it (a
    /// sleep alone wakes up to a few tenths of a millisecond late, which would jitter the frame intervals).
    public static func waitUntil(_ time: Double) {
        let coarse = time - 0.000_2 - MonotonicClock.now()
        if coarse > 0, coarse.isFinite {
            let whole = coarse.rounded(.down)
            var request = timespec(tv_sec: Int(whole), tv_nsec: Int((coarse - whole) * 1e9))
            var remaining = timespec()
            while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
        }
        while MonotonicClock.now() < time { sched_yield() }
    }
}
