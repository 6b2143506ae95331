import Testing

@_spi(Fronts) @testable import KolodaCore

/// A programmatic swipe toward any angle through UIKit's `KolodaView` on the real presenter (`UIKitFront`): the view's
/// `swipe(toward:force:)` and `swipe(along:force:)` are each one `updateDeck` call, then the display link flies the
/// card. Expected values come from docs/behaviour.md ("Any angle") and plain trigonometry, not from the engine.
@Suite("UIKit front, a swipe toward any angle on the real presenter")
@MainActor
struct UIKitFrontAngleTests {
    /// The eight directions counter-clockwise on screen from right in steps of π/4, y growing downwards (the docs'
    /// "0 right, π/2 down, −π/2 up, π left").
    static let compass: [SwipeResultDirection] = [
        .right, .bottomRight, .down, .bottomLeft, .left, .topLeft, .up, .topRight
    ]

    /// The nearest of the eight directions to `angle` (rad), away from the sector boundaries.
    static func nearest(to angle: Double) -> SwipeResultDirection {
        let step = Int((angle / (Double.pi / 4)).rounded())
        return compass[((step % 8) + 8) % 8]
    }

    /// Runs the display link for `seconds` at 60 Hz from `start`; returns the time reached.
    static func run(_ ui: UIKitFront, from start: Double, for seconds: Double, each: (Double) -> Void = { _ in })
        -> Double
    {
        var t = start
        for _ in 0..<Int((seconds * 60).rounded()) {
            t += 1.0 / 60
            ui.displayLinkStep(at: t)
            each(t)
        }
        return t
    }

    /// One angle in each direction's sector, off its boundaries (sector half-width π/8 ≈ 0.39).
    @Test(arguments: [0.3, 1.0, 1.9, 2.6, -2.9, -2.2, -1.4, -0.6])
    func theCardFliesAlongTheAngleAndIsReportedAsTheNearestDirectionWithTheAngle(angle: Double) throws {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        app.allowed = SwipeResultDirection.allCases
        app.clear()
        let home = ui.deck.frameForCard(at: 0).center
        #expect(ui.updateDeck(at: start) { $0.swipe(toward: angle) })
        #expect(ui.displayLinkRunning)
        var headings: [Vector] = []
        let end = Self.run(ui, from: start, for: 2) { _ in
            // Where UIKit puts card 0's view while it leaves: its centre moves away from home along the angle.
            if let leaving = ui.views.lastPlan?.cards.placements.first(where: { $0.isLeaving && $0.index == 0 }),
                let heading = (leaving.center - home).normalized
            {
                headings.append(heading)
            }
        }
        #expect(headings.count > 3)
        for heading in headings {
            #expect(close(heading.dx, cos(angle), 1e-6) && close(heading.dy, sin(angle), 1e-6))
        }
        let expected = Self.nearest(to: angle)
        #expect(app.decisions == ["shouldSwipe(0,\(expected))", "didSwipe(0,\(expected))", "show(1)"])
        #expect(app.angles.count == 1)
        #expect(app.angles.first?.index == 0 && app.angles.first?.direction == expected)
        #expect(abs((app.angles.first?.angle ?? .nan) - angle) < 1e-12)
        #expect(ui.deck.history == [SwipeRecord(index: 0, direction: expected)])
        #expect(ui.views.lastPlan?.cards.placements.contains { $0.index == 0 } == false, "card 0 left the window")
        #expect(!ui.displayLinkRunning, "stopped by \(end)")
    }

    @Test func anAngleIsReportedWrappedIntoMinusPiToPi() {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        app.clear()
        #expect(ui.updateDeck(at: start) { $0.swipe(toward: 0.2 + 4 * Double.pi) })
        _ = Self.run(ui, from: start, for: 1)
        #expect(app.angles.count == 1)
        #expect(abs((app.angles.first?.angle ?? .nan) - 0.2) < 1e-9)
        #expect(app.angles.first?.direction == .right)
    }

    @Test(arguments: [Vector(dx: 3, dy: 4), Vector(dx: -0.5, dy: -2), Vector(dx: -100, dy: 1)])
    func aSwipeAlongAVectorIsTheSwipeTowardItsAngle(vector: Vector) {
        let (along, alongApp, start) = UIKitFrontTests.deckOnScreen()
        let (toward, towardApp, _) = UIKitFrontTests.deckOnScreen()
        for app in [alongApp, towardApp] {
            app.allowed = SwipeResultDirection.allCases
            app.clear()
        }
        let angle = atan2(vector.dy, vector.dx)
        #expect(along.updateDeck(at: start) { $0.swipe(along: vector) })
        #expect(toward.updateDeck(at: start) { $0.swipe(toward: angle) })
        var t = start
        for _ in 0..<60 {
            t += 1.0 / 60
            along.displayLinkStep(at: t)
            toward.displayLinkStep(at: t)
            #expect(along.views.lastPlan?.cards == toward.views.lastPlan?.cards)
        }
        #expect(alongApp.decisions == towardApp.decisions)
        #expect(abs((alongApp.angles.first?.angle ?? .nan) - angle) < 1e-12)
    }

    @Test func theNearestDirectionMustBeAllowedAndForceNeverOverridesThat() {
        // Allowed: left and right (the delegate's default here). 0.5 rad lies between right (0) and bottomRight (π/4),
        // nearer bottomRight; 0.35 rad is nearer right.
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        app.clear()
        let model = ui.deck.model
        let plan = ui.views.lastPlan
        #expect(!ui.updateDeck(at: start) { $0.swipe(toward: 0.5) })
        #expect(!ui.updateDeck(at: start) { $0.swipe(toward: 0.5, force: true) })
        #expect(!ui.updateDeck(at: start) { $0.swipe(along: Vector(dx: 1, dy: 1.2)) }, "nearer bottomRight")
        ui.displayLinkStep(at: start + 1.0 / 60)
        #expect(ui.deck.model == model && ui.views.lastPlan?.cards == plan?.cards)
        // Koloda 5's `swipe(_:force:)` asks `shouldSwipeCardAt` first, forced or not (`force` overrides its answer),
        // then checks the allowed directions: each of the three calls asks about the nearest direction, then stops.
        #expect(app.log == Array(repeating: "shouldSwipe(0,bottomRight)", count: 3))
        #expect(app.angles.isEmpty)
        app.clear()
        #expect(ui.updateDeck(at: start) { $0.swipe(toward: 0.35) })
        _ = Self.run(ui, from: start, for: 1)
        #expect(app.decisions.prefix(2) == ["shouldSwipe(0,right)", "didSwipe(0,right)"])
    }

    @Test func shouldSwipeIsAskedAboutTheNearestDirectionAndForceOverridesItsNo() {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        app.shouldSwipeAnswer = false
        app.clear()
        #expect(!ui.updateDeck(at: start) { $0.swipe(toward: Double.pi - 0.2) })
        #expect(app.log == ["shouldSwipe(0,left)"])
        #expect(ui.updateDeck(at: start) { $0.swipe(toward: Double.pi - 0.2, force: true) })
        _ = Self.run(ui, from: start, for: 1)
        #expect(app.decisions.contains("didSwipe(0,left)"))
    }

    @Test func badAnglesAndVectorsSwipeNothing() {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        app.allowed = SwipeResultDirection.allCases
        app.clear()
        let model = ui.deck.model
        for angle in [Double.nan, .infinity, -.infinity] {
            #expect(!ui.updateDeck(at: start) { $0.swipe(toward: angle) })
        }
        for vector in [Vector.zero, Vector(dx: .nan, dy: 1), Vector(dx: 0, dy: -.infinity)] {
            #expect(!ui.updateDeck(at: start) { $0.swipe(along: vector) })
        }
        ui.displayLinkStep(at: start + 1.0 / 60)
        #expect(ui.deck.model == model && app.log.isEmpty && app.angles.isEmpty)
        #expect(ui.views.lastPlan?.cards.placements.allSatisfy { !$0.isLeaving } == true)
    }

    @Test func undoBringsTheCardBackFromTheReportedDirection() {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        app.allowed = SwipeResultDirection.allCases
        #expect(ui.updateDeck(at: start) { $0.swipe(toward: -2.2) })  // nearest topLeft
        var t = Self.run(ui, from: start, for: 1)
        app.clear()
        #expect(ui.deck.history == [SwipeRecord(index: 0, direction: .topLeft)])
        #expect(ui.updateDeck(at: t) { $0.revertAction() })
        t = Self.run(ui, from: t, for: 1)
        #expect(app.decisions == ["rewind(0)", "show(0)"])
        #expect(ui.deck.currentCardIndex == 0 && ui.deck.history.isEmpty)
    }
}
