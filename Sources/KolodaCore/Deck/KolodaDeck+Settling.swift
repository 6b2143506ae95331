// What the async forms of the deck's commands (`KolodaDeck+Awaiting.swift`) wait for, and how a wait ends: plain
// synchronous bookkeeping, so that the deck compiles without Swift concurrency (Embedded Swift, docs/embedded.md),
// where the async file is left out. A wait ends when the frame loop (`advance(to:)`) finds its card settled.
// Outcomes of every edge case: docs/behaviour.md, "Awaiting a command".

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
    /// Ends the wait with `outcome` (its task returns it).
    var resume: (SettleOutcome) -> Void
}

/// The tasks waiting for cards to settle, in the order they began.
struct SettleWaits {
    var waits: [SettleWait] = []
    var lastID = 0

    // Only the async commands add waits, and the web build leaves them out: there the frame loop never resumes one,
    // and the module does not carry that code (docs/embedded.md, "Size").
    #if hasFeature(Embedded)
    var isEmpty: Bool { true }
    #else
    var isEmpty: Bool { waits.isEmpty }
    #endif
}

extension KolodaDeck {
    // MARK: Commands a task can await

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

    func endWait(_ id: Int, with outcome: SettleOutcome) {
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
    func settleOutcome(of wait: SettleWait) -> SettleOutcome? {
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
