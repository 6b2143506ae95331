#if os(iOS)
import KolodaCore
import UIKit

// Koloda 5's signatures where this package's API differs, so that a Koloda 5 app builds unchanged.

extension KolodaView {
    /// Koloda 5's insert. A bad range or count changes nothing and reaches the delegate as
    /// `KolodaDiagnostic.rejectedCall` (`koloda(_:didReport:)`).
    @available(*, deprecated, message: "use insertCards(at:animated:), which throws KolodaError on a bad range or count")
    public func insertCardAtIndexRange(_ indexRange: Range<Int>, animated: Bool = true) {
        updateDeck { deck in
            deck.reportingRejection(of: "insertCardAtIndexRange(_:animated:)") { (deck) throws(KolodaError) in
                try deck.insertCards(at: indexRange, animated: animated)
            }
        }
    }

    /// Koloda 5's remove. A bad range or count changes nothing and reaches the delegate as
    /// `KolodaDiagnostic.rejectedCall`.
    @available(*, deprecated, message: "use removeCards(at:animated:), which throws KolodaError on a bad range or count")
    public func removeCardInIndexRange(_ indexRange: Range<Int>, animated: Bool) {
        updateDeck { deck in
            deck.reportingRejection(of: "removeCardInIndexRange(_:animated:)") { (deck) throws(KolodaError) in
                try deck.removeCards(at: indexRange, animated: animated)
            }
        }
    }

    /// Koloda 5's reload. A range outside the cards changes nothing and reaches the delegate as
    /// `KolodaDiagnostic.rejectedCall`.
    @available(*, deprecated, message: "use reloadCards(at:), which throws KolodaError on a bad range")
    public func reloadCardsInIndexRange(_ indexRange: Range<Int>) {
        updateDeck { deck in
            deck.reportingRejection(of: "reloadCardsInIndexRange(_:)") { (deck) throws(KolodaError) in
                try deck.reloadCards(at: indexRange)
            }
        }
    }

    /// The view of the front card as last shown, when its data index is `index`. Pan events come before the frame
    /// they cause is made, so this is the card the finger is on (or has just released); no scene is built.
    func frontCardView(_ index: Int) -> DraggableCardView? {
        presenter.lastPlan.frontCard.flatMap { cardViews[$0] }.flatMap { $0.index == index ? $0 : nil }
    }
}

extension KolodaViewAnimator {
    /// Koloda 5's completion type for its animation methods. This package's animator chooses curves
    /// (`AnimationCurve`) and the deck runs them, so nothing here takes a completion.
    public typealias AnimationCompletionBlock = ((Bool) -> Void)?

    /// Koloda 5's initializer (`BackgroundKolodaAnimator(koloda: kolodaView)`). The animator needs no view: the deck
    /// passes it the durations it needs.
    public convenience init(koloda: KolodaView) {
        self.init()
    }
}
#endif
