/// Frame pacing and cost of a window's presents, for `--stats`-style reports: frames, frames per second while
/// animating, percentiles of the interval between presents, missed vertical blanks, CPU time per second while
/// animating and while idle.
///
/// Fed one sample per present (``recordPresent(shownAt:returnedAt:cpuSeconds:)``): the time (s) the frame was shown,
/// the time (s) the present call returned, and the process's CPU time (s) then. Where presents are held until a
/// refresh (a vsync'd renderer, or ``RefreshPacer`` on one that is not), the frame is shown at that refresh, as a
/// display's presentation feedback reports it, and the frame intervals are measured between those times; the time
/// the present then took to hand the pixels over (to the X server, say) is kept apart as ``presentDurations``, and the
/// intervals between the calls' returns as ``returnIntervals``. Where nothing holds presents, both times are the
/// return. Consecutive frames at most ``idleGap`` apart belong to one animation; a longer interval is idle time
/// (nothing moved), counted apart so that a still screen does not dilute the animation's numbers. Pure value type:
/// no clock or system call of its own.
public struct FrameStatistics: Hashable, Sendable {
    /// The display's refresh period (s), e.g. 1/60.
    public var refreshInterval: Double
    /// Intervals (s) longer than this end an animation: what follows is idle time. Default 0.1 s.
    public var idleGap: Double
    /// Every present recorded.
    public private(set) var presentCount = 0
    /// The intervals (s) between the times consecutive frames of an animation were shown, in order.
    public private(set) var animationIntervals: [Double] = []
    /// The intervals (s) between the returns of consecutive presents of an animation, in order (the same as
    /// ``animationIntervals`` where presents are not held until a refresh).
    public private(set) var returnIntervals: [Double] = []
    /// How long (s) each present of an animation took to return after its frame's refresh time, in order: the cost
    /// of handing the pixels over once the frame was due.
    public private(set) var presentDurations: [Double] = []
    /// CPU time (s) spent during animation intervals.
    public private(set) var animationCPUSeconds = 0.0
    /// Lone presents: neither the previous nor the next present came within ``idleGap`` (a redraw of a still
    /// screen, not a frame of an animation). The first present (the window's first picture) is not counted.
    public private(set) var idlePresentCount = 0
    /// Wall-clock time (s) between presents further apart than ``idleGap``, plus the time since the last present
    /// when closed with ``close(at:cpuSeconds:)``.
    public private(set) var idleSeconds = 0.0
    /// CPU time (s) spent during ``idleSeconds``.
    public private(set) var idleCPUSeconds = 0.0
    /// The last sample: the time (s) its frame was shown, the time (s) the present returned, and CPU time (s).
    private var lastTime: Double?, lastReturn = 0.0, lastCPU = 0.0
    /// True while the last present came after a gap: lone, unless the next one follows closely.
    private var lastMayBeLone = false

    /// Empty statistics for a display refreshing every `refreshInterval` s.
    public init(refreshInterval: Double = 1.0 / 60, idleGap: Double = 0.1) {
        self.refreshInterval = refreshInterval > 0 && refreshInterval.isFinite ? refreshInterval : 1.0 / 60
        self.idleGap = max(idleGap, self.refreshInterval)
    }

    /// Records a present whose frame was shown at `time` (s, monotonic) and that returned then, when the process had
    /// used `cpuSeconds` (s) of CPU. Samples that go back in time are ignored.
    public mutating func recordPresent(at time: Double, cpuSeconds: Double) {
        recordPresent(shownAt: time, returnedAt: time, cpuSeconds: cpuSeconds)
    }

    /// Records a present whose frame was shown at `shownAt` (s, monotonic: the refresh it was held for) and whose
    /// call returned at `returnedAt` (s, not before `shownAt`; an earlier value counts as `shownAt`), when the process
    /// had used `cpuSeconds` (s) of CPU. Samples that go back in time are ignored.
    public mutating func recordPresent(shownAt time: Double, returnedAt: Double, cpuSeconds: Double) {
        guard time.isFinite, returnedAt.isFinite, cpuSeconds.isFinite else { return }
        let returned = max(time, returnedAt)
        if let lastTime {
            guard time >= lastTime else { return }
            let interval = time - lastTime
            let cpu = max(0, cpuSeconds - lastCPU)
            if interval <= idleGap {
                animationIntervals.append(interval)
                returnIntervals.append(max(0, returned - lastReturn))
                presentDurations.append(returned - time)
                animationCPUSeconds += cpu
                lastMayBeLone = false
            } else {
                idleSeconds += interval
                idleCPUSeconds += cpu
                if lastMayBeLone { idlePresentCount += 1 }
                lastMayBeLone = true
            }
        }
        presentCount += 1
        lastTime = time
        lastReturn = returned
        lastCPU = cpuSeconds
    }

    /// Counts the time from the last present to `time` (s) as idle, with the CPU used meanwhile, and starts afresh
    /// from there: call it when the app stops, or before a report, so that a still screen at the end is counted.
    public mutating func close(at time: Double, cpuSeconds: Double) {
        guard let lastTime, time.isFinite, cpuSeconds.isFinite, time >= lastTime else { return }
        if lastMayBeLone && time - lastTime > idleGap { idlePresentCount += 1 }
        lastMayBeLone = false
        idleSeconds += time - lastTime
        idleCPUSeconds += max(0, cpuSeconds - lastCPU)
        self.lastTime = time
        lastReturn = max(lastReturn, time)
        lastCPU = cpuSeconds
    }

    /// Time (s) spent animating: the sum of ``animationIntervals``.
    public var animationSeconds: Double { animationIntervals.reduce(0, +) }

    /// Presents per second while animating (0 when nothing animated).
    public var framesPerSecond: Double {
        let t = animationSeconds
        return t > 0 ? Double(animationIntervals.count) / t : 0
    }

    /// CPU seconds per second while animating: 1 is one core busy (0 when nothing animated).
    public var animationCPULoad: Double {
        let t = animationSeconds
        return t > 0 ? animationCPUSeconds / t : 0
    }

    /// CPU seconds per second while idle (0 when never idle).
    public var idleCPULoad: Double { idleSeconds > 0 ? idleCPUSeconds / idleSeconds : 0 }

    /// Lone presents per second while idle: ideally 0 (0 when never idle).
    public var idlePresentsPerSecond: Double { idleSeconds > 0 ? Double(idlePresentCount) / idleSeconds : 0 }

    /// Refreshes missed while animating: an interval of `n` refresh periods (rounded) missed `n − 1` of them.
    public var missedVSyncs: Int {
        animationIntervals.reduce(0) { $0 + Self.missedRefreshes(interval: $1, refreshInterval: refreshInterval) }
    }

    /// The `p`-th percentile (0…100) of the animation's frame intervals (s), `nil` when there are none.
    public func intervalPercentile(_ p: Double) -> Double? {
        Self.percentile(p, of: animationIntervals.sorted())
    }

    /// The `p`-th percentile (0…100) of the intervals (s) between the animation's present returns, `nil` when there
    /// are none.
    public func returnIntervalPercentile(_ p: Double) -> Double? {
        Self.percentile(p, of: returnIntervals.sorted())
    }

    /// The `p`-th percentile (0…100) of the animation's ``presentDurations`` (s), `nil` when there are none.
    public func presentDurationPercentile(_ p: Double) -> Double? {
        Self.percentile(p, of: presentDurations.sorted())
    }

    /// How many refreshes an `interval` (s) skipped at `refreshInterval` (s): `round(interval / refresh) − 1`, at
    /// least 0. An interval under 1.5 periods missed none.
    public static func missedRefreshes(interval: Double, refreshInterval: Double) -> Int {
        guard interval.isFinite, refreshInterval > 0 else { return 0 }
        return max(0, Int((interval / refreshInterval).rounded()) - 1)
    }

    /// The nearest-rank `p`-th percentile (0…100) of `sorted` (ascending): the smallest value with at least `p` % of
    /// the values at or below it. `nil` when `sorted` is empty; `p` is clamped to 0…100.
    public static func percentile(_ p: Double, of sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let clamped = p.isNaN ? 50 : max(0, min(100, p))
        let rank = Int((clamped / 100 * Double(sorted.count)).rounded(.up))
        return sorted[max(0, min(sorted.count - 1, rank - 1))]
    }
}
