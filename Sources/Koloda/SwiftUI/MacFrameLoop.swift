#if os(macOS)
import AppKit
@_spi(Fronts) import KolodaCore
import QuartzCore

/// The Mac's display clock for a `KolodaStack`: it calls the presenter at every refresh while it wants frames. What
/// happens to its link or timer is `DisplayLinkSchedule`'s decision, as on iOS: one per stay on screen, paused while
/// the deck rests, ended when the stack disappears. The link or timer retains a target that holds the presenter
/// weakly.
///
/// From macOS 14 it is a display link of the main screen. `CADisplayLink` is macOS 14 and later (its header:
/// `API_AVAILABLE(macos(14.0))`), and on the Mac it is made by `NSScreen`, `NSWindow` or `NSView`'s
/// `displayLink(target:selector:)`, not by its initializer. Before macOS 14 it is a `Timer` on the main run loop at
/// the screen's refresh rate (`NSScreen.maximumFramesPerSecond`, macOS 12), in the common modes so that it keeps
/// firing while a window is resized or a menu is open.
@MainActor
final class DisplayLinkClock: FrameClock {
    weak var presenter: DeckPresenter?
    private var schedule = DisplayLinkSchedule()
    /// The link's or timer's target, which holds it; nil while off screen.
    private var target: MacFrameTarget?

    func requestFrames() { apply(schedule.requestFrames(for: presenter)) }

    func stopFrames() { apply(schedule.stopFrames(for: presenter)) }

    private func apply(_ step: DisplayLinkSchedule.Step?) {
        switch step {
        case .create?: target = MacFrameTarget(presenter: presenter)
        case .pause?: target?.pause(true)
        case .resume?: target?.pause(false)
        case .invalidate?:
            target?.end()
            target = nil
        case nil: break
        }
    }

    // A deinit is not isolated, and the link or timer may not be touched from it; the target is main-actor isolated
    // (so `Sendable`) and ends it on the main actor, the thread the timer was installed on, from which
    // `Timer.invalidate()` must be sent (Apple's documentation).
    deinit {
        guard let target else { return }
        Task { @MainActor in target.end() }
    }
}

/// The link's or timer's target, which holds it: it calls the presenter and holds it weakly, so a link or timer,
/// paused or running, keeps nothing of the deck alive. One whose presenter is gone ends itself.
@MainActor
private final class MacFrameTarget: NSObject {
    private weak var presenter: DeckPresenter?
    /// Pauses (true) or resumes (false) the link or timer; nil once ended.
    private var setPaused: ((Bool) -> Void)?
    /// Ends the link or timer: `invalidate()` removes either from the run loop, which then releases it, and it
    /// releases its target (Apple's documentation of `CADisplayLink.invalidate()` and `Timer.invalidate()`).
    private var invalidate: (() -> Void)?

    /// Starts a link (macOS 14) or a timer that calls `presenter`.
    init(presenter: DeckPresenter?) {
        self.presenter = presenter
        super.init()
        // The stack has no window to ask, so the link follows the main screen (the one with the key window). The
        // engine's motion depends on time, not on frame count, so a deck on a display with another refresh rate
        // moves the same, at that link's cadence.
        if #available(macOS 14.0, *), let screen = NSScreen.main {
            // The link retains its target (Apple's documentation of `displayLink(target:selector:)`); while
            // `isPaused` is true it sends the target nothing (Apple's documentation of `isPaused`).
            let link = screen.displayLink(target: self, selector: #selector(step(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            setPaused = { link.isPaused = $0 }
            invalidate = { link.invalidate() }
        } else {
            let rate = max(60, NSScreen.main?.maximumFramesPerSecond ?? 60)
            let timer = Timer(
                timeInterval: 1 / Double(rate), target: self, selector: #selector(tick(_:)), userInfo: nil,
                repeats: true)
            RunLoop.main.add(timer, forMode: .common)
            // A timer has no pause: a fire date in the distant future stops it and a fire date of now starts it
            // again (Apple's documentation of `Timer.fireDate`: setting it adjusts when a repeating timer fires).
            setPaused = { timer.fireDate = $0 ? .distantFuture : Date() }
            invalidate = { timer.invalidate() }
        }
    }

    func pause(_ paused: Bool) { setPaused?(paused) }

    func end() {
        invalidate?()
        invalidate = nil
        setPaused = nil
    }

    @available(macOS 14.0, *)
    @objc private func step(_ link: CADisplayLink) { deliver(at: link.targetTimestamp) }

    /// The timer has no display timestamp: the frame is drawn for now, on the same clock (`CACurrentMediaTime`).
    @objc private func tick(_ timer: Timer) { deliver(at: CACurrentMediaTime()) }

    private func deliver(at time: Double) {
        guard let presenter else {
            end()
            return
        }
        // A callback of the frame may end the link or timer, which then releases this target: it is kept until the
        // frame returns.
        withExtendedLifetime(self) { presenter.displayRefresh(at: time) }
    }
}
#endif
