/// A front's display clock: it calls its presenter once per display refresh (`DeckPresenter.displayRefresh(at:)`)
/// while frames are requested, and sleeps once they are stopped. The presenter owns it and drives it: input,
/// commands and a new delegate request frames; the presenter stops its clock at the first refresh at which it wants
/// none (`DeckPresenter.wantsFrames`). iOS and Mac Catalyst: a display link; macOS: the screen's display link or a
/// timer; Linux: the SDL window's event loop; tests: `ManualFrameClock`.
@MainActor
package protocol FrameClock: AnyObject {
    /// The presenter the clock calls back, with the refresh's time (s). Held weakly: the presenter owns the clock;
    /// the presenter sets it when it is given the clock.
    var presenter: DeckPresenter? { get set }
    /// Call the presenter at every display refresh from now on, until `stopFrames()`. Cheap when already running.
    func requestFrames()
    /// Stop calling the presenter (until the next `requestFrames()`), and hold no resource meanwhile.
    func stopFrames()
}

/// A clock the caller turns by hand, one refresh at a time: the real presenter's frame loop, in tests, with no
/// sleeps and no wall clock.
@MainActor
package final class ManualFrameClock: FrameClock {
    package weak var presenter: DeckPresenter?
    /// True between `requestFrames()` and `stopFrames()`: what a display link's `isPaused` false means.
    package private(set) var isRunning = false

    package init() {}

    package func requestFrames() { isRunning = true }

    package func stopFrames() { isRunning = false }

    /// One display refresh at `time` (s): calls the presenter when frames are requested. Returns whether it did.
    @discardableResult
    package func refresh(at time: Double) -> Bool {
        guard isRunning, let presenter else { return false }
        presenter.displayRefresh(at: time)
        return true
    }
}
