/// What a layout needs to place the cards: the deck's size and the stack settings.
public struct LayoutContext: Hashable, Sendable {
    /// The deck's size (pt), Koloda's `W×H`.
    public var deckSize: Size
    /// `countOfVisibleCards` (V).
    public var countOfVisibleCards: Int
    /// `backgroundCardsTopMargin` (m, pt; default 4).
    public var backgroundCardsTopMargin: Double
    /// `backgroundCardsScalePercent` (s; default 0.95).
    public var backgroundCardsScalePercent: Double
    /// `visibleCardsDirection` (default `.bottom`).
    public var visibleCardsDirection: VisibleCardsDirection

    /// Creates a context.
    public init(
        deckSize: Size, countOfVisibleCards: Int = 3, backgroundCardsTopMargin: Double = 4,
        backgroundCardsScalePercent: Double = 0.95, visibleCardsDirection: VisibleCardsDirection = .bottom
    ) {
        self.deckSize = deckSize
        self.countOfVisibleCards = countOfVisibleCards
        self.backgroundCardsTopMargin = backgroundCardsTopMargin
        self.backgroundCardsScalePercent = backgroundCardsScalePercent
        self.visibleCardsDirection = visibleCardsDirection
    }
}
