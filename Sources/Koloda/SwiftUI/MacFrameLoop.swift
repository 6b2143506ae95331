#if os(macOS)
import AppKit
@_spi(Fronts) import KolodaCore
import QuartzCore

/// The macOS display clock: `DisplayLinkSchedule`'s decisions applied to this platform's link.
typealias DisplayLinkClock = ScheduledDisplayClock<DisplayLinkTarget>

/// The Mac's display link or timer, and its target, which holds it (`DisplayLinkClock` makes, pauses, resumes and
/// ends it, as on iOS): it calls the presenter at every refresh and holds it weakly, so a link or timer, paused or
/// running, keeps nothing of the deck alive. One whose presenter is gone ends itself.
///
/// From macOS 14 it is a display link of the main screen. `CADisplayLink` is macOS 14 and later (its header:
/// `API_AVAILABLE(macos(14.0))`), and on the Mac it is made by `NSScreen`, `NSWindow` or `NSView`'s
/// `displayLink(target:selector:)`, not by its initializer. Before macOS 14 it is a `Timer` on the main run loop at
/// the screen's refresh rate (`NSScreen.maximumFramesPerSecond`, macOS 12), in the common modes so that it keeps
/// firing while a window is resized or a menu is open.
@MainActor
final class DisplayLinkTarget: NSObject, DisplayLinkDriving {
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
