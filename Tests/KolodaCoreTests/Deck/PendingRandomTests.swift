import Testing

@testable import KolodaCheck
@_spi(Fronts) @testable import KolodaCore

@Suite("Swipes decided later, in random sequences")
@MainActor
struct PendingRandomTests {
    @Test func aDeferredReleaseConfirmedIsOneSwipeInTheReferenceModel() {
        // The drop-in's rule swipes a release 200 pt right of a 300 pt card (past the 150 pt threshold).
        let run = DeckRun(initialCount: 3)
        run.perform([
            .setDecision(.decideLater(timeout: nil)),
            .dragBegan(x: 150, y: 120), .dragChanged(dx: 200, dy: 0, vx: 0, vy: 0),
            .dragEnded(dx: 200, dy: 0, vx: 0, vy: 0),
            .tick(dt: 1), .confirmPending(stale: true), .confirmPending(stale: false), .rejectPending(stale: true)
        ])
        run.finish()
        #expect(run.failure == nil, "\(run.failure!)")
        #expect(run.decisionsDeferred == 1 && run.decisionsDecided == 1)
        #expect(run.deck.history == [SwipeRecord(index: 0, direction: .right)])
    }

    @Test func aDecisionLeftOpenResolvesWhenTheRunEnds() {
        let run = DeckRun(initialCount: 2)
        run.perform([
            .setDecision(.decideLater(timeout: nil)),
            .dragBegan(x: 150, y: 120), .dragEnded(dx: -200, dy: 0, vx: 0, vy: 0)
        ])
        #expect(run.deck.pendingSwipe?.direction == .left)
        run.finish()
        #expect(run.failure == nil, "\(run.failure!)")
        #expect(run.deck.pendingSwipe == nil && run.deck.history.isEmpty && run.deck.currentCardIndex == 0)
    }

    @Test func randomSequencesRichInDecisionsKeepTheInvariants() {
        // The general random test draws these operations rarely; here one operation in three is about a decision
        // (the answer, an aimed release, a confirm or reject, the screen going), mixed with every other operation.
        var deferred = 0
        var decided = 0
        runFocusedSequences(
            name: "pendingSeed", focused: { $0.pendingOperation() },
            tally: { run in
                deferred += run.decisionsDeferred
                decided += run.decisionsDecided
            })
        #expect(deferred > 100 && decided > 50, "deferred \(deferred), decided \(decided)")
    }
}
