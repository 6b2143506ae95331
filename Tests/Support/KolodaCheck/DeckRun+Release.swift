import Foundation
import KolodaCore

extension DeckRun {
    /// Runs a release (`body`) and, when the deck decided one with no other operation running inside it, checks the
    /// outcome against `ReferenceRelease`: `shouldSwipeCardAt` asked once about the decided direction, or about the
    /// nearest one for a return (none at rest), and a swipe heard exactly when the rule and that answer allow it.
    func checkingRelease(_ body: () -> Void) {
        if deck.isSwipingBack {
            checkingSwipeBackRelease(body)
            return
        }
        _ = releases.take()
        let questions = delegate.shouldSwipeQuestions.count
        let heard = swipesHeard
        let operations = operationsRun
        body()
        let contexts = releases.take()
        guard nesting == 0, operationsRun == operations, contexts.count == 1, let context = contexts.first else {
            return
        }
        let expected = ReferenceRelease.decide(context)
        releasesChecked += 1
        let asked = Array(delegate.shouldSwipeQuestions[questions...])
        let question = expected ?? ReferenceRelease.nearest(context.offset, context.cardSize, context.allowedDirections)
        if asked != (question.map { [$0] } ?? []) {
            fail("release", "shouldSwipeCardAt asked \(asked) for \(context), expected \(question.map { [$0] } ?? [])")
            return
        }
        let swiped = swipesHeard > heard ? lastSwipeDirection : nil
        var wanted = delegate.shouldSwipeAnswer ? expected : nil
        if wanted != nil { wanted = checkDeferral(of: wanted) }
        if swiped != wanted {
            fail(
                "release",
                "release \(context) swiped \(String(describing: swiped)), expected \(String(describing: wanted))")
        }
    }
}

/// The release contexts a `DeckRun`'s decision policy saw. The policy is `@Sendable`, so the log is locked.
final class ReleaseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var contexts: [ReleaseContext] = []

    func record(_ context: ReleaseContext) {
        lock.lock()
        contexts.append(context)
        lock.unlock()
    }

    /// The contexts recorded since the last call.
    func take() -> [ReleaseContext] {
        lock.lock()
        defer {
            contexts = []
            lock.unlock()
        }
        return contexts
    }
}
