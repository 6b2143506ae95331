@_spi(Fronts) @testable import KolodaCore

/// The iOS fronts' `DisplayLinkClock` with its `CADisplayLink` recorded: the same two calls into
/// `DisplayLinkSchedule` for its presenter, and every step it would apply to the link, in order. The link fires only
/// while it exists and is not paused, as a display link does.
@MainActor
final class RecordingDisplayLink: FrameClock {
    weak var presenter: DeckPresenter?
    private var schedule = DisplayLinkSchedule()
    /// The steps applied to the link, in order.
    private(set) var steps: [DisplayLinkSchedule.Step] = []

    func requestFrames() { record(schedule.requestFrames(for: presenter)) }

    func stopFrames() { record(schedule.stopFrames(for: presenter)) }

    private func record(_ step: DisplayLinkSchedule.Step?) {
        if let step { steps.append(step) }
    }

    /// The link's state.
    var link: DisplayLinkSchedule.Link { schedule.link }

    /// How many times `step` was applied.
    func count(_ step: DisplayLinkSchedule.Step) -> Int { steps.count { $0 == step } }

    /// Forgets the steps recorded so far.
    func forgetSteps() { steps.removeAll() }

    /// One display refresh at `time` (s): the link calls the presenter when it exists and is not paused. Returns
    /// whether it did.
    @discardableResult
    func refresh(at time: Double) -> Bool {
        guard schedule.link == .running, let presenter else { return false }
        presenter.displayRefresh(at: time)
        return true
    }

    /// Refreshes at 60 Hz from `start` while the link runs (at most 5 s); returns the time reached.
    @discardableResult
    func settle(from start: Double) -> Double {
        var t = start
        for _ in 0..<300 where schedule.link == .running {
            t += 1.0 / 60
            refresh(at: t)
        }
        return t
    }
}
