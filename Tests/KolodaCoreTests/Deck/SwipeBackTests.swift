import Testing

@_spi(Fronts) @testable import KolodaCore

/// Swipe back to undo (`KolodaSettings.swipeBackEdgeWidth`), on the manual clock. Expected outcomes come from the
/// specification in docs/behaviour.md, "Swipe back to undo", and from a twin deck given `revertAction()`.
@MainActor
struct SwipeBackTests {
    static let edge = 40.0

    /// A 300×400 deck of `count` cards with swipe back on (a 40 pt band), settled.
    static func harness(count: Int = 5, edgeWidth: Double? = edge, configure: (KolodaDeck) -> Void = { _ in })
        -> Harness
    {
        let h = Harness(count: count) { deck, _ in
            deck.settings.swipeBackEdgeWidth = edgeWidth
            configure(deck)
        }
        h.driver.settle()
        return h
    }

    /// Swipes the front card `direction` and lets it leave the screen.
    static func swipeAndSettle(_ h: Harness, _ direction: SwipeResultDirection) {
        h.deck.swipe(direction)
        h.driver.settle()
    }

    /// Lifts the pointer held by an earlier `drag(…, release: false)` at `point` (pt), after a rest, and settles.
    static func release(_ h: Harness, at point: Point) {
        h.driver.advance(by: 0.1)
        try? h.deck.pointerUp(at: point, time: h.driver.time)
        h.driver.collect()
    }

    /// A point in the right-edge band, halfway down the deck.
    static let rightEdge = Point(x: 300 - edge / 2, y: 200)
    static let leftEdge = Point(x: edge / 2, y: 200)

    // MARK: Where it starts

    @Test func theBandIsTheEdgeOrEdgesTheCardLeftFrom() {
        let size = Size(width: 300, height: 400)
        let right = SwipeBackRegion(direction: .right, edgeWidth: 40)
        #expect(right.contains(Point(x: 261, y: 10), deckSize: size))
        #expect(!right.contains(Point(x: 259, y: 10), deckSize: size))
        #expect(!right.contains(Point(x: 301, y: 10), deckSize: size))  // outside the deck
        let topLeft = SwipeBackRegion(direction: .topLeft, edgeWidth: 40)
        #expect(topLeft.contains(Point(x: 10, y: 200), deckSize: size))  // the left edge
        #expect(topLeft.contains(Point(x: 150, y: 10), deckSize: size))  // the top edge
        #expect(!topLeft.contains(Point(x: 150, y: 200), deckSize: size))
        #expect(!topLeft.contains(Point(x: 290, y: 390), deckSize: size))
        #expect(!right.contains(Point(x: .nan, y: 10), deckSize: size))
        for width in [0, -5, Double.nan, .infinity] {
            #expect(
                !SwipeBackRegion(direction: .right, edgeWidth: width).contains(Point(x: 299, y: 10), deckSize: size))
        }
    }

    @Test func offByDefaultAnEdgeDragUndoesNothing() {
        let h = Self.harness(edgeWidth: nil)
        Self.swipeAndSettle(h, .right)
        #expect(h.deck.swipeBackRegion == nil)
        h.delegate.clear()
        // An ordinary drag of the front card, short of the threshold: it returns.
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -30, dy: 0), duration: 0.3, hold: 0.1)
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 1)
        #expect(h.deck.history.count == 1)
        #expect(!h.delegate.log.contains { $0.hasPrefix("rewind") })
    }

    @Test func aPressInTheBandStartsASwipeBackAndOneOutsideDoesNot() throws {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        #expect(h.deck.swipeBackRegion == SwipeBackRegion(direction: .right, edgeWidth: Self.edge))
        // The left edge is not where the card left from: a normal drag (or none) there.
        #expect(
            try h.deck.dragBegan(DragSample(location: Self.leftEdge, translation: .zero, timestamp: 0)) == false
                || !h.deck.isSwipingBack)
        h.deck.dragCancelled()
        h.driver.settle()
        #expect(!h.deck.isSwipingBack)
        #expect(try h.deck.dragBegan(DragSample(location: Self.rightEdge, translation: .zero, timestamp: 0)))
        #expect(h.deck.isSwipingBack)
        #expect(h.deck.isDragging)
    }

    @Test func aSwipeBackHeadsIntoTheDeck() {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        #expect(h.deck.shouldBeginDrag(at: Self.rightEdge, velocity: Vector(dx: -300, dy: 0)))
        #expect(!h.deck.shouldBeginDrag(at: Self.rightEdge, velocity: Vector(dx: 300, dy: 0)))
        #expect(!h.deck.shouldBeginDrag(at: Self.rightEdge, velocity: Vector(dx: 0, dy: 300)))
        #expect(h.deck.shouldBeginDrag(at: Self.rightEdge, velocity: .zero))
    }

    @Test func theCardComesInUnderTheFingerWithADragsTiltAndOverlay() {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -60, dy: 0), duration: 0.2, release: false)
        let held = h.deck.scene.cards.first { $0.isLeaving }
        #expect(held?.index == 0)
        // Its left edge is under the finger (the press plus the translation).
        let front = h.deck.frameForCard(at: 0)
        let finger = Self.rightEdge.x - 60
        #expect(held.map { close($0.offset.dx, finger - front.minX, 1e-6) } == true)
        // Tilted as a drag tilts it, and showing the direction it left in.
        #expect(held.map { $0.rotation != 0 } == true)
        #expect(held?.overlay.direction == .right)
    }

    // MARK: The release

    @Test func releasedWhereADragWouldReturnItIsUndoneAsRevertActionUndoesIt() {
        let h = Self.harness()
        let twin = Self.harness()
        Self.swipeAndSettle(h, .right)
        Self.swipeAndSettle(twin, .right)
        h.delegate.clear()
        twin.delegate.clear()
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -260, dy: 0), duration: 0.3, hold: 0.1)
        h.driver.settle()
        twin.deck.revertAction()
        twin.driver.settle()
        #expect(h.deck.currentCardIndex == 0)
        #expect(h.deck.history.isEmpty)
        #expect(h.delegate.log == twin.delegate.log)
        #expect(h.delegate.log.filter { $0 == "rewind(0)" }.count == 1)
        #expect(!h.deck.isSwipingBack)
        // The card is back at rest in front.
        #expect(h.front.map { $0.index == 0 && $0.offset == .zero } == true)
    }

    @Test func releasedShortOfTheThresholdItFliesBackOutAndNothingIsReported() {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        let before = h.deck.history
        h.delegate.clear()
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -20, dy: 0), duration: 0.2, hold: 0.1)
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 1)
        #expect(h.deck.history == before)
        #expect(h.delegate.log.isEmpty)
        #expect(!h.deck.scene.cards.contains { $0.isLeaving })
        #expect(!h.deck.isSwipingBack)
    }

    @Test func aFlickBackOutSendsItOutEvenFromFarIn() {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        h.delegate.clear()
        h.driver.flick(
            from: Self.rightEdge, by: Vector(dx: -200, dy: 0), duration: 0.2, releaseVelocity: Vector(dx: 3000, dy: 0))
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 1)
        #expect(h.delegate.log.isEmpty)
    }

    @Test func aCancelledSwipeBackFliesBackOut() throws {
        let h = Self.harness()
        Self.swipeAndSettle(h, .left)
        h.delegate.clear()
        h.driver.drag(from: Self.leftEdge, by: Vector(dx: 200, dy: 0), duration: 0.2, release: false)
        h.deck.pointerCancelled()
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 1)
        #expect(h.deck.history.count == 1)
        #expect(h.delegate.log.isEmpty)
    }

    @Test func aCardStillFlyingOutIsCaughtWhereItIs() {
        let h = Self.harness()
        h.deck.swipe(.right)
        h.driver.advance(by: 0.05)
        let flying = h.deck.scene.cards.first { $0.isLeaving }
        #expect(flying != nil)
        h.driver.drag(from: Self.rightEdge, by: .zero, duration: 0, release: false)
        let caught = h.deck.scene.cards.first { $0.isLeaving }
        #expect(caught?.id == flying?.id)
        #expect(h.deck.scene.cards.filter { $0.index == 0 }.count == 1)
    }

    // MARK: History

    @Test func theUndoLimitBoundsWhatCanBeSwipedBack() {
        let h = Self.harness { $0.undoLimit = 1 }
        Self.swipeAndSettle(h, .right)
        Self.swipeAndSettle(h, .left)
        #expect(h.deck.swipeBackRegion?.direction == .left)
        h.driver.drag(from: Self.leftEdge, by: Vector(dx: 260, dy: 0), duration: 0.3, hold: 0.1)
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 1)
        // The first swipe was evicted by the limit: nothing left to swipe back.
        #expect(h.deck.swipeBackRegion == nil)
        h.delegate.clear()
        // An ordinary drag of the front card, short of the threshold: it returns.
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -30, dy: 0), duration: 0.3, hold: 0.1)
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 1)
        #expect(!h.delegate.log.contains { $0.hasPrefix("rewind") })
    }

    @Test func withNothingToUndoAnEdgeDragIsAnOrdinaryDrag() throws {
        let h = Self.harness()
        #expect(h.deck.swipeBackRegion == nil)
        _ = try h.deck.dragBegan(DragSample(location: Self.rightEdge, translation: .zero, timestamp: 0))
        #expect(!h.deck.isSwipingBack)
    }

    @Test func aLoopDeckSwipesBackItsLastCard() {
        let h = Self.harness(count: 2) { $0.isLoop = true }
        Self.swipeAndSettle(h, .right)
        Self.swipeAndSettle(h, .right)
        #expect(h.deck.currentCardIndex == 0)
        h.delegate.clear()
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -260, dy: 0), duration: 0.3, hold: 0.1)
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 1)
        #expect(h.delegate.log.filter { $0.hasPrefix("rewind") } == ["rewind(1)"])
    }

    @Test func aDeckThatRanOutTakesThePointerInTheBand() {
        let h = Self.harness(count: 1) { $0.shouldPassthroughTapsWhenNoVisibleCards = true }
        Self.swipeAndSettle(h, .right)
        #expect(h.deck.acceptsPointer(at: Self.rightEdge))
        #expect(!h.deck.acceptsPointer(at: Point(x: 150, y: 200)))
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -260, dy: 0), duration: 0.3, hold: 0.1)
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 0)
    }

    // MARK: Commands and bad input during the drag

    @Test func aSwipeDuringTheDragLeavesTheSwipeBackNothingToUndo() {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        h.delegate.clear()
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -100, dy: 0), duration: 0.2, release: false)
        #expect(h.deck.swipe(.left))
        Self.release(h, at: Self.rightEdge - Vector(dx: 100, dy: 0))
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 2)
        #expect(h.deck.history.map(\.direction) == [.right, .left])
        #expect(h.delegate.log.filter { $0.hasPrefix("didSwipe") } == ["didSwipe(1,left)"])
        #expect(!h.delegate.log.contains { $0.hasPrefix("rewind") })
        #expect(!h.deck.isSwipingBack)
    }

    @Test func anUndoDuringTheDragTakesTheHeldCardOnce() throws {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        h.delegate.clear()
        _ = try h.deck.dragBegan(DragSample(location: Self.rightEdge, translation: .zero, timestamp: 0))
        try h.deck.dragChanged(
            DragSample(
                location: Self.rightEdge - Vector(dx: 80, dy: 0), translation: Vector(dx: -80, dy: 0),
                timestamp: 0.1))
        #expect(h.deck.revertAction())
        #expect(!h.deck.isSwipingBack)
        try h.deck.dragEnded(
            DragSample(
                location: Self.rightEdge - Vector(dx: 200, dy: 0), translation: Vector(dx: -200, dy: 0),
                timestamp: 0.2))
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 0)
        #expect(h.delegate.log.filter { $0.hasPrefix("rewind") } == ["rewind(0)"])
        #expect(h.deck.scene.cards.filter { $0.index == 0 }.count == 1)
    }

    /// A reload keeps the history (D10), so the swipe held is still the last one: its release undoes it.
    @Test func aReloadDuringTheDragLeavesItAlone() throws {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        _ = try h.deck.dragBegan(DragSample(location: Self.rightEdge, translation: .zero, timestamp: 0))
        h.deck.reloadData()
        #expect(h.deck.isSwipingBack)
        #expect(h.deck.history.count == 1)
        h.delegate.clear()
        try h.deck.dragEnded(
            DragSample(
                location: Self.rightEdge - Vector(dx: 250, dy: 0), translation: Vector(dx: -250, dy: 0),
                timestamp: 0.2))
        h.driver.settle()
        #expect(!h.deck.isSwipingBack)
        #expect(h.deck.currentCardIndex == 0)
        #expect(h.deck.history.isEmpty)
        #expect(h.delegate.log.filter { $0.hasPrefix("rewind") } == ["rewind(0)"])
        #expect(!h.deck.scene.cards.contains { $0.isLeaving })
    }

    /// Removing the card held drops its undo record (D11): the release has nothing to undo and it flies back out.
    @Test func removingTheHeldCardsDataLeavesNothingToUndo() throws {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        _ = try h.deck.dragBegan(DragSample(location: Self.rightEdge, translation: .zero, timestamp: 0))
        h.dataSource.count = 4
        try h.deck.removeCards(at: 0..<1)
        h.delegate.clear()
        try h.deck.dragEnded(
            DragSample(
                location: Self.rightEdge - Vector(dx: 250, dy: 0), translation: Vector(dx: -250, dy: 0),
                timestamp: 0.2))
        h.driver.settle()
        #expect(!h.deck.isSwipingBack)
        #expect(h.deck.history.isEmpty)
        #expect(!h.delegate.log.contains { $0.hasPrefix("rewind") })
        #expect(!h.deck.scene.cards.contains { $0.isLeaving })
    }

    @Test func aNonFiniteSampleIsRejectedAndTheSwipeBackGoesOn() throws {
        let h = Self.harness()
        Self.swipeAndSettle(h, .right)
        #expect(throws: KolodaError.invalidSample) {
            try h.deck.dragBegan(DragSample(location: Point(x: .nan, y: 1), translation: .zero, timestamp: 0))
        }
        #expect(!h.deck.isSwipingBack)
        _ = try h.deck.dragBegan(DragSample(location: Self.rightEdge, translation: .zero, timestamp: 0))
        let before = h.deck.scene.cards.first { $0.isLeaving }?.offset
        #expect(throws: KolodaError.invalidSample) {
            try h.deck.dragChanged(
                DragSample(location: Self.rightEdge, translation: Vector(dx: .infinity, dy: 0), timestamp: 0.1))
        }
        #expect(throws: KolodaError.invalidSample) {
            try h.deck.dragEnded(
                DragSample(location: Self.rightEdge, translation: Vector(dx: .nan, dy: 0), timestamp: 0.1))
        }
        #expect(h.deck.isSwipingBack)
        #expect(h.deck.scene.cards.first { $0.isLeaving }?.offset == before)
        #expect(h.deck.history.count == 1)
    }

    @Test func aSwipeWaitingForADecisionBlocksASwipeBack() throws {
        let h = DecidingHarness()
        h.deck.settings.swipeBackEdgeWidth = Self.edge
        h.deck.swipe(.right)
        h.driver.settle()
        h.release(right: 250)
        #expect(h.deck.pendingSwipe != nil)
        #expect(h.deck.swipeBackRegion == nil)
        _ = try h.deck.dragBegan(DragSample(location: Self.rightEdge, translation: .zero, timestamp: 0))
        #expect(!h.deck.isSwipingBack)
        #expect(h.deck.history.count == 1)
    }

    @Test func underReducedMotionTheHeldCardDoesNotTiltAndTheUndoStillHappens() {
        let h = Self.harness { $0.reducedMotion = true }
        Self.swipeAndSettle(h, .right)
        h.driver.drag(from: Self.rightEdge, by: Vector(dx: -260, dy: 0), duration: 0.3, release: false)
        #expect(h.deck.scene.cards.first { $0.isLeaving }.map { $0.rotation == 0 && $0.scale == 1 } == true)
        Self.release(h, at: Self.rightEdge - Vector(dx: 260, dy: 0))
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 0)
    }
}

/// Found by the random tests: a second press while a swipe back held the card began an ordinary drag of the front
/// card as well, and the cancel that ended the swipe back left that card held.
@MainActor
struct SwipeBackOneDragAtATimeTests {
    @Test func aSecondDragDuringASwipeBackIsNotTaken() throws {
        let h = SwipeBackTests.harness()
        SwipeBackTests.swipeAndSettle(h, .right)
        _ = try h.deck.dragBegan(DragSample(location: SwipeBackTests.rightEdge, translation: .zero, timestamp: 0))
        #expect(!h.deck.shouldBeginDrag(at: h.grab, velocity: Vector(dx: 300, dy: 0)))
        #expect(try h.deck.dragBegan(DragSample(location: h.grab, translation: .zero, timestamp: 0.1)) == false)
        h.deck.dragCancelled()
        h.driver.settle()
        #expect(!h.deck.isDragging)
        #expect(h.front.map { $0.offset == .zero } == true)
    }
}
