/// Where card views go among a deck view's subviews: above every view the app put inside the deck (an "out of cards"
/// label, a reload button), back to front, as Koloda keeps them. A pure function of the subviews' order, so a front
/// moves only the views that are out of place.
public enum CardStacking {
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
