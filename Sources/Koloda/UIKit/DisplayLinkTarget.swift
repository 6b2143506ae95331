#if os(iOS)
@_spi(Fronts) import KolodaCore
import QuartzCore

/// The display clock of the iOS fronts, UIKit's `KolodaView` and SwiftUI's stack: a `CADisplayLink` that calls the
/// presenter at every refresh while it wants frames. The presenter owns it and starts and stops it; what happens to
/// the link is `DisplayLinkSchedule`'s decision, applied here. (On macOS: MacFrameLoop.swift.)
@MainActor
final class DisplayLinkClock: FrameClock {
    weak var presenter: DeckPresenter?
    /// When to make, pause, resume and end the link: one link per stay on screen, paused while the deck rests (a
    /// card held still under a finger stops the clock after each frame, and its next sample starts it again).
    private var schedule = DisplayLinkSchedule()
    /// The link's target, which holds the link; nil while off screen.
    private var target: DisplayLinkTarget?

    func requestFrames() { apply(schedule.requestFrames(for: presenter)) }

    /// On screen the link is paused; off screen (the view left its window, the stack disappeared) it is ended.
    func stopFrames() { apply(schedule.stopFrames(for: presenter)) }

    private func apply(_ step: DisplayLinkSchedule.Step?) {
        switch step {
        case .create?:
            target = DisplayLinkTarget(presenter: presenter)
        case .pause?:
            // `CADisplayLink.isPaused`: while true the link sends no notifications to its target (Apple's
            // documentation of `isPaused`); it stays in the run loop, ready to resume.
            target?.link?.isPaused = true
        case .resume?:
            target?.link?.isPaused = false
        case .invalidate?:
            target?.end()
            target = nil
        case nil:
            break
        }
    }

    // A clock given up while its views are on screen (another clock installed) ends its link rather than leave a
    // paused one in the run loop. A deinit is not isolated, and the link may not be touched from it; the target is
    // main-actor isolated (so `Sendable`) and ends the link on the main actor.
    deinit {
        guard let target else { return }
        Task { @MainActor in target.end() }
    }
}

/// The display link's target, which holds the link: it calls the presenter at each refresh and holds it weakly, so
/// the link's strong reference to its target keeps nothing of the deck alive. A link whose presenter is gone ends
/// itself.
@MainActor
private final class DisplayLinkTarget: NSObject {
    private weak var presenter: DeckPresenter?
    /// The link, running or paused; nil once ended.
    private(set) var link: CADisplayLink?

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
