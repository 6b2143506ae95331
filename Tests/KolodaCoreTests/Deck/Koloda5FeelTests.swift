import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

/// Koloda 5's programmatic fly-out, evaluated independently of the engine from its documented model
/// (docs/koloda-behaviour.md §1.8, §3.2, §3.12): a POP basic animation, Core Animation's default timing
/// (cubic Bézier (0.25, 0.1), (0.25, 1.0)), from the card's offset to the fly-out point over the `DragSpeed` duration.
enum Koloda5Tween {
    /// The Bézier's coordinate at parameter s, in Bernstein form, with end points 0 and 1.
    static func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    /// The fraction of the distance covered at a fraction `f` of the duration: x(s) = f solved by bisection.
    static func progress(at f: Double) -> Double {
        if f <= 0 { return 0 }
        if f >= 1 { return 1 }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bernstein(0.25, 0.25, mid) < f { lo = mid } else { hi = mid }
        }
        return bernstein(0.1, 1.0, (lo + hi) / 2)
    }

    /// Koloda 5's fly-out point for a deck of `w × h` pt on a screen whose larger side is `s` pt (§1.8's table).
    static func target(_ direction: SwipeResultDirection, w: Double, h: Double, s: Double) -> Vector {
        switch direction {
        case .left: return Vector(dx: -(w + s), dy: h / 2)
        case .right: return Vector(dx: w + s, dy: h / 2)
        case .up: return Vector(dx: 0, dy: -(h + s))
        case .down: return Vector(dx: 0, dy: h + s)
        case .topLeft: return Vector(dx: -(w + s), dy: -(h + s))
        case .topRight: return Vector(dx: w + s, dy: -(h + s))
        case .bottomLeft: return Vector(dx: -(w + s), dy: h + s)
        case .bottomRight: return Vector(dx: w + s, dy: h + s)
        }
    }

    /// Steps `harness`'s clock at `hz` through a fly-out of `duration` (s) that starts now, handing `check` each
    /// frame's time since the start (s) and the leaving card; then expects a frame at least every 1/`hz` s and the
    /// card gone one frame after the duration.
    @MainActor
    static func followFlyOut(
        _ harness: Harness, hz: Double, duration: Double, _ check: (Double, CardPose) throws -> Void
    ) throws {
        let start = harness.deck.now
        var frames = 0
        while harness.deck.now - start < duration - 1e-9 {
            _ = harness.driver.advance(by: 1 / hz)
            let t = harness.deck.now - start
            guard t < duration else { break }
            try check(t, try #require(harness.deck.scene.cards.first { $0.isLeaving }))
            frames += 1
        }
        #expect(frames >= Int(duration * hz) - 1)
        _ = harness.driver.advance(by: 1 / hz)
        #expect(!harness.deck.scene.cards.contains { $0.isLeaving })
    }

    /// Koloda 5's exit rotations (rad), §1.8's "swipe rotation" column.
    static let rotation: [SwipeResultDirection: Double] = [
        .left: -Double.pi / 4, .right: Double.pi / 4, .up: 0, .down: -Double.pi / 2,
        .topLeft: -Double.pi / 8, .topRight: Double.pi / 8, .bottomLeft: -3 * Double.pi / 8,
        .bottomRight: -5 * Double.pi / 8
    ]
}

@Suite("Koloda 5's feel on the drop-in")
@MainActor
struct Koloda5FeelTests {
    /// A drop-in deck of 300×400 pt centred on a 375×667 pt screen (the viewport the UIKit view sets from its window).
    static func dropIn(speed: DragSpeed = .default) -> Harness {
        Harness { deck, delegate in
            KolodaDefaults.DropIn.configure(deck)
            deck.viewport = Rect(x: -37.5, y: -133.5, width: 375, height: 667)
            delegate.allowed = SwipeResultDirection.allCases
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var hz: Double
        var direction: SwipeResultDirection
        var speed: DragSpeed
        var testDescription: String { "\(direction) at \(Int(hz)) Hz, \(speed.duration) s" }
    }

    nonisolated static let cases: [Case] =
        [30.0, 60, 120].flatMap { hz in
            [Case(hz: hz, direction: .right, speed: .default), Case(hz: hz, direction: .down, speed: .default)]
        } + [
            Case(hz: 60, direction: .left, speed: .fast), Case(hz: 120, direction: .topRight, speed: .slow),
            Case(hz: 60, direction: .bottomRight, speed: .moderate), Case(hz: 30, direction: .up, speed: .fast)
        ]

    /// A button swipe follows Koloda 5's tween within 3 % of position, and turns as its rotation tween, at every
    /// frame, then leaves the scene when the tween ends.
    @Test(arguments: cases)
    func aButtonSwipeFollowsKoloda5sTween(_ c: Case) throws {
        let h = Self.dropIn()
        h.dataSource.speed = c.speed
        h.deck.resetCurrentCardIndex()  // the cards enter again, reading the new speed
        h.driver.settle()
        #expect(h.deck.swipe(c.direction))
        let target = Koloda5Tween.target(c.direction, w: 300, h: 400, s: 667)
        try Koloda5Tween.followFlyOut(h, hz: c.hz, duration: c.speed.duration) { t, card in
            let fraction = Koloda5Tween.progress(at: t / c.speed.duration)
            let expected = target * fraction
            #expect((card.offset - expected).length <= 0.03 * expected.length + 1e-9, "t = \(t)")
            let angle = try #require(Koloda5Tween.rotation[c.direction]) * fraction
            #expect(abs(card.rotation - angle) <= 0.03 * abs(angle) + 1e-9, "t = \(t)")
        }
    }

    /// The audit's measure: with `.default` (0.8 s) Koloda 5's card was off a 375 pt screen after 0.2 s; so is this
    /// one, and the engine's flight (`.flight`) has moved it only a few points by then.
    @Test func aButtonSwipeLeavesA375PointScreenInAQuarterOfItsDuration() throws {
        let h = Self.dropIn()
        h.driver.settle()
        h.deck.swipe(.right)
        _ = h.driver.advance(by: 0.2)
        let card = try #require(h.deck.scene.cards.first { $0.isLeaving })
        // The deck's left edge is 37.5 pt from the screen's; the card's left edge passes the screen's right edge.
        #expect(37.5 + card.offset.dx > 375)
        #expect(abs(card.offset.dx - 967 * Koloda5Tween.progress(at: 0.25)) < 1e-6)

        let engine = Self.dropIn()
        engine.deck.settings.swipeFlyOut = .flight
        engine.driver.settle()
        engine.deck.swipe(.right)
        _ = engine.driver.advance(by: 0.2)
        let flying = try #require(engine.deck.scene.cards.first { $0.isLeaving })
        #expect(flying.offset.dx < 0.05 * card.offset.dx)
    }

    /// Exit rotations: Koloda 5's table under `.koloda5Tween` (`.down` −π/2, `.bottomRight` −5π/8), the
    /// mirror-symmetric ones under `.flight`.
    @Test(arguments: SwipeResultDirection.allCases)
    func exitRotationsFollowTheFlyOutStyle(_ direction: SwipeResultDirection) throws {
        let koloda5 = try #require(Koloda5Tween.rotation[direction])
        #expect(abs(SwipeFlyOut.koloda5Tween.exitRotation(direction) - koloda5) < 1e-12)
        #expect(SwipeFlyOut.flight.exitRotation(direction) == direction.exitRotation)
        let point = SwipeFlyOut.koloda5Target(direction, deckSize: Size(width: 300, height: 400), screenSide: 667)
        #expect(point == Koloda5Tween.target(direction, w: 300, h: 400, s: 667))
    }

    /// An undo in a direction brings the card back from that direction's exit rotation, in each style.
    @Test func anUndoArrivesTurnedByTheStylesExitRotation() throws {
        for style in [SwipeFlyOut.koloda5Tween, .flight] {
            let h = Self.dropIn()
            h.deck.settings.swipeFlyOut = style
            h.deck.swipe(.down)
            h.driver.settle()
            #expect(h.deck.revertAction(direction: .down))
            let front = try #require(h.deck.scene.cards.last)
            #expect(abs(front.rotation - style.exitRotation(.down)) < 1e-9)
        }
    }

    /// Releases on the drop-in, as the delegate hears them: the audit's three gentle releases decided by position,
    /// flicks by velocity, and `shouldSwipeCardAt` asked on every release with a direction (Koloda 5, §2.9), its
    /// answer vetoing only a swipe.
    @Test func shouldSwipeCardAtIsAskedOnEveryReleaseWithADirectionAndVetoesOnlyASwipe() {
        let h = Self.dropIn()
        h.delegate.allowed = [.left, .right]
        func release(_ dx: Double, at vx: Double, answer: Bool = true) -> [String] {
            h.driver.settle()
            h.delegate.shouldSwipeAnswer = answer
            h.delegate.clear()
            let index = h.deck.currentCardIndex
            h.driver.flick(
                from: h.grab, by: Vector(dx: dx, dy: 0), duration: 0.1, releaseVelocity: Vector(dx: vx, dy: 0))
            return h.delegate.decisions.filter { $0 != "panBegan(\(index))" && !$0.hasPrefix("show") }
        }
        // 110 pt at 100 pt/s and 60 pt at 200 pt/s return; the question is asked all the same, and a yes swipes
        // nothing.
        #expect(release(110, at: 100) == ["shouldSwipe(0,right)", "reset", "panFinished(0)"])
        #expect(release(60, at: 200) == ["shouldSwipe(0,right)", "reset", "panFinished(0)"])
        // 160 pt drifting back at 150 pt/s swipes, unless the delegate says no.
        #expect(release(160, at: -150, answer: false) == ["shouldSwipe(0,right)", "reset", "panFinished(0)"])
        #expect(release(160, at: -150) == ["shouldSwipe(0,right)", "didSwipe(0,right)", "panFinished(0)"])
        // A flick swipes from 40 pt; a flick back from 160 pt returns, after the question about where the card was.
        #expect(release(40, at: 1500) == ["shouldSwipe(1,right)", "didSwipe(1,right)", "panFinished(1)"])
        #expect(release(160, at: -1500) == ["shouldSwipe(2,right)", "reset", "panFinished(2)"])
        // A release at rest has no direction: nothing is asked.
        #expect(release(0, at: 0) == ["reset", "panFinished(2)"])
    }

    /// Koloda 5 sent no `didShowCardAt` when an insert or a removal put a new card in front (docs/koloda-behaviour.md
    /// §5): neither does the drop-in; the engine reports the new front card once it settles; one line switches.
    @Test(arguments: [false, true])
    func anInsertOrARemovalShowsTheNewFrontCardOnlyWhereAsked(_ shows: Bool) {
        let h = Harness(count: 4) { deck, _ in
            KolodaDefaults.DropIn.configure(deck)
            if shows { deck.showsFrontCardAfterRangeUpdates = true }
        }
        h.driver.settle()
        h.delegate.clear()
        h.dataSource.count = 3
        try? h.deck.removeCards(at: 0..<1)  // card 1 becomes card 0, in front
        h.driver.settle()
        h.dataSource.count = 5
        try? h.deck.insertCards(at: 0..<2)  // two new cards in front
        h.driver.settle()
        let shown = h.delegate.decisions.filter { $0.hasPrefix("show") }
        #expect(shown == (shows ? ["show(0)", "show(0)"] : []))
        // Either way the card's swipe is reported, and the next card's show follows it.
        h.delegate.clear()
        #expect(h.deck.swipe(.left))
        h.driver.settle()
        #expect(h.delegate.decisions == ["shouldSwipe(0,left)", "didSwipe(0,left)", "show(1)"])
    }

    /// Koloda 5's `reloadData()` (docs/koloda-behaviour.md §5): past the first card, with cards beyond the visible
    /// ones, the visible cards keep their views; at the first card, or at the end of the data, every visible card is
    /// asked again. The engine always asks again.
    @Test func reloadDataMidDeckKeepsTheVisibleCardsOnTheDropIn() {
        func versions(dropIn: Bool, swipes: Int, count: Int, newCount: Int) -> [Int] {
            let h = Harness(count: count) { deck, _ in if dropIn { KolodaDefaults.DropIn.configure(deck) } }
            for _ in 0..<swipes { h.deck.swipe(.left) }
            h.driver.settle()
            h.dataSource.count = newCount
            h.deck.reloadData()
            h.driver.settle()
            return h.deck.scene.cards.filter { !$0.isLeaving }.map(\.contentVersion)
        }
        // Two cards swiped of ten, ten more appended: the three visible cards are kept (version 0).
        #expect(versions(dropIn: true, swipes: 2, count: 10, newCount: 20) == [0, 0, 0])
        #expect(versions(dropIn: false, swipes: 2, count: 10, newCount: 20) == [1, 1, 1])
        // At the first card, and with no card beyond the visible ones (7 of 10 swiped), every card is asked again.
        #expect(versions(dropIn: true, swipes: 0, count: 10, newCount: 20) == [1, 1, 1])
        #expect(versions(dropIn: true, swipes: 7, count: 10, newCount: 10) == [1, 1, 1])
    }

    /// The drop-in's settings, and the one line back to the engine's.
    @Test func theDropInStartsWithKoloda5sFeelAndOneLineGivesTheEngines() {
        let h = Self.dropIn()
        #expect(h.deck.settings.swipeFlyOut == .koloda5Tween)
        if case .positionOrFlick(let speed) = h.deck.decisionPolicy { #expect(speed == 1000) } else { Issue.record() }
        let engine = Harness()
        #expect(engine.deck.settings.swipeFlyOut == .flight)
        if case .projected = engine.deck.decisionPolicy {} else { Issue.record("the engine's default changed") }
        #expect(KolodaSettings().swipeFlyOut == .flight)
        #expect(!h.deck.showsFrontCardAfterRangeUpdates && engine.deck.showsFrontCardAfterRangeUpdates)
        #expect(!h.deck.reloadDataReconfiguresVisibleCards && engine.deck.reloadDataReconfiguresVisibleCards)
    }
}
