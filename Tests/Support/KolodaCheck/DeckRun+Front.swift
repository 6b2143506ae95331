import KolodaCore

extension DeckRun {
    /// `showCard(at:animated:)`: a valid index (a card's) becomes the front, the history stays and no swipe is heard
    /// (the reference commits only what `didSwipeCardAt` reports); any other index throws
    /// `indexRangeOutOfBounds` and changes nothing.
    func showCard(at index: Int, animated: Bool) {
        let before = deck.model
        let heard = swipesHeard
        var expected = reference
        let valid = expected.show(index)
        do {
            try deck.showCard(at: index, animated: animated)
            if !valid { fail("bad input", "showCard(at: \(index)) was accepted with \(reference.count) cards") }
            reference = expected
        } catch {
            if valid {
                fail("bad input", "showCard(at: \(index)) threw \(error)")
            } else if case .indexRangeOutOfBounds = error, deck.model == before {
            } else {
                fail("bad input", "showCard(at: \(index)) threw \(error), or changed the deck")
            }
            return
        }
        guard nesting == 0 else { return }
        if swipesHeard != heard { fail("swipe report", "showCard(at: \(index)) reported a swipe") }
        if deck.history != before.history { fail("history", "showCard(at: \(index)) changed the undo history") }
        if deck.visibleIndexes.first != index {
            fail("front", "showCard(at: \(index)) left \(String(describing: deck.visibleIndexes.first)) in front")
        }
    }
}
