import Testing

@_spi(Fronts) @testable import KolodaCore

/// A delegate that answers the release decision with `answer` and keeps every handle it was given; it logs what the
/// deck reports, as `RecordingDelegate` does.
@MainActor
final class DecidingDelegate: KolodaDeckDelegate {
    var answer: SwipeDecision = .decideLater(timeout: nil)
    var allowed: [SwipeResultDirection] = [.left, .right]
    private(set) var asked: [PendingSwipe] = []
    private(set) var log: [String] = []
    /// Runs inside the question (a query: calls that change the deck are rejected there).
    var onDecide: ((KolodaDeck, PendingSwipe) -> Void)?

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { allowed }
    func koloda(_ koloda: KolodaDeck, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        asked.append(swipe)
        onDecide?(koloda, swipe)
        return answer
    }
    func koloda(_ koloda: KolodaDeck, didReceive event: KolodaEvent) {
        switch event {
        case .didSwipeCard(let i, let d): log.append("didSwipe(\(i),\(d))")
        case .didResetCard(let i): log.append("reset(\(i))")
        case .didRewind(let i): log.append("rewind(\(i))")
        default: break
        }
    }
    var swipes: [String] { log.filter { $0.hasPrefix("didSwipe") } }
}

/// A 300×400 deck of `count` cards with a deciding delegate and a 60 Hz manual clock.
@MainActor
struct DecidingHarness {
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    let data: CountingDataSource
    let delegate = DecidingDelegate()
    let driver: DeckDriver

    init(count: Int = 5) {
        data = CountingDataSource(count: count)
        deck.delegate = delegate
        deck.dataSource = data
        driver = DeckDriver(deck: deck)
        driver.settle()
    }

    /// A point in the top half of the front card (pt).
    var grab: Point { deck.frameForCard(at: 0).center - Vector(dx: 0, dy: 80) }

    /// Drags the front card right by `dx` (pt) and holds before release (so the release velocity is zero).
    func release(right dx: Double = 250) {
        driver.drag(from: grab, by: Vector(dx: dx, dy: 0), duration: 0.3, hold: 0.1)
    }

    /// The front card's pose in a fresh scene.
    var front: CardPose? { deck.scene.cards.last { !$0.isLeaving && $0.slot < 0.5 } }
}

@Suite("Swipes decided later")
@MainActor
struct PendingSwipeTests {
    @Test func aDeferredReleaseWaitsWhereItWasReleased() throws {
        let h = DecidingHarness()
        h.release(right: 250)
        let pending = try #require(h.deck.pendingSwipe)
        #expect(pending.index == 0 && pending.direction == .right)
        #expect(h.delegate.asked == [pending])
        #expect(h.delegate.swipes.isEmpty && h.deck.currentCardIndex == 0 && h.deck.history.isEmpty)
        h.driver.advance(by: 3)
        // Held at the release offset: the drag's translation, as the card was at rest when grabbed.
        let pose = try #require(h.front)
        #expect(close(pose.offset.dx, 250, 1e-6) && close(pose.offset.dy, 0, 1e-6))
        #expect(pose.overlay.direction == .right && pose.overlay.progress == 1)
        #expect(h.deck.scene.pendingSwipe == pending)
        #expect(!h.deck.isAnimating, "with no timeout the clock need not run")
    }

    @Test func confirmingFliesTheCardOutAndReportsItOnce() throws {
        let h = DecidingHarness()
        h.release()
        let pending = try #require(h.deck.pendingSwipe)
        #expect(h.deck.confirmSwipe(pending))
        #expect(h.delegate.swipes == ["didSwipe(0,right)"])
        #expect(h.deck.currentCardIndex == 1 && h.deck.history == [SwipeRecord(index: 0, direction: .right)])
        #expect(h.deck.pendingSwipe == nil && h.deck.scene.pendingSwipe == nil)
        #expect(!h.deck.confirmSwipe(pending) && !h.deck.rejectSwipe(pending), "a handle decides once")
        #expect(h.driver.settle())
        #expect(h.delegate.swipes.count == 1)
        #expect(h.deck.scene.cards.allSatisfy { !$0.isLeaving })
    }

    @Test func rejectingSpringsTheCardBackAndReportsNoSwipe() throws {
        let h = DecidingHarness()
        h.release()
        let pending = try #require(h.deck.pendingSwipe)
        #expect(h.deck.rejectSwipe(pending))
        #expect(h.delegate.log.suffix(1) == ["reset(0)"])
        #expect(h.driver.settle())
        #expect(h.front?.offset == .zero && h.deck.currentCardIndex == 0 && h.delegate.swipes.isEmpty)
        #expect(!h.deck.confirmSwipe(pending), "a rejected handle is stale")
        #expect(h.delegate.swipes.isEmpty)
    }

    @Test func cancelReturnsTheCardAtOnceAndSwipeIsTheDefault() {
        let h = DecidingHarness()
        h.delegate.answer = .cancel
        h.release()
        #expect(h.deck.pendingSwipe == nil && h.delegate.log.contains("reset(0)") && h.delegate.swipes.isEmpty)
        h.driver.settle()
        h.delegate.answer = KolodaDefaults.swipeDecision
        h.release()
        #expect(h.delegate.swipes == ["didSwipe(0,right)"])
    }

    @Test func aTimeoutRejectsOnTheClockAndKeepsItRunning() throws {
        let h = DecidingHarness()
        h.delegate.answer = .decideLater(timeout: 2)
        h.release()
        let released = h.deck.now
        #expect(h.deck.isAnimating && h.deck.scene.isAnimating, "the frame loop runs until the timeout")
        try h.deck.advance(to: released + 1.99)
        #expect(h.deck.pendingSwipe != nil && !h.delegate.log.contains("reset(0)"))
        try h.deck.advance(to: released + 2)
        #expect(h.deck.pendingSwipe == nil && h.delegate.log.last == "reset(0)" && h.delegate.swipes.isEmpty)
    }

    @Test(arguments: [-1.0, 0.0, .nan, .infinity])
    func oddTimeoutsHaveADefinedMeaning(timeout: Double) throws {
        // Zero or negative: rejected at the next clock advance; NaN or infinite: no timeout.
        let h = DecidingHarness()
        h.delegate.answer = .decideLater(timeout: timeout)
        h.release()  // the driver ticks once more at the release time: a timeout of zero has passed then
        #expect(h.delegate.asked.count == 1 && (h.deck.pendingSwipe == nil) == (timeout <= 0))
        try h.deck.advance(to: h.deck.now + 1000)
        #expect((h.deck.pendingSwipe == nil) == (timeout <= 0))
    }

    @Test func aCardWaitingTakesNoDrag() throws {
        let h = DecidingHarness()
        h.release()
        let pending = try #require(h.deck.pendingSwipe)
        let at = try #require(h.front).transform.apply(Point(x: 150, y: 100))
        #expect(!h.deck.shouldBeginDrag(at: at, velocity: Vector(dx: 100, dy: 0)))
        let taken = try h.deck.dragBegan(DragSample(location: at, translation: .zero, velocity: .zero, timestamp: 0))
        #expect(!taken && !h.deck.isDragging)
        h.driver.drag(from: at, by: Vector(dx: -200, dy: 0), duration: 0.2)
        #expect(h.deck.pendingSwipe == pending && h.delegate.asked.count == 1)
        #expect(close(try #require(h.front).offset.dx, 250, 1e-6), "the pointer moved nothing")
    }

    @Test func theDecisionIsAQuery() throws {
        let h = DecidingHarness()
        var confirmed: Bool?
        h.delegate.onDecide = { deck, swipe in confirmed = deck.confirmSwipe(swipe) }
        h.release()
        #expect(confirmed == false && h.deck.pendingSwipe != nil && h.delegate.swipes.isEmpty)
    }

    @Test func programmaticSwipesAreNotAsked() {
        let h = DecidingHarness()
        #expect(h.deck.swipe(.left))
        #expect(h.delegate.asked.isEmpty && h.delegate.swipes == ["didSwipe(0,left)"])
    }

    @Test func aSwipeCommandSwipesTheWaitingCardOnce() throws {
        let h = DecidingHarness()
        h.release()
        let pending = try #require(h.deck.pendingSwipe)
        #expect(h.deck.swipe(.left))
        #expect(h.delegate.swipes == ["didSwipe(0,left)"] && !h.delegate.log.contains("reset(0)"))
        #expect(h.deck.pendingSwipe == nil && !h.deck.confirmSwipe(pending))
        h.driver.settle()
        #expect(h.delegate.swipes.count == 1 && h.deck.currentCardIndex == 1)
    }

    @Test func anUndoRejectsTheWaitingCardThenBringsThePreviousOneBack() throws {
        let h = DecidingHarness()
        h.deck.swipe(.left)
        h.driver.settle()
        h.release()
        let pending = try #require(h.deck.pendingSwipe)
        #expect(pending.index == 1)
        #expect(h.deck.revertAction())
        #expect(h.delegate.log.contains("reset(1)") && h.deck.pendingSwipe == nil && h.deck.currentCardIndex == 0)
        h.driver.settle()
        #expect(h.delegate.swipes == ["didSwipe(0,left)"] && h.delegate.log.last == "rewind(0)")
        #expect(h.deck.scene.cards.allSatisfy { $0.offset == .zero })
    }

    @Test func reloadRestoreAndResetRejectTheWaitingCard() throws {
        for command in 0..<3 {
            let h = DecidingHarness()
            h.release()
            #expect(h.deck.pendingSwipe != nil)
            switch command {
            case 0: h.deck.reloadData()
            case 1: try h.deck.restore(h.deck.snapshot())
            default: h.deck.resetCurrentCardIndex()
            }
            #expect(h.deck.pendingSwipe == nil && h.delegate.log.contains("reset(0)"), "command \(command)")
            h.driver.settle()
            #expect(h.delegate.swipes.isEmpty && h.deck.scene.cards.allSatisfy { $0.offset == .zero })
        }
    }

    @Test func removingTheWaitingCardEndsTheDecisionWithoutAReset() throws {
        let h = DecidingHarness()
        h.release()
        let pending = try #require(h.deck.pendingSwipe)
        h.data.count = 4
        try h.deck.removeCards(at: 0..<1)
        #expect(h.deck.pendingSwipe == nil && !h.deck.confirmSwipe(pending))
        #expect(!h.delegate.log.contains { $0.hasPrefix("reset") } && h.delegate.swipes.isEmpty)
        #expect(h.driver.settle())
    }

    @Test func insertingInFrontRejectsTheWaitingCardWhereverItGoes() throws {
        let h = DecidingHarness()
        h.release()
        h.data.count = 6
        try h.deck.insertCards(at: 0..<1)
        #expect(h.deck.pendingSwipe == nil && h.delegate.log.contains("reset(1)"))
        #expect(h.driver.settle())
        #expect(h.deck.scene.cards.allSatisfy { $0.offset == .zero })
    }

    @Test func leavingTheScreenRejectsTheWaitingCard() {
        let h = DecidingHarness()
        h.release()
        h.deck.deckDidLeaveScreen()
        #expect(h.deck.pendingSwipe == nil && h.delegate.log.last == "reset(0)" && h.delegate.swipes.isEmpty)
    }

    @Test func handlesAreNeverReused() throws {
        let h = DecidingHarness()
        h.release()
        let first = try #require(h.deck.pendingSwipe)
        h.deck.rejectSwipe(first)
        h.driver.settle()
        h.release()
        let second = try #require(h.deck.pendingSwipe)
        #expect(second.id != first.id && second.index == first.index && second.direction == first.direction)
        #expect(!h.deck.confirmSwipe(first) && h.deck.pendingSwipe == second)
    }
}
