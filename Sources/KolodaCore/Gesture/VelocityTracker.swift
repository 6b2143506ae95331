/// Estimates a pointer's release velocity (pt/s) from its recent positions, the way a pan gesture
/// recognizer does.
///
/// Feed it the pointer's `down` and `moved` locations (and the `up` location) with their timestamps,
/// then ask for ``velocity(at:)`` at release. The estimate is the least-squares slope of x(t) and y(t)
/// over the samples of the last ``window`` seconds, which averages out jittered timestamps and
/// uneven event spacing. If the pointer had not moved for more than ``stillThreshold`` seconds before
/// release, the velocity is zero: a card dropped after a pause does not fly.
///
/// Samples closer than ``mergeInterval`` to the previous kept sample are merged into it (the newer
/// location, the earlier time): events drained in one poll carry nearly the same host timestamp, and
/// treating them as distinct instants would make the slope explode. Non-finite samples and samples
/// that go back in time are ignored. The result is always finite and at most ``maximumSpeed`` long.
struct VelocityTracker: Hashable, Sendable {
    /// One position at one time.
    struct Sample: Hashable, Sendable {
        /// Where the pointer was (pt).
        var location: Point
        /// When (s).
        var time: Double
    }

    /// How far back the fit looks from the release time (s).
    var window: Double
    /// A pointer still for longer than this before release has zero velocity (s).
    var stillThreshold: Double
    /// Samples closer than this to the previous one are merged into it (s).
    var mergeInterval: Double
    /// The estimate is clamped to this speed (pt/s).
    var maximumSpeed: Double

    /// The samples kept: at most those inside ``window`` of the latest one, in time order.
    private(set) var samples: [Sample] = []
    /// When the location last changed (s), or `nil` before any sample.
    private(set) var lastMotionTime: Double?
    /// The latest location added, merged or not.
    private var lastLocation: Point?

    /// Creates an empty tracker.
    /// - Parameters:
    ///   - window: fit window (s), 0.1 by default.
    ///   - stillThreshold: stillness before release that zeroes the velocity (s), 0.05 by default.
    ///   - mergeInterval: samples closer than this are merged (s), 0.001 by default.
    ///   - maximumSpeed: clamp on the estimate (pt/s), 25 000 by default.
    init(
        window: Double = 0.1, stillThreshold: Double = 0.05, mergeInterval: Double = 0.001,
        maximumSpeed: Double = 25_000
    ) {
        self.window = window
        self.stillThreshold = stillThreshold
        self.mergeInterval = mergeInterval
        self.maximumSpeed = maximumSpeed
    }

    /// Forgets every sample (call on pointer down before adding the first one).
    mutating func reset() {
        samples.removeAllKeepingStorage()
        lastMotionTime = nil
        lastLocation = nil
    }

    /// Adds the pointer's `location` (pt) at `time` (s). Ignored when non-finite or older than the last sample.
    mutating func add(_ location: Point, at time: Double) {
        guard location.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { return }

        if lastLocation != location || lastMotionTime == nil { lastMotionTime = time }
        lastLocation = location

        if let last = samples.last, time - last.time < mergeInterval {
            samples[samples.count - 1].location = location
        } else {
            samples.append(Sample(location: location, time: time))
        }
        let horizon = time - window
        if let firstKept = samples.firstIndex(where: { $0.time >= horizon }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// The estimated velocity (pt/s) at `releaseTime` (s; the latest sample's time when `nil`).
    ///
    /// Zero with fewer than two samples in the window, when the samples span no time, or when the
    /// pointer was still for more than ``stillThreshold`` before `releaseTime`. Never NaN.
    func velocity(at releaseTime: Double? = nil) -> Vector {
        guard let latest = samples.last, let lastMotionTime else { return .zero }
        let now = releaseTime ?? latest.time
        guard now.isFinite, now - lastMotionTime <= stillThreshold else { return .zero }

        let recent = samples.filter { $0.time >= now - window && $0.time <= now }
        guard recent.count >= 2 else { return .zero }

        // Least squares on centred times: slope = Σ(t−t̄)(x−x̄) / Σ(t−t̄)².
        let n = Double(recent.count)
        var tMean = 0.0
        var xMean = 0.0
        var yMean = 0.0
        for s in recent {
            tMean += s.time
            xMean += s.location.x
            yMean += s.location.y
        }
        tMean /= n
        xMean /= n
        yMean /= n
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        for s in recent {
            let dt = s.time - tMean
            stt += dt * dt
            stx += dt * (s.location.x - xMean)
            sty += dt * (s.location.y - yMean)
        }
        guard stt > 0, stt.isFinite else { return .zero }
        var v = Vector(dx: stx / stt, dy: sty / stt)
        guard v.isFinite else { return .zero }
        let speed = v.length
        if speed > maximumSpeed, speed > 0 { v = v * (maximumSpeed / speed) }
        return v
    }
}
