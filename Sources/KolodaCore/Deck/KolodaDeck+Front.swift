extension KolodaDeck {
    // MARK: Choosing the front card

    /// Brings the card at `index` to the front without swiping the cards between it and the current one: to start a
    /// deck at a chosen card (call it with `animated: false` right after assigning the data source, before the first
    /// frame, and the first `didShowCardAt` is `index`'s) or to jump to a card, forward or back.
    ///
    /// - Cards skipped are not swiped: no `didSwipeCardAt`, no `kolodaDidRunOutOfCards`.
    /// - The undo history is kept: `revertAction()` afterwards brings back the last card swiped.
    /// - `didShowCardAt(index)` follows once the new front card has settled, as after a swipe.
    /// - `animated` (default true): cards that stay on screen slide to their new places, the others fade out and the
    ///   new ones fade in, as a range update does. When false every card is in place at once.
    /// - A card being dragged is let go; cards flying out finish their flight.
    /// - Asking for the card already in front changes nothing and sends nothing.
    /// - Throws: `KolodaError.indexRangeOutOfBounds` when `index` is not in `0..<countOfCards` (a deck without a data
    ///   source has no cards), `KolodaError.calledDuringQuery` from a query callback. The deck is then unchanged.
    public func showCard(at index: Int, animated: Bool = true) throws(KolodaError) {
        try transaction(throwing: "showCard(at:animated:)") { () throws(KolodaError) -> TransactionEnd<Void> in
            var next = core.model
            try next.moveFront(to: index)
            guard next != core.model else { return .untouched(()) }
            endPendingDecision()  // a card waiting for a decision springs back first, as for every command
            core.model = next
            let wasDragging = core.drag != nil
            if animated {
                syncCards(newCards: .fadeIn, animatedRemoval: true)
            } else {
                syncCards(newCards: .instant, animatedRemoval: false)
                core.layOutCards()
            }
            // The dragged card left the front: the recognizer lets go of the finger too (as `swipe` does).
            if wasDragging && core.drag == nil { core.pointer.abandonDrag() }
            return .done(())
        }
    }
}
