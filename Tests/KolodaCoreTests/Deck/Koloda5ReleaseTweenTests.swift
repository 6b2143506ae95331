import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

/// A card released past the threshold, on the drop-in (`SwipeFlyOut.koloda5Tween`): Koloda 5 tweened every release
/// from where the finger let go to its fly-out point, with POP's default timing over the `DragSpeed` duration, and
/// kept the card's release rotation (docs/koloda-behaviour.md §2.3, §3.2). Slow releases do so here; flicks keep the
/// engine's velocity-continuous flight.
@Suite("Koloda 5's release tween on the drop-in")
@MainActor
struct Koloda5ReleaseTweenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var hz: Double
        /// The drag (pt) and the release velocity (pt/s), slower than the 1000 pt/s flick speed toward `direction`.
        var drag: Vector
        var velocity: Vector
        var direction: SwipeResultDirection
        var speed: DragSpeed
        var testDescription: String {
            "\(direction) from (\(drag.dx), \(drag.dy)) at (\(velocity.dx), \(velocity.dy)) pt/s, \(Int(hz)) Hz, "
                + "\(speed.duration) s"
        }
    }

    /// A release: `hz`, the drag (pt), the release velocity (pt/s), the direction it swipes and the card's speed.
    nonisolated static func release(
        _ hz: Double, _ drag: (Double, Double), _ velocity: (Double, Double), _ direction: SwipeResultDirection,
        _ speed: DragSpeed
    ) -> Case {
        Case(
            hz: hz, drag: Vector(dx: drag.0, dy: drag.1), velocity: Vector(dx: velocity.0, dy: velocity.1),
            direction: direction, speed: speed)
    }

    nonisolated static let cases: [Case] =
        [30.0, 60, 120].flatMap { hz in
            // At rest past the threshold (150 pt), and drifting back (the audit's gentle release).
            [release(hz, (160, 0), (0, 0), .right, .default), release(hz, (160, 0), (-150, 0), .right, .default)]
        } + [
            release(60, (170, 0), (999, 0), .right, .fast),  // just below the flick speed
            release(60, (-200, 40), (-600, 0), .left, .moderate),
            release(120, (30, -250), (0, -300), .up, .slow),
            release(30, (200, 250), (400, 400), .bottomRight, .default)
        ]

    /// Every frame of a slow release's fly-out is within 3 % of Koloda 5's tween from the release point (an
    /// independent evaluation of the Bézier, `Koloda5Tween`), and the card keeps the rotation it had under the finger
    /// (`side · rotationAngle · dx / W`, grabbed in the top half), while its scale follows its offset as a dragged
    /// card's does; the card leaves the scene when the tween ends.
    @Test(arguments: cases)
    func aSlowReleaseFollowsKoloda5sTweenFromTheReleasePoint(_ c: Case) throws {
        let h = Koloda5FeelTests.dropIn()
        h.dataSource.speed = c.speed
        h.deck.resetCurrentCardIndex()  // the cards enter again, reading the new speed
        h.driver.settle()
        h.driver.frameInterval = 1 / c.hz
        h.delegate.clear()
        h.driver.flick(from: h.grab, by: c.drag, duration: 0.1, releaseVelocity: c.velocity)
        #expect(h.delegate.decisions.contains("didSwipe(0,\(c.direction))"))
        let target = Koloda5Tween.target(c.direction, w: 300, h: 400, s: 667)
        let releaseRotation = Double.pi / 10 * min(max(c.drag.dx / 300, -1), 1)
        try Koloda5Tween.followFlyOut(h, hz: c.hz, duration: c.speed.duration) { t, card in
            let travelled = (target - c.drag) * Koloda5Tween.progress(at: t / c.speed.duration)
            let expected = c.drag + travelled
            #expect((card.offset - expected).length <= 0.03 * travelled.length + 1e-6, "t = \(t)")
            #expect(abs(card.rotation - releaseRotation) <= 1e-9, "t = \(t)")
            // Unlike Koloda 5's, the scale follows the offset (docs/koloda-behaviour.md §2.3's formula).
            #expect(abs(card.scale - max(1 - 0.2 * abs(card.offset.dx) / 300, 0.8)) <= 1e-9, "t = \(t)")
        }
    }

    /// A flick (1000 pt/s or faster toward the direction) keeps the engine's flight: one 60 Hz frame after release
    /// the card has moved on at its release speed (25 pt at 1500 pt/s, within 1 pt), where Koloda 5's tween would
    /// have started it at under half that speed.
    @Test(arguments: [1000.0, 1500])
    func aFlickKeepsTheVelocityContinuousFlight(_ speed: Double) throws {
        let h = Koloda5FeelTests.dropIn()
        h.driver.settle()
        h.driver.flick(
            from: h.grab, by: Vector(dx: 160, dy: 0), duration: 0.1, releaseVelocity: Vector(dx: speed, dy: 0))
        _ = h.driver.advance(by: 1.0 / 60)
        let card = try #require(h.deck.scene.cards.first { $0.isLeaving })
        #expect(abs(card.offset.dx - (160 + speed / 60)) < 1)
        let tweened = 160 + (967 - 160) * Koloda5Tween.progress(at: 1.0 / 60 / 0.8)
        #expect(abs(card.offset.dx - tweened) > 5)
    }

    /// Under `.flight` (the engine's), a slow release flies along the engine's curve, not Koloda 5's tween.
    @Test func underTheFlightASlowReleaseFliesAsTheEnginesDoes() throws {
        let h = Koloda5FeelTests.dropIn()
        h.deck.settings.swipeFlyOut = .flight
        h.driver.settle()
        h.driver.flick(from: h.grab, by: Vector(dx: 160, dy: 0), duration: 0.1, releaseVelocity: .zero)
        _ = h.driver.advance(by: 0.2)
        let card = try #require(h.deck.scene.cards.first { $0.isLeaving })
        let tweened = 160 + (967 - 160) * Koloda5Tween.progress(at: 0.25)
        #expect(card.offset.dx < 160 + 0.1 * (tweened - 160))
    }
}
