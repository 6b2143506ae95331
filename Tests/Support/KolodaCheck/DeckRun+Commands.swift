import KolodaCore

extension DeckRun {
    /// A swipe of the front card in `direction` made by `call` (`swipe(_:force:)`, a reading-order swipe, a key):
    /// accepted exactly when the reference has a front card, the direction is allowed and `shouldSwipeCardAt` (or
    /// `force`) lets it; an accepted one made alone is heard once, in `direction`.
    @discardableResult
    func checkedSwipe(
        _ direction: SwipeResultDirection, force: Bool, topLevel: Bool, name: String, call: () -> Bool
    ) -> Bool {
        let expected =
            reference.window.first != nil && delegate.allowed.contains(direction)
            && (force || delegate.shouldSwipeAnswer)
        let before = deck.model
        let heard = swipesHeard
        let operations = operationsRun
        let result = call()
        if result != expected {
            fail("swipe result", "\(name) returned \(result), expected \(expected)")
        } else if result && topLevel && swipesHeard == heard {
            // More than one is fine when a callback swiped again; exactly-once is the reference model's check.
            fail("swipe report", "\(name) returned true without a didSwipeCardAt")
        }
        let alone = operationsRun == operations  // no callback ran an operation of its own
        if result && topLevel && alone && lastSwipeDirection != direction {
            fail("swipe report", "\(name) was reported as .\(lastSwipeDirection.map { "\($0)" } ?? "nil")")
        }
        if result && topLevel && alone && actualCount == before.countOfCards
            && deck.history.count == before.history.count + 1
        {
            modelBeforeSwipe = before
        }
        return result
    }

    /// An undo made by `call` (`revertAction(direction:)`, a key): accepted exactly when the reference has history;
    /// right after a swipe made alone (`before`, the model before it) it restores that model.
    func checkedRevert(before: DeckModel?, call: () -> Bool) {
        let expected = !reference.history.isEmpty
        let saved = reference
        _ = reference.revert()
        if expected { reverts += 1 }  // counted before the call: its didRewindTo may come from a callback inside it
        let result = call()
        if result != expected {
            fail("revert result", "revertAction returned \(result), expected \(expected)")
            reference = saved
        }
        if result, let before, deck.model != before {
            fail("revert", "undoing the last swipe gave \(deck.model), not the state before it \(before)")
        }
    }
}
