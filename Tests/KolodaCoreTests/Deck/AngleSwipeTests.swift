import Testing

@_spi(Fronts) @testable import KolodaCore

/// A programmatic swipe toward any angle: `swipe(toward:force:)`, `swipe(along:force:)`,
/// `SwipeResultDirection.nearest(toAngle:)` (docs/behaviour.md, "Any angle").
@Suite("A swipe toward any angle")
@MainActor
struct AngleSwipeTests {
    private static let sector = Double.pi / 8  // half of the π/4 each direction owns

    @Test(arguments: SwipeResultDirection.allCases)
    func eachDirectionOwnsTheQuarterPiAroundItsAngle(direction: SwipeResultDirection) {
        // Multiples of π/4, from right through down (y grows downwards).
        let quarters: [SwipeResultDirection: Double] = [
            .right: 0, .bottomRight: 1, .down: 2, .bottomLeft: 3, .left: 4, .topLeft: -3, .up: -2, .topRight: -1
        ]
        #expect(close(direction.angle, (quarters[direction] ?? .nan) * Double.pi / 4, 1e-12))
        for offset in [0, 0.999 * Self.sector, -0.999 * Self.sector, 2 * Double.pi, -4 * Double.pi] {
            #expect(SwipeResultDirection.nearest(toAngle: direction.angle + offset) == direction)
        }
    }

    @Test func aBoundaryGoesToTheDirectionDeclaredFirstAndBadAnglesToNone() {
        #expect(SwipeResultDirection.nearest(toAngle: Self.sector) == .right, "right before bottomRight")
        #expect(SwipeResultDirection.nearest(toAngle: -3 * Self.sector) == .up, "up before topRight")
        for bad in [Double.nan, .infinity, -.infinity] { #expect(SwipeResultDirection.nearest(toAngle: bad) == nil) }
    }

    @Test func theExitRotationMeetsTheEightDirectionsAndIsMirrorSymmetric() throws {
        for direction in SwipeResultDirection.allCases {
            let heading = try #require(SwipeHeading(angle: direction.angle))
            #expect(close(heading.exitRotation, direction.exitRotation, 1e-12))
        }
        for step in 0..<64 {
            let angle = -Double.pi + Double(step) * Double.pi / 32 + 0.01
            let heading = try #require(SwipeHeading(angle: angle))
            let mirrored = try #require(SwipeHeading(angle: Double.pi - angle))  // across the vertical axis
            #expect(close(heading.exitRotation, -mirrored.exitRotation, 1e-9))
            // Between its two neighbours' rotations.
            let lower = try #require(SwipeHeading(angle: (angle / (Double.pi / 4)).rounded(.down) * Double.pi / 4))
            let upper = try #require(SwipeHeading(angle: (angle / (Double.pi / 4)).rounded(.up) * Double.pi / 4))
            let low = min(lower.exitRotation, upper.exitRotation)
            let high = max(lower.exitRotation, upper.exitRotation)
            #expect(heading.exitRotation >= low - 1e-12 && heading.exitRotation <= high + 1e-12)
        }
    }

    @Test func theCardFliesAlongTheExactAngleAndBothReportsArrive() throws {
        let h = Harness(count: 5)
        h.driver.settle()
        h.driver.clearEvents()
        let angle = 0.3  // nearest: right (0.3 < π/8)
        #expect(h.deck.swipe(toward: angle))
        h.driver.advance(by: 0.2)
        let card = try #require(h.deck.scene.cards.first { $0.isLeaving && $0.index == 0 })
        let heading = try #require(card.offset.normalized)
        #expect(close(heading.dx, cos(angle), 1e-9) && close(heading.dy, sin(angle), 1e-9))
        h.driver.settle()
        #expect(
            h.driver.events(named: ["didSwipeCardAt", "didSwipeCardAtAngle"]) == [
                .didSwipeCard(index: 0, direction: .right),
                .didSwipeCardAtAngle(index: 0, direction: .right, angle: angle)
            ])
        #expect(h.deck.history == [SwipeRecord(index: 0, direction: .right)])
    }

    @Test func theNearestDirectionAloneDecidesWhetherTheSwipeIsAllowed() {
        // Allowed: left and right. 0.5 rad is between right (allowed) and bottomRight (not), nearer bottomRight.
        let h = Harness(count: 5)
        h.driver.settle()
        let model = h.deck.model
        h.driver.clearEvents()
        #expect(!h.deck.swipe(toward: 0.5))
        #expect(!h.deck.swipe(toward: 0.5, force: true), "force never overrides the allowed directions")
        #expect(h.deck.model == model)
        #expect(h.deck.swipe(toward: 0.35), "nearer right: allowed")
    }

    @Test func shouldSwipeIsAskedAboutTheNearestDirectionAndForceOverridesItsNo() {
        let h = Harness(count: 5) { _, delegate in delegate.shouldSwipeAnswer = false }
        #expect(!h.deck.swipe(toward: Double.pi - 0.2))
        #expect(h.delegate.log.last == "shouldSwipe(0,left)")
        #expect(h.deck.swipe(toward: Double.pi - 0.2, force: true))
    }

    @Test func aVectorCountsByItsDirectionAndBadOnesSwipeNothing() {
        let h = Harness(count: 5) { _, delegate in delegate.allowed = SwipeResultDirection.allCases }
        for bad in [Vector.zero, Vector(dx: .nan, dy: 1), Vector(dx: .infinity, dy: 0)] {
            #expect(!h.deck.swipe(along: bad))
        }
        #expect(!h.deck.swipe(toward: .nan))
        #expect(h.deck.currentCardIndex == 0 && h.deck.history.isEmpty)
        #expect(h.deck.swipe(along: Vector(dx: 0.1, dy: -7)))
        #expect(h.deck.history.last?.direction == .up)
    }

    @Test func anAngleThatIsADirectionsOwnFliesAsThatDirectionsSwipe() {
        // Under Koloda 5's tween (the UIKit default) too: the same scenes frame by frame.
        for style in [SwipeFlyOut.flight, .koloda5Tween] {
            let a = Harness(count: 3) { deck, _ in deck.settings.swipeFlyOut = style }
            let b = Harness(count: 3) { deck, _ in deck.settings.swipeFlyOut = style }
            a.deck.swipe(.left)
            b.deck.swipe(toward: Double.pi)
            for _ in 0..<20 {
                a.driver.advance(by: 1.0 / 60)
                b.driver.advance(by: 1.0 / 60)
                #expect(a.deck.scene == b.deck.scene)
            }
        }
    }

    @Test func undoBringsTheCardBackAndEveryUndoRewindsOnce() {
        let h = Harness(count: 5)
        h.deck.swipe(toward: -0.3)
        h.driver.advance(by: 0.1)
        h.driver.clearEvents()
        #expect(h.deck.revertAction())
        #expect(h.driver.settle())
        #expect(h.driver.events(named: ["didRewindTo"]) == [.didRewind(index: 0)])
    }

    @Test func reducedMotionFadesInPlace() throws {
        let h = Harness(count: 5) { deck, _ in deck.reducedMotion = true }
        h.driver.settle()
        h.deck.swipe(toward: 0.2)
        h.driver.advance(by: 0.1)
        let card = try #require(h.deck.scene.cards.first { $0.isLeaving })
        #expect(card.offset == .zero && card.rotation == 0 && card.alpha < 1)
    }

    @Test func theSwiftUIModelHearsTheAngle() {
        let model = KolodaStackModel(items: ["a", "b"])
        model.resize(to: Size(width: 300, height: 400))
        var heard: [String] = []
        model.handlers.onSwipe = { item, direction in heard.append("swipe \(item) \(direction)") }
        model.handlers.onSwipeAngle = { item, direction, angle in heard.append("angle \(item) \(direction) \(angle)") }
        model.perform(at: 0) { $0.swipe(toward: -3.0) }
        #expect(heard == ["swipe a left", "angle a left -3.0"])
    }
}
