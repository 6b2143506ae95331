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
#endif
