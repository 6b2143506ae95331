#if os(iOS)
import KolodaCore
import UIKit

extension KolodaView {
    /// Gives the engine the view's reading direction (what leading and trailing mean, and the order of the VoiceOver
    /// swipe actions); true when it changed. Read at every layout pass.
    // `effectiveUserInterfaceLayoutDirection` is the direction UIKit resolved for this view from its
    // `semanticContentAttribute` and the app's language (iOS 10 and later):
    // https://developer.apple.com/documentation/uikit/uiview/1622527-effectiveuserinterfacelayoutdirec
    @discardableResult
    func updateLayoutDirection() -> Bool {
        let direction: DeckLayoutDirection =
            effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        guard engine.layoutDirection != direction else { return false }
        engine.layoutDirection = direction
        return true
    }
}
#endif
