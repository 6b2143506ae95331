/// Supplies the deck's cards. The view layers add the view-returning methods (`viewForCardAt`,
/// `viewForCardOverlayAt`); the engine needs only the count and the swipe speed.
@MainActor
public protocol KolodaDeckDataSource: AnyObject {
    /// The number of cards (required). Read at set-up, `reloadData`, range updates and each swipe.
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int
    /// How long a swiped card takes to leave (default `.default`, 0.8 s). Read per card as it enters the deck.
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed
}

extension KolodaDeckDataSource {
    public func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { .default }
}
