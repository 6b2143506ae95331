/// One input sample of a drag, as a pan gesture recognizer reports it.
public struct DragSample: Hashable, Sendable {
    /// Where the finger is (pt, deck coordinates).
    public var location: Point
    /// Movement since the press (pt).
    public var translation: Vector
    /// Current velocity (pt/s).
    public var velocity: Vector
    /// When the sample was taken (s, the host's monotonic clock).
    public var timestamp: Double

    /// Creates a sample.
    public init(location: Point, translation: Vector, velocity: Vector = .zero, timestamp: Double) {
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.timestamp = timestamp
    }

    /// True when every value is finite.
    public var isFinite: Bool { location.isFinite && translation.isFinite && velocity.isFinite && timestamp.isFinite }
}
