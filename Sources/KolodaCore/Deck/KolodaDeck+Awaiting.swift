// The async forms of the deck's commands: thin wrappers over the synchronous deck, kept in this file alone so that a
// build without Swift concurrency (Embedded Swift) can leave it out; the deck itself never needs it. A wait ends
// when the frame loop (`advance(to:)`) finds its card settled, so it needs the clock to run: in tests drive it by hand
// (`DeckDriver`). Outcomes of every edge case: docs/behaviour.md, "Awaiting a command".

/// What an awaited command leaves to wait for: an outcome known at once, or a card to watch.
package enum SettleTarget: Sendable {
    /// How the command ended, known at once.
    case ended(SettleOutcome)
    /// The card to watch, and what settling means for it.
    case card(CardID, SettleKind)
}

/// What settling means for a card: a swipe's card has left the screen; an undone card is back, its rewind reported.
package enum SettleKind: Sendable {
    case swipe(index: Int, direction: SwipeResultDirection)
    case rewind
}

/// One task waiting for a card to settle.
struct SettleWait {
    var id: Int
    var cardID: CardID
    var kind: SettleKind
    var continuation: AsyncStream<SettleOutcome>.Continuation

    /// Ends the wait with `outcome` (its task returns it).
    func resume(_ outcome: SettleOutcome) {
        continuation.yield(outcome)
        continuation.finish()
    }
}

/// The tasks waiting for cards to settle, in the order they began.
struct SettleWaits {
    var waits: [SettleWait] = []
    var lastID = 0

    var isEmpty: Bool { waits.isEmpty }
}

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

    /// Swipes (``swipe(_:force:)-(SwipeResultDirection,_)``) and says what to wait for; a front runs it inside its
    /// `updateDeck`.
    package func startSwipe(_ direction: SwipeResultDirection, force: Bool) -> SettleTarget {
        // The card is named before the call: a callback the swipe triggers may already move other cards.
        guard let front = core.cards.first, swipe(direction, force: force) else { return .ended(.refused) }
        return .card(front.id, .swipe(index: front.index, direction: direction))
    }

    /// Undoes (``revertAction(direction:)``) and says what to wait for; a front runs it inside its `updateDeck`.
    package func startRevert(direction: SwipeResultDirection?) -> SettleTarget {
        guard let record = core.model.history.last, revertAction(direction: direction) else { return .ended(.refused) }
        // The card that came back owes its `didRewindTo`; if a callback already took it away, the undo was superseded.
        guard let card = core.cards.first(where: { $0.index == record.index && $0.owesRewind }) else {
            return .ended(.superseded)
        }
        return .card(card.id, .rewind)
    }

    /// Ends every wait as `.interrupted` and rejects the swipe waiting for a decision: a front calls it when the deck
    /// leaves the screen (its window or its SwiftUI view is gone), as no frame will come to settle the cards.
    public func deckDidLeaveScreen() {
        rejectPendingSwipe()
        let waits = settleWaits.waits
        settleWaits.waits.removeAll()
        for wait in waits { wait.resume(.interrupted) }
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
        let wait = SettleWait(id: id, cardID: cardID, kind: kind, continuation: continuation)
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

    private func endWait(_ id: Int, with outcome: SettleOutcome) {
        guard let i = settleWaits.waits.firstIndex(where: { $0.id == id }) else { return }
        settleWaits.waits.remove(at: i).resume(outcome)
    }

    /// Resumes the waits whose cards have settled (called as the clock advances, when any wait).
    func resumeSettledWaits() {
        var ended: [(SettleWait, SettleOutcome)] = []
        settleWaits.waits.removeAll { wait in
            guard let outcome = settleOutcome(of: wait) else { return false }
            ended.append((wait, outcome))
            return true
        }
        for (wait, outcome) in ended { wait.resume(outcome) }
    }

    /// How `wait` ended, or nil while its card still moves.
    private func settleOutcome(of wait: SettleWait) -> SettleOutcome? {
        let inDeck = core.cards.firstIndex { $0.id == wait.cardID }
        let isLeaving = core.leaving.contains { $0.id == wait.cardID }
        switch wait.kind {
        case .swipe(let index, let direction):
            if inDeck != nil { return .superseded }  // an undo brought it back
            return isLeaving ? nil : .swiped(index: index, direction: direction)
        case .rewind:
            guard let position = inDeck else { return .superseded }  // swiped or removed again, or cleared
            return core.cards[position].owesRewind ? nil : .rewound(index: core.cards[position].index)
        }
    }
}
