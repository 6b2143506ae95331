import Foundation
import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Deck operations")
@MainActor
struct OperationsTests {
    @Test func writingASettingItAlreadyHasChangesNothing() throws {
        // A front may write its viewport, size or Reduce Motion on every layout; only a new value changes the scene.
        let h = Harness(count: 5)
        h.deck.viewport = Rect(x: -100, y: -100, width: 500, height: 600)
        let before = h.deck.scene
        h.deck.viewport = Rect(x: -100, y: -100, width: 500, height: 600)
        h.deck.reducedMotion = false
        h.deck.alphaValueSemiTransparent = 0.7
        try h.deck.resize(to: h.deck.size)
        #expect(h.deck.scene == before, "the same values change nothing")
        h.deck.alphaValueSemiTransparent = 0.5
        #expect(h.deck.scene.cards.first?.alpha == 0.5, "a new value shows in the next scene")
    }

    @Test func reloadDataReconfiguresAndLoadsAndClamps() {
        // D10.
        let h = Harness(count: 5)
        for _ in 0..<3 { h.deck.swipe(.left) }
        h.driver.settle()
        let versions = h.deck.scene.cards.map(\.contentVersion)
        h.dataSource.count = 10
        h.deck.reloadData()
        #expect(h.deck.visibleIndexes == [3, 4, 5])
        #expect(
            zip(h.deck.scene.cards.filter { !$0.isLeaving && $0.index < 5 }.map(\.contentVersion), versions).allSatisfy
            { $0 > $1 })
        h.dataSource.count = 2
        h.deck.reloadData()
        #expect(h.deck.currentCardIndex == 2 && h.deck.isRunOutOfCards)
        #expect(h.deck.scene.cards.allSatisfy { $0.isLeaving })
        h.driver.settle()
        #expect(h.deck.scene.cards.isEmpty)
    }

    @Test func reloadAfterRunningOutWithMoreCardsShowsThemWithTheAppearAnimation() throws {
        let h = Harness(count: 1)
        h.deck.swipe(.right)
        h.driver.settle()
        h.dataSource.count = 3
        h.deck.reloadData()
        h.driver.collect()
        #expect(h.deck.visibleIndexes == [1, 2])
        #expect(h.deck.isAnimating && (h.front?.alpha ?? 1) < 0.05)
        #expect(h.driver.settle())
    }

    @Test func resetStartsOverFromTheFirstCard() {
        let h = Harness(count: 4)
        for _ in 0..<4 { h.deck.swipe(.left) }
        h.deck.resetCurrentCardIndex()
        #expect(h.deck.currentCardIndex == 0 && h.deck.history.isEmpty && h.deck.visibleIndexes == [0, 1, 2])
        h.driver.settle()
        #expect(h.driver.events(named: ["didShowCardAt"]).last == .didShowCard(index: 0))
    }

    @Test func insertingAtTheFrontOfARunOutDeckShowsTheNewCards() throws {
        // Koloda's example v1 refill (§5.13).
        let h = Harness(count: 2)
        h.deck.swipe(.left)
        h.deck.swipe(.left)
        h.dataSource.count = 6
        try h.deck.insertCards(at: 2..<6)
        #expect(h.deck.visibleIndexes == [2, 3, 4])
        h.driver.settle()
        #expect(h.driver.events(named: ["didShowCardAt"]).last == .didShowCard(index: 2))
    }

    @Test func insertingBeforeTheFrontKeepsTheSameFrontCard() throws {
        // D11: Koloda did not shift the index on insert.
        let h = Harness(count: 5)
        h.deck.swipe(.left)
        h.driver.settle()
        let front = try #require(h.front)
        h.dataSource.count = 7
        try h.deck.insertCards(at: 0..<2)
        #expect(h.deck.currentCardIndex == 3)
        let after = try #require(h.front)
        #expect(after.id == front.id && after.index == 3)
        #expect(h.deck.history == [SwipeRecord(index: 2, direction: .left)])
    }

    @Test func removingTheFrontCardFadesItAndClosesUp() throws {
        let h = Harness(count: 5)
        h.dataSource.count = 4
        try h.deck.removeCards(at: 0..<1, animated: true)
        #expect(h.deck.visibleIndexes == [0, 1, 2])
        let fading = try #require(h.deck.scene.cards.last { $0.isLeaving })
        #expect(fading.offset == .zero)  // Koloda flew removed cards to the right whatever `animated` said
        h.driver.settle()
        #expect(h.deck.scene.cards.count == 3)
        h.dataSource.count = 3
        try h.deck.removeCards(at: 1..<2, animated: false)
        #expect(!h.deck.scene.cards.contains { $0.isLeaving })
    }

    @Test func badRangeUpdatesThrowAndLeaveTheDeckUntouched() throws {
        let h = Harness(count: 5)
        h.deck.swipe(.right)
        let before = (h.deck.model, h.deck.scene.cards.map(\.id))
        h.dataSource.count = 9
        #expect(throws: KolodaError.inconsistentCardCount(expected: 7, actual: 9)) { try h.deck.insertCards(at: 0..<2) }
        #expect(throws: KolodaError.indexRangeOutOfBounds(range: 4..<8, count: 5)) {
            try h.deck.removeCards(at: 4..<8, animated: true)
        }
        #expect(throws: KolodaError.indexRangeOutOfBounds(range: -1..<1, count: 5)) {
            try h.deck.insertCards(at: -1..<1)
        }
        #expect(throws: KolodaError.indexRangeOutOfBounds(range: 3..<6, count: 5)) { try h.deck.reloadCards(at: 3..<6) }
        #expect(h.deck.model == before.0 && h.deck.scene.cards.map(\.id) == before.1)
        let bare = KolodaDeck()
        #expect(throws: KolodaError.noDataSource) { try bare.insertCards(at: 0..<1) }
    }

    @Test func reloadingARangeAsksForThoseCardsAgain() throws {
        let h = Harness(count: 5)
        let before = h.deck.scene.cards.map(\.contentVersion)
        try h.deck.reloadCards(at: 1..<2)
        let after = h.deck.scene.cards.map(\.contentVersion)
        // Scene order is back to front: [2, 1, 0].
        #expect(after == [before[0], before[1] + 1, before[2]])
    }

    @Test func aCountThatShrinksBehindTheDecksBackIsAdoptedAtTheNextSwipe() {
        let h = Harness(count: 6)
        h.dataSource.count = 2
        h.deck.swipe(.left)
        #expect(h.deck.countOfCards == 2 && h.deck.visibleIndexes == [1])
        h.driver.collect()
        #expect(
            h.driver.events(named: ["didReport"]) == [.diagnostic(.countChangedWithoutUpdate(cached: 6, actual: 2))])
        #expect(h.driver.events(named: ["didSwipeCardAt"]) == [.didSwipeCard(index: 0, direction: .left)])
    }

    @Test func snapshotRoundTripsThroughJSONAndRestoresTheSettledState() throws {
        let h = Harness(count: 8) { deck, _ in deck.undoLimit = 5 }
        h.deck.swipe(.left)
        h.deck.swipe(.right)
        // Mid-drag, mid-animation.
        h.driver.drag(from: h.grab, by: Vector(dx: 90, dy: 0), duration: 0.1, release: false)
        let data = try JSONEncoder().encode(h.deck.snapshot())
        let decoded = try JSONDecoder().decode(DeckModel.self, from: data)
        #expect(decoded == h.deck.snapshot())

        let other = Harness(count: 8)
        try other.deck.restore(decoded)
        other.driver.collect()
        #expect(other.deck.currentCardIndex == 2 && other.deck.undoLimit == 5)
        #expect(
            other.deck.history == [SwipeRecord(index: 0, direction: .left), SwipeRecord(index: 1, direction: .right)])
        #expect(!other.deck.isAnimating && other.deck.visibleIndexes == [2, 3, 4])
        #expect(other.deck.revertAction())
        #expect(other.deck.currentCardIndex == 1)
        other.driver.collect()
        #expect(try #require(other.front).offset.dx > 300)  // comes back from the right, where it left
    }

    /// State saved as JSON by releases that had a separate `DeckSnapshot` type decodes as the model and restores.
    @Test func earlierSavedStateDecodesAsTheModel() throws {
        let saved =
            #"{"currentCardIndex":2,"countOfCards":8,"history":[{"index":0,"direction":"left"},"#
            + #"{"index":1,"direction":"right"}],"isLoop":false,"countOfVisibleCards":3,"undoLimit":5}"#
        let decoded = try JSONDecoder().decode(DeckModel.self, from: Data(saved.utf8))
        #expect(
            decoded
                == DeckModel(
                    currentCardIndex: 2, countOfCards: 8,
                    history: [
                        SwipeRecord(index: 0, direction: .left),
                        SwipeRecord(index: 1, direction: .right)
                    ],
                    isLoop: false, countOfVisibleCards: 3, undoLimit: 5))
        let h = Harness(count: 8)
        try h.deck.restore(decoded)
        #expect(h.deck.snapshot() == decoded && h.deck.visibleIndexes == [2, 3, 4])
        // And the model encodes with the same keys, so an earlier release reads what this one saves.
        let keys = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? [String: Any])
            .keys
        #expect(
            Set(keys) == ["currentCardIndex", "countOfCards", "history", "isLoop", "countOfVisibleCards", "undoLimit"])
    }

    @Test func snapshotsThatDoNotFitAreRejected() {
        let h = Harness(count: 3)
        let bad = DeckModel(
            currentCardIndex: 7, countOfCards: 8, history: [], isLoop: false, countOfVisibleCards: 3, undoLimit: nil)
        #expect(throws: KolodaError.self) { try h.deck.restore(bad) }
        let badHistory = DeckModel(
            currentCardIndex: 1, countOfCards: 3, history: [SwipeRecord(index: 5, direction: .left)],
            isLoop: false, countOfVisibleCards: 3, undoLimit: nil)
        #expect(throws: KolodaError.self) { try h.deck.restore(badHistory) }
        #expect(h.deck.currentCardIndex == 0)
    }

    @Test func loopDeckNeverRunsOutAndUndoesAcrossTheWrap() {
        let h = Harness(count: 3) { deck, _ in deck.isLoop = true }
        for _ in 0..<7 { h.deck.swipe(.right) }
        h.driver.settle()
        #expect(h.deck.currentCardIndex == 1 && h.deck.visibleIndexes == [1, 2, 0])
        #expect(h.driver.events(named: ["kolodaDidRunOutOfCards"]).isEmpty)
        #expect(h.driver.events(named: ["didSwipeCardAt"]).compactMap(\.index) == [0, 1, 2, 0, 1, 2, 0])
        #expect(h.deck.revertAction())
        #expect(h.deck.currentCardIndex == 0)
    }

    @Test func changingTheVisibleCountAddsAndRemovesCards() {
        let h = Harness(count: 10)
        h.deck.countOfVisibleCards = 5
        #expect(h.deck.visibleIndexes.count == 5)
        h.deck.countOfVisibleCards = 0
        #expect(h.deck.countOfVisibleCards == 5)
        h.driver.collect()
        #expect(h.driver.events(named: ["didReport"]) == [.diagnostic(.invalidCountOfVisibleCards(0))])
        h.deck.countOfVisibleCards = 1
        h.driver.settle()
        #expect(h.deck.scene.cards.count == 1)
    }
}

@Suite("Bad input")
@MainActor
struct BadInputTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSamplesThrowAndChangeNothing(value: Double) throws {
        let h = Harness()
        h.driver.drag(from: h.grab, by: Vector(dx: 40, dy: 0), duration: 0.1, release: false)
        let before = h.deck.scene
        #expect(throws: KolodaError.invalidSample) {
            try h.deck.pointerMoved(to: Point(x: value, y: 0), time: h.driver.time)
        }
        #expect(throws: KolodaError.invalidSample) { try h.deck.pointerUp(at: h.grab, time: value) }
        #expect(throws: KolodaError.invalidSample) {
            try h.deck.dragEnded(
                DragSample(
                    location: h.grab, translation: Vector(dx: 10, dy: 0), velocity: Vector(dx: value, dy: 0),
                    timestamp: 0))
        }
        #expect(throws: KolodaError.invalidSample) {
            _ = try h.deck.dragBegan(DragSample(location: Point(x: value, y: 1), translation: .zero, timestamp: 0))
        }
        #expect(h.deck.scene == before)
        // do/catch rather than the error `#expect(throws:)` returns, which needs Swift 6.1's Swift Testing.
        do {
            try h.deck.tick(now: value)
            Issue.record("tick(now: \(value)) did not throw")
        } catch {
            #expect(error.description == KolodaError.invalidTime(value).description)  // NaN ≠ NaN, so compare text
        }
        #expect(h.deck.now == before.time)
    }

    /// Found by the random tests: a drag reported 10³⁰ pt away (finite, so accepted) left the card so far out that
    /// its return spring needed far longer than 5 s to settle. Drag offsets are now bounded (±10⁶ pt).
    @Test(arguments: [1e30, -1.2202614616104058e+113, 1e150])
    func aCardDraggedAbsurdlyFarSettlesWithinFiveSeconds(distance: Double) throws {
        let h = Harness()
        try h.deck.pointerDown(at: h.grab, time: h.driver.time)
        try h.deck.pointerMoved(to: h.grab + Vector(dx: 0, dy: distance), time: h.driver.time)
        #expect(try #require(h.front).offset.dy.magnitude <= 1e6)
        h.deck.pointerCancelled()
        #expect(h.driver.settle(timeout: 5))
        #expect(h.front?.offset == .zero)
    }

    @Test func hugeVelocitiesAreCapped() throws {
        let h = Harness()
        h.driver.flick(
            from: h.grab, by: Vector(dx: 10, dy: 0), duration: 0.05, releaseVelocity: Vector(dx: 1e12, dy: 0))
        h.driver.advance(by: 1.0 / 60)
        let card = try #require(h.deck.scene.cards.last { $0.isLeaving })
        #expect(card.offset.isFinite && card.transform.isFinite)
        #expect(h.driver.settle())
    }

    @Test(arguments: [
        Size(width: 0, height: 400), Size(width: -3, height: 10), Size(width: .nan, height: 10),
        Size(width: 10, height: .infinity)
    ])
    func invalidSizesThrowAndKeepTheOldSize(size: Size) {
        let deck = KolodaDeck(size: Size(width: 320, height: 480))
        do {
            try deck.resize(to: size)
            Issue.record("resize(to: \(size)) did not throw")
        } catch {
            #expect(error.description == KolodaError.invalidSize(width: size.width, height: size.height).description)
        }
        #expect(deck.size == Size(width: 320, height: 480))
        #expect(KolodaDeck(size: size).size == Size(width: 300, height: 400))
    }

    @Test(arguments: [Double.nan, 0, -0.5, .infinity])
    func invalidThresholdsFallBackToTheDefaultWithOneDiagnostic(value: Double) {
        let h = Harness { _, d in d.threshold = value }
        h.driver.drag(from: h.grab, by: Vector(dx: 140, dy: 0), duration: 0.2, hold: 0.1)
        #expect(h.driver.events(named: ["didSwipeCardAt"]).isEmpty)  // 140 pt < the default 150 pt
        #expect(h.driver.events(named: ["didReport"]) == [.diagnostic(.invalidThreshold(value))] || value.isNaN)
        #expect(h.driver.events(named: ["didReport"]).count == 1)
    }

    @Test func thresholdIsReadOnEveryUse() {
        // Koloda lost a custom threshold after an undo (it cached the value).
        let h = Harness { _, d in d.threshold = 0.3 }
        h.driver.drag(from: h.grab, by: Vector(dx: 50, dy: 0), duration: 0.2, hold: 0.1)
        #expect(h.deck.currentCardIndex == 1)
        h.deck.revertAction()
        h.driver.settle()
        h.driver.drag(from: h.grab, by: Vector(dx: 50, dy: 0), duration: 0.2, hold: 0.1)
        #expect(h.deck.currentCardIndex == 1)
    }

    @Test func negativeCountsAreTreatedAsEmpty() {
        let h = Harness(count: -4)
        #expect(h.deck.countOfCards == 0 && h.deck.isRunOutOfCards && h.deck.scene.cards.isEmpty)
        #expect(h.driver.events(named: ["didReport"]).contains(.diagnostic(.negativeCardCount(-4))))
        #expect(!h.deck.swipe(.left) && !h.deck.revertAction())
    }

    @Test func operationsOnAnEmptyDeckAreNoOps() {
        let deck = KolodaDeck()
        #expect(!deck.swipe(.right))
        #expect(!deck.revertAction())
        deck.reloadData()
        deck.resetCurrentCardIndex()
        deck.layoutDeck()
        deck.reconfigureCards()
        #expect(deck.tap(at: Point(x: 10, y: 10)) == nil)
        #expect(deck.scene.cards.isEmpty && deck.currentCardIndex == 0)
    }

    @Test func shouldDragFalseBlocksDragsButNotTaps() {
        let h = Harness { _, d in d.shouldDragAnswer = false }
        h.driver.drag(from: h.grab, by: Vector(dx: 200, dy: 0), duration: 0.2)
        #expect(h.deck.currentCardIndex == 0 && h.front?.offset == .zero)
        h.driver.tap(at: h.center)
        #expect(h.driver.events(named: ["didSelectCardAt"]) == [.didSelectCard(index: 0)])
    }

    @Test func passthroughWhenEmptyAndHitTestOnTheRotatedCard() throws {
        let h = Harness(count: 1) { deck, _ in deck.shouldPassthroughTapsWhenNoVisibleCards = true }
        #expect(h.deck.acceptsPointer(at: h.center))
        // D15: a point inside the dragged card's bounding box but outside its rotated shape is not a hit.
        h.driver.drag(from: h.grab, by: Vector(dx: 100, dy: 0), duration: 0.2, release: false)
        let front = try #require(h.front)
        let box = front.transform.boundingBox(of: Rect(origin: .zero, size: front.bounds))
        let corner = Point(x: box.maxX - 2, y: box.minY + 2)
        #expect(h.deck.cardIndex(at: corner) == nil)
        #expect(h.deck.cardIndex(at: front.transform.apply(Point(x: 150, y: 196))) == 0)
        try h.deck.pointerUp(at: h.grab + Vector(dx: 300, dy: 0), time: h.driver.time + 0.01)
        #expect(h.deck.isRunOutOfCards && !h.deck.acceptsPointer(at: h.center))
    }
}

/// A card caught mid-flight by an undo after `reloadData()` gets its content asked for again (found by the view
/// layer's random tests: it came back with the view made before the reload).
@Suite("Reload and undo")
@MainActor
struct ReloadAndUndoTests {
    @Test func aCardUndoneAfterAReloadIsReconfigured() throws {
        let h = Harness()
        h.driver.settle()
        let before = try #require(h.front).contentVersion
        h.deck.swipe(.right)
        h.driver.advance(by: 0.05)  // still flying
        h.deck.reloadData()
        #expect(h.deck.revertAction())
        h.driver.advance(by: 1.0 / 60)
        let back = try #require(h.front)
        #expect(back.index == 0)
        #expect(back.contentVersion != before)
        // Without a reload in between, an undone card keeps its content.
        h.driver.settle()
        let kept = try #require(h.front).contentVersion
        h.deck.swipe(.right)
        h.driver.advance(by: 0.05)
        #expect(h.deck.revertAction())
        h.driver.advance(by: 1.0 / 60)
        #expect(try #require(h.front).contentVersion == kept)
    }
}
