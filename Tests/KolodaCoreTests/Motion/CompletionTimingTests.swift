import Testing

@_spi(Fronts) @testable import KolodaCore

/// Completions come when POP's would, the curve unchanged (docs/spring-math.md §4).
@Suite("Completion timing like POP's")
struct CompletionTimingTests {
    /// The POP model reproduces POP's documented settle frames for 0 → 1 moves at 60 Hz (threshold 0.01):
    /// 27 frames for the default spring, 33 for (12, 20), 82 for (20, 4).
    @Test func popModelReproducesPOPsSettleFrames() {
        func frames(_ b: Double, _ s: Double) -> Int? {
            PopSpringReference.settleFrame(
                Spring(bounciness: b, speed: s), displacement: [-1], velocity: [0], threshold: 0.01)
        }
        #expect(frames(4, 12) == 27)
        #expect(frames(9, 16) == 27)
        #expect(frames(12, 20) == 33)
        #expect(frames(20, 4) == 82)
    }

    /// For Koloda's springs and the five reference cases, the engine completes within 10 % of POP's settle frame.
    @Test(arguments: PopSpringReference.cases.indices)
    func completionIsWithinTenPercentOfPOP(index: Int) throws {
        let c = PopSpringReference.cases[index]
        let pop = try #require(
            PopSpringReference.settleFrame(
                c.spring, displacement: c.displacement,
                velocity: c.displacement.map { _ in 0 },
                threshold: c.threshold.completion))
        let engine = PopSpringReference.engineFrames(c)
        let error = Double(engine.complete - pop) / Double(pop)
        #expect(abs(error) <= 0.10, "\(c.name): engine frame \(engine.complete), POP \(pop) (\(error * 100) %)")
        #expect(engine.complete <= engine.settled)
    }

    /// Completing early changes nothing drawn: the value follows the exact curve until it settles, and at
    /// completion it is within POP's threshold of the target.
    @Test func completionDoesNotMoveTheValue() {
        var a = Animated<Vector>(Vector(dx: 100, dy: -30), threshold: .points)
        a.animate(to: .zero, curve: .spring(.reset), at: 2)
        let t = a.completionTime
        #expect(t > 2 && t < a.endTime)
        #expect(a.value(at: t).length < 1)
        var exact = Animated<Vector>(Vector(dx: 100, dy: -30), threshold: SettleThreshold(distance: 1e-9, speed: 1e-9))
        exact.animate(to: .zero, curve: .spring(.reset), at: 2)
        #expect((a.value(at: t) - exact.value(at: t)).length < 1e-9)
        // The final snap at the end is far below 0.5 pt at scale 2 (0.25 pt).
        #expect(a.value(at: a.endTime.nextDown).length < 0.25)
    }

    /// Tweens complete when they end; values at rest are complete; bad input completes at once.
    @Test func tweensRestAndBadInput() {
        var tween = Animated<Double>(0)
        tween.animate(to: 1, curve: .tween(duration: 0.3, timing: .linear), at: 1)
        #expect(tween.completionTime == tween.endTime)
        let rest = Animated<Double>(5)
        #expect(rest.isComplete(at: 0))
        #expect(Spring.reset.completionTime(displacement: 1.0, velocity: .nan, threshold: 0.01, settleTime: 0.7) == 0.7)
        #expect(Spring.reset.completionTime(displacement: 1.0, velocity: 0, threshold: -1, settleTime: 0.7) == 0.7)
        #expect(
            Spring(stiffness: -1, damping: 1).completionTime(
                displacement: 1.0, velocity: 0, threshold: 0.01,
                settleTime: 0.2) == 0.2)
    }

    /// With Koloda's example background spring (9, 16), the new front card's didShowCardAt comes when its move
    /// is complete by POP's rule (within a frame or 10 % of POP's), while the card still settles on its curve.
    @Test @MainActor func didShowCardAtComesAtPOPsCompletionNotAtRest() throws {
        final class SpringBackground: KolodaViewAnimator {
            override func backgroundCardAnimation(duration: Double) -> AnimationCurve { .spring(.backgroundExample) }
        }
        let h = Harness { deck, _ in deck.animator = SpringBackground() }
        h.driver.settle()
        h.driver.clearEvents()
        h.deck.swipe(.right)
        var showFrame: Int?
        var movingAtShow = false
        for frame in 1...200 {
            h.driver.advance(by: 1.0 / 60)
            if showFrame == nil, h.driver.events(named: ["didShowCardAt"]) == [.didShowCard(index: 1)] {
                showFrame = frame
                movingAtShow = h.deck.isAnimating
            }
        }
        let frame = try #require(showFrame)
        // POP's frame animation of the same spring over a 20 pt slot step (1 pt threshold).
        let pop = try #require(
            PopSpringReference.settleFrame(
                .backgroundExample, displacement: [20, 0], velocity: [0, 0],
                threshold: 1))
        #expect(abs(Double(frame - pop)) <= 0.1 * Double(pop) + 1, "didShowCardAt on frame \(frame), POP \(pop)")
        #expect(movingAtShow, "the card still settles after its completion")
        #expect(h.driver.events(named: ["didShowCardAt"]).count == 1)
    }
}
