/// The release decision an app deferred (``SwipeDecision/decideLater(timeout:)``): its handle, the card waiting, and
/// when the deck rejects it by itself (engine time, s; nil: never).
struct PendingDecision: Sendable {
    var swipe: PendingSwipe
    var cardID: CardID
    var deadline: Double?
}

/// The deck's deferred decision, at most one at a time (only the front card can wait, and a card waiting takes no
/// drag), and the last handle's identifier, so that handles are never reused.
struct PendingDecisions: Sendable {
    var current: PendingDecision?
    var lastID = 0
}

// The pending-decision core is synchronous (a handle, then a confirm or a reject): the async forms are thin wrappers
// in KolodaDeck+Awaiting.swift. The outcomes of every edge case are written in docs/behaviour.md, "Swipes decided
// later".
extension KolodaDeck {
    // MARK: Deciding later

    /// The swipe waiting for the app's decision (``SwipeDecision/decideLater(timeout:)``), or nil. Its card is the
    /// front card, held where it was released.
    public var pendingSwipe: PendingSwipe? { pendingDecisions.current?.swipe }

    /// Confirms a swipe decided later: the card flies out from where it waits, and the swipe is reported
    /// (`didSwipeCardAt`) and recorded for undo. Returns false, changing nothing, for a stale handle (its decision is
    /// over) or a call from a query callback.
    @discardableResult
    public func confirmSwipe(_ swipe: PendingSwipe) -> Bool {
        transaction("confirmSwipe(_:)", rejected: false) {
            guard let pending = pendingDecisions.current, pending.swipe == swipe else { return .untouched(false) }
            pendingDecisions.current = nil
            commitSwipe(pending.swipe.direction, velocity: .zero, programmatic: false)
            return .done(true)
        }
    }

    /// Rejects a swipe decided later: the card springs back to rest (`kolodaDidResetCard`) and no swipe is reported.
    /// Returns false, changing nothing, for a stale handle or a call from a query callback.
    @discardableResult
    public func rejectSwipe(_ swipe: PendingSwipe) -> Bool {
        transaction("rejectSwipe(_:)", rejected: false) {
            guard pendingDecisions.current?.swipe == swipe else { return .untouched(false) }
            endPendingDecision()
            return .done(true)
        }
    }

    /// Rejects the swipe waiting for a decision, if any, as ``rejectSwipe(_:)`` does; a front calls it when the deck
    /// leaves the screen. Returns whether one was waiting.
    @discardableResult
    public func rejectPendingSwipe() -> Bool {
        guard let swipe = pendingSwipe else { return false }
        return rejectSwipe(swipe)
    }

    // MARK: Internals

    /// A release decided for `direction` and allowed by `shouldSwipeCardAt`: asks `decideSwipe`, then swipes at
    /// `velocity` (pt/s), returns the card, or leaves it waiting where it is.
    func releaseSwipe(_ direction: SwipeResultDirection, index: Int, velocity: Vector) {
        pendingDecisions.lastID += 1
        let swipe = PendingSwipe(id: pendingDecisions.lastID, index: index, direction: direction)
        switch decideSwipe(swipe) {
        case .swipe:
            commitSwipe(direction, velocity: velocity, programmatic: false)
        case .cancel:
            returnFrontCard(velocity: velocity)
        case .decideLater(let timeout):
            // The card stays `.held` at the release offset, its overlay showing the direction.
            guard let id = core.cards.first?.id else { return }
            pendingDecisions.current = PendingDecision(
                swipe: swipe, cardID: id, deadline: Self.deadline(after: timeout, from: now))
        }
    }

    /// When a decision given `timeout` (s) at `time` (s) times out: never for nil, NaN or +∞; at once (the next clock
    /// advance) for zero or a negative timeout.
    static func deadline(after timeout: Double?, from time: Double) -> Double? {
        guard let timeout, !timeout.isNaN, timeout < .infinity else { return nil }
        return time + max(timeout, 0)
    }

    /// Ends the decision waiting, if any, as a rejection: its card, wherever it now is in the deck, springs back
    /// (`kolodaDidResetCard`); a card no longer in the deck is left as it goes. Every command that changes the deck
    /// calls it before changing the cards, so a card never stays held with no decision to wait for.
    func endPendingDecision() {
        guard let pending = pendingDecisions.current else { return }
        pendingDecisions.current = nil
        // A card whose data was removed (a negative index until the sync fades it where it is) is not reported.
        guard let position = core.cards.firstIndex(where: { $0.id == pending.cardID }), core.cards[position].index >= 0
        else { return }
        askTransparentize()
        core.returnCard(at: position, velocity: .zero, curves: animationCurves)
    }

    /// Drops the decision waiting without moving its card: for a command that swipes that card itself.
    func dropPendingDecision() {
        pendingDecisions.current = nil
    }

    /// Rejects the decision waiting when its timeout has passed (called as the clock advances).
    func expirePendingDecision() {
        guard let deadline = pendingDecisions.current?.deadline, now >= deadline, !isInQuery else { return }
        endPendingDecision()
    }

    /// True when the front card waits for a decision (it takes no drag).
    var frontCardIsPending: Bool {
        guard let pending = pendingDecisions.current else { return false }
        return core.cards.first?.id == pending.cardID
    }

    /// Writes the decision waiting into a scene: its handle, and a scene that animates while a timeout runs.
    func markPending(_ pending: PendingDecision, in scene: inout DeckScene) {
        scene.pendingSwipe = pending.swipe
        if pending.deadline != nil { scene.isAnimating = true }
    }

    func decideSwipe(_ swipe: PendingSwipe) -> SwipeDecision {
        guard let delegate else { return KolodaDefaults.swipeDecision }
        return query { delegate.koloda(self, decideSwipe: swipe) }
    }
}
