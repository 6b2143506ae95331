/// Turns raw pointer events (a mouse button or a finger) into a drag or a tap, like a pan and a tap gesture
/// recognizer working together: a press becomes a drag once it moves `slop` (pt); a release before that, within
/// `tapMaximumDuration` (s), is a tap.
struct PointerRecognizer: Hashable, Sendable {
    /// Movement that turns a press into a drag (pt; default 10, UIKit's pan hysteresis).
    var slop: Double = 10
    /// Longest press that still counts as a tap (s; default 0.5).
    var tapMaximumDuration: Double = 0.5

    /// What the recognizer decided for one pointer event.
    enum Action: Hashable, Sendable {
        /// Nothing to do yet.
        case none
        /// A drag begins with this sample.
        case dragBegan(DragSample)
        /// The drag moved.
        case dragChanged(DragSample)
        /// The drag ended (the sample carries the release velocity).
        case dragEnded(DragSample)
        /// The drag was cancelled.
        case dragCancelled
        /// A tap at this point (pt).
        case tap(Point)
    }

    private struct Press: Hashable, Sendable {
        var location: Point
        var time: Double
    }
    private var press: Press?
    private var isDragging = false
    private var isAbandoned = false
    private var tracker = VelocityTracker()

    /// Creates a recognizer with UIKit-like defaults.
    init(slop: Double = 10, tapMaximumDuration: Double = 0.5) {
        self.slop = slop
        self.tapMaximumDuration = tapMaximumDuration
    }

    /// True between a press and its release.
    var isPressed: Bool { press != nil }

    /// The pointer went down.
    mutating func down(at location: Point, time: Double) -> Action {
        press = Press(location: location, time: time)
        isDragging = false
        isAbandoned = false
        tracker.reset()
        tracker.add(location, at: time)
        return .none
    }

    /// The pointer moved.
    mutating func moved(to location: Point, time: Double) -> Action {
        guard let press, !isAbandoned else { return .none }
        tracker.add(location, at: time)
        let translation = location - press.location
        let sample = DragSample(
            location: location, translation: translation, velocity: tracker.velocity(at: time), timestamp: time)
        if isDragging { return .dragChanged(sample) }
        guard translation.length >= slop else { return .none }
        isDragging = true
        return .dragBegan(sample)
    }

    /// The pointer went up.
    mutating func up(at location: Point, time: Double) -> Action {
        guard let press else { return .none }
        defer {
            self.press = nil
            isDragging = false
            isAbandoned = false
        }
        if isAbandoned { return .none }
        tracker.add(location, at: time)
        if isDragging {
            let sample = DragSample(
                location: location, translation: location - press.location,
                velocity: tracker.velocity(at: time), timestamp: time)
            return .dragEnded(sample)
        }
        return time - press.time <= tapMaximumDuration ? .tap(press.location) : .none
    }

    /// The pointer was cancelled (the window lost it).
    mutating func cancel() -> Action {
        defer {
            press = nil
            isDragging = false
            isAbandoned = false
        }
        return isDragging && !isAbandoned ? .dragCancelled : .none
    }

    /// The deck took the card away (a programmatic swipe): ignore this press until it is released.
    mutating func abandonDrag() {
        if press != nil { isAbandoned = true }
    }
}
