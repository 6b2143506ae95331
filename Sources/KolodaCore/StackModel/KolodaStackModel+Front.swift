extension KolodaStackModel {
    // MARK: A chosen front card

    /// Brings `item` to the front without swiping the items between (the engine's
    /// ``KolodaDeck/showCard(at:animated:)``): cards that stay on screen slide, the others fade (`animated`), or
    /// every card is in place at once. `onShow` hears `item` once it settles; the undo history is kept. Asking for
    /// the item already in front changes nothing.
    /// - Throws: `StackItemsError.itemNotInList` when `item` is not in ``items``; nothing changes then.
    public func show(_ item: ID, animated: Bool) throws(StackItemsError) {
        guard let index = items.firstIndex(of: item) else { throw .itemNotInList }
        // Only a call from inside a query callback is refused, and the model makes none there.
        try? deck.showCard(at: index, animated: animated)
        didChange()
    }
}
