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
