import KolodaCore

/// One step of a pointer's (mouse button or finger) press–drag–release sequence, platform-neutral.
public struct PointerEvent: Hashable, Sendable {
    /// Where a pointer event sits in its sequence.
    public enum Phase: Hashable, Sendable {
        /// The left mouse button or a finger went down.
        case down
        /// The pressed pointer moved. Hover moves (no button pressed) are not reported.
        case moved
        /// The pointer was released.
        case up
        /// The sequence ended without a release, e.g. the window lost focus or was hidden while pressed.
        case cancelled
    }

    /// What produced the event.
    public enum Source: Hashable, Sendable {
        /// The mouse (left button only).
        case mouse
        /// A touch, identified by SDL's finger id (stable for the finger's down–up sequence).
        case touch(Int64)
    }

    /// The phase.
    public var phase: Phase
    /// Position in window coordinates (pt), origin top-left.
    public var location: Point
    /// When the host received the event (s, ``MonotonicClock``).
    public var timestamp: Double
    /// The mouse or the finger.
    public var source: Source

    /// Creates a pointer event.
    public init(phase: Phase, location: Point, timestamp: Double, source: Source) {
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.source = source
    }
}
