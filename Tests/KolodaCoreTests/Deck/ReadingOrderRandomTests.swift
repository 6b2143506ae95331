import Testing

@testable import KolodaCheck
@_spi(Fronts) @testable import KolodaCore

/// The reading direction as an operation of the model-based random tests: the reference resolves reading-order
/// swipes with its own table, keeps the keys physical and predicts the screen reader's order of swipe actions.
@Suite("Reading order, in random sequences")
@MainActor
struct ReadingOrderRandomTests {
    @Test func aTrailingSwipeReadingRightToLeftIsALeftSwipeInTheReferenceModel() {
        let run = DeckRun(initialCount: 3)
        run.perform([
            .setLayoutDirection(.rightToLeft), .swipeRelative(.trailing, force: false), .tick(dt: 1),
            .key(.rightArrow), .tick(dt: 1), .key(.delete), .tick(dt: 1)
        ])
        run.finish()
        #expect(run.failure == nil, "\(run.failure!)")
        // Trailing reads as left; the → key still swipes right; Delete undoes that right swipe.
        #expect(run.deck.history == [SwipeRecord(index: 0, direction: .left)])
        #expect(run.rightToLeftSwipes == 1 && run.keysPressed == 2)
    }

    @Test func theCheckerCatchesAReadingDirectionTheReferenceDoesNotKnow() {
        // Fault injection: the deck reads right to left behind the reference's back. The screen reader's order
        // (left and right both allowed) and the trailing swipe's direction both disagree with the model.
        let order = DeckRun(initialCount: 3)
        order.deck.layoutDirection = .rightToLeft
        order.perform([.tick(dt: 1.0 / 60)])
        #expect(order.failure?.kind == "reading order")
        // Left alone allowed (no mirror pair, so the order agrees): the reference expects trailing to swipe left; the
        // deck, reading left to right, tries right and refuses.
        let left = UInt8(1) << UInt8(SwipeResultDirection.allCases.firstIndex(of: .left) ?? 0)
        let swipe = DeckRun(initialCount: 3)
        swipe.perform([.setLayoutDirection(.rightToLeft), .setAllowed(mask: left)])
        swipe.deck.layoutDirection = .leftToRight
        swipe.perform([.swipeRelative(.trailing, force: false)])
        #expect(swipe.failure?.kind == "swipe result")
    }

    @Test func randomSequencesRichInReadingOrderKeepTheInvariants() {
        // One operation in three switches the reading direction, swipes in reading order or presses a key, mixed with
        // every other operation (drags, decisions waiting, swipe backs, jumps, loops, bad input, callbacks).
        var rightToLeft = 0
        var keys = 0
        runFocusedSequences(
            name: "readingOrderSeed", salt: 11, first: [DeckOperation.setLayoutDirection(.rightToLeft)],
            focused: { $0.readingOrderOperation() },
            tally: { run in
                rightToLeft += run.rightToLeftSwipes
                keys += run.keysPressed
            })
        #expect(rightToLeft > 500 && keys > 1000, "right-to-left swipes \(rightToLeft), keys \(keys)")
    }
}
