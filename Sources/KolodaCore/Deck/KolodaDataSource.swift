/// Supplies a deck's cards: the count and the swipe speed, Koloda's data-source methods that need no views. The one
/// declaration of them; each front names it for its own view (`KolodaDeckDataSource` for the engine).
@MainActor
public protocol KolodaDataSource: AnyObject {
    /// The object passed as the first argument: `KolodaDeck`, or a front's `KolodaView`.
    associatedtype Koloda: AnyObject

    /// The number of cards (required). Read at set-up, `reloadData`, range updates and each swipe.
    func kolodaNumberOfCards(_ koloda: Koloda) -> Int
    /// How long a swiped card takes to leave (default `.default`, 0.8 s). Read per card as it enters the deck.
    func kolodaSpeedThatCardShouldDrag(_ koloda: Koloda) -> DragSpeed
}

extension KolodaDataSource {
    public func kolodaSpeedThatCardShouldDrag(_ koloda: Koloda) -> DragSpeed { .default }
}

/// A data source that also supplies each card's views: Koloda's `viewForCardAt` and `viewForCardOverlayAt`, for a
/// front's view types (the Linux `KolodaViewDataSource` names it with its views; the UIKit one is a plain protocol
/// with these methods, adapted to this one).
@MainActor
public protocol KolodaCardViewDataSource: KolodaDataSource {
    /// The platform's view type for card content.
    associatedtype CardView
    /// The platform's overlay view type ("LIKE"/"NOPE").
    associatedtype CardOverlay

    /// The card's content view (required); sized to the card. Asked again when its content is reloaded.
    func koloda(_ koloda: Koloda, viewForCardAt index: Int) -> CardView
    /// An overlay above the content ("LIKE"/"NOPE"); default nil.
    func koloda(_ koloda: Koloda, viewForCardOverlayAt index: Int) -> CardOverlay?
}

extension KolodaCardViewDataSource {
    public func koloda(_ koloda: Koloda, viewForCardOverlayAt index: Int) -> CardOverlay? { nil }
}

/// The engine's data source: ``KolodaDataSource`` with the deck itself as the first argument.
@MainActor
public protocol KolodaDeckDataSource: KolodaDataSource where Koloda == KolodaDeck {}
