import KolodaCore
import KolodaSDL

/// A timeline of input, built step by step like a person would act, for the headless recorder: presses,
/// drags sampled once per frame, clicks and keys, each stamped with its time (s) on the recorder's clock.
struct SessionScript {
    /// The input, in time order.
    private(set) var events: [(time: Double, event: HostEvent)] = []
    /// The time the next step starts at (s); at the end, the session's length.
    private(set) var cursor: Double = 0
    /// The frame rate the drags are sampled at.
    let framesPerSecond: Double

    /// Starts an empty script sampled at `framesPerSecond`.
    init(framesPerSecond: Double) { self.framesPerSecond = framesPerSecond }

    /// Does nothing for `seconds`.
    mutating func wait(_ seconds: Double) { cursor += seconds }

    /// Presses at `start`, moves through `keyframes` (time since the press (s), offset from `start` (pt)),
    /// sampling a move every frame with each segment eased in and out when `eased`, optionally holds still for
    /// `hold` s (so the release velocity is zero), then releases where it is.
    mutating func drag(
        from start: Point, _ keyframes: [(time: Double, offset: Vector)], eased: Bool = false, hold: Double = 0
    ) {
        let t0 = cursor
        add(.down, start, at: t0)
        var previous: (time: Double, offset: Vector) = (0, .zero)
        var location = start
        let step = 1 / framesPerSecond
        for key in keyframes {
            var t = previous.time + step
            while t < key.time + step / 2 {
                let u = min(1, (t - previous.time) / max(key.time - previous.time, step))
                let f = eased ? u * u * (3 - 2 * u) : u
                location = start + previous.offset + (key.offset - previous.offset) * f
                add(.moved, location, at: t0 + t)
                t += step
            }
            previous = key
        }
        cursor = t0 + previous.time + hold
        add(.up, location, at: cursor)
    }

    /// Clicks at `point` (a 0.12 s press).
    mutating func click(_ point: Point) {
        add(.down, point, at: cursor)
        cursor += 0.12
        add(.up, point, at: cursor)
    }

    /// Presses and releases `key`.
    mutating func key(_ key: KeyEvent.Key) {
        events.append((cursor, .keyDown(KeyEvent(key: key))))
        events.append((cursor + 0.05, .keyUp(KeyEvent(key: key))))
    }

    private mutating func add(_ phase: PointerEvent.Phase, _ location: Point, at time: Double) {
        events.append((time, .pointer(PointerEvent(phase: phase, location: location, timestamp: time, source: .mouse))))
    }
}
