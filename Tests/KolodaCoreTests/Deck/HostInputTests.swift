import Testing

@_spi(Fronts) @testable import KolodaCore

/// What a host's gesture recognizers ask the deck before they act (the UIKit view asks these; Linux hosts feed raw
/// pointer events, which end in the same calls), and Koloda's non-throwing range methods.
@MainActor
@Suite("Host input")
struct HostInputTests {
    /// A point on the background card that peeks out below the front card (pt).
    private func peekingPoint(_ h: Harness) -> Point {
        let front = h.deck.frameForCard(at: 0)
        return Point(x: front.center.x, y: front.maxY + 2)
    }

    @Test func aTapOnAPeekingBackgroundCardSelectsNothing() {
        let h = Harness(count: 5)
        let point = peekingPoint(h)
        #expect(h.deck.cardIndex(at: point) == 1)  // the point really is on the background card
        h.delegate.clear()
        #expect(h.deck.tap(at: point) == nil)
        #expect(!h.delegate.log.contains { $0.hasPrefix("select") })
        #expect(h.deck.tap(at: h.center) == 0)
        #expect(h.delegate.log.contains("select(0)"))
    }

    @Test(arguments: [
        (Vector(dx: 300, dy: 0), true), (Vector(dx: -300, dy: 20), true), (Vector(dx: 200, dy: 200), true),
        (Vector(dx: 0, dy: 400), false), (Vector(dx: 30, dy: -400), false), (Vector(dx: -100, dy: 300), false)
    ])
    func aDragBeginsOnlyTowardAnAllowedDirection(velocity: Vector, begins: Bool) {
        let h = Harness(count: 5)  // allowed: left and right
        #expect(h.deck.shouldBeginDrag(at: h.grab, velocity: velocity) == begins)
    }

    @Test func aVerticalDragBeginsWhenUpAndDownAreAllowed() {
        let h = Harness(count: 5) { _, delegate in delegate.allowed = [.up, .down] }
        #expect(h.deck.shouldBeginDrag(at: h.grab, velocity: Vector(dx: 0, dy: -500)))
        #expect(!h.deck.shouldBeginDrag(at: h.grab, velocity: Vector(dx: 500, dy: 0)))
    }

    @Test func aDragDoesNotBeginOffTheFrontCardOrWhereTheDelegateSaysNo() {
        let h = Harness(count: 5)
        let sideways = Vector(dx: 300, dy: 0)
        #expect(!h.deck.shouldBeginDrag(at: peekingPoint(h), velocity: sideways))
        #expect(!h.deck.shouldBeginDrag(at: Point(x: -40, y: -40), velocity: sideways))
        #expect(!h.deck.shouldBeginDrag(at: Point(x: .nan, y: 10), velocity: sideways))
        h.delegate.shouldDragAnswer = false
        #expect(!h.deck.shouldBeginDrag(at: h.grab, velocity: sideways))
    }

    @Test(arguments: [Vector.zero, Vector(dx: .nan, dy: 1), Vector(dx: .infinity, dy: 0)])
    func aMotionWithNoUsableHeadingIsJudgedByThePressAlone(velocity: Vector) {
        let h = Harness(count: 5)
        #expect(h.deck.shouldBeginDrag(at: h.grab, velocity: velocity))
        #expect(!h.deck.shouldBeginDrag(at: Point(x: -40, y: -40), velocity: velocity))
    }

    @Test func askingWhetherADragMayBeginChangesNothing() {
        let h = Harness(count: 5)
        let before = (h.deck.model, h.deck.scene)
        h.delegate.clear()
        _ = h.deck.shouldBeginDrag(at: h.grab, velocity: Vector(dx: 300, dy: 0))
        #expect(h.deck.model == before.0 && h.deck.scene == before.1)
        #expect(h.delegate.log.isEmpty)
    }

    @Test func aRejectedCallThroughKolodasNonThrowingSignatureIsReportedAndChangesNothing() {
        let h = Harness(count: 5)
        h.deck.swipe(.right)
        let before = (h.deck.model, h.deck.scene.cards.map(\.id))
        h.delegate.clear()
        let accepted = h.deck.reportingRejection(of: "insertCardAtIndexRange(_:animated:)") {
            (deck) throws(KolodaError) in
            try deck.insertCards(at: 4..<9)
        }
        #expect(!accepted)
        #expect(h.deck.model == before.0 && h.deck.scene.cards.map(\.id) == before.1)
        #expect(
            h.delegate.diagnostics == [
                .rejectedCall(
                    operation: "insertCardAtIndexRange(_:animated:)",
                    error: .inconsistentCardCount(expected: 10, actual: 5))
            ])
    }

    @Test func anAcceptedCallThroughKolodasNonThrowingSignatureApplies() {
        let h = Harness(count: 5)
        h.dataSource.count = 7
        h.delegate.clear()
        let accepted = h.deck.reportingRejection(of: "insertCardAtIndexRange(_:animated:)") {
            (deck) throws(KolodaError) in
            try deck.insertCards(at: 5..<7)
        }
        #expect(accepted && h.deck.countOfCards == 7)
        #expect(h.delegate.diagnostics.isEmpty)
    }
}

/// The viewport a host sets (the UIKit view: its window, in the deck's coordinates) decides how far a swiped card
/// flies before it is removed.
@MainActor
@Suite("Viewport")
struct ViewportTests {
    /// The largest right edge (pt) the card swiped right reaches while it is still drawn.
    private func farthestRightEdge(viewport: Rect?) -> Double {
        let h = Harness(count: 5)
        h.deck.viewport = viewport
        let leaving = h.deck.scene.cards.last { $0.isInteractive }?.id
        h.deck.swipe(.right)
        var farthest = -Double.infinity
        for _ in 0..<600 {
            let frame = h.driver.advance(by: 1.0 / 60)
            guard let card = frame.scene.cards.first(where: { $0.id == leaving }) else { break }
            let corners = [
                Point(x: 0, y: 0), Point(x: card.bounds.width, y: 0), Point(x: 0, y: card.bounds.height),
                Point(x: card.bounds.width, y: card.bounds.height)
            ].map { card.transform.apply($0) }
            farthest = max(farthest, corners.map(\.x).min()!)
        }
        return farthest
    }

    @Test func aSwipedCardFliesUntilItHasLeftTheViewport() {
        let window = Rect(x: -1500, y: -1500, width: 3300, height: 3400)  // an iPad-sized window around a small deck
        let withWindow = farthestRightEdge(viewport: window)
        let withoutViewport = farthestRightEdge(viewport: nil)
        // Without a viewport the card is removed soon after it leaves the deck's own surroundings; with one it
        // flies on until its left edge is close to the window's right edge (within a frame's travel).
        #expect(withoutViewport < 1000)
        #expect(withWindow > window.maxX - 400)
    }
}

/// The one "is anything moving" answer the fronts use to pick their cheaper drawing.
@MainActor
@Suite("Scene motion")
struct SceneMotionTests {
    @Test func aSceneIsMovingWhileACardIsDisplacedAnimatedOrLeavingAndStillOnceAllIsAtRest() {
        let h = Harness(count: 5)
        h.driver.settle()
        #expect(!h.deck.scene.isMoving)
        // Held still mid-drag: nothing animates, but the card is away from its place.
        h.driver.drag(from: h.grab, by: Vector(dx: 60, dy: 0), duration: 0.2, hold: 0.3, release: false)
        #expect(!h.deck.scene.isAnimating && h.deck.scene.isMoving)
        h.deck.dragCancelled()
        #expect(h.deck.scene.isMoving)
        h.driver.settle()
        #expect(!h.deck.scene.isMoving)
        h.deck.swipe(.left)
        #expect(h.deck.scene.isMoving)
        h.driver.settle()
        #expect(!h.deck.scene.isMoving)
    }
}
