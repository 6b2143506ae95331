import Testing
@testable import KolodaCore

/// Koloda's example v2 animator: background cards move with a bouncy spring.
@MainActor
final class SpringBackgroundAnimator: KolodaViewAnimator {
    override func backgroundCardAnimation(duration: Double) -> AnimationCurve { .spring(bounciness: 9, speed: 16) }
}

@Suite("Animator and speeds")
@MainActor
struct AnimatorTests {
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
