import Testing

@testable import KolodaCheck
@_spi(Fronts) @testable import KolodaCore

/// Shrunk sequences the model-based random runs found where swipes decided later meet the other commands (a chosen
/// front card, an angled swipe, a swipe from a notification, an insert, a snapshot restore). Each is pinned as the
/// shrinker printed it; `DeckRun` checks every step against the reference model.
@Suite("Interplay regressions from the random runs")
@MainActor
struct InterplayRegressionTests {
    // A jump ends the waiting decision first: the card springs back, then the deck jumps to card 0. The reset's
    // notification is delivered after the jump, so the swipe made from it swipes card 0. (The checker moved its
    // reference after the call, and expected card 1.)
    @Test func randomSeed970() {
        let run = DeckRun(initialCount: 1)
        run.perform(
            [
                .pointerDown(x: 121.0762331838565, y: 238.56502242152467),
                .pointerMove(dx: 0.0, dy: -32.0, dt: 1.0 / 60),
                .pointerUp(dx: 0.0, dy: -42.0, dt: 0.0),
                .pointerDown(x: 118.38565022421524, y: 211.65919282511211),
                .reloadData(count: 8),
                .pointerMove(dx: 0.0, dy: 0.0, dt: 0.25),
                .setDecision(.decideLater(timeout: nil)),
                .tick(dt: 1.0 / 60),
                .aimedRelease(dx: 200.0),
                .inNotification(.swipe(.left, force: true)),
                .showCard(at: 0, animated: false)
            ])
        run.finish()
        #expect(run.failure == nil, "\(run.failure!)")
        // The card in front after the jump is the one swiped.
        #expect(run.deck.history.last == SwipeRecord(index: 0, direction: .left))
    }

    // Restoring rejects the waiting card (its reset is reported), then restores at rest; the insert made from the
    // reset's notification runs after that and animates. (The checker asked for a deck at rest even then.)
    @Test func randomSeed2604() {
        let run = DeckRun(initialCount: 1)
        run.perform(
            [
                .pointerDown(x: 107.62331838565022, y: 195.51569506726457),
                .pointerMove(dx: 0.0, dy: -34.0, dt: 0.0),
                .setDecision(.decideLater(timeout: .nan)),
                .pointerUp(dx: 0.0, dy: -98.0, dt: 0.017666666666666667),
                .inNotification(.insert(at: 0, length: 2, delta: 2, animated: true)),
                .snapshotRestore
            ])
        run.finish()
        #expect(run.failure == nil, "\(run.failure!)")
        // No decision waits; the two cards inserted at 0 are in front of the one that waited.
        #expect(run.deck.pendingSwipe == nil)
        #expect(run.deck.model.countOfCards == 3 && run.deck.currentCardIndex == 0)
    }
}
