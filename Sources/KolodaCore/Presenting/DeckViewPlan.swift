/// What a front does to its card views to show one frame: the plan `DeckPresenter.makeFrame(at:)` returns.
///
/// Every front applies it the same way: ask the data source for `cards.contentRequests` (front first), create a view
/// for every placement that has none, place them (`cards.placements`, back to front, which is also their order),
/// remove `cards.removals`, rasterize at most `rasterizedCard`, and move screen-reader focus only as
/// `voiceOverFocus(focusIsOnDeck:)` says.
@_spi(Fronts) public struct DeckViewPlan: Hashable, Sendable {
    /// The card views to load, place and remove (the rules of `SceneApplication`).
    public var cards: SceneApplication
    /// The card whose content a front may cache as a bitmap while it moves: the card a finger holds, else none.
    /// Only that card changes its transform every frame while its content stays the same; caching cards that merely
    /// slide, or all of them, costs an offscreen pass per card and breaks content that changes (spinners, video).
    public var rasterizedCard: CardID?
    /// The card that takes touches and screen-reader actions (the front card), if any.
    public var frontCard: CardID?
    /// True when `frontCard` differs from the previous frame's.
    public var frontCardChanged: Bool
    /// True while anything on screen moves (`DeckScene.isMoving`).
    public var isMoving: Bool

    /// The card screen-reader focus should move to after this frame, given whether focus is on the deck now (on a
    /// card or inside one): the new front card when the front card changed and focus was on the deck, else none, so
    /// focus stays where the user put it (on the app's own LIKE button, say) while the cards change under it.
    public func voiceOverFocus(focusIsOnDeck: Bool) -> CardID? {
        frontCardChanged && focusIsOnDeck ? frontCard : nil
    }
}
