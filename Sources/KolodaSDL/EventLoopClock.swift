@_spi(Fronts) import KolodaCore

/// The SDL event loop as a deck's frame clock (the Linux counterpart of the display link): while the presenter
/// requests frames, each of the loop's refreshes calls `DeckPresenter.displayRefresh(at:)`; once it stops them, the
/// loop sleeps in `SDL_WaitEvent` until input (see ``IdleWait``). ``KolodaWindowHost`` owns one and gives it to the
/// presenter of the deck it shows.
@MainActor
package final class EventLoopClock: FrameClock {
    package weak var presenter: DeckPresenter?
    /// True between `requestFrames()` and `stopFrames()`: the loop runs a frame at its next refresh.
    package private(set) var isRunning = false

    package init() {}

    // A request is made on the main actor, which is the loop's own thread: it arrives while the loop handles input
    // or runs a frame, never while the loop waits, and the loop reads `isRunning` before it waits again. So setting
    // the flag is what wakes the loop; no event has to be posted.
    package func requestFrames() { isRunning = true }

    package func stopFrames() { isRunning = false }

    /// The loop's refresh at `time` (s, ``MonotonicClock``): calls the presenter when frames are requested. Returns
    /// true when the presenter made a frame (it wanted one).
    package func refresh(at time: Double) -> Bool {
        guard isRunning, let presenter else { return false }
        let makesFrame = presenter.wantsFrames
        presenter.displayRefresh(at: time)
        return makesFrame
    }
}
