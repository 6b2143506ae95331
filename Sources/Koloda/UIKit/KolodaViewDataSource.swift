#if os(iOS)
import KolodaCore
import UIKit

/// Supplies a `KolodaView`'s cards: Koloda's four data-source methods (`KolodaCardViewDataSource`) with the view
/// as the first argument, `UIView` for card content and `OverlayView` for overlays.
@MainActor
public protocol KolodaViewDataSource: KolodaCardViewDataSource
where Koloda == KolodaView, CardView == UIView, CardOverlay == OverlayView {}

/// Hears a `KolodaView`'s events and tunes its behaviour: Koloda's 16 delegate methods, plus undo-history eviction,
/// threshold crossing and diagnostics (`KolodaDelegate`, with the view as the first argument and `CGFloat`
/// fractions as in Koloda), and Koloda 5's pan callbacks that pass the card's view. The view also plays a haptic
/// tap at the threshold unless `isHapticFeedbackEnabled` is false.
@MainActor
public protocol KolodaViewDelegate: KolodaDelegate where Koloda == KolodaView, Fraction == CGFloat {
    /// Koloda 5's form of `kolodaPanBegan(_:cardAt:)`, with the card's view; both are called, this one second.
    func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView)
    /// Koloda 5's form of `kolodaPanFinished(_:cardAt:)`, with the card's view; both are called, this one second.
    func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView)
}

extension KolodaViewDelegate {
    public func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) {}
    public func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) {}
}

/// A view above a card's content showing where the card is heading, e.g. a "LIKE" or "NOPE" stamp (Koloda's).
open class OverlayView: UIView {
    /// The direction the card is heading, or nil. Set by the deck; react in a subclass's `didSet`.
    open var overlayState: SwipeResultDirection?

    /// Called with the progress toward `overlayState` (0…1, 1 at the swipe threshold) when it changes: as the card
    /// is dragged (as in Koloda 5), returns or flies out, and once when the card appears; never while it rests.
    /// The default sets `alpha` to it.
    open func update(progress: CGFloat) {
        alpha = progress
    }

    /// What the deck last told this overlay.
    var delivery = OverlayDelivery()

    /// Shows `state`: sets `overlayState` and calls `update(progress:)` when it differs from what was last shown.
    func show(_ state: OverlayState) {
        guard let state = delivery.take(state) else { return }
        if overlayState != state.direction { overlayState = state.direction }
        update(progress: CGFloat(state.progress))
    }
}
#endif
