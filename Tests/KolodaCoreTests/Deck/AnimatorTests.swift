import Testing

@_spi(Fronts) @testable import KolodaCore

/// Koloda's example v2 animator: background cards move with a bouncy spring.
@MainActor
final class SpringBackgroundAnimator: KolodaViewAnimator {
    override func backgroundCardAnimation(duration: Double) -> AnimationCurve { .spring(bounciness: 9, speed: 16) }
}

/// An animator that reads the deck it animates in every method, as a Koloda 5 animator holding its view may.
@MainActor
final class DeckReadingAnimator: KolodaViewAnimator {
    weak var deck: KolodaDeck?
    private(set) var reads = 0
    private func read() { if let deck { reads += deck.countOfCards + deck.currentCardIndex >= 0 ? 1 : 0 } }
    override func resetAnimation() -> AnimationCurve {
        read()
        return super.resetAnimation()
    }
    override func backgroundCardAnimation(duration: Double) -> AnimationCurve {
        read()
        return super.backgroundCardAnimation(duration: duration)
    }
    override func reverseAnimation(duration: Double) -> AnimationCurve {
        read()
        return super.reverseAnimation(duration: duration)
    }
    override func appearAnimation(duration: Double) -> AnimationCurve {
        read()
        return super.appearAnimation(duration: duration)
    }
    override func insertionAnimation() -> AnimationCurve {
        read()
        return super.insertionAnimation()
    }
    override func removalAnimation() -> AnimationCurve {
        read()
        return super.removalAnimation()
    }
    override func interruptionBlendAnimation() -> AnimationCurve {
        read()
        return super.interruptionBlendAnimation()
    }
    override func reducedMotionFade() -> AnimationCurve {
        read()
        return super.reducedMotionFade()
    }
}

@Suite("Animator and speeds")
@MainActor
struct AnimatorTests {
    @Test func anAnimatorMayReadTheDeck() throws {
        // The deck asks for its curves before it changes its cards: reading the deck from the animator is safe
        // (when it was asked in the middle of the change, this was an exclusivity violation, a crash).
        let animator = DeckReadingAnimator()
        let h = Harness(count: 6) { deck, _ in deck.animator = animator }
        animator.deck = h.deck
        h.driver.drag(from: h.grab, by: Vector(dx: 40, dy: 0), duration: 0.2)  // returns
        h.driver.drag(from: h.grab, by: Vector(dx: 220, dy: 0), duration: 0.3, hold: 0.1)  // swipes
        #expect(h.deck.revertAction())
        h.dataSource.count = 5
        try h.deck.removeCards(at: 4..<5, animated: true)
        h.deck.resetCurrentCardIndex()
        h.deck.reducedMotion = true
        h.deck.swipe(.left)
        #expect(h.driver.settle())
        #expect(animator.reads > 0)
        #expect(h.deck.currentCardIndex == 1)
    }

    @Test func replacingTheAnimatorChangesTheDeckAdvance() {
        // With the default 0.2 s tween the new front card never passes its slot; the 9/16 spring overshoots it.
        func minimumSlot(_ h: Harness) -> Double {
            h.deck.swipe(.right)
            var lowest = Double.infinity
            for _ in 0..<60 {
                h.driver.advance(by: 1.0 / 60)
                if let front = h.front { lowest = min(lowest, front.slot) }
            }
            return lowest
        }
        let tween = Harness()
        let spring = Harness { deck, _ in deck.animator = SpringBackgroundAnimator() }
        #expect(minimumSlot(tween) == 0)
        #expect(minimumSlot(spring) < -0.02)
        #expect(spring.driver.settle())
    }

    @Test(arguments: [DragSpeed.fast, .slow])
    func dragSpeedSetsTheFlyOutDurationPerDeck(speed: DragSpeed) {
        let h = Harness()
        h.dataSource.speed = speed
        h.deck.reloadData()  // the cards on screen take the new speed as they are loaded again…
        let other = Harness()  // …and another deck keeps the default (D6)
        h.deck.resetCurrentCardIndex()
        h.deck.swipe(.left)
        other.deck.swipe(.left)
        h.driver.advance(by: speed.duration - 0.05)
        other.driver.advance(by: speed.duration - 0.05)
        #expect(h.deck.scene.cards.contains { $0.isLeaving && $0.index == 0 })
        h.driver.advance(by: 0.1)
        #expect(!h.deck.scene.cards.contains { $0.isLeaving && $0.index == 0 })
        let otherStillFlying = other.deck.scene.cards.contains { $0.isLeaving && $0.index == 0 }
        #expect(otherStillFlying == (speed.duration - 0.05 < DragSpeed.default.duration))
    }

    @Test func transparentizeOffDrawsEveryCardOpaque() {
        let h = Harness { _, d in d.transparentize = false }
        #expect(h.deck.scene.cards.allSatisfy { $0.alpha == 1 })
        let on = Harness()
        #expect(on.deck.scene.cards.map(\.alpha) == [0.7, 0.7, 1])
    }
}

@Suite("Reduced motion toggled mid-flight")
@MainActor
struct ReducedMotionToggleTests {
    /// A card finishes leaving the way it started, whatever the flag says later.
    @Test func aLeavingCardFinishesTheWayItStarted() {
        let faded = Harness { deck, _ in deck.reducedMotion = true }
        faded.deck.swipe(.right)
        faded.deck.reducedMotion = false
        faded.driver.advance(by: 0.05)
        #expect(faded.deck.scene.cards.contains { $0.isLeaving && $0.alpha > 0 && $0.alpha < 1 })
        let flying = Harness()
        flying.deck.swipe(.right)
        flying.deck.reducedMotion = true
        flying.driver.advance(by: 0.3)
        #expect(flying.deck.scene.cards.contains { $0.isLeaving && $0.offset.dx > 0 })
        #expect(faded.driver.settle() && flying.driver.settle())
    }
}
