import Testing

@_spi(Fronts) @testable import KolodaCore

/// A swipe the app decides later through UIKit's `KolodaView` on the real presenter (`UIKitFront`): the pan handler's
/// release, the app's `confirmSwipe(_:)` / `rejectSwipe(_:)` (each one `updateDeck` call), the display link, and
/// `didMoveToWindow()` without a window. Expected outcomes are docs/behaviour.md's table ("Swipes decided later").
@Suite("UIKit front, swipes decided later on the real presenter")
@MainActor
struct UIKitFrontDecisionTests {
    /// A deck on screen whose delegate answers `decision`, its front card dragged 240 pt right and released there
    /// (past the threshold, slower than a flick): the release is put to the delegate.
    static func releasedLike(_ decision: SwipeDecision) -> (UIKitFront, RecordingDelegate, Double, Point) {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        app.decision = decision
        app.clear()
        let press = ui.deck.frameForCard(at: 0).center
        ui.pan(from: press, through: (0...30).map { Vector(dx: Double($0) * 8, dy: 0) }, start: start)
        return (ui, app, start + 30.0 / 60, press + Vector(dx: 240, dy: 0))
    }

    /// Where card `index`'s view is in the last frame, if it is in the deck.
    static func center(of index: Int, in ui: UIKitFront) -> Point? {
        ui.views.lastPlan?.cards.placements.first { $0.index == index && !$0.isLeaving }?.center
    }

    @Test func aDeferredLikeWaitsWhereItWasReleasedThenFliesOutOnceWhenConfirmed() throws {
        let (ui, app, released, _) = Self.releasedLike(.decideLater(timeout: nil))
        let pending = try #require(ui.deck.pendingSwipe)
        #expect(pending.index == 0 && pending.direction == .right)
        #expect(app.decisionsAsked == [pending])
        ui.displayLinkStep(at: released + 1.0 / 60)
        let waiting = try #require(Self.center(of: 0, in: ui))
        var t = UIKitFrontAngleTests.run(ui, from: released + 1.0 / 60, for: 1)
        #expect(Self.center(of: 0, in: ui) == waiting, "it stays where it was let go")
        #expect(waiting.x > ui.deck.frameForCard(at: 0).center.x + 200)
        #expect(!app.log.contains { $0.hasPrefix("didSwipe") || $0 == "reset" })
        #expect(ui.updateDeck(at: t) { $0.confirmSwipe(pending) })
        #expect(!ui.updateDeck(at: t) { $0.confirmSwipe(pending) }, "a handle decides once")
        t = UIKitFrontAngleTests.run(ui, from: t, for: 1)
        #expect(app.log.filter { $0.hasPrefix("didSwipe") } == ["didSwipe(0,right)"])
        #expect(ui.deck.history == [SwipeRecord(index: 0, direction: .right)] && ui.deck.pendingSwipe == nil)
        #expect(!ui.displayLinkRunning)
    }

    @Test func aRejectedLikeSpringsBackAndNoSwipeIsReported() throws {
        let (ui, app, released, _) = Self.releasedLike(.decideLater(timeout: nil))
        let pending = try #require(ui.deck.pendingSwipe)
        #expect(ui.updateDeck(at: released) { $0.rejectSwipe(pending) })
        _ = UIKitFrontAngleTests.run(ui, from: released, for: 1.5)
        #expect(app.log.contains("reset") && !app.log.contains { $0.hasPrefix("didSwipe") })
        #expect(ui.deck.currentCardIndex == 0 && ui.deck.history.isEmpty)
        let home = ui.deck.frameForCard(at: 0).center
        let back = try #require(Self.center(of: 0, in: ui))
        #expect(close(back.x, home.x, 1e-6) && close(back.y, home.y, 1e-6))
    }

    @Test func leavingTheWindowRejectsTheWaitingLike() throws {
        let (ui, app, released, _) = Self.releasedLike(.decideLater(timeout: nil))
        #expect(ui.deck.pendingSwipe != nil)
        ui.removeFromWindow()
        #expect(ui.deck.pendingSwipe == nil)
        ui.didMoveToWindow(viewport: Rect(origin: .zero, size: ui.deck.size), at: released + 0.1)
        _ = UIKitFrontAngleTests.run(ui, from: released + 0.1, for: 1.5)
        #expect(app.log.contains("reset") && !app.log.contains { $0.hasPrefix("didSwipe") })
        #expect(ui.deck.currentCardIndex == 0 && ui.deck.history.isEmpty)
    }

    @Test func aTimeoutRejectsOnTheDisplayLinksClockWhichKeepsRunning() {
        let (ui, app, released, _) = Self.releasedLike(.decideLater(timeout: 0.5))
        #expect(ui.deck.pendingSwipe != nil)
        var t = UIKitFrontAngleTests.run(ui, from: released, for: 0.4)
        #expect(ui.deck.pendingSwipe != nil && ui.displayLinkRunning, "waiting, the link runs to time it out")
        t = UIKitFrontAngleTests.run(ui, from: t, for: 0.2)
        #expect(ui.deck.pendingSwipe == nil)
        _ = UIKitFrontAngleTests.run(ui, from: t, for: 1)
        #expect(app.log.contains("reset") && !app.log.contains { $0.hasPrefix("didSwipe") })
    }

    @Test func aWaitingCardTakesNoPan() throws {
        let (ui, app, released, waitingAt) = Self.releasedLike(.decideLater(timeout: nil))
        let pending = try #require(ui.deck.pendingSwipe)
        app.clear()
        #expect(!ui.deck.shouldBeginDrag(at: waitingAt, velocity: Vector(dx: -400, dy: 0)))
        ui.pan(from: waitingAt, through: (0...10).map { Vector(dx: -Double($0) * 10, dy: 0) }, start: released + 0.1)
        #expect(ui.deck.pendingSwipe == pending)
        #expect(!app.log.contains { $0.hasPrefix("panBegan") })
    }
}
