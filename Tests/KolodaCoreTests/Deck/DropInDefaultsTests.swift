import Testing

@_spi(Fronts) @testable import KolodaCore

/// The UIKit `KolodaView` starts with `KolodaDefaults.DropIn.configure(_:)` applied to its deck: Koloda 5's behaviour
/// where the new one would change what an app relies on. These tests drive a deck configured the same way with the
/// calls the UIKit view makes (its pan recognizer's samples, then a button's `swipe`).
@MainActor
struct DropInDefaultsTests {
    /// A drop-in deck, the finger holding the front card 60 pt to the right (below the threshold).
    private func holdingTheFrontCard(dropIn: Bool) -> Harness {
        let h = Harness(count: 5) { deck, _ in if dropIn { KolodaDefaults.DropIn.configure(deck) } }
        h.driver.settle()
        let start = h.grab
        _ = try? h.deck.dragBegan(
            DragSample(location: start, translation: .zero, velocity: .zero, timestamp: h.driver.time))
        let moved = Vector(dx: 60, dy: 0)
        try? h.deck.dragChanged(
            DragSample(location: start + moved, translation: moved, velocity: .zero, timestamp: h.driver.time))
        h.driver.collect()
        h.delegate.clear()
        return h
    }

    @Test func aSwipeDuringADragIsIgnoredOnTheDropInAsInKoloda5() throws {
        let h = holdingTheFrontCard(dropIn: true)
        #expect(!h.deck.swipe(.left))
        h.driver.collect()
        // Koloda 5 asked, then ignored the call: the card stays under the finger and nothing is swiped.
        #expect(h.delegate.decisions == ["shouldSwipe(0,left)"])
        #expect(h.deck.currentCardIndex == 0 && h.deck.history.isEmpty)
        #expect(close(try #require(h.front).offset.dx, 60, 1e-6))
        // The drag goes on: released there, the card returns, after the question Koloda 5 asked on every release
        // with a direction (60 pt toward the right, below the threshold).
        let moved = Vector(dx: 60, dy: 0)
        try h.deck.dragEnded(
            DragSample(location: h.grab + moved, translation: moved, velocity: .zero, timestamp: h.driver.time))
        h.driver.settle()
        #expect(h.delegate.decisions == ["shouldSwipe(0,left)", "shouldSwipe(0,right)", "reset", "panFinished(0)"])
    }

    @Test func theEngineAloneTakesTheDraggedCardFromTheFinger() {
        let h = holdingTheFrontCard(dropIn: false)
        #expect(h.deck.swipe(.left))
        h.driver.collect()
        #expect(h.deck.currentCardIndex == 1 && h.deck.history == [SwipeRecord(index: 0, direction: .left)])
        #expect(h.delegate.decisions.contains("didSwipe(0,left)"))
    }

    @Test func theDropInKeepsTheVelocityDecisionAndOneLineGivesKolodasBack() {
        // A short flick: 40 pt, far below the threshold, at 1500 pt/s.
        func flick(_ configure: @escaping (KolodaDeck) -> Void) -> Int {
            let h = Harness(count: 5) { deck, _ in configure(deck) }
            h.driver.settle()
            h.driver.flick(
                from: h.grab, by: Vector(dx: 40, dy: 0), duration: 0.05, releaseVelocity: Vector(dx: 1500, dy: 0))
            h.driver.settle()
            return h.deck.currentCardIndex
        }
        #expect(flick { KolodaDefaults.DropIn.configure($0) } == 1)  // swiped
        #expect(
            flick {
                KolodaDefaults.DropIn.configure($0)
                $0.decisionPolicy = .positionOnly
            } == 0)  // returned
    }
}
