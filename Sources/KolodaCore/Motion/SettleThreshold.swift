/// When a spring counts as settled: it snaps to its target once |displacement| < `distance` and
/// |velocity| < `speed` are guaranteed from then on.
public struct SettleThreshold: Hashable, Sendable {
    /// Largest displacement from the target that may be snapped away (value units: pt, 1, rad…).
    public var distance: Double
    /// Largest speed that may be snapped away (value units per second: pt/s, 1/s, rad/s…).
    public var speed: Double

    /// Creates a threshold.
    /// - Parameters:
    ///   - distance: value units (pt, 1, rad…).
    ///   - speed: value units per second (pt/s, 1/s, rad/s…).
    public init(distance: Double, speed: Double) {
        self.distance = distance
        self.speed = speed
    }

    /// For positions and sizes in points: 0.05 pt and 2 pt/s, so the final snap moves the value by < 0.1 pt.
    public static let points = SettleThreshold(distance: 0.05, speed: 2)
    /// For unitless values (scale, alpha, slot positions): 0.0005 and 0.01 /s.
    public static let unitless = SettleThreshold(distance: 0.0005, speed: 0.01)
    /// For angles in radians: 0.0005 rad and 0.01 rad/s.
    public static let radians = SettleThreshold(distance: 0.0005, speed: 0.01)
}
