#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

extension KolodaView {
    /// The view's reading direction, as the deck takes it (what leading and trailing mean, and the order of the
    /// VoiceOver swipe actions); read at every layout pass.
    // `effectiveUserInterfaceLayoutDirection` is the direction UIKit resolved for this view from its
    // `semanticContentAttribute` and the app's language (iOS 10 and later):
    // https://developer.apple.com/documentation/uikit/uiview/1622527-effectiveuserinterfacelayoutdirec
    var deckLayoutDirection: DeckLayoutDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
