import Foundation
import Testing

@_spi(Fronts) @testable import KolodaCore

/// Rows of docs/bad-input.md that no other test pinned.
@Suite("Bad input table")
@MainActor
struct BadInputTableTests {
    @Test func aTimeEarlierThanTheLastTickIsTreatedAsTheLastTick() throws {
        let h = Harness()
        h.deck.swipe(.left)
        try h.deck.tick(now: 0.3)
        let scene = try h.deck.tick(now: 0.3).scene
        let earlier = try h.deck.tick(now: 0.1)
        #expect(h.deck.now == 0.3 && earlier.scene == scene && earlier.events.isEmpty)
    }

    @Test func aHugeVisibleCountShowsTheWholeDeck() {
        let h = Harness(count: 5)
        h.deck.countOfVisibleCards = .max
        #expect(h.deck.visibleIndexes == [0, 1, 2, 3, 4])
        #expect(h.deck.swipe(.left))
        #expect(h.deck.visibleIndexes == [1, 2, 3, 4])
    }

    @Test func aNegativeUndoLimitIsIgnoredWithADiagnostic() {
        let h = Harness { deck, _ in deck.undoLimit = 2 }
        h.deck.undoLimit = -1
        #expect(h.deck.undoLimit == 2)
        h.driver.collect()
        #expect(h.driver.events(named: ["didReport"]) == [.diagnostic(.invalidUndoLimit(-1))])
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFinitePointsHitNothing(value: Double) {
        let h = Harness()
        let point = Point(x: value, y: 100)
        #expect(h.deck.cardIndex(at: point) == nil)
        #expect(h.deck.tap(at: point) == nil)
        #expect(!h.deck.acceptsPointer(at: point))
        h.driver.collect()
        #expect(h.driver.events(named: ["didSelectCardAt"]).isEmpty)
    }

    @Test func aDriverFrameIntervalThatIsNotPositiveAndFiniteIsSixtyHertz() {
        for interval in [0, -1, Double.nan, .infinity] {
            #expect(DeckDriver(deck: KolodaDeck(), frameInterval: interval).frameInterval == 1.0 / 60)
        }
    }

    /// The messages docs/bad-input.md quotes.
    @Test func errorMessagesNameTheProblem() {
        #expect(
            KolodaError.indexRangeOutOfBounds(range: 4..<8, count: 5).description
                == "index range 4..<8 is out of bounds for 5 cards")
        #expect(
            KolodaError.inconsistentCardCount(expected: 7, actual: 9).description
                == "the data source reports 9 cards but the update implies 7")
        #expect(KolodaError.invalidSample.description == "input sample has a NaN or infinite value")
        #expect(KolodaError.invalidTime(.nan).description == "time nan is not finite")
        #expect(
            KolodaError.invalidSize(width: 0, height: 400).description
                == "deck size 0.0×400.0 is not finite and positive")
        #expect(
            KolodaError.calledDuringQuery(operation: "restore(_:)").description
                == "restore(_:) was called from inside a data-source or delegate query; "
                + "call it from a notification callback instead"
        )
        #expect(KolodaError.noDataSource.description == "the deck has no data source")
        #expect(
            KolodaError.invalidSnapshot(reason: "a history index does not fit 3 cards").description
                == "snapshot cannot be restored: a history index does not fit 3 cards")
    }
}

/// B8: snapshots taken at any moment restore the settled state (beyond `snapshotRoundTripsThroughJSON…`, which
/// snapshots mid-drag into a fresh deck).
@Suite("State restoration")
@MainActor
struct StateRestorationTests {
    private func roundTrip(_ snapshot: DeckModel) throws -> DeckModel {
        try JSONDecoder().decode(DeckModel.self, from: JSONEncoder().encode(snapshot))
    }

    /// Mid-undo, mid-flight, in loop mode, restored into the same deck: at rest at once, same front card, same
    /// history, and the next undo brings the card back from the side it left.
    @Test func midAnimationSnapshotRestoresTheSettledStateInPlace() throws {
        let h = Harness(count: 6) { deck, _ in deck.isLoop = true }
        h.deck.swipe(.right)
        h.deck.swipe(.left)
        h.deck.swipe(.right)
        h.driver.advance(by: 0.1)
        #expect(h.deck.revertAction())  // card 2 is coming back; cards 0 and 1 are still flying out
        h.driver.advance(by: 0.05)
        #expect(h.deck.isAnimating)
        let snapshot = try roundTrip(h.deck.snapshot())
        #expect(snapshot == h.deck.snapshot())

        try h.deck.restore(snapshot)
        #expect(!h.deck.isAnimating && !h.deck.scene.cards.contains(where: \.isLeaving))
        #expect(h.deck.visibleIndexes == [2, 3, 4] && h.deck.isLoop)
        #expect(h.deck.history == [SwipeRecord(index: 0, direction: .right), SwipeRecord(index: 1, direction: .left)])
        #expect(h.deck.snapshot() == snapshot)
        h.driver.clearEvents()
        #expect(h.deck.revertAction())
        h.driver.collect()
        #expect(try #require(h.front).index == 1 && h.front!.offset.dx < -300)  // from the left, where it left
        #expect(h.driver.settle())
        // The undo in flight when the snapshot was taken is still reported once (at the restore), then this one.
        #expect(h.driver.events(named: ["didRewindTo"]) == [.didRewind(index: 2), .didRewind(index: 1)])
    }

    /// Mid-drag in the same deck: the drag ends, the card is at rest, and the pointer's later moves do nothing.
    @Test func midDragSnapshotRestoredInPlaceEndsTheDrag() throws {
        let h = Harness(count: 4)
        h.driver.drag(from: h.grab, by: Vector(dx: 120, dy: 0), duration: 0.1, release: false)
        try h.deck.restore(try roundTrip(h.deck.snapshot()))
        #expect(h.front?.offset == .zero && !h.deck.isAnimating)
        try h.deck.pointerMoved(to: h.grab + Vector(dx: 300, dy: 0), time: h.driver.time + 0.05)
        try h.deck.pointerUp(at: h.grab + Vector(dx: 300, dy: 0), time: h.driver.time + 0.1)
        #expect(h.deck.currentCardIndex == 0 && h.front?.offset == .zero)
    }

    /// The undo limit and a run-out deck survive the trip.
    @Test func runOutDeckWithUndoLimitRoundTrips() throws {
        let h = Harness(count: 2) { deck, _ in deck.undoLimit = 1 }
        h.deck.swipe(.left)
        h.deck.swipe(.right)
        let other = Harness(count: 2)
        try other.deck.restore(try roundTrip(h.deck.snapshot()))
        #expect(other.deck.isRunOutOfCards && other.deck.undoLimit == 1)
        #expect(other.deck.history == [SwipeRecord(index: 1, direction: .right)])
        #expect(other.deck.revertAction() && !other.deck.revertAction())
        #expect(other.deck.visibleIndexes == [1])
    }
}
