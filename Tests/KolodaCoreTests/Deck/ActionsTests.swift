import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Deck actions and accessibility (B5)")
@MainActor
struct ActionsTests {
    @Test func availableActionsFollowTheAllowedDirectionsAndTheHistory() {
        let h = Harness(count: 3) { _, delegate in delegate.allowed = [.right, .up, .right] }
        #expect(h.deck.availableActions == [.swipe(.right), .swipe(.up), .select])
        h.deck.swipe(.up)
        #expect(h.deck.availableActions == [.swipe(.right), .swipe(.up), .select, .undo])
        h.deck.swipe(.right)
        h.deck.swipe(.right)
        #expect(h.deck.isRunOutOfCards)
        #expect(h.deck.availableActions == [.undo])
    }

    @Test func availableActionsWithoutADelegateAreKolodasDefaults() {
        let deck = KolodaDeck()
        let data = CountingDataSource(count: 2)
        deck.dataSource = data
        #expect(deck.availableActions == [.swipe(.left), .swipe(.right), .select])
    }

    @Test func performingActionsSwipesUndoesAndSelects() {
        let h = Harness(count: 3)
        #expect(h.deck.perform(.swipe(.left)))
        #expect(!h.deck.perform(.swipe(.up)))  // not allowed: nothing happens
        #expect(h.deck.currentCardIndex == 1)
        #expect(h.deck.perform(.undo))
        #expect(h.deck.currentCardIndex == 0)
        #expect(!h.deck.perform(.undo))
        #expect(h.deck.perform(.select))
        h.driver.settle()
        #expect(h.delegate.decisions.contains("select(0)"))
        #expect(h.delegate.decisions.filter { $0.hasPrefix("didSwipe") } == ["didSwipe(0,left)"])
    }

    @Test func performAsksShouldSwipeLikeAButton() {
        let h = Harness(count: 3) { _, delegate in delegate.shouldSwipeAnswer = false }
        #expect(!h.deck.perform(.swipe(.right)))
        #expect(h.deck.currentCardIndex == 0)
    }

    @Test func selectingWithNoCardDoesNothing() {
        let h = Harness(count: 1)
        h.deck.swipe(.left)
        h.delegate.clear()
        #expect(!h.deck.selectFrontCard())
        #expect(!h.delegate.log.contains { $0.hasPrefix("select") })
    }

    @Test func selectingFromAQueryIsIgnored() {
        let h = Harness(count: 2)
        var result: Bool?
        h.delegate.onShouldSwipe = { deck in result = deck.selectFrontCard() }
        h.deck.swipe(.left)
        #expect(result == false)
        #expect(!h.delegate.log.contains { $0.hasPrefix("select") })
    }
}
