/// The path of a card leaving the deck (decision D5): it starts with the release velocity, so there is no speed
/// jump, and accelerates along the travel direction so that it is off-screen within the swipe duration.
///
/// `position(t) = start + v₀·τ + ½·a·τ²` with `τ = t − startTime`, until `duration`, when the card has reached
/// `end`, a point out of sight. The acceleration is chosen so the path ends exactly at `end`.
public struct FlightPath: Hashable, Sendable {
    /// Offset at the start (pt).
    public let start: Vector
    /// Offset at the end, out of sight (pt).
    public let end: Vector
    /// Velocity at the start (pt/s).
    public let initialVelocity: Vector
    /// Constant acceleration (pt/s²).
    public let acceleration: Vector
    /// Engine time at the start (s).
    public let startTime: Double
    /// Time to reach `end` (s).
    public let duration: Double

    /// A path from `start` to `end` that begins at `velocity` and takes at most `maximumDuration` (s).
    /// When the velocity along the path alone would arrive sooner, the path is shortened so the card
    /// keeps its speed instead of braking.
    public init(from start: Vector, to end: Vector, velocity: Vector, maximumDuration: Double, startTime: Double) {
        let distance = (end - start).length
        let along = (end - start).normalized.map { velocity.dot($0) } ?? 0
        var duration = maximumDuration.isFinite && maximumDuration > 0 ? maximumDuration : DragSpeed.default.duration
        if along > 0, distance / along < duration { duration = distance / along }
        duration = max(duration, 1e-3)
        self.start = start
        self.end = end
        self.initialVelocity = velocity.isFinite ? velocity : .zero
        // end = start + v·T + ½·a·T²  ⇒  a = 2(end − start − v·T) / T².
        self.acceleration = (end - start - self.initialVelocity * duration) * (2 / (duration * duration))
        self.startTime = startTime
        self.duration = duration
    }

    /// Engine time when the card is out of sight (s).
    public var endTime: Double { startTime + duration }

    /// Offset at engine time `t` (pt); the start before `startTime`, the end after `endTime`.
    public func position(at t: Double) -> Vector {
        let tau = min(max(t - startTime, 0), duration)
        return start + initialVelocity * tau + acceleration * (0.5 * tau * tau)
    }

    /// Velocity at engine time `t` (pt/s).
    public func velocity(at t: Double) -> Vector {
        let tau = min(max(t - startTime, 0), duration)
        return initialVelocity + acceleration * tau
    }

    /// True once the card is out of sight.
    public func isFinished(at t: Double) -> Bool { t >= endTime }

    /// How far a card of circumscribed radius `radius` (pt), centred at `center`, must travel along the unit
    /// vector `direction` to lie entirely outside `viewport` (pt). 0 when already outside.
    public static func exitDistance(center: Point, radius: Double, direction: Vector, viewport: Rect) -> Double {
        var distances: [Double] = []
        if direction.dx > 1e-9 { distances.append((viewport.maxX + radius - center.x) / direction.dx) }
        if direction.dx < -1e-9 { distances.append((viewport.minX - radius - center.x) / direction.dx) }
        if direction.dy > 1e-9 { distances.append((viewport.maxY + radius - center.y) / direction.dy) }
        if direction.dy < -1e-9 { distances.append((viewport.minY - radius - center.y) / direction.dy) }
        guard let nearest = distances.min(), nearest.isFinite else { return 0 }
        return max(0, nearest)
    }
}
