import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Deck motion")
@MainActor
struct MotionTests {
    @Test func flyOutContinuesAtTheReleaseVelocity() throws {
        // D5: no speed jump at release; the card is gone within the DragSpeed duration.
        let h = Harness()
        let release = Vector(dx: 1500, dy: 0)
        h.driver.flick(from: h.grab, by: Vector(dx: 60, dy: 0), duration: 0.05, releaseVelocity: release)
        let leaving = try #require(h.deck.scene.cards.last { $0.isLeaving })
        let start = leaving.offset
        h.driver.advance(by: 1.0 / 60)
        let next = try #require(h.deck.scene.cards.last { $0.isLeaving })
        let speed = (next.offset - start).length * 60
        #expect(abs(speed - release.length) / release.length <= 0.05)
        h.driver.advance(by: DragSpeed.default.duration)
        #expect(!h.deck.scene.cards.contains { $0.isLeaving })
    }

    /// Over 20 flicks (600–3,000 pt/s, five directions, pointer events at 120 Hz, the velocity estimated from them),
    /// the card's speed over the 60 Hz frame after release is within 1 % of the finger's, and its acceleration starts
    /// at zero (the finger's was zero too).
    @Test func releaseSpeedJumpIsUnderOnePercentOverTwentyFlicks() throws {
        var worst = 0.0
        var swiped = 0
        for speed in [600.0, 1_200, 2_400, 3_000] {
            for angle in [0.0, 180, 20, -30, 160] {
                let radians = angle * Double.pi / 180
                let finger = Vector(dx: speed * cos(radians), dy: -speed * sin(radians))
                let h = Harness()
                let start = h.grab
                var time = 0.0
                _ = try h.deck.tick(now: time)
                try h.deck.pointerDown(at: start, time: time)
                for step in 1...12 {
                    time += 1.0 / 120
                    try h.deck.pointerMoved(to: start + finger * (Double(step) / 120), time: time)
                    _ = try h.deck.tick(now: time)
                }
                try h.deck.pointerUp(at: start + finger * (12.0 / 120), time: time)
                guard let before = try h.deck.tick(now: time).scene.cards.last(where: { $0.isLeaving }) else {
                    continue
                }
                swiped += 1
                let after = try #require(try h.deck.tick(now: time + 1.0 / 60).scene.cards.first { $0.id == before.id })
                let card = (after.offset - before.offset) * 60
                worst = max(worst, abs(card.length - finger.length) / finger.length)
            }
        }
        #expect(swiped >= 16, "only \(swiped) of 20 flicks swiped")
        #expect(worst <= 0.01, "largest speed jump \(worst * 100) %")
    }

    @Test func flightAccelerationStartsAtZeroAndTheCardLeavesInTime() {
        let path = FlightPath(
            from: .zero, to: Vector(dx: 900, dy: 0), velocity: Vector(dx: 500, dy: 40),
            maximumDuration: 0.8, startTime: 3)
        #expect(path.acceleration(at: 3) == .zero)
        #expect(path.velocity(at: 3) == Vector(dx: 500, dy: 40))
        #expect((path.position(at: path.endTime) - Vector(dx: 900, dy: 0)).length < 1e-9)
        #expect(path.endTime <= 3.8)
        // The speed keeps growing along the way out (no braking), and the path stays finite.
        var last = 0.0
        for i in 0...48 {
            let t = 3 + Double(i) / 60
            let v = path.velocity(at: t).dx
            #expect(v >= last)
            last = v
        }
        let bad = FlightPath(
            from: .zero, to: Vector(dx: 100, dy: 0), velocity: Vector(dx: .nan, dy: 0),
            maximumDuration: .infinity, startTime: 0)
        #expect(bad.position(at: 0.4).isFinite && bad.velocity(at: 0.4).isFinite)
    }

    @Test func aQuickFlickSwipesAndAFlickBackCancels() {
        // D4: 60 pt is far below the threshold (150 pt), but the release projects past it.
        let h = Harness()
        h.driver.flick(from: h.grab, by: Vector(dx: 60, dy: 0), duration: 0.08, releaseVelocity: Vector(dx: 900, dy: 0))
        #expect(h.driver.events(named: ["didSwipeCardAt"]) == [.didSwipeCard(index: 0, direction: .right)])
        // 180 pt is past the threshold, but a flick back toward the centre returns the card…
        h.driver.clearEvents()
        h.driver.flick(
            from: h.grab, by: Vector(dx: 180, dy: 0), duration: 0.2, releaseVelocity: Vector(dx: -400, dy: 0))
        #expect(h.driver.events(named: ["didSwipeCardAt"]).isEmpty)
        #expect(h.driver.events(named: ["kolodaDidResetCard"]).count == 1)
        // …and a flick hard enough to coast past the other threshold swipes that way.
        h.driver.settle()
        h.driver.clearEvents()
        h.driver.flick(
            from: h.grab, by: Vector(dx: 180, dy: 0), duration: 0.2, releaseVelocity: Vector(dx: -700, dy: 0))
        #expect(h.driver.events(named: ["didSwipeCardAt"]) == [.didSwipeCard(index: 1, direction: .left)])
        // Koloda's position-only rule ignores both velocities.
        let k = Harness { deck, _ in deck.decisionPolicy = .positionOnly }
        k.driver.flick(from: k.grab, by: Vector(dx: 60, dy: 0), duration: 0.08, releaseVelocity: Vector(dx: 900, dy: 0))
        #expect(k.driver.events(named: ["didSwipeCardAt"]).isEmpty)
    }

    @Test func customDecisionPolicy() {
        let h = Harness { deck, _ in deck.decisionPolicy = .custom { $0.offset.dx > 10 ? .right : nil } }
        h.driver.flick(from: h.grab, by: Vector(dx: 20, dy: 0), duration: 0.1, releaseVelocity: .zero)
        #expect(h.driver.events(named: ["didSwipeCardAt"]) == [.didSwipeCard(index: 0, direction: .right)])
    }

    /// B11: the card's return after a release follows the exact spring at any frame rate, including jittered ones.
    @Test(arguments: [30.0, 60, 120, 144, 0])
    func returnSpringIsTheSameAtAnyFrameRate(hz: Double) throws {
        let h = Harness()
        let release = Vector(dx: -400, dy: 120)
        h.driver.flick(from: h.grab, by: Vector(dx: 100, dy: -30), duration: 0.1, releaseVelocity: release)
        let releasedAt = h.driver.time
        let x0 = Vector(dx: 100, dy: -30)
        var generator = SplitMix(state: 42)
        var maxError = 0.0
        let spring = Spring.reset
        let settleTime = Animated<Vector>(x0, threshold: .points).settleReference(velocity: release)
        while h.driver.time - releasedAt < 1.5 {
            let step = hz > 0 ? 1 / hz : Double.random(in: 0.004...0.034, using: &generator)  // 0 = jittered
            h.driver.advance(by: step)
            let front = try #require(h.front)
            let t = h.driver.time - releasedAt
            let exact: Vector
            if t >= settleTime {
                exact = .zero
            } else {
                let x = spring.evaluate(displacement: x0.dx, velocity: release.dx, at: t).displacement
                let y = spring.evaluate(displacement: x0.dy, velocity: release.dy, at: t).displacement
                exact = Vector(dx: x, dy: y)
            }
            maxError = max(maxError, (front.offset - exact).length)
        }
        #expect(maxError <= 0.1)
        #expect(h.front?.offset == .zero && !h.deck.isAnimating)
    }

    @Test func grabbingAReturningCardContinuesWithoutAJump() throws {
        // D8: Koloda snapped a springing-back card to identity when it was grabbed.
        let h = Harness()
        h.driver.flick(from: h.grab, by: Vector(dx: 120, dy: 0), duration: 0.1, releaseVelocity: .zero)
        h.driver.advance(by: 0.06)
        let before = try #require(h.front)
        #expect(before.offset.dx > 10)  // still on its way back
        let point = before.transform.apply(Point(x: before.bounds.width / 2, y: before.bounds.height / 3))
        let began = try h.deck.dragBegan(DragSample(location: point, translation: .zero, timestamp: h.driver.time))
        #expect(began)
        let after = try #require(h.deck.scene.cards.last { $0.isInteractive })
        #expect((after.offset - before.offset).length < 1e-9)
        #expect(abs(after.rotation - before.rotation) < 1e-9)
        #expect(
            abs(after.transform.tx - before.transform.tx) < 1e-9 && abs(after.transform.ty - before.transform.ty) < 1e-9
        )
    }

    @Test func grabbingACardComingBackFromUndoBlendsItsRotation() throws {
        let h = Harness()
        h.deck.swipe(.right)
        h.driver.settle()
        h.deck.revertAction()
        h.driver.advance(by: 0.15)
        let before = try #require(h.front)
        #expect(before.offset.dx > 20 && before.rotation > 0.01)
        let point = before.transform.apply(Point(x: before.bounds.width / 2, y: before.bounds.height / 2))
        #expect(try h.deck.dragBegan(DragSample(location: point, translation: .zero, timestamp: h.driver.time)))
        let after = try #require(h.front)
        #expect(abs(after.rotation - before.rotation) < 1e-9)
        #expect((after.offset - before.offset).length < 1e-9)
        // The rewind is reported when the card is taken, once.
        h.driver.collect()
        #expect(h.driver.events(named: ["didRewindTo"]) == [.didRewind(index: 0)])
    }

    @Test func undoBringsTheCardBackFromTheSideItLeft() throws {
        let h = Harness()
        h.deck.swipe(.left)
        h.driver.settle()
        h.deck.revertAction()
        h.driver.collect()
        let start = try #require(h.front)
        #expect(start.offset.dx < -300 && start.alpha < 0.05)
        #expect(abs(start.rotation - SwipeResultDirection.left.exitRotation) < 1e-9)
        h.driver.advance(by: h.deck.reverseAnimationDuration)
        let end = try #require(h.front)
        #expect(end.offset == .zero && end.rotation == 0 && end.alpha == 1)
        // An explicit direction overrides the remembered one.
        h.deck.swipe(.left)
        h.driver.settle()
        h.deck.revertAction(direction: .up)
        h.driver.collect()
        #expect(try #require(h.front).offset.dy < -300)
    }

    @Test func undoCatchesACardStillFlyingOut() throws {
        let h = Harness()
        h.deck.swipe(.right)
        h.driver.advance(by: 0.2)
        let flying = try #require(h.deck.scene.cards.last { $0.isLeaving })
        h.deck.revertAction()
        h.driver.collect()
        let caught = try #require(h.front)
        #expect(caught.id == flying.id)  // the same card turns back, from where it is
        #expect(!h.deck.scene.cards.contains { $0.isLeaving && $0.id == flying.id })
        #expect(h.deck.scene.cards.filter(\.isLeaving).map(\.index) == [3])  // the back card fades out of the window
        #expect(h.driver.settle())
        #expect(h.front?.offset == .zero && h.deck.currentCardIndex == 0)
    }

    @Test func programmaticSwipesLeaveStraightAlongTheirDirection() throws {
        let h = Harness { deck, d in d.allowed = SwipeResultDirection.allCases }
        h.deck.swipe(.up)
        for _ in 0..<10 {
            h.driver.advance(by: 0.05)
            guard let card = h.deck.scene.cards.last(where: { $0.isLeaving }) else { break }
            #expect(card.offset.dx == 0 && card.offset.dy <= 0)
            #expect(card.rotation == 0)
        }
    }

    @Test func overlayIsFullExactlyAtTheThresholdAndBackgroundFollowsTheDrag() throws {
        // §2.7 and §2.8 worked example: deck 300×400, p = 0.5.
        let h = Harness()
        h.driver.drag(from: h.grab, by: Vector(dx: 75, dy: 0), duration: 0.2, release: false)
        let scene = h.deck.scene
        let front = try #require(scene.cards.last)
        #expect(front.overlay == OverlayState(direction: .right, progress: 0.5))
        #expect(close(scene.cards[1].frame, Rect(x: 3.75, y: 11.8, width: 292.5, height: 382.2), 1e-9))
        #expect(close(scene.cards[1].alpha, 0.85))
        #expect(close(scene.cards[0].frame, Rect(x: 11.0625, y: 34.91, width: 277.875, height: 363.09), 1e-9))
        #expect(close(scene.cards[0].alpha, 0.7))
        for x in stride(from: 80.0, through: 150, by: 5) {
            try? h.deck.pointerMoved(to: h.grab + Vector(dx: x, dy: 0), time: h.driver.time)
        }
        #expect(h.deck.scene.cards.last?.overlay.progress == 1)
    }

    @Test func dragRotatesAboutTheGrabPointSoItStaysUnderTheFinger() throws {
        let h = Harness()
        h.driver.drag(from: h.grab, by: Vector(dx: 120, dy: 30), duration: 0.2, release: false)
        let front = try #require(h.front)
        let local = Point(x: h.grab.x, y: h.grab.y)  // the card was at rest at the origin with identity placement
        let now = front.transform.apply(local)
        #expect(close(now.x, h.grab.x + 120, 1e-9) && close(now.y, h.grab.y + 30, 1e-9))
        #expect(front.rotation > 0 && front.scale < 1)
    }

    @Test func constrainedDragRubberBandsTowardDisallowedDirections() {
        let h = Harness { deck, _ in deck.constrainsDragToAllowedDirections = true }
        h.driver.drag(from: h.grab, by: Vector(dx: 0, dy: -200), duration: 0.2, release: false)
        let dy = h.front?.offset.dy ?? 0
        #expect(dy < 0 && dy > -100)
    }

    @Test func everythingSettlesToTheRestingLayout() {
        let h = Harness(count: 30)
        h.deck.swipe(.left)
        h.deck.swipe(.right)
        h.driver.flick(from: h.grab, by: Vector(dx: 40, dy: 0), duration: 0.05, releaseVelocity: .zero)
        h.deck.revertAction()
        h.deck.swipe(.right)
        h.deck.applyAppearAnimationIfNeeded()
        #expect(h.driver.settle(timeout: 5))
        let scene = h.deck.scene
        #expect(scene.cards.count == 3 && !scene.isAnimating)
        for (depth, card) in scene.cards.reversed().enumerated() {
            #expect(card.frame == h.deck.frameForCard(at: depth))
            #expect(card.offset == .zero && card.rotation == 0 && card.scale == 1)
            #expect(card.alpha == (depth == 0 ? 1 : 0.7))
        }
    }

    @Test func appearAnimationGrowsTheDeck() throws {
        let h = Harness()
        h.deck.applyAppearAnimationIfNeeded()
        h.driver.collect()
        let front = try #require(h.front)
        #expect(front.alpha < 0.01)
        let width = front.transform.boundingBox(of: Rect(origin: .zero, size: front.bounds)).width
        #expect(close(width, 30, 1e-6))  // 0.1 × 300
        h.driver.advance(by: 0.8)
        #expect(h.front?.alpha == 1 && !h.deck.isAnimating)
        h.delegate.appear = false
        h.deck.applyAppearAnimationIfNeeded()
        #expect(!h.deck.isAnimating)
    }

    @Test func reducedMotionCrossFades() throws {
        let h = Harness { deck, _ in deck.reducedMotion = true }
        h.deck.swipe(.right)
        h.driver.advance(by: 0.1)
        let leaving = try #require(h.deck.scene.cards.last { $0.isLeaving })
        #expect(leaving.offset == .zero && leaving.rotation == 0 && leaving.alpha < 1)
        #expect(h.driver.settle(timeout: 1))
    }
}

extension Animated where Value == Vector {
    /// When a reset-spring return from this value at `velocity` settles (s after its start).
    func settleReference(velocity: Vector) -> Double {
        var a = self
        a.animate(to: .zero, curve: .spring(.reset), at: 0, initialVelocity: velocity)
        return a.endTime
    }
}
