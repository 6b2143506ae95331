import Testing

@_spi(Fronts) @testable import KolodaCore

/// The migration guide's claims about what behaves differently from Koloda 5 (docs/migrating-from-koloda.md,
/// "What behaves differently"), each checked on the engine the UIKit view forwards to, so the guide cannot drift.
@MainActor
struct MigrationGuideTests {
    @Test func aRangeReloadReachingPastTheEndReloadsNothingAndTheClampedRangeReloadsTheVisiblePart() {
        let h = Harness(count: 5) { deck, _ in deck.countOfVisibleCards = 3 }
        h.deck.swipe(.left)
        h.deck.swipe(.left)
        h.driver.settle()
        let versions = { Dictionary(uniqueKeysWithValues: h.deck.scene.cards.map { ($0.index, $0.contentVersion) }) }
        let before = versions()
        #expect(before.keys.sorted() == [2, 3, 4])
        // Koloda 5 code near the end of the deck: `reloadCardsInIndexRange(3..<6)`.
        #expect(
            !h.deck.reportingRejection(of: "reloadCardsInIndexRange(_:)") { (deck) throws(KolodaError) in
                try deck.reloadCards(at: 3..<6)
            })
        #expect(versions() == before)
        #expect(
            h.delegate.diagnostics == [
                .rejectedCall(
                    operation: "reloadCardsInIndexRange(_:)",
                    error: .indexRangeOutOfBounds(range: 3..<6, count: 5))
            ])
        // The guide's line for Koloda's behaviour: the range clamped to the cards.
        #expect(
            h.deck.reportingRejection(of: "reloadCardsInIndexRange(_:)") { (deck) throws(KolodaError) in
                try deck.reloadCards(at: (3..<6).clamped(to: 0..<deck.countOfCards))
            })
        let after = versions()
        #expect(after[2] == before[2] && after[3] == before[3].map { $0 + 1 } && after[4] == before[4].map { $0 + 1 })
    }

    @Test func forceStillAsksShouldSwipeCardAtAndOverridesItsNo() {
        let h = Harness(count: 5) { _, delegate in delegate.shouldSwipeAnswer = false }
        #expect(!h.deck.swipe(.left))
        #expect(h.deck.swipe(.left, force: true))
        h.driver.collect()
        #expect(
            h.delegate.decisions.filter { $0.hasPrefix("shouldSwipe") || $0.hasPrefix("didSwipe") }
                == ["shouldSwipe(0,left)", "shouldSwipe(0,left)", "didSwipe(0,left)"])
    }

    @Test func theAppearAnimationRunsWhileSomethingAnimatesAndWithoutADelegate() throws {
        let deck = KolodaDeck(size: Size(width: 300, height: 400))
        let dataSource = CountingDataSource(count: 5)
        deck.dataSource = dataSource  // no delegate: Koloda 5 never ran the appear animation without one
        let driver = DeckDriver(deck: deck)
        deck.swipe(.left)
        driver.advance(by: 0.05)
        #expect(deck.isAnimating)  // Koloda 5 ran it only when nothing animated
        deck.applyAppearAnimationIfNeeded()
        driver.collect()
        let front = try #require(deck.scene.cards.last { $0.isInteractive })
        #expect(front.alpha < 0.01)  // the deck starts its appear animation from transparent
    }

    @Test func reloadDataAtTheFirstCardNeitherRebuildsNorShowsItAgain() throws {
        let h = Harness(count: 5)
        h.driver.settle()
        #expect(h.delegate.decisions == ["show(0)"])
        h.delegate.clear()
        h.deck.reloadData()
        h.driver.collect()
        // Koloda 5 rebuilt the deck at index 0: the appear animation and didShowCardAt(0) again.
        let front = try #require(h.front)
        #expect(!h.deck.isAnimating && front.alpha == 1)
        h.driver.settle()
        #expect(h.delegate.decisions.isEmpty)
    }

    @Test func theThreeSceneQuestionsAreAskedAtInputsAndChangesNeverPerFrame() {
        final class Counting: KolodaDeckDelegate {
            var asked: [String: Int] = [:]
            func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? {
                asked["threshold", default: 0] += 1
                return nil
            }
            func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool {
                asked["transparentize", default: 0] += 1
                return true
            }
            func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool {
                asked["moveBackground", default: 0] += 1
                return true
            }
        }
        let deck = KolodaDeck(size: Size(width: 300, height: 400))
        let dataSource = CountingDataSource(count: 5)
        let delegate = Counting()
        deck.delegate = delegate
        #expect(delegate.asked == ["threshold": 1, "transparentize": 1, "moveBackground": 1], "a new delegate")
        delegate.asked = [:]
        deck.dataSource = dataSource
        let driver = DeckDriver(deck: deck)
        #expect(delegate.asked == ["transparentize": 1], "the set-up sets the cards' alphas")
        delegate.asked = [:]
        // Koloda 5 (docs/koloda-behaviour.md §6.1): a programmatic swipe sets the cards' alphas (transparentize) and
        // asks neither the threshold nor the background's movement; no display refresh asks anything.
        deck.swipe(.left)
        #expect(delegate.asked == ["transparentize": 1])
        delegate.asked = [:]
        driver.advance(by: 10.0 / 60)  // a card flying out: a frame now and ten more
        #expect(deck.isAnimating)
        #expect(delegate.asked.isEmpty, "\(delegate.asked)")
        // A front reads what is on screen from its last frame, which asks nothing either.
        let presenter = DeckPresenter(deck: deck)
        presenter.makeFrame(at: driver.time)
        _ = (presenter.lastFrame.scene, presenter.card(showing: 1), presenter.isMoving)
        #expect(delegate.asked.isEmpty)
    }

    @Test func bottomRightLeavesRotatedByThreeEighthsOfPi() {
        // Koloda 5's formula gave −5π/8; the exit rotations are now mirror-symmetric (bottomLeft −3π/8).
        #expect(close(SwipeResultDirection.bottomRight.exitRotation, 3 * Double.pi / 8))
    }

    @Test func isAnimatingStaysTrueWhileAReleasedCardReturns() {
        let h = Harness(count: 5)
        h.driver.settle()
        h.driver.drag(from: h.grab, by: Vector(dx: 60, dy: 0), duration: 0.2, hold: 0.1)  // below the threshold
        #expect(h.delegate.decisions.contains("reset"))
        // Koloda 5's was false during the return spring; here it is true until the card is back.
        #expect(h.deck.isAnimating)
        h.driver.advance(by: 0.1)
        #expect(h.deck.isAnimating && (h.front?.offset.dx ?? 0) > 0)
        #expect(h.driver.settle())
    }
}
