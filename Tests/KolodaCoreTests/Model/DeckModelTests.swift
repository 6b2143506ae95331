import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Deck model")
struct DeckModelTests {
    @Test func visibleWindowIsTheNextCardsUpToTheVisibleCount() {
        var m = DeckModel(countOfCards: 5)
        #expect(m.visibleIndexes == [0, 1, 2])
        m.commitSwipe(.left)
        m.commitSwipe(.right)
        m.commitSwipe(.left)
        #expect(m.visibleIndexes == [3, 4])
        m.commitSwipe(.left)
        m.commitSwipe(.left)
        #expect(m.visibleIndexes.isEmpty && m.isRunOutOfCards && m.currentCardIndex == 5)
        let extra = m.commitSwipe(.left)
        #expect(extra == nil)
        #expect(m.currentCardIndex == 5 && m.history.count == 5)
    }

    @Test func loopModeWrapsAndNeverRunsOut() {
        var m = DeckModel(countOfCards: 4, isLoop: true)
        for _ in 0..<3 { m.commitSwipe(.right) }
        #expect(m.visibleIndexes == [3, 0, 1])
        m.commitSwipe(.right)
        #expect(m.currentCardIndex == 0 && m.visibleIndexes == [0, 1, 2])
        #expect(m.history.map(\.index) == [0, 1, 2, 3])
        // Undo works across the wrap (Koloda could not undo at index 0 in loop mode).
        let undone = m.revert()
        #expect(undone == SwipeRecord(index: 3, direction: .right))
        #expect(m.currentCardIndex == 3)
    }

    @Test func loopWithFewerCardsThanVisibleShowsEachOnce() {
        var m = DeckModel(countOfCards: 2, countOfVisibleCards: 3, isLoop: true)
        #expect(m.visibleIndexes == [0, 1])
        m.commitSwipe(.left)
        #expect(m.visibleIndexes == [1, 0])
    }

    @Test func historyKeepsDirectionsAndUndoLimitEvictsOldest() {
        var m = DeckModel(countOfCards: 10, undoLimit: 2)
        let first = m.commitSwipe(.left)
        let second = m.commitSwipe(.right)
        let third = m.commitSwipe(.up)
        #expect(first?.evicted == [] && second?.evicted == [])
        #expect(third?.evicted == [SwipeRecord(index: 0, direction: .left)])
        #expect(m.history == [SwipeRecord(index: 1, direction: .right), SwipeRecord(index: 2, direction: .up)])
        let undone = [m.revert(), m.revert(), m.revert()]
        #expect(undone.map { $0?.direction } == [.up, .right, nil])
        #expect(m.currentCardIndex == 1)
    }

    @Test func insertBeforeFrontShiftsIndexAtFrontComesFirst() throws {
        var m = DeckModel(countOfCards: 5)
        m.commitSwipe(.left)
        m.commitSwipe(.left)
        try m.insert(0..<2, newCount: 7)
        #expect(m.currentCardIndex == 4)
        #expect(m.history.map(\.index) == [2, 3])
        try m.insert(4..<5, newCount: 8)
        #expect(m.currentCardIndex == 4)  // inserted at the front: it is shown next
    }

    @Test func removeShiftsIndexAndDropsHistoryOfRemovedCards() throws {
        var m = DeckModel(countOfCards: 6)
        m.commitSwipe(.left)
        m.commitSwipe(.right)
        m.commitSwipe(.up)
        let dropped = try m.remove(1..<4, newCount: 3)
        #expect(dropped.map(\.index) == [1, 2])
        #expect(m.currentCardIndex == 1)
        #expect(m.history == [SwipeRecord(index: 0, direction: .left)])
        #expect(m.visibleIndexes == [1, 2])
    }

    @Test(arguments: [(-1..<1, 5), (3..<9, 2), (6..<7, 7)])
    func badRangesThrowAndLeaveTheModelUnchanged(range: Range<Int>, newCount: Int) {
        var m = DeckModel(countOfCards: 5)
        m.commitSwipe(.left)
        let before = m
        #expect(throws: KolodaError.self) { try m.insert(range, newCount: newCount) }
        #expect(throws: KolodaError.self) { _ = try m.remove(range, newCount: newCount) }
        #expect(m == before)
    }

    @Test func countMismatchIsATypedError() {
        var m = DeckModel(countOfCards: 5)
        #expect(throws: KolodaError.inconsistentCardCount(expected: 7, actual: 6)) { try m.insert(5..<7, newCount: 6) }
        #expect(throws: KolodaError.inconsistentCardCount(expected: 4, actual: 5)) {
            _ = try m.remove(0..<1, newCount: 5)
        }
        #expect(m == DeckModel(countOfCards: 5))
    }

    @Test func reloadClampsAndDropsHistoryPastTheEnd() {
        var m = DeckModel(countOfCards: 5)
        for _ in 0..<4 { m.commitSwipe(.left) }
        let dropped = m.reload(newCount: 2)
        #expect(m.currentCardIndex == 2 && m.isRunOutOfCards)
        #expect(dropped.map(\.index) == [2, 3])
        let rest = m.reload(newCount: -3)  // a negative count is treated as 0: every record goes
        #expect(rest.map(\.index) == [0, 1] && m.countOfCards == 0 && m.history.isEmpty)
    }

    @Test func visibleCountBelowOneIsRejected() {
        var m = DeckModel(countOfCards: 5)
        let accepted = m.setCountOfVisibleCards(0)
        #expect(!accepted && m.countOfVisibleCards == 3)
        let evicted = m.setUndoLimit(-1)
        #expect(evicted == nil && m.undoLimit == nil)
    }

    /// Found by the random tests: `countOfVisibleCards = .max` overflowed `currentCardIndex + countOfVisibleCards`.
    @Test func aHugeVisibleCountShowsEveryRemainingCard() {
        var m = DeckModel(countOfCards: 5, countOfVisibleCards: .max)
        m.commitSwipe(.left)
        #expect(m.visibleIndexes == [1, 2, 3, 4])
        m.isLoop = true
        #expect(m.visibleIndexes == [1, 2, 3, 4, 0])
    }
}

@Suite("Deck model invariants")
struct DeckModelInvariantTests {
    /// `isRunOutOfCards` (computed without building the window) agrees with the window, whatever the state.
    @Test func runOutAgreesWithTheVisibleWindow() {
        var rng = SplitMix(state: 7)
        for _ in 0..<300 {
            let count = Int(rng.next() % 6)
            var m = DeckModel(
                countOfCards: count, countOfVisibleCards: 1 + Int(rng.next() % 4), isLoop: rng.next() % 2 == 0)
            for _ in 0..<Int(rng.next() % 9) { m.commitSwipe(.left) }
            #expect(m.isRunOutOfCards == m.visibleIndexes.isEmpty)
            #expect(m.visibleIndexes.allSatisfy { $0 >= 0 && $0 < count })
        }
    }
}
