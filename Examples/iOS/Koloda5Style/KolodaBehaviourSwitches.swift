import UIKit
import Koloda

// The migration guide's lines that switch each behaviour that is new in this package (docs/migrating-from-koloda.md,
// "What behaves differently"), compiled here in a Koloda 5 app.

extension ViewController {
    /// Koloda 5's behaviour where the drop-in has the new one by default.
    func useKoloda5Behaviour() {
        kolodaView.deck.decisionPolicy = .positionOnly  // flicks too are decided on position alone
        kolodaView.followsReduceMotion = false  // cards fly and rotate even with Reduce Motion on
        kolodaView.isCardAccessibilityEnabled = false  // VoiceOver reads the cards' views as UIKit finds them
    }

    /// This package's new behaviour where the drop-in keeps Koloda 5's by default.
    func useNewBehaviour() {
        kolodaView.isHapticFeedbackEnabled = true  // a haptic tap at the swipe threshold
        kolodaView.deck.swipeTakesDraggedCard = true  // swipe(_:) takes a dragged card from the finger
        kolodaView.deck.decisionPolicy = .projected()  // velocity counts at every speed, not only for flicks
        kolodaView.settings.swipeFlyOut = .flight  // the engine's flight for swipe(_:) and slow releases
        kolodaView.deck.showsFrontCardAfterRangeUpdates = true  // didShowCardAt after inserts and removals
        kolodaView.deck.reloadDataReconfiguresVisibleCards = true  // reloadData() asks for every visible card again
        kolodaView.keepsCardsAboveSubviews = true  // the cards stay above views the app adds later
    }
}

extension ViewController {
    /// Koloda 5's range reload, which reloaded the visible part of a range reaching past the cards.
    func reloadVisiblePart(of range: Range<Int>) {
        kolodaView.reloadCardsInIndexRange(range.clamped(to: 0..<kolodaView.countOfCards))
    }
}

/// A deck that never takes the keyboard, even if something makes it first responder.
class KeylessKolodaView: KolodaView {
    override var canBecomeFirstResponder: Bool { return false }
}
