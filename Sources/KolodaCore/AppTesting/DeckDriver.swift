/// Drives a deck with a manual clock, for apps' own tests and this package's: advance time frame by frame,
/// simulate drags and flicks with a known velocity, and read every event delivered.
///
/// ```swift
/// let driver = DeckDriver(deck: deck)
/// driver.drag(from: Point(x: 150, y: 100), by: Vector(dx: 200, dy: 0), duration: 0.3)
/// driver.settle()
/// #expect(driver.events.map(\.event) .contains(.didSwipeCard(index: 0, direction: .right)))
/// ```
@MainActor
public final class DeckDriver {
    /// The deck being driven.
    public let deck: KolodaDeck
    /// The manual clock (s).
    public private(set) var time: Double
    /// Time between simulated frames (s; default 1/60).
    public var frameInterval: Double
    /// Every event delivered so far, in order.
    public private(set) var events: [TimedEvent] = []
    /// The scene of the most recent frame.
    public private(set) var lastScene: DeckScene

    /// Wraps `deck`, starting the clock at `startTime` (s) with frames every `frameInterval` (s).
    public init(deck: KolodaDeck, startTime: Double = 0, frameInterval: Double = 1.0 / 60) {
        self.deck = deck
        self.time = startTime
        self.frameInterval = frameInterval > 0 && frameInterval.isFinite ? frameInterval : 1.0 / 60
        lastScene = deck.scene
        collect()
    }

    /// Ticks the deck at the current time, collecting events delivered since the last frame.
    @discardableResult
    public func collect() -> DeckFrame {
        // `time` is always finite here, so the tick cannot throw.
        let frame = (try? deck.tick(now: time)) ?? DeckFrame(scene: deck.scene, events: [])
        events += frame.events
        lastScene = frame.scene
        return frame
    }

    /// Advances the clock by `seconds` in frames of `frameInterval`, ticking each frame.
    @discardableResult
    public func advance(by seconds: Double) -> DeckFrame {
        var remaining = max(0, seconds)
        var frame = collect()
        while remaining > 1e-12 {
            let step = min(frameInterval, remaining)
            time += step
            remaining -= step
            frame = collect()
        }
        return frame
    }

    /// Ticks until nothing moves, at most `timeout` seconds of deck time. Returns whether it settled.
    @discardableResult
    public func settle(timeout: Double = 5) -> Bool {
        let limit = time + timeout
        collect()
        while deck.isAnimating && time < limit { advance(by: frameInterval) }
        return !deck.isAnimating
    }

    /// Drags with the pointer from `start` (pt) by `translation` (pt) over `duration` (s), one move per frame,
    /// then releases; the release velocity is estimated from the moves, as a real pointer's would be. With `hold`
    /// (s) the pointer rests before release, which zeroes the velocity.
    public func drag(
        from start: Point, by translation: Vector, duration: Double, hold: Double = 0, release: Bool = true
    ) {
        try? deck.pointerDown(at: start, time: time)
        collect()
        let steps = max(1, Int((max(duration, 0) / frameInterval).rounded(.up)))
        for step in 1...steps {
            time += duration / Double(steps)
            let f = Double(step) / Double(steps)
            try? deck.pointerMoved(to: start + translation * f, time: time)
            collect()
        }
        if hold > 0 { advance(by: hold) }
        if release {
            try? deck.pointerUp(at: start + translation, time: time)
            collect()
        }
    }

    /// Drags with explicit samples, as a gesture recognizer would report them, ending with `releaseVelocity`
    /// (pt/s): the way to test flicks exactly.
    public func flick(from start: Point, by translation: Vector, duration: Double, releaseVelocity: Vector) {
        let steps = max(2, Int((max(duration, 0) / frameInterval).rounded(.up)))
        let velocity = duration > 0 ? translation * (1 / duration) : .zero
        _ = try? deck.dragBegan(DragSample(location: start, translation: .zero, velocity: .zero, timestamp: time))
        collect()
        for step in 1...steps {
            time += duration / Double(steps)
            let t = translation * (Double(step) / Double(steps))
            try? deck.dragChanged(DragSample(location: start + t, translation: t, velocity: velocity, timestamp: time))
            collect()
        }
        try? deck.dragEnded(
            DragSample(
                location: start + translation, translation: translation,
                velocity: releaseVelocity, timestamp: time))
        collect()
    }

    /// Taps at `point` (pt) with the pointer.
    public func tap(at point: Point) {
        try? deck.pointerDown(at: point, time: time)
        time += 0.05
        try? deck.pointerUp(at: point, time: time)
        collect()
    }

    /// Events of the given names, in order (e.g. `["didSwipeCardAt"]`).
    public func events(named names: Set<String>) -> [KolodaEvent] {
        events.map(\.event).filter { names.contains($0.name) }
    }

    /// Forgets the events collected so far.
    public func clearEvents() { events.removeAll() }
}
