#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Plays a haptic tap when a drag crosses the swipe threshold, softer when it crosses back: the UIKit view's and the
/// SwiftUI stack's, on iOS (the Taptic Engine) and on the Mac (a Force Touch trackpad).
@MainActor
final class ThresholdHaptics {
    var isEnabled = KolodaDefaults.DropIn.isHapticFeedbackEnabled
    #if canImport(UIKit)
    private var generator: UIImpactFeedbackGenerator?
    #endif

    /// Wakes the Taptic Engine as a drag begins, so the tap at the threshold is on time.
    func prepare() {
        #if canImport(UIKit)
        guard isEnabled else { return }
        if generator == nil { generator = UIImpactFeedbackGenerator(style: .medium) }
        generator?.prepare()
        #endif
    }

    func play(isPastThreshold: Bool) {
        guard isEnabled else { return }
        #if canImport(UIKit)
        generator?.impactOccurred(intensity: isPastThreshold ? 1 : 0.5)
        #else
        // AppKit's one haptic performer: `.alignment` is the pattern Apple documents for a drag that snaps to a
        // guide, the nearest to a threshold crossing; it plays only on a Force Touch trackpad held by the user.
        NSHapticFeedbackManager.defaultPerformer.perform(isPastThreshold ? .alignment : .generic, performanceTime: .now)
        #endif
    }
}
#endif
