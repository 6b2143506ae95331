#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

/// Supplies a `KolodaView`'s cards: Koloda 5's four data-source methods, with the view as the first argument,
/// `UIView` for card content and `OverlayView` for overlays.
///
/// A plain protocol, as in Koloda 5, with no associated types, so a conforming class keeps its own names (a card view
/// class called `CardView`, `Koloda.SwipeResultDirection` in a method) and the type can be written bare. The view
/// adapts it to the engine's `KolodaDataSource`. Main-actor isolated, `@preconcurrency` as UIKit's own protocols are.
@preconcurrency @MainActor
public protocol KolodaViewDataSource: AnyObject {
    /// The number of cards (required). Read at set-up, `reloadData()`, range updates and each swipe.
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int
    /// How long a swiped card takes to leave (default `.default`, 0.8 s). Read per card as it enters the deck.
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed
    /// The card's content view (required); sized to the card. Asked again when its content is reloaded.
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView
    /// An overlay above the content ("LIKE"/"NOPE"); default nil.
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView?
}

extension KolodaViewDataSource {
    public func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { .default }
    public func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { nil }
}
#endif
