import Testing

@_spi(Fronts) @testable import KolodaCore

/// Differences from Koloda 5 that the migration guide lists with no switch (docs/migrating-from-koloda.md, "What
/// behaves differently"), each checked on the engine the UIKit view forwards to. What Koloda 5 did is in
/// docs/koloda-behaviour.md; its source is cited there.
@Suite("Koloda 5 differences the guide lists")
@MainActor
struct Koloda5DifferencesTests {
    /// Koloda 5 sent `didShowCardAt(0)` inside `resetCurrentCardIndex()`; here it comes with the next frame.
    @Test func resetCurrentCardIndexShowsTheFirstCardWithTheNextFrame() {
        let h = Harness(count: 5)
        h.deck.swipe(.left)
        h.deck.swipe(.left)
        h.driver.settle()
        h.delegate.clear()
        h.deck.resetCurrentCardIndex()
        #expect(!h.delegate.decisions.contains("show(0)"))
        h.driver.collect()  // the next frame, at the same time
        #expect(h.delegate.decisions.filter { $0.hasPrefix("show") } == ["show(0)"])
    }

    /// A query callback (one that returns a value) may still ask for content again, lay the deck out or set a
    /// property, as in Koloda; what moves cards or changes the data is ignored there
    /// (`mutationsFromQueriesAreRejected`).
    @Test func aQueryCallbackMayReconfigureTheCardsButNotSwipe() {
        let h = Harness(count: 5)
        h.driver.settle()
        var swiped = true
        h.delegate.onShouldSwipe = { deck in
            deck.reconfigureCards()
            try? deck.reloadCards(at: 1..<2)
            deck.layoutDeck()
            deck.settings.alphaValueSemiTransparent = 0.5
            swiped = deck.swipe(.left)
        }
        h.deck.swipe(.right)
        h.driver.settle()
        #expect(!swiped)
        #expect(h.deck.currentCardIndex == 1)
        #expect(h.deck.settings.alphaValueSemiTransparent == 0.5)
        // The cards on screen during the question (1 and 2; 3 entered after it) were asked again, card 1 twice.
        let versions = Dictionary(uniqueKeysWithValues: h.deck.scene.cards.map { ($0.index, $0.contentVersion) })
        #expect(versions == [1: 2, 2: 1, 3: 0])
    }

    /// Koloda 5's returning card kept its overlay state and faded it out. Here the overlay follows the card, so as
    /// the reset spring (POP bounciness 10, speed 20: ζ ≈ 0.59) overshoots the rest position, the opposite direction
    /// shows, faintly: its overshoot is e^(−πζ/√(1−ζ²)) ≈ 10 % of the release offset, so at most 10 pt of a
    /// 100 pt release, a progress of 2 · 10 / 300 ≈ 0.067 on a card 300 pt wide.
    @Test func aReturningCardsOverlayShowsTheOppositeDirectionFaintlyAsItOvershoots() throws {
        let h = Harness(count: 5)
        h.driver.settle()
        h.driver.flick(from: h.grab, by: Vector(dx: 100, dy: 0), duration: 0.2, releaseVelocity: .zero)
        #expect(h.delegate.decisions.contains("reset"))
        let zeta = 26.75 / (2 * 512.03.squareRoot())
        let overshoot = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        var opposite: [Double] = []
        for _ in 0..<90 {
            h.driver.advance(by: 1.0 / 120)
            let front = try #require(h.front)
            if front.overlay.direction == .left { opposite.append(front.overlay.progress) }
        }
        #expect(!opposite.isEmpty)
        #expect((opposite.max() ?? 1) <= 2 * 100 * overshoot / 300 + 0.002)
    }

    /// Koloda 5 asked `frameForCard(at:)` at layout, per swipe and per pan update; here a slot's rectangle is asked
    /// once and kept until the layout is invalidated (size, count, settings, reload, `invalidateLayout()`), so ten
    /// frames of a swipe ask each slot at most once, where the old rule asked every slot at every frame.
    @Test func aCustomLayoutIsAskedOncePerSlotUntilTheLayoutIsInvalidated() {
        var asked: [Int] = []
        let h = Harness(count: 5) { deck, _ in
            deck.layout = ClosureLayout { slot, context in
                asked.append(slot)
                return StackLayout.frame(at: slot, in: context)
            }
        }
        h.driver.settle()
        h.deck.swipe(.left)
        asked = []
        for _ in 0..<10 { h.driver.advance(by: 1.0 / 60) }
        #expect(h.deck.isAnimating)
        #expect(Set(asked).count == asked.count)
        #expect(asked.count < 10 * h.deck.countOfVisibleCards)
        h.deck.invalidateLayout()
        asked = []
        h.driver.advance(by: 1.0 / 60)
        #expect(asked == Array(0...h.deck.core.cards.count))
    }

    /// Koloda 5 turned touches off while the deck appeared; here the card, as large as it has grown, can be dragged
    /// during the appear animation.
    @Test func aCardCanBeDraggedWhileTheDeckAppears() {
        let h = Harness(count: 5)
        h.driver.settle()
        h.deck.resetCurrentCardIndex()  // runs the appear animation (0.8 s)
        h.driver.advance(by: 0.1)
        #expect(h.deck.isAnimating)
        h.delegate.clear()
        h.driver.drag(from: h.center, by: Vector(dx: 200, dy: 0), duration: 0.2, hold: 0.1)
        #expect(h.delegate.decisions.contains("didSwipe(0,right)"))
    }
}
