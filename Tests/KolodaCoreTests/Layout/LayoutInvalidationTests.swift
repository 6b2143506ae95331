import Testing

@_spi(Fronts) @testable import KolodaCore

/// A layout that counts what it is asked: Koloda's stack, shifted right by `offset` (pt), so a test can change its
/// answers without the deck seeing it.
@MainActor
final class CountingLayout: CardLayout {
    var offset = 0.0
    private(set) var asked: [Int] = []
    /// Runs inside `frameForCard`, as an app's layout might (e.g. one that calls back into the deck).
    var onAsk: (() -> Void)?

    func frameForCard(at slot: Int, in context: LayoutContext) -> Rect {
        asked.append(slot)
        onAsk?()
        let r = StackLayout.frame(at: slot, in: context)
        return Rect(x: r.minX + offset, y: r.minY, width: r.width, height: r.height)
    }

    func reset() { asked.removeAll() }

    /// True when no slot was asked twice since the last `reset()` (one invalidation's worth of questions).
    var eachSlotAskedAtMostOnce: Bool { Set(asked).count == asked.count }
}

/// Layout is data that is invalidated: the layout is asked once per slot, then again only when the layout context
/// changes, after `reloadData()`, `layoutDeck()`, a new layout or new settings, or on `invalidateLayout()`
/// (docs/architecture.md, "Layout"). Koloda 5 asked at layout, per swipe and per pan update
/// (docs/koloda-behaviour.md); before this rule a custom layout was asked for every slot at every frame.
@Suite("Layout invalidation")
@MainActor
struct LayoutInvalidationTests {
    private func harness(count: Int = 5) -> (Harness, CountingLayout) {
        let layout = CountingLayout()
        let h = Harness(count: count) { deck, _ in deck.layout = layout }
        h.driver.settle()
        layout.reset()
        return (h, layout)
    }

    /// The slots one invalidation asks for at rest: 0…n, n the cards the deck holds (one past the back card, where
    /// the next card comes in).
    private func slotsPerInvalidation(_ deck: KolodaDeck) -> [Int] { Array(0...deck.core.cards.count) }

    @Test func aDragOfManyFramesAsksTheLayoutNothingNewAfterRest() {
        let (h, layout) = harness()
        let frames = 60
        h.driver.drag(from: h.center, by: Vector(dx: 60, dy: 0), duration: Double(frames) / 60, hold: 0.1)
        h.driver.settle()
        // The old rule asked every slot at every frame: at least `frames × slots` questions. Koloda 5 asked once per
        // pan update. Now a slot is asked at most once (a card pulled past the cached slots), at rest none at all.
        #expect(layout.eachSlotAskedAtMostOnce)
        #expect(layout.asked.count <= slotsPerInvalidation(h.deck).count)
        #expect(layout.asked.count < frames)
    }

    @Test func aSwipeAsksEachSlotAtMostOnce() {
        let (h, layout) = harness(count: 8)
        h.deck.swipe(.left)
        var frames = 0
        while h.deck.isAnimating, frames < 600 {
            h.driver.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(frames > 10)
        #expect(layout.eachSlotAskedAtMostOnce)
        // Koloda 5 asked every visible slot once per swipe; the deck grows by no slot here, so nothing is new.
        #expect(layout.asked.count <= h.deck.countOfVisibleCards + 1)
    }

    @Test func aResizeAsksEverySlotOnceThenNothing() throws {
        let (h, layout) = harness()
        let size = Size(width: 200, height: 260)
        try h.deck.resize(to: size)
        h.driver.collect()
        #expect(layout.asked == slotsPerInvalidation(h.deck))
        let context = h.deck.layoutContext
        #expect(context.deckSize == size)
        #expect(h.deck.wholeSlotFrames()[1] == StackLayout.frame(at: 1, in: context))
        layout.reset()
        h.driver.advance(by: 0.5)
        #expect(layout.asked.isEmpty)
    }

    @Test func invalidateLayoutAsksAgainAndUsesTheNewAnswers() {
        let (h, layout) = harness()
        let before = h.deck.scene.cards.map(\.frame)
        layout.offset = 30
        h.driver.advance(by: 0.2)
        // The deck cannot see the change: nothing is asked, nothing moves.
        #expect(layout.asked.isEmpty)
        #expect(h.deck.scene.cards.map(\.frame) == before)
        h.deck.invalidateLayout()
        h.driver.collect()
        #expect(layout.asked == slotsPerInvalidation(h.deck))
        let after = h.deck.scene.cards.map(\.frame)
        #expect(after.count == before.count)
        for (a, b) in zip(after, before) { #expect(close(a.minX, b.minX + 30, 1e-9)) }
        layout.reset()
        h.driver.advance(by: 0.2)
        #expect(layout.asked.isEmpty)
    }

    @Test func reloadLayoutDeckANewLayoutAndNewSettingsEachInvalidateOnce() {
        let (h, layout) = harness()
        let changes: [(String, () -> Void)] = [
            ("reloadData", { h.deck.reloadData() }),
            ("layoutDeck", { h.deck.layoutDeck() }),
            ("layout", { h.deck.layout = layout }),
            ("viewport", { h.deck.viewport = Rect(x: -100, y: -100, width: 600, height: 800) }),
            ("margin", { h.deck.backgroundCardsTopMargin = 9 })
        ]
        for (name, change) in changes {
            layout.reset()
            change()
            h.driver.settle()
            #expect(layout.eachSlotAskedAtMostOnce, "\(name)")
            #expect(Set(layout.asked).isSuperset(of: slotsPerInvalidation(h.deck)), "\(name)")
        }
        // Writing a setting's current value is no change.
        layout.reset()
        h.deck.backgroundCardsTopMargin = 9
        h.driver.settle()
        #expect(layout.asked.isEmpty)
    }

    @Test func aLayoutThatInvalidatesItselfIsAskedAgainAtTheNextFrameAndNothingCrashes() {
        let (h, layout) = harness()
        layout.onAsk = { [weak deck = h.deck] in deck?.invalidateLayout() }
        h.deck.invalidateLayout()
        h.driver.collect()
        let once = layout.asked.count
        #expect(once == slotsPerInvalidation(h.deck).count)
        h.driver.collect()
        // Its answers were never valid, so the next frame asks again, once per slot.
        #expect(layout.asked.count == 2 * once)
    }
}
