#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore

/// What the display clock of an Apple front drives: the platform's link (iOS: a `CADisplayLink`,
/// UIKit/DisplayLinkTarget.swift; the Mac: the screen's link or a timer, SwiftUI/MacFrameLoop.swift), with its target,
/// which calls the presenter at every refresh and holds it weakly.
@MainActor
protocol DisplayLinkDriving: AnyObject, Sendable {
    /// Makes a running link that calls `presenter` at every refresh.
    init(presenter: DeckPresenter?)
    /// Pauses (true) or resumes (false) the link.
    func pause(_ paused: Bool)
    /// Ends the link: out of the run loop, released, its target released.
    func end()
}

/// The display clock of the Apple fronts (UIKit's `KolodaView`, SwiftUI's `KolodaStack` on iOS and on the Mac,
/// where each platform names its `DisplayLinkClock`): it calls the presenter at every refresh while it wants frames.
/// The presenter owns it and starts and stops it; what happens to the link is `DisplayLinkSchedule`'s decision,
/// applied here to the platform's link.
@MainActor
final class ScheduledDisplayClock<Link: DisplayLinkDriving>: FrameClock {
    weak var presenter: DeckPresenter?
    /// When to make, pause, resume and end the link: one link per stay on screen, paused while the deck rests (a
    /// card held still under a finger stops the clock after each frame, and its next sample starts it again).
    private var schedule = DisplayLinkSchedule()
    /// The link with its target; nil while off screen.
    private var link: Link?

    func requestFrames() { apply(schedule.requestFrames(for: presenter)) }

    /// On screen the link is paused; off screen (the view left its window, the stack disappeared) it is ended.
    func stopFrames() { apply(schedule.stopFrames(for: presenter)) }

    private func apply(_ step: DisplayLinkSchedule.Step?) {
        switch step {
        case .create?: link = Link(presenter: presenter)
        case .pause?: link?.pause(true)
        case .resume?: link?.pause(false)
        case .invalidate?:
            link?.end()
            link = nil
        case nil: break
        }
    }

    // A clock given up while its views are on screen (another clock installed) ends its link rather than leave a
    // paused one in the run loop. A deinit is not isolated, and the link may not be touched from it; the link's
    // target is main-actor isolated (so `Sendable`) and ends it on the main actor (for the Mac's timer, the thread it
    // was installed on, from which `Timer.invalidate()` must be sent: Apple's documentation).
    deinit {
        guard let link else { return }
        Task { @MainActor in link.end() }
    }
}
#endif
