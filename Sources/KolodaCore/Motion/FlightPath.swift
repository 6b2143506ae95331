/// The path of a card leaving the deck: it starts at the release velocity with zero acceleration, so
/// neither speed nor acceleration jumps at release, and eases out along the travel direction with a constant jerk so
/// that it is off-screen within the swipe duration.
///
/// `position(t) = start + v₀·τ + ⅙·j·τ³` with `τ = t − startTime`, until `duration`, when the card has reached
/// `end`, a point out of sight. The jerk `j` is chosen so the path ends exactly at `end`. The acceleration, `j·τ`,
/// grows from zero: over the first 60 Hz frame the card's speed differs from the release speed by
/// `|j|·τ²/6` at most, a fraction of a percent for any flick that swipes.
struct FlightPath: Hashable, Sendable {
    /// Offset at the start (pt).
    let start: Vector
    /// Offset at the end, out of sight (pt).
    let end: Vector
    /// Velocity at the start (pt/s).
    let initialVelocity: Vector
    /// Constant jerk, the rate of change of the acceleration (pt/s³). The acceleration is zero at the start.
    let jerk: Vector
    /// Engine time at the start (s).
    let startTime: Double
    /// Time to reach `end` (s).
    let duration: Double

    /// A path from `start` to `end` that begins at `velocity` and takes at most `maximumDuration` (s).
    /// When the velocity along the path alone would arrive sooner, the path is shortened so the card
    /// keeps its speed instead of braking.
    // Not inlined: a swipe's launch and a swipe-back's exit each had a copy, 150 B of the web module's gzip (measured).
    @inline(never)
    init(from start: Vector, to end: Vector, velocity: Vector, maximumDuration: Double, startTime: Double) {
        let distance = (end - start).length
        let along = (end - start).normalized.map { velocity.dot($0) } ?? 0
        var duration = maximumDuration.isFinite && maximumDuration > 0 ? maximumDuration : DragSpeed.default.duration
        if along > 0, distance / along < duration { duration = distance / along }
        duration = max(duration, 1e-3)
        self.start = start
        self.end = end
        self.initialVelocity = velocity.isFinite ? velocity : .zero
        // end = start + v·T + ⅙·j·T³  ⇒  j = 6(end − start − v·T) / T³.
        self.jerk = (end - start - self.initialVelocity * duration) * (6 / (duration * duration * duration))
        self.startTime = startTime
        self.duration = duration
    }

    /// Engine time when the card is out of sight (s).
    var endTime: Double { startTime + duration }

    /// Offset at engine time `t` (pt); the start before `startTime`, the end after `endTime`.
    func position(at t: Double) -> Vector {
        let tau = min(max(t - startTime, 0), duration)
        return start + initialVelocity * tau + jerk * (tau * tau * tau / 6)
    }

    /// Velocity at engine time `t` (pt/s).
    func velocity(at t: Double) -> Vector {
        let tau = min(max(t - startTime, 0), duration)
        return initialVelocity + jerk * (tau * tau / 2)
    }

    /// Acceleration at engine time `t` (pt/s²): zero at the start, growing linearly.
    func acceleration(at t: Double) -> Vector {
        let tau = min(max(t - startTime, 0), duration)
        return jerk * tau
    }

    /// True once the card is out of sight.
    func isFinished(at t: Double) -> Bool { t >= endTime }

    /// How far a card of circumscribed radius `radius` (pt), centred at `center`, must travel along the unit
    /// vector `direction` to lie entirely outside `viewport` (pt). 0 when already outside.
    static func exitDistance(center: Point, radius: Double, direction: Vector, viewport: Rect) -> Double {
        var distances: [Double] = []
        if direction.dx > 1e-9 { distances.append((viewport.maxX + radius - center.x) / direction.dx) }
        if direction.dx < -1e-9 { distances.append((viewport.minX - radius - center.x) / direction.dx) }
        if direction.dy > 1e-9 { distances.append((viewport.maxY + radius - center.y) / direction.dy) }
        if direction.dy < -1e-9 { distances.append((viewport.minY - radius - center.y) / direction.dy) }
        guard let nearest = distances.min(), nearest.isFinite else { return 0 }
        return max(0, nearest)
    }
}
