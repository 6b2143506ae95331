#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

// Koloda 5's signatures where this package's API differs, so that a Koloda 5 app builds unchanged.

extension KolodaView {
    /// Koloda 5's insert. A bad range or count changes nothing and reaches the delegate as
    /// `KolodaDiagnostic.rejectedCall` (`koloda(_:didReport:)`).
    @available(
        *, deprecated, message: "use insertCards(at:animated:), which throws KolodaError on a bad range or count"
    )
    public func insertCardAtIndexRange(_ indexRange: Range<Int>, animated: Bool = true) {
        updateDeck { deck in
            deck.reportingRejection(of: "insertCardAtIndexRange(_:animated:)") { (deck) throws(KolodaError) in
                try deck.insertCards(at: indexRange, animated: animated)
            }
        }
    }

    /// Koloda 5's remove. A bad range or count changes nothing and reaches the delegate as
    /// `KolodaDiagnostic.rejectedCall`.
    @available(
        *, deprecated, message: "use removeCards(at:animated:), which throws KolodaError on a bad range or count"
    )
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

extension DraggableCardView {
    // Koloda 5 set these per card; here the deck holds them for every card (`KolodaView.rotationMax` and its
    // siblings), so a card reads and writes its deck's. A card not in a deck reads Koloda's defaults.

    /// Koloda 5's per-card rotation-strength cap: now the deck's, for every card.
    @available(*, deprecated, message: "set KolodaView.rotationMax: the deck's setting, for every card")
    public var rotationMax: CGFloat {
        get { CGFloat(owner?.engine.dragParameters.rotationMax ?? DragParameters().rotationMax) }
        set { owner?.rotationMax = newValue }
    }

    /// Koloda 5's per-card rotation at full strength (rad): now the deck's, for every card.
    @available(*, deprecated, message: "set KolodaView.rotationAngle: the deck's setting, for every card")
    public var rotationAngle: CGFloat {
        get { CGFloat(owner?.engine.dragParameters.rotationAngle ?? DragParameters().rotationAngle) }
        set { owner?.rotationAngle = newValue }
    }

    /// Koloda 5's per-card minimum drag scale: now the deck's, for every card.
    @available(*, deprecated, message: "set KolodaView.scaleMin: the deck's setting, for every card")
    public var scaleMin: CGFloat {
        get { CGFloat(owner?.engine.dragParameters.scaleMin ?? DragParameters().scaleMin) }
        set { owner?.scaleMin = newValue }
    }
}
#endif
