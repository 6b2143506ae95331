import Testing

@_spi(Fronts) @testable import KolodaCore

/// Swipe back to undo through UIKit's `KolodaView` entry points on the real presenter (`UIKitFront`): the pan
/// recognizer's `gestureRecognizerShouldBegin(_:)` (`shouldBeginDrag`), `point(inside:with:)` (`acceptsPointer`)
/// and `kolodaHandlePan(_:)`, with the display link's refreshes in between.
@Suite("UIKit front, swipe back on the real presenter")
@MainActor
struct UIKitFrontSwipeBackTests {
    /// A deck on screen with swipe back on (40 pt), its front card swiped right and gone.
    static func deckWithASwipe(count: Int = 5) -> (UIKitFront, RecordingDelegate, Double) {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen(count: count)
        ui.deck.settings.swipeBackEdgeWidth = 40
        var t = start
        ui.updateDeck(at: t) { $0.swipe(.right) }
        for _ in 0..<120 {
            t += 1.0 / 60
            ui.displayLinkStep(at: t)
        }
        app.clear()
        return (ui, app, t)
    }

    static let press = Point(x: 285, y: 200)

    @Test func aPanFromTheRightEdgeIsTakenAndUndoesTheSwipe() {
        let (ui, app, start) = Self.deckWithASwipe()
        #expect(ui.deck.shouldBeginDrag(at: Self.press, velocity: Vector(dx: -500, dy: 0)))
        let moves = (0...20).map { Vector(dx: -Double($0) * 13, dy: 0) }
        var sawHeldCard = false
        ui.pan(from: Self.press, through: moves, start: start) { _ in
            // The held card is in the scene, above the deck, and has a card view.
            if ui.deck.isSwipingBack, let held = ui.deck.scene.cards.first(where: { $0.isLeaving && $0.index == 0 }),
                ui.views.contentViews[held.id] != nil
            {
                sawHeldCard = true
            }
        }
        #expect(sawHeldCard)
        var t = start + 21.0 / 60
        for _ in 0..<120 {
            t += 1.0 / 60
            ui.displayLinkStep(at: t)
        }
        // The release velocity the UIKit front passes is 600 pt/s to the right (`UIKitFront.pan`): not a flick back
        // out at the default policy, and the card is well inside the threshold, so the swipe is undone.
        #expect(ui.deck.currentCardIndex == 0)
        #expect(app.log.filter { $0.hasPrefix("rewind") } == ["rewind(0)"])
        #expect(!app.log.contains { $0.hasPrefix("panBegan") || $0.hasPrefix("didSwipe") })
        #expect(!ui.displayLinkRunning)
    }

    @Test func aPanFromTheOtherEdgeIsAnOrdinaryDrag() {
        let (ui, app, start) = Self.deckWithASwipe()
        let press = Point(x: 15, y: 200)
        #expect(ui.deck.swipeBackRegion?.contains(press, deckSize: ui.deck.size) == false)
        ui.pan(from: press, through: (0...5).map { Vector(dx: Double($0) * 4, dy: 0) }, start: start)
        #expect(app.log.contains("panBegan(1)"))
        #expect(!app.log.contains { $0.hasPrefix("rewind") })
    }

    @Test func leavingTheWindowMidSwipeBackSendsTheCardBackOut() {
        let (ui, app, start) = Self.deckWithASwipe()
        ui.pan(.began, DragSample(location: Self.press, translation: .zero, timestamp: start), at: start)
        #expect(ui.deck.isSwipingBack)
        ui.removeFromWindow()
        #expect(!ui.deck.isSwipingBack)
        ui.didMoveToWindow(viewport: Rect(origin: .zero, size: ui.deck.size), at: start + 0.1)
        var t = start + 0.1
        for _ in 0..<120 {
            t += 1.0 / 60
            ui.displayLinkStep(at: t)
        }
        #expect(ui.deck.currentCardIndex == 1)
        #expect(ui.deck.history.count == 1)
        #expect(!app.log.contains { $0.hasPrefix("rewind") })
    }
}
