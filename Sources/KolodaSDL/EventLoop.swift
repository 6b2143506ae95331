import CSDL2

/// How ``runEventLoop(window:frameLimit:pacing:onEvent:onFrame:)`` spaces frames.
public enum FramePacing: Hashable, Sendable {
    /// One frame per display refresh: vsync when the renderer has it; otherwise (or when a frame presented
    /// nothing) the loop sleeps until the next refresh. With `SDL_RENDER_VSYNC=0` presenting frames are uncapped.
    case display
    /// No waiting at all: frames run back to back (tests, benchmarks).
    case none
}

/// Runs the app: each iteration drains the window's events into `onEvent`, then calls `onFrame` with
/// the current time (s, ``MonotonicClock``). `onFrame` draws with ``Window/present(drawing:)`` when it
/// has something to show, and returns false to stop.
///
/// The loop stops after delivering ``HostEvent/quit`` (without a further frame), when `onFrame` returns
/// false, or after `frameLimit` frames.
/// - Returns: the number of times `onFrame` was called.
@MainActor
@discardableResult
public func runEventLoop(
    window: Window,
    frameLimit: Int? = nil,
    pacing: FramePacing = .display,
    onEvent: (HostEvent) -> Void,
    onFrame: (Double) -> Bool
) -> Int {
    var frames = 0
    while frameLimit.map({ frames < $0 }) ?? true {
        let frameStart = MonotonicClock.now()
        for event in window.pollEvents() {
            onEvent(event)
            if event == .quit { return frames }
        }
        let presentsBefore = window.presentCount
        let keepRunning = onFrame(MonotonicClock.now())
        frames += 1
        guard keepRunning else { return frames }

        guard pacing == .display else { continue }
        let presented = window.presentCount != presentsBefore
        let pacedByPresent = presented && (window.isVSynced || !window.vsyncRequested)
        if !pacedByPresent {
            let remaining = frameStart + 1 / window.refreshRate - MonotonicClock.now()
            if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
        }
    }
    return frames
}
