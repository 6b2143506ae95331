/// When the event loop stops running frames and blocks waiting for input: in a ``KolodaWindowHost``, as soon as its
/// deck wants no frame (nothing changed, nothing moves); in
/// ``runEventLoop(window:frameLimit:pacing:idle:onEvent:onFrame:)``, after ``idleFrames`` frames in a row that
/// presented nothing. By default it then waits for the next event
/// however long that takes, so an idle app does not wake at all (no timer, no frame, no CPU) until input, a window
/// event or a quit request arrives. An app whose picture changes without input (a clock, content arriving from
/// elsewhere) sets ``longestWait`` to wake up that often. Pure value type.
public struct IdleWait: Hashable, Sendable {
    /// How long to block once idle.
    public enum Wait: Hashable, Sendable {
        /// Until the next event.
        case untilInput
        /// Until the next event, or `s` seconds at most.
        case atMost(Double)
    }

    /// Frames in a row without a present after which ``runEventLoop(window:frameLimit:pacing:idle:onEvent:onFrame:)``
    /// waits for input (a window host waits as soon as its deck wants no frame). Default 30 (half a second at 60 Hz).
    public var idleFrames: Int
    /// The longest wait (s) before the next frame runs anyway; `nil` (the default): no limit, only input wakes the
    /// loop.
    public var longestWait: Double?

    /// An idle policy: wait after `idleFrames` still frames, for input only (`longestWait` nil, the default) or at
    /// most `longestWait` s at a time (a non-finite or negative value means no limit).
    public init(idleFrames: Int = 30, longestWait: Double? = nil) {
        self.idleFrames = max(1, idleFrames)
        self.longestWait = longestWait.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// How to wait after `stillFrames` frames in a row that presented nothing, given the refresh `period` (s): `nil`
    /// while the app is not idle yet, or when the longest wait is no longer than a refresh (the loop then paces to
    /// the refresh as usual).
    public func wait(afterStillFrames stillFrames: Int, period: Double) -> Wait? {
        wait(wantsFrame: stillFrames < idleFrames, period: period)
    }

    /// How to wait when the app wants no frame (`wantsFrame` false: a window host's deck whose presenter stopped its
    /// clock): until input, or at most `longestWait`. `nil` while it wants frames, or when the longest wait is no
    /// longer than a refresh `period` (s).
    package func wait(wantsFrame: Bool, period: Double) -> Wait? {
        guard !wantsFrame else { return nil }
        guard let longestWait else { return .untilInput }
        return longestWait > period ? .atMost(longestWait) : nil
    }
}
