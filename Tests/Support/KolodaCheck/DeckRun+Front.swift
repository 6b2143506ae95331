import KolodaCore

extension DeckRun {
    /// `showCard(at:animated:)`: a valid index (a card's) becomes the front, the history stays and no swipe is heard
    /// (the reference commits only what `didSwipeCardAt` reports); any other index throws
    /// `indexRangeOutOfBounds` and changes nothing.
    func showCard(at index: Int, animated: Bool) {
        let before = deck.model
        let heard = swipesHeard
        let operations = operationsRun
        let saved = reference
        // The reference jumps before the call, as for every command: the call's notifications (a waiting card's
        // reset) are delivered after the jump, so a swipe made from one swipes the new front card.
        let valid = reference.show(index)
        do {
            try deck.showCard(at: index, animated: animated)
            if !valid { fail("bad input", "showCard(at: \(index)) was accepted with \(reference.count) cards") }
        } catch {
            reference = saved
            if valid {
                fail("bad input", "showCard(at: \(index)) threw \(error)")
            } else if case .indexRangeOutOfBounds = error, deck.model == before {
            } else {
                fail("bad input", "showCard(at: \(index)) threw \(error), or changed the deck")
            }
            return
        }
        // A callback that ran an operation of its own (a swipe from the reset's notification) moved the deck again.
        guard nesting == 0, operationsRun == operations else { return }
        if swipesHeard != heard { fail("swipe report", "showCard(at: \(index)) reported a swipe") }
        if deck.history != before.history { fail("history", "showCard(at: \(index)) changed the undo history") }
        if deck.visibleIndexes.first != index {
            fail("front", "showCard(at: \(index)) left \(String(describing: deck.visibleIndexes.first)) in front")
        }
    }
}
