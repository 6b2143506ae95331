/// The discrete state of a data-driven deck that an app's screen shows: which card is in front, whether the deck
/// has run out, whether undo would do something. It changes at a swipe, an undo, a reset or a list change, never
/// while a card is only being dragged or animated, so a view that reads it is not drawn again every frame.
@_spi(Fronts) public struct StackStatus: Hashable, Sendable {
    /// The index of the front card in the items; the item count once the deck has run out.
    public var currentIndex: Int
    /// True when no card is left.
    public var isRunOutOfCards: Bool
    /// True when `revertAction()` would bring a card back (the undo history is not empty).
    public var canRevert: Bool

    /// The status of `deck` now.
    @MainActor
    public init(of deck: KolodaDeck) {
        currentIndex = deck.currentCardIndex
        isRunOutOfCards = deck.isRunOutOfCards
        canRevert = !deck.history.isEmpty
    }
}

/// What a data-driven deck's view layer must tell its observers after a call to the model.
@_spi(Fronts) public struct StackPublication: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The cards were drawn again (new poses): the view that draws them updates. At most once per display frame
    /// while something moves; a drag sample alone publishes nothing, the frame after it does.
    public static let poses = StackPublication(rawValue: 1 << 0)
    /// `StackStatus` changed: the views that show it (the app's screen) update.
    public static let status = StackPublication(rawValue: 1 << 1)
}
