#if os(iOS)
@_spi(Fronts) import KolodaCore
import QuartzCore

/// The display clock of the iOS fronts, UIKit's `KolodaView` and SwiftUI's stack: a `CADisplayLink` that calls the
/// presenter at every refresh while it wants frames. The presenter owns it and starts and stops it. (On macOS:
/// MacFrameLoop.swift.)
@MainActor
final class DisplayLinkClock: NSObject, FrameClock {
    weak var presenter: DeckPresenter?
    /// The running link; nil while stopped. It retains this object (its target) until it is invalidated.
    private var link: CADisplayLink?

    func requestFrames() {
        guard link == nil else { return }
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

    /// Ends the link. `CADisplayLink.invalidate()` removes it from every run-loop mode, and the run loop then releases
    /// it and it releases its target (Apple's `invalidate()` documentation); a paused link would stay in the run loop,
    /// and keep this clock, for ever.
    func stopFrames() {
        link?.invalidate()
        link = nil
    }

    @objc private func step(_ link: CADisplayLink) {
        guard let presenter else {
            stopFrames()
            return
        }
        // The presenter may stop the clock during the frame: the link then stops retaining it.
        withExtendedLifetime(self) { presenter.displayRefresh(at: link.targetTimestamp) }
    }
}
#endif
