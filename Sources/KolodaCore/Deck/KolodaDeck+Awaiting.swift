// The async forms of the deck's commands: thin wrappers over the synchronous deck and its settle bookkeeping
// (`KolodaDeck+Settling.swift`), kept in this file alone so that a build without Swift concurrency (Embedded Swift,
// docs/embedded.md) leaves it out. A wait needs the clock to run: in tests drive it by hand (`DeckDriver`).

extension KolodaDeck {
    // MARK: Awaiting a command

    /// Swipes the front card as ``swipe(_:force:)-(SwipeResultDirection,_)`` does, then waits until the card has left
    /// the screen. Returns `.swiped` once it has, `.refused` at once when the swipe did nothing, `.superseded` when an
    /// undo brings the card back first, and `.interrupted` when the task is cancelled or the deck leaves the screen
    /// first: cancelling stops the wait, not the swipe, which is reported once whatever happens to the task.
    public func swipeAndWait(_ direction: SwipeResultDirection, force: Bool = false) async -> SettleOutcome {
        await waitToSettle(startSwipe(direction, force: force))
    }

    /// Undoes the last swipe as ``revertAction(direction:)`` does, then waits until the card is back in front
    /// (`didRewindTo` delivered). Returns `.rewound` then, `.refused` at once when there was nothing to undo,
    /// `.superseded` when a later command (a swipe, a removal, a restore) takes the card away first, and
    /// `.interrupted` when the task is cancelled or the deck leaves the screen first (the undo stands).
    public func revertActionAndWait(direction: SwipeResultDirection? = nil) async -> SettleOutcome {
        await waitToSettle(startRevert(direction: direction))
    }

    // MARK: Internals

    /// Waits for `target`'s card to settle (see ``swipeAndWait(_:force:)``).
    package func waitToSettle(_ target: SettleTarget) async -> SettleOutcome {
        guard case .card(let cardID, let kind) = target else {
            if case .ended(let outcome) = target { return outcome }
            return .refused
        }
        settleWaits.lastID += 1
        let id = settleWaits.lastID
        // An AsyncStream, not a continuation with a cancellation handler: the standard library back-deploys
        // `withCheckedContinuation` and `withTaskCancellationHandler` (before iOS 18) with an inlined OS-version test
        // whose runtime helper only Xcode's toolchain links (docs/ios-build.md), while a stream's iterator ends by
        // itself when the task is cancelled, inside the standard library. Its element is delivered once: the wait is
        // taken out of `settleWaits` before it is yielded.
        var continuation: AsyncStream<SettleOutcome>.Continuation?
        let stream = AsyncStream<SettleOutcome> { continuation = $0 }
        guard let continuation else { return .interrupted }
        let wait = SettleWait(id: id, cardID: cardID, kind: kind) { outcome in
            continuation.yield(outcome)
            continuation.finish()
        }
        if let outcome = settleOutcome(of: wait) { return outcome }
        settleWaits.waits.append(wait)
        continuation.onTermination = { termination in
            // On the cancelling thread; the wait is dropped on the main actor (nothing to do if it has ended).
            if case .cancelled = termination {
                Task { @MainActor [weak self] in self?.endWait(id, with: .interrupted) }
            }
        }
        for await outcome in stream { return outcome }
        endWait(id, with: .interrupted)  // the task was cancelled: the stream ended with no element
        return .interrupted
    }
}
