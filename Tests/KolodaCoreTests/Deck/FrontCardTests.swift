import Testing

@_spi(Fronts) @testable import KolodaCore

/// A chosen front card: `KolodaDeck.showCard(at:animated:)` and `DeckModel.moveFront(to:)` (docs/behaviour.md,
/// "A chosen front card").
@Suite("A chosen front card")
@MainActor
struct FrontCardTests {
    @Test func startingAtACardShowsThatCardAloneFirst() throws {
        // Called right after the data source, before the first frame: card 0 was never on screen, so never shown.
        let deck = KolodaDeck(size: Size(width: 300, height: 400))
        let dataSource = CountingDataSource(count: 10)
        deck.dataSource = dataSource
        try deck.showCard(at: 6, animated: false)
        #expect(deck.currentCardIndex == 6 && deck.visibleIndexes == [6, 7, 8])
        let driver = DeckDriver(deck: deck)  // the first frame
        #expect(driver.settle())
        #expect(driver.events(named: ["didShowCardAt"]) == [.didShowCard(index: 6)])
        #expect(driver.events(named: ["didSwipeCardAt", "kolodaDidRunOutOfCards"]).isEmpty)
    }

    @Test func aJumpWithoutAnimationPutsEveryCardInPlaceAtOnce() throws {
        let h = Harness(count: 10)
        h.driver.settle()
        try h.deck.showCard(at: 4, animated: false)
        let scene = h.deck.scene
        // Each card is at its layout slot, fully at the alpha its slot gives, in the same frame.
        let fronts = scene.cards.filter { !$0.isLeaving }
        #expect(fronts.map(\.index).sorted() == [4, 5, 6])
        #expect(!scene.cards.contains { $0.isLeaving }, "no card of the old window lingers")
        #expect(h.front.map { close($0.frame, h.deck.frameForCard(at: 0)) } == true)
        #expect(h.front?.alpha == h.deck.alphaValueOpaque)
    }

    @Test func anAnimatedJumpSlidesKeptCardsAndFadesTheRest() throws {
        let h = Harness(count: 10)
        h.driver.settle()
        let before = h.deck.scene.cards.first { $0.index == 1 }?.id
        try h.deck.showCard(at: 1)
        h.driver.collect()
        // Card 1 was on screen: the same card (same id, no reload) moves to the front slot.
        #expect(h.deck.scene.cards.first { $0.index == 1 && !$0.isLeaving }?.id == before)
        #expect(h.deck.scene.cards.contains { $0.index == 0 && $0.isLeaving }, "card 0 fades out")
        #expect(h.deck.isAnimating)
        h.driver.clearEvents()
        #expect(h.driver.settle())
        #expect(h.driver.events(named: ["didShowCardAt"]) == [.didShowCard(index: 1)])
        #expect(h.driver.events(named: ["didSwipeCardAt"]).isEmpty, "a skipped card is not swiped")
    }

    @Test func aJumpKeepsTheUndoHistoryAndUndoBringsBackTheLastSwipedCard() throws {
        let h = Harness(count: 10)
        h.deck.swipe(.left)
        h.deck.swipe(.right)
        h.driver.settle()
        let history = h.deck.history
        try h.deck.showCard(at: 7)
        #expect(h.deck.history == history)
        h.driver.settle()
        #expect(h.deck.revertAction())
        #expect(h.deck.currentCardIndex == history.last?.index)
        h.driver.clearEvents()
        h.driver.settle()
        #expect(h.driver.events(named: ["didRewindTo"]) == [.didRewind(index: 1)])
    }

    @Test func aJumpBackwardAndOutOfARunOutDeck() throws {
        let h = Harness(count: 3)
        for _ in 0..<3 { h.deck.swipe(.left) }
        h.driver.settle()
        #expect(h.deck.isRunOutOfCards)
        h.driver.clearEvents()
        try h.deck.showCard(at: 0)
        #expect(!h.deck.isRunOutOfCards && h.deck.visibleIndexes == [0, 1, 2])
        h.driver.settle()
        #expect(h.driver.events(named: ["didShowCardAt"]) == [.didShowCard(index: 0)])
    }

    @Test(arguments: [-1, 10, 11, Int.max, Int.min])
    func anIndexOutsideTheCardsIsATypedErrorAndChangesNothing(index: Int) throws {
        let h = Harness(count: 10)
        h.deck.swipe(.left)
        h.driver.settle()
        let model = h.deck.model
        let scene = h.deck.scene
        h.driver.clearEvents()
        #expect(throws: KolodaError.indexRangeOutOfBounds(range: DeckModel.range(holding: index), count: 10)) {
            try h.deck.showCard(at: index)
        }
        #expect(h.deck.model == model && h.deck.scene == scene)
        h.driver.settle()
        #expect(h.driver.events(named: ["didShowCardAt", "didReport"]).isEmpty)
    }

    @Test func loopDecksTakeTheSameIndexes() throws {
        let h = Harness(count: 4) { deck, _ in deck.isLoop = true }
        try h.deck.showCard(at: 3, animated: false)
        #expect(h.deck.visibleIndexes == [3, 0, 1], "the window wraps as in loop mode")
        #expect(throws: KolodaError.self) { try h.deck.showCard(at: 4) }
    }

    @Test func theCardAlreadyInFrontChangesNothing() throws {
        let h = Harness(count: 5)
        h.driver.settle()
        let scene = h.deck.scene
        h.driver.clearEvents()
        try h.deck.showCard(at: 0)
        #expect(h.deck.scene == scene && !h.deck.isAnimating)
        h.driver.settle()
        #expect(h.driver.events(named: ["didShowCardAt"]).isEmpty)
    }

    @Test func aDeckWithoutDataHasNoCardToShow() {
        let deck = KolodaDeck()
        #expect(throws: KolodaError.indexRangeOutOfBounds(range: 0..<1, count: 0)) {
            try deck.showCard(at: 0)
        }
    }

    @Test func aCallFromAQueryIsRejected() {
        var thrown: KolodaError?
        let h = Harness(count: 5) { _, delegate in delegate.shouldSwipeAnswer = true }
        h.delegate.onShouldSwipe = { deck in
            do throws(KolodaError) { try deck.showCard(at: 3) } catch { thrown = error }
        }
        h.deck.swipe(.left)
        #expect(thrown == .calledDuringQuery(operation: "showCard(at:animated:)"))
        #expect(h.deck.currentCardIndex == 1, "the swipe alone happened")
    }

    @Test func aDraggedFrontCardIsLetGoAndNoSwipeIsReported() throws {
        let h = Harness(count: 10)
        h.driver.settle()
        h.driver.drag(from: h.grab, by: Vector(dx: 60, dy: 0), duration: 0.1, release: false)
        #expect(h.deck.isDragging)
        try h.deck.showCard(at: 5)
        #expect(!h.deck.isDragging)
        // The finger's later samples and its release change nothing.
        let t = h.deck.now
        try h.deck.pointerMoved(to: h.grab + Vector(dx: 200, dy: 0), time: t + 0.01)
        try h.deck.pointerUp(at: h.grab + Vector(dx: 260, dy: 0), time: t + 0.02)
        h.driver.settle()
        #expect(h.driver.events(named: ["didSwipeCardAt"]).isEmpty)
        #expect(h.deck.currentCardIndex == 5)
    }

    @Test func theModelTransitionIsValidated() throws {
        var model = DeckModel(countOfCards: 3)
        try model.moveFront(to: 2)
        #expect(model.currentCardIndex == 2)
        let before = model
        #expect(throws: KolodaError.self) { try model.moveFront(to: 3) }
        #expect(model == before)
        #expect(DeckModel.range(holding: .max) == Int.max..<Int.max)
    }
}
