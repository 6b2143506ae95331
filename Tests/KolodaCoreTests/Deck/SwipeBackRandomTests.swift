import Testing

@testable import KolodaCheck
@_spi(Fronts) @testable import KolodaCore

@Suite("Swipe back, in random sequences")
@MainActor
struct SwipeBackRandomTests {
    @Test func aSwipeBackBroughtInIsOneUndoInTheReferenceModel() {
        // The drop-in's rule returns a card 50 pt off centre of a 300 pt card (short of the 150 pt threshold): undone.
        let run = DeckRun(initialCount: 3)
        run.perform([
            .setSwipeBack(edgeWidth: 40), .swipe(.right, force: false), .tick(dt: 1),
            .swipeBack(distance: 250, speed: 0), .tick(dt: 1)
        ])
        run.finish()
        #expect(run.failure == nil, "\(run.failure!)")
        #expect(run.swipeBacksReleased == 1 && run.swipeBacksUndone == 1)
        #expect(run.deck.history.isEmpty && run.deck.currentCardIndex == 0)
    }

    @Test func aSwipeBackLeftNearTheEdgeChangesNothing() {
        let run = DeckRun(initialCount: 3)
        run.perform([
            .setSwipeBack(edgeWidth: 40), .swipe(.left, force: false), .tick(dt: 1),
            .swipeBack(distance: 10, speed: 0), .tick(dt: 1)
        ])
        run.finish()
        #expect(run.failure == nil, "\(run.failure!)")
        #expect(run.swipeBacksReleased == 1 && run.swipeBacksUndone == 0)
        #expect(run.deck.history == [SwipeRecord(index: 0, direction: .left)])
    }

    @Test func theCheckerCatchesAnUndoTheReferenceDoesNotExpect() {
        // Fault injection: the reference is told the swipe back was released with the card far out (a swipe back
        // out), while the deck undoes it. The run must fail on the history.
        let run = DeckRun(initialCount: 3)
        run.perform([.setSwipeBack(edgeWidth: 40), .swipe(.right, force: false), .tick(dt: 1)])
        run.deck.settings.swipeBackEdgeWidth = 40
        // A release the deck decides itself, outside the checker: the reference does not revert.
        _ = try? run.deck.dragBegan(DragSample(location: Point(x: 295, y: 200), translation: .zero, timestamp: 0))
        try? run.deck.dragEnded(
            DragSample(location: Point(x: 45, y: 200), translation: Vector(dx: -250, dy: 0), timestamp: 0.1))
        run.perform([.tick(dt: 1)])
        #expect(run.failure != nil)
    }

    @Test func randomSequencesRichInSwipeBacksKeepTheInvariants() {
        // One operation in three is a swipe back or the band's width, mixed with every other operation (commands
        // during the drag, decisions waiting, loops, limits, bad input).
        var released = 0
        var undone = 0
        runFocusedSequences(
            name: "swipeBackSeed", salt: 7, first: [DeckOperation.setSwipeBack(edgeWidth: 40)],
            focused: { $0.swipeBackOperation() },
            tally: { run in
                released += run.swipeBacksReleased
                undone += run.swipeBacksUndone
            })
        #expect(released > 300 && undone > 100 && undone < released, "released \(released), undone \(undone)")
    }
}
