/// What a data-driven deck tells the app, and what it asks: Koloda's delegate in closures, with cards named by
/// their items' identities. Every closure is optional; a missing one answers Koloda's default.
public struct StackHandlers<ID: Hashable> {
    /// A card was swiped (Koloda's `didSwipeCardAt`).
    public var onSwipe: ((ID, SwipeResultDirection) -> Void)?
    /// The last card was swiped (`kolodaDidRunOutOfCards`).
    public var onRunOut: (() -> Void)?
    /// The front card was tapped, or activated by an assistive technology (`didSelectCardAt`).
    public var onSelect: ((ID) -> Void)?
    /// An undone card is back (`didRewindTo`).
    public var onRewind: ((ID) -> Void)?
    /// A card is in front and settled (`didShowCardAt`).
    public var onShow: ((ID) -> Void)?
    /// Whether a card may be swiped in a direction (`shouldSwipeCardAt`; default true).
    public var shouldSwipe: ((ID, SwipeResultDirection) -> Bool)?
    /// The directions a card may be swiped in (`allowedDirectionsForIndex`; default left and right).
    public var allowedDirections: ((ID) -> [SwipeResultDirection])?
    /// Whether background cards follow the drag toward the next slot (`kolodaShouldMoveBackgroundCard`; default
    /// true).
    public var shouldMoveBackgroundCard: (() -> Bool)?
    /// A problem the deck worked around (`didReport`).
    public var onDiagnostic: ((KolodaDiagnostic) -> Void)?

    /// No handlers: every answer is Koloda's default.
    public init() {}
}
