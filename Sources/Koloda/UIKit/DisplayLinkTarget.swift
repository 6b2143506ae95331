#if os(iOS)
@_spi(Fronts) import KolodaCore
import QuartzCore

/// The iOS display clock: `DisplayLinkSchedule`'s decisions applied to this platform's link.
typealias DisplayLinkClock = ScheduledDisplayClock<DisplayLinkTarget>

/// The iOS display link's target, which holds the link (`DisplayLinkClock` makes, pauses, resumes and ends it): it
/// calls the presenter at each refresh and holds it weakly, so the link's strong reference to its target keeps
/// nothing of the deck alive. A link whose presenter is gone ends itself.
@MainActor
final class DisplayLinkTarget: NSObject, DisplayLinkDriving {
    private weak var presenter: DeckPresenter?
    /// The link, running or paused; nil once ended.
    private var link: CADisplayLink?

    /// Makes a running link on the main run loop that calls `presenter`.
    init(presenter: DeckPresenter?) {
        self.presenter = presenter
        super.init()
        // `CADisplayLink(target:selector:)` retains its target (Apple's documentation of the initializer), and the run
        // loop retains the link until it is invalidated: this target holds the presenter weakly, so a link, paused or
        // running, never keeps the clock, its presenter or the view alive.
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        if #available(iOS 15.0, *) {
            // `preferredFrameRateRange` (iOS 15): up to 120 Hz on ProMotion displays (an iPhone app also needs
            // CADisableMinimumFrameDurationOnPhone in its Info.plist); the deck's motion is frame-rate independent.
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        }
        // In the common modes, so frames keep coming while a scroll view tracks a finger (`RunLoop.Mode.common`).
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Pauses (true) or resumes (false) the link. While `isPaused` is true the link sends its target no notifications
    /// and stays in the run loop, ready to resume (Apple's documentation of `CADisplayLink.isPaused`).
    func pause(_ paused: Bool) { link?.isPaused = paused }

    /// Ends the link. `CADisplayLink.invalidate()` removes it from every run-loop mode, so the run loop releases it,
    /// and the link releases its target (Apple's documentation of `invalidate()`).
    func end() {
        link?.invalidate()
        link = nil
    }

    @objc private func step(_ link: CADisplayLink) {
        guard let presenter else {
            end()
            return
        }
        // A callback of the frame may take the view out of its window, which ends the link, and the link then
        // releases this target: it is kept until the frame returns.
        withExtendedLifetime(self) { presenter.displayRefresh(at: link.targetTimestamp) }
    }
}
#endif
