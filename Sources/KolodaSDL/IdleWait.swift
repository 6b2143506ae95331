/// How long ``runEventLoop(window:frameLimit:pacing:onEvent:onFrame:)`` may block waiting for input once the app has
/// gone still: after ``idleFrames`` frames in a row that presented nothing, the loop waits for the next event up to
/// ``longestWait`` instead of running a frame every refresh, so an idle app wakes a few times a second rather than
/// sixty. Input ends the wait at once. Pure value type.
public struct IdleWait: Hashable, Sendable {
    /// Frames in a row without a present after which the loop waits for input. Default 30 (half a second at 60 Hz).
    public var idleFrames: Int
    /// The longest wait (s) before the next frame runs anyway (for what changes without input). Default 0.25 s.
    public var longestWait: Double

    /// An idle policy: wait after `idleFrames` still frames, at most `longestWait` s at a time.
    public init(idleFrames: Int = 30, longestWait: Double = 0.25) {
        self.idleFrames = max(1, idleFrames)
        self.longestWait = longestWait.isFinite ? max(0, longestWait) : 0.25
    }

    /// How long (s) to wait for input after `stillFrames` frames in a row that presented nothing, given the refresh
    /// `period` (s): `nil` while the app is not idle yet (the loop then paces to the refresh as usual).
    public func wait(afterStillFrames stillFrames: Int, period: Double) -> Double? {
        guard stillFrames >= idleFrames, longestWait > period else { return nil }
        return longestWait
    }
}
