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
    /// The link, running or paused; nil while off screen.
    private var link: CADisplayLink?

    func requestFrames() { apply(schedule.requestFrames(for: presenter)) }

    /// On screen the link is paused; off screen (the view left its window, the stack disappeared) it is ended.
    func stopFrames() { apply(schedule.stopFrames(for: presenter)) }

    private func apply(_ step: DisplayLinkSchedule.Step?) {
        switch step {
        case .create?:
            link = Self.makeLink(target: DisplayLinkTarget(clock: self))
        case .pause?:
            // `CADisplayLink.isPaused`: while true the link sends no notifications to its target (Apple's
            // documentation of `isPaused`); it stays in the run loop, ready to resume.
            link?.isPaused = true
        case .resume?:
            link?.isPaused = false
        case .invalidate?:
            // `CADisplayLink.invalidate()` removes the link from every run-loop mode, so the run loop releases it,
            // and the link releases its target (Apple's documentation of `invalidate()`).
            link?.invalidate()
            link = nil
        case nil:
            break
        }
    }

    /// A running link on the main run loop that calls `target`.
    private static func makeLink(target: DisplayLinkTarget) -> CADisplayLink {
        // `CADisplayLink(target:selector:)` retains its target (Apple's documentation of the initializer), and the run
        // loop retains the link until it is invalidated: the target is a proxy that holds this clock weakly, so a
        // link, paused or running, never keeps the clock, its presenter or the view alive.
        let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.step(_:)))
        if #available(iOS 15.0, *) {
            // `preferredFrameRateRange` (iOS 15): up to 120 Hz on ProMotion displays (an iPhone app also needs
            // CADisableMinimumFrameDurationOnPhone in its Info.plist); the deck's motion is frame-rate independent.
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        }
        // In the common modes, so frames keep coming while a scroll view tracks a finger (`RunLoop.Mode.common`).
        link.add(to: .main, forMode: .common)
        return link
    }

    /// One refresh of the link.
    fileprivate func step(_ link: CADisplayLink) {
        guard let presenter else {
            stopFrames()  // no presenter: off screen, the link is ended
            return
        }
        presenter.displayRefresh(at: link.targetTimestamp)
    }

    // The presenter, on the main actor, holds the only reference to its clock, so the last release, and this deinit,
    // happen on the main thread. A clock given up while its views are on screen (another clock installed) ends its
    // link here rather than leave a paused one in the run loop.
    deinit { link?.invalidate() }
}

/// The display link's target: it holds the clock weakly, so the link's strong reference to its target keeps nothing
/// of the deck alive. A link whose clock is gone ends itself at its next refresh.
@MainActor
private final class DisplayLinkTarget: NSObject {
    private weak var clock: DisplayLinkClock?

    init(clock: DisplayLinkClock) { self.clock = clock }

    @objc func step(_ link: CADisplayLink) {
        guard let clock else {
            link.invalidate()
            return
        }
        clock.step(link)
    }
}
#endif
