/// Places the cards: the rectangle (pt, deck coordinates) a card occupies at each slot,
/// slot 0 being the front card. Koloda's `frameForCard(at:)`.
///
/// Every card keeps the front card's logical size; a card at another slot is drawn scaled so that its
/// visible rectangle is that slot's rectangle. Slots at or past
/// `countOfVisibleCards` may be asked for while cards move; return any rectangle (Koloda's example returns `.zero`).
@MainActor
public protocol CardLayout {
    /// The rectangle of `slot` (≥ 0) in a deck described by `context`.
    func frameForCard(at slot: Int, in context: LayoutContext) -> Rect
}

/// A layout given by a closure, for apps that prefer not to declare a type.
public struct ClosureLayout: CardLayout {
    /// The layout function.
    public let frame: @MainActor (Int, LayoutContext) -> Rect

    /// Wraps `frame`.
    public init(_ frame: @escaping @MainActor (Int, LayoutContext) -> Rect) {
        self.frame = frame
    }

    public func frameForCard(at slot: Int, in context: LayoutContext) -> Rect { frame(slot, context) }
}
