/// Estimates a pointer's velocity from its recent positions, the way a pan gesture recognizer does: the
/// least-squares slope of position over time for the samples in the last `window` seconds; zero when the pointer
/// has been still for `stillnessTimeout` before the query.
public struct VelocityTracker: Hashable, Sendable {
    /// How far back samples count (s; default 0.1).
    public var window: Double = 0.1
    /// A pointer that has not moved for this long has zero velocity (s; default 0.05).
    public var stillnessTimeout: Double = 0.05
    private var samples: [Sample] = []

    private struct Sample: Hashable, Sendable { var point: Point; var time: Double }

    /// Creates an empty tracker.
    public init(window: Double = 0.1, stillnessTimeout: Double = 0.05) {
        self.window = window
        self.stillnessTimeout = stillnessTimeout
        samples.reserveCapacity(32)
    }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Adds a position (pt) at a time (s). Non-finite samples and samples older than the last are ignored.
    public mutating func add(_ point: Point, at time: Double) {
        guard point.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        samples.append(Sample(point: point, time: time))
        let cutoff = time - window
        if let firstKept = samples.firstIndex(where: { $0.time >= cutoff }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// The velocity (pt/s) at `time`: zero with fewer than two recent samples or after stillness. Never NaN.
    public func velocity(at time: Double) -> Vector {
        guard let last = samples.last, time.isFinite, time - last.time <= stillnessTimeout else { return .zero }
        let recent = samples.filter { $0.time >= last.time - window }
        guard recent.count >= 2 else { return .zero }
        let n = Double(recent.count)
        let t0 = recent[0].time
        var st = 0.0, sx = 0.0, sy = 0.0, stt = 0.0, stx = 0.0, sty = 0.0
        for s in recent {
            let t = s.time - t0
            st += t; sx += s.point.x; sy += s.point.y
            stt += t * t; stx += t * s.point.x; sty += t * s.point.y
        }
        let denominator = n * stt - st * st
        guard denominator > 1e-12 else { return .zero }
        let v = Vector(dx: (n * stx - st * sx) / denominator, dy: (n * sty - st * sy) / denominator)
        return v.isFinite ? v : .zero
    }
}
