#if os(macOS)
import AppKit
@_spi(Fronts) import KolodaCore
import QuartzCore

/// The Mac's display clock for a `KolodaStack`: it calls the presenter at every refresh while it wants frames, and
/// holds no link or timer once stopped. The link or timer retains this object, which holds the presenter weakly.
///
/// From macOS 14 it is a display link of the main screen. `CADisplayLink` is macOS 14 and later (its header:
/// `API_AVAILABLE(macos(14.0))`), and on the Mac it is made by `NSScreen`, `NSWindow` or `NSView`'s
/// `displayLink(target:selector:)`, not by its initializer. Before macOS 14 it is a `Timer` on the main run loop at
/// the screen's refresh rate (`NSScreen.maximumFramesPerSecond`, macOS 12), in the common modes so that it keeps
/// firing while a window is resized or a menu is open.
@MainActor
final class DisplayLinkClock: NSObject, FrameClock {
    weak var presenter: DeckPresenter?
    /// Ends the link or the timer; nil while stopped.
    private var end: (() -> Void)?

    func requestFrames() {
        guard end == nil else { return }
        // The stack has no window to ask, so the link follows the main screen (the one with the key window). The
        // engine's motion depends on time, not on frame count, so a deck on a display with another refresh rate
        // moves the same, at that link's cadence.
        if #available(macOS 14.0, *), let screen = NSScreen.main {
            let link = screen.displayLink(target: self, selector: #selector(step(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            end = { link.invalidate() }
        } else {
            let rate = max(60, NSScreen.main?.maximumFramesPerSecond ?? 60)
            let timer = Timer(
                timeInterval: 1 / Double(rate), target: self, selector: #selector(tick(_:)), userInfo: nil,
                repeats: true)
            RunLoop.main.add(timer, forMode: .common)
            end = { timer.invalidate() }
        }
    }

    /// Ends the link or timer. `invalidate()` removes either from the run loop, which then releases it, and it
    /// releases this object (Apple's documentation of `CADisplayLink.invalidate()` and `Timer.invalidate()`).
    func stopFrames() {
        end?()
        end = nil
    }

    @available(macOS 14.0, *)
    @objc private func step(_ link: CADisplayLink) { deliver(at: link.targetTimestamp) }

    /// The timer has no display timestamp: the frame is drawn for now, on the same clock (`CACurrentMediaTime`).
    @objc private func tick(_ timer: Timer) { deliver(at: CACurrentMediaTime()) }

    private func deliver(at time: Double) {
        guard let presenter else {
            stopFrames()
            return
        }
        // The presenter may stop the clock during the frame: the link then stops retaining it.
        withExtendedLifetime(self) { presenter.displayRefresh(at: time) }
    }
}
#endif
