import KolodaCore

/// Supplies a `KolodaView`'s cards: Koloda's four data-source methods.
@MainActor
public protocol KolodaViewDataSource: AnyObject {
    /// The number of cards (required).
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int
    /// The card's content view (required); laid out at the card's size. Asked again when its content is reloaded.
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> View
    /// An overlay drawn above the content ("LIKE"/"NOPE"); default nil.
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView?
    /// How long a swiped card takes to leave (default `.default`, 0.8 s).
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed
}

extension KolodaViewDataSource {
    public func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { nil }
    public func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { .default }
}
