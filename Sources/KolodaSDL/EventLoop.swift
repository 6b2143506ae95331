import CSDL2
import Glibc

/// How ``runEventLoop(window:frameLimit:pacing:idle:onEvent:onFrame:)`` spaces frames.
public enum FramePacing: Hashable, Sendable {
    /// One frame per display refresh: a vsync'd present blocks until the refresh; when it did not block (no
    /// vsync, vsync reported but not honoured, or nothing presented) the loop sleeps out the rest of the
    /// refresh period. With vsync turned off (`SDL_RENDER_VSYNC=0`) frames that present are uncapped.
    case display
    /// No waiting at all: frames run back to back (tests, benchmarks).
    case none
}

/// Runs the app: each iteration drains the window's events into `onEvent`, then calls `onFrame` with
/// the current time (s, ``MonotonicClock``). `onFrame` draws with ``SDLWindow/presentFrame(drawing:)`` when it
/// has something to show, and returns false to stop.
///
/// With `.display` pacing, once `idle` counts enough frames in a row that presented nothing, the loop blocks until
/// the next event instead of running frames (by default without a time limit: an idle app does not wake up).
///
/// The loop stops after delivering ``HostEvent/quit`` (without a further frame), when `onFrame` returns
/// false, or after `frameLimit` frames.
/// - Returns: the number of times `onFrame` was called.
@MainActor
@discardableResult
public func runEventLoop(
    window: SDLWindow,
    frameLimit: Int? = nil,
    pacing: FramePacing = .display,
    idle: IdleWait = IdleWait(),
    onEvent: (HostEvent) -> Void,
    onFrame: (Double) -> Bool
) -> Int {
    var stillFrames = 0  // frames in a row that presented nothing
    return runFrameLoop(
        window: window, frameLimit: frameLimit, pacing: pacing, idle: idle,
        wantsFrame: { stillFrames < idle.idleFrames }, onEvent: { event, _ in onEvent(event) },
        onFrame: { now in
            let presentsBefore = window.presentCount
            let keepRunning = onFrame(now)
            stillFrames = window.presentCount != presentsBefore ? 0 : stillFrames + 1
            return keepRunning
        })
}

/// The loop itself, for a frame source that knows whether it wants frames (``KolodaWindowHost``: its deck's
/// presenter, through ``EventLoopClock``). Each iteration hands the window's events to `onEvent` with the time
/// (s, ``MonotonicClock``) at which the loop took them, then runs a frame (`onFrame`, at the current time) when
/// the source wants one, or when input arrived or a timed wait ended since the last frame (the app's picture may
/// have changed). With `.display` pacing, when no frame is owed the loop blocks in SDL's wait as `idle` says (until
/// input by default); `.none` never waits. Stops as ``runEventLoop(window:frameLimit:pacing:idle:onEvent:onFrame:)``
/// does, and returns the number of frames run.
@MainActor
package func runFrameLoop(
    window: SDLWindow, frameLimit: Int?, pacing: FramePacing, idle: IdleWait, wantsFrame: () -> Bool,
    onEvent: (HostEvent, Double) -> Void, onFrame: (Double) -> Bool
) -> Int {
    var frames = 0
    var owesFrame = true  // the first frame, and one after input or a timed wait
    while frameLimit.map({ frames < $0 }) ?? true {
        let frameStart = MonotonicClock.now()
        for event in window.pollEvents() {
            onEvent(event, MonotonicClock.now())
            owesFrame = true
            if event == .quit { return frames }
        }
        if pacing == .display, !owesFrame,
            let wait = idle.wait(wantsFrame: wantsFrame(), period: 1 / window.refreshRate)
        {
            waitForEvent(wait)
            // A timed wait that ends runs a frame anyway (an app whose picture changes without input); an event that
            // ends a wait is polled at the top and owes its frame there.
            owesFrame = wait != .untilInput
            continue
        }
        owesFrame = false
        let presentsBefore = window.presentCount
        let keepRunning = onFrame(MonotonicClock.now())
        frames += 1
        guard keepRunning else { return frames }

        guard pacing == .display else { continue }
        let presented = window.presentCount != presentsBefore
        if presented && (!window.vsyncRequested || window.lastPresentWasPaced) { continue }  // uncapped, or paced
        // A vsync'd present has already blocked until the refresh, leaving nothing to wait for. Renderers that
        // report vsync without blocking (EGL offscreen, llvmpipe under Xvfb), software renderers, and frames
        // that presented nothing are capped at the refresh rate here.
        sleep(seconds: frameStart + 1 / window.refreshRate - MonotonicClock.now())
    }
    return frames
}

/// Blocks in SDL's event wait as `wait` says. SDL's wait sleeps in the display connection (no polling), and a quit
/// request (SIGINT, the window closing) is an event too.
@MainActor
private func waitForEvent(_ wait: IdleWait.Wait) {
    switch wait {
    case .untilInput: _ = SDL_WaitEvent(nil)
    case .atMost(let seconds): _ = SDL_WaitEventTimeout(nil, Int32(min(seconds * 1000, Double(Int32.max)).rounded()))
    }
}

/// Sleeps for `seconds` (s) if positive, with sub-millisecond precision (`nanosleep`, unlike `SDL_Delay`).
private func sleep(seconds: Double) {
    guard seconds > 0, seconds.isFinite else { return }
    let whole = seconds.rounded(.down)
    var request = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
}
