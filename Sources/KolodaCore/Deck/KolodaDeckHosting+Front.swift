// MARK: - A chosen front card

extension KolodaDeckHosting {
    /// Brings the card at `index` to the front without swiping the cards between
    /// (``KolodaDeck/showCard(at:animated:)``): to start at a chosen card, call it with `animated: false` right after
    /// assigning the data source; later, to jump. `didShowCardAt(index)` follows once the card settles; the undo
    /// history is kept.
    /// - Throws: `KolodaError.indexRangeOutOfBounds` when `index` is not a card's; the deck is then unchanged.
    public func showCard(at index: Int, animated: Bool = true) throws(KolodaError) {
        try updateDeck { (deck) throws(KolodaError) in try deck.showCard(at: index, animated: animated) }
    }
}
