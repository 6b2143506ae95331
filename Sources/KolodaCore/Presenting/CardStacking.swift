/// Where card views go among a deck view's subviews, in one of two orders, as pure functions of the subviews' order, so
/// a front moves only the views that are out of place:
///
/// - ``cardsToBringToFront(subviews:cards:)``: above every view the app put inside the deck (an "out of cards" label,
///   a reload button), back to front, also when the app adds one later;
/// - ``koloda5Moves(subviews:cards:)``: Koloda 5's, where the app's views stay where the app put them, so a view
///   added after the cards is on top of them.
@_spi(Fronts) public enum CardStacking {
    /// One move of a card view among a deck view's subviews (UIKit's two calls).
    public enum Move: Hashable, Sendable {
        /// Add the card's view on top of every subview (`addSubview(_:)`).
        case addOnTop(CardID)
        /// Put the card's view directly below another card's view, adding it when it is not there yet
        /// (`insertSubview(_:belowSubview:)`).
        case insert(CardID, below: CardID)
    }

    /// Koloda 5's order: the moves that put `cards` (back to front) in order among `subviews` (back to front: a card
    /// view's id, or nil for a view of the app's) without moving a view of the app's. As Koloda 5 did, the front card
    /// goes on top of everything when its view is new (a deck being built, a card coming back on undo) and stays
    /// where it is otherwise; every other card goes directly below the card in front of it when it is new or above
    /// it. So an app's view added after the cards stays above them until the deck is built again.
    public static func koloda5Moves(subviews: [CardID?], cards: [CardID]) -> [Move] {
        guard let front = cards.last else { return [] }
        var order = subviews
        var moves: [Move] = []
        if !order.contains(front) {
            order.append(front)
            moves.append(.addOnTop(front))
        }
        for i in stride(from: cards.count - 2, through: 0, by: -1) {
            let card = cards[i]
            let above = cards[i + 1]
            let position = order.firstIndex(of: card)
            guard let abovePosition = order.firstIndex(of: above) else { continue }
            if let position, position < abovePosition { continue }
            if let position { order.remove(at: position) }
            order.insert(card, at: order.firstIndex(of: above) ?? abovePosition)
            moves.append(.insert(card, below: above))
        }
        return moves
    }

    /// The card views to bring to the front (or add on top), in this order, so that `subviews` (back to front: a card
    /// view's id, or nil for a view of the app's) becomes the app's views in their order followed by the card views of
    /// `cards` (back to front). The front removes the views of cards that left first. Empty when the order is right;
    /// otherwise the shortest run of `cards` ending at the front card whose moves put everything in place.
    public static func cardsToBringToFront(subviews: [CardID?], cards: [CardID]) -> ArraySlice<CardID> {
        let apps = subviews.filter { $0 == nil }
        for kept in stride(from: cards.count, through: 0, by: -1) {
            let moved = Set(cards[kept...])
            let staying = subviews.filter { $0.map { !moved.contains($0) } ?? true }
            if staying == apps + cards[..<kept].map(Optional.some) { return cards[kept...] }
        }
        return cards[...]  // not reached: with every card moved, only the app's views stay
    }
}
