extension KolodaDeck {
    // MARK: Loading

    /// Loads the deck from the data source at rest, without the appear animation (assigning `dataSource`).
    func setUpDeck() {
        let dropped = core.model.reload(newCount: readCount())
        for r in dropped { enqueue(.historyEvicted(r, reason: .cardRemoved)) }
        endPendingDecision()
        syncCards(newCards: .instant)
        flushEvents()
    }

    /// Re-reads the count and every visible card: clamps `currentCardIndex` into the data, asks again for every
    /// visible card's content (unless ``reloadDataReconfiguresVisibleCards`` is false: then Koloda 5's rule), loads
    /// missing cards, never refers to an index ≥ count. When the deck was empty and now has cards, it appears with
    /// `applyAppearAnimationIfNeeded()`.
    /// Ignored (with a diagnostic) when called from a query callback.
    public func reloadData() {
        transaction("reloadData()", rejected: ()) {
            slotFrames.invalidate()
            let wasEmpty = core.model.isRunOutOfCards
            let current = core.model.currentCardIndex
            let onScreen = core.cards.count
            let dropped = core.model.reload(newCount: readCount())
            for r in dropped { enqueue(.historyEvicted(r, reason: .cardRemoved)) }
            // Koloda 5 kept the visible cards past the first card while more remained beyond them.
            let keepsViews = current > 0 && core.model.countOfCards > current + onScreen
            if reloadDataReconfiguresVisibleCards || !keepsViews { core.reconfigureCards() }
            endPendingDecision()
            syncCards(newCards: .fadeIn)
            if wasEmpty && !core.model.isRunOutOfCards { startAppearAnimationIfAllowed() }
            return .done(())
        }
    }

    /// Back to the first card: clears the history (each record reported as evicted), rebuilds the deck and runs
    /// the appear animation if the delegate allows. Cards still flying out finish their flight.
    public func resetCurrentCardIndex() {
        transaction("resetCurrentCardIndex()", rejected: ()) {
            let cleared = core.model.reset(newCount: readCount())
            for r in cleared { enqueue(.historyEvicted(r, reason: .historyCleared)) }
            endPendingDecision()
            core.clearCards(everything: false)
            syncCards(newCards: .instant)
            startAppearAnimationIfAllowed()
            return .done(())
        }
    }

    /// Asks the data source again for the content of every visible card (bumps each card's `contentVersion`).
    public func reconfigureCards() {
        core.reconfigureCards()
    }

    /// Runs the appear animation (scale 0.1 → 1, alpha 0 → 1 over `appearanceAnimationDuration`) when the
    /// delegate's `kolodaShouldApplyAppearAnimation` allows (default true) and the deck has cards. Cards flying
    /// out are not affected (unlike Koloda, which faded them too), so there is no delay.
    public func applyAppearAnimationIfNeeded() {
        transaction("applyAppearAnimationIfNeeded()", rejected: ()) {
            startAppearAnimationIfAllowed()
            return .done(())
        }
    }

    func startAppearAnimationIfAllowed() {
        guard !core.model.isRunOutOfCards, shouldApplyAppear() else { return }
        core.startAppearAnimation(curves: animationCurves)
    }

    /// Places every card at its slot at once, ending slot and fade animations (Koloda's `layoutDeck()`).
    /// A dragged card stays under the finger.
    public func layoutDeck() {
        slotFrames.invalidate()
        core.layOutCards()
    }

    /// Resizes the deck (pt). Every frame follows the new layout at once, including cards mid-animation.
    /// - Throws: `KolodaError.invalidSize` for a size that is not finite and positive; the deck is unchanged.
    public func resize(to newSize: Size) throws(KolodaError) {
        guard newSize.isDrawable else { throw .invalidSize(width: newSize.width, height: newSize.height) }
        if core.size != newSize { core.size = newSize }  // the same size is no change (the scene is kept)
    }

    // MARK: Swiping and undoing

    /// Swipes the front card in `direction`, as Koloda's `swipe(_:force:)` does. `shouldSwipeCardAt` is always
    /// asked; `force` swipes even when it says no, but never in a direction `allowedDirectionsForIndex` leaves out.
    /// Works while anything animates, and no call is dropped: ten calls in a row swipe ten cards, each reported once,
    /// in order. A card being dragged is taken from the finger, unless `swipeTakesDraggedCard` is false. Returns
    /// false, changing nothing, when there is no card, the direction is not allowed, the card is being dragged and
    /// `swipeTakesDraggedCard` is false, or the call comes from a query callback.
    @discardableResult
    public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool {
        swipeFrontCard(direction, heading: nil, force: force, operation: "swipe(_:force:)")
    }

    /// The programmatic swipe of the front card toward `direction` (flying along `heading` when given, an angle whose
    /// nearest direction is `direction`): the one set of rules for `swipe(_:force:)` and the swipes toward an angle.
    func swipeFrontCard(_ direction: SwipeResultDirection, heading: SwipeHeading?, force: Bool, operation: String)
        -> Bool
    {
        transaction(operation, rejected: false) {
            guard let index = core.cards.first?.index else { return .untouched(false) }
            guard shouldSwipe(index, direction) || force, allowedDirections(for: index).contains(direction) else {
                return .done(false)
            }
            let front = core.cards[0]
            // Koloda 5 asked, then ignored a swipe while the finger held the card.
            if !swipeTakesDraggedCard, core.drag?.cardID == front.id { return .done(false) }
            if core.drag?.cardID == front.id {
                core.drag = nil
                core.pointer.abandonDrag()
            }
            dropPendingDecision()  // a card waiting for a decision is swiped from where it waits, reported once
            commitSwipe(direction, velocity: front.offset.velocity(at: now), programmatic: true, heading: heading)
            return .done(true)
        }
    }

    /// Undoes the last swipe: the card comes back from the side it left (or from `direction` when given),
    /// over `reverseAnimationDuration`; `didRewindTo` and `didShowCardAt` follow when it has settled. Works in
    /// loop mode, after running out, and while anything animates; a card still flying out is caught and brought
    /// back. Returns false, changing nothing, when there is nothing to undo or the call comes from a query.
    @discardableResult
    public func revertAction(direction: SwipeResultDirection? = nil) -> Bool {
        transaction("revertAction(direction:)", rejected: false) {
            revertLastSwipe(direction: direction) ? .done(true) : .untouched(false)
        }
    }

    /// `revertAction(direction:)`'s work inside a transaction, shared with a swipe back released to undo. Returns
    /// false, changing nothing, when there is nothing to undo.
    func revertLastSwipe(direction: SwipeResultDirection?) -> Bool {
        guard let record = core.model.revert() else { return false }
        endPendingDecision()
        // A swipe back in progress whose card this undo takes ends here; one holding another card is left alone
        // (it flies back out on its release, as its swipe is no longer the last).
        if core.swipeBack?.record == record {
            core.moveSwipeBackCardLast()
            core.swipeBack = nil
        }
        // A card still flying out is brought back; otherwise a new one is made, asking the data source its speed.
        let swipeDuration = core.indexOfCardLeaving(record) == nil ? readSwipeDuration() : 0
        let card = core.takeBack(
            record, from: direction ?? record.direction, swipeDuration: swipeDuration,
            frontFrame: frontFrame, curves: animationCurves)
        syncCards(newCards: .fadeIn, front: card)
        core.owesRewind(card.id)
        return true
    }

    // MARK: Range updates (the data source must already reflect the change)

    /// Runs `body` and reports a rejection to the delegate (`KolodaDiagnostic.rejectedCall`) instead of throwing
    /// it, for Koloda's non-throwing range methods (`insertCardAtIndexRange(_:animated:)` and its siblings). The deck
    /// is unchanged by a rejected call either way. Returns whether the call was accepted.
    @discardableResult
    package func reportingRejection(of operation: String, _ body: (KolodaDeck) throws(KolodaError) -> Void) -> Bool {
        do {
            try body(self)
            return true
        } catch {
            report(.rejectedCall(operation: operation, error: error))
            flushEvents()
            return false
        }
    }

    /// Inserts cards. Cards inserted before the front card shift `currentCardIndex` so the front card stays the
    /// same item; cards inserted at `currentCardIndex` come in front (a deck that ran out shows them).
    /// `animated` fades them in and fades out cards pushed past the visible window.
    /// - Throws: `KolodaError` when the range is out of bounds, the data source's count is not the old count plus
    ///   the range's length, there is no data source, or the call comes from a query. The deck is then unchanged.
    public func insertCards(at indexRange: Range<Int>, animated: Bool = true) throws(KolodaError) {
        try insertCards(at: indexRange, animated: animated, keepsFront: false)
    }

    /// `insertCards(at:animated:)`, where with `keepsFront` cards inserted at the front card's index do not take its
    /// place: the front card stays (the data-driven deck's prepend, `KolodaStackModel`).
    func insertCards(at indexRange: Range<Int>, animated: Bool, keepsFront: Bool) throws(KolodaError) {
        try transaction(throwing: "insertCards(at:animated:)") { () throws(KolodaError) -> TransactionEnd<Void> in
            guard dataSource != nil else { throw .noDataSource }
            try core.insertCards(indexRange, newCount: readCount(), keepsFront: keepsFront)
            endPendingDecision()
            syncCards(
                newCards: animated ? .fadeIn : .instant, animatedRemoval: animated,
                showsNewFront: showsFrontCardAfterRangeUpdates)
            return .done(())
        }
    }

    /// Removes cards: visible ones fade out (when `animated`), the rest of the deck closes up, and
    /// `currentCardIndex` shifts for removed cards before it. Undo records of removed cards are dropped (reported).
    /// - Throws: as `insertCards(at:animated:)`; the deck is then unchanged.
    public func removeCards(at indexRange: Range<Int>, animated: Bool = true) throws(KolodaError) {
        try transaction(throwing: "removeCards(at:animated:)") { () throws(KolodaError) -> TransactionEnd<Void> in
            guard dataSource != nil else { throw .noDataSource }
            try core.removeCards(indexRange, newCount: readCount())
            endPendingDecision()
            syncCards(
                newCards: animated ? .fadeIn : .instant, animatedRemoval: animated,
                showsNewFront: showsFrontCardAfterRangeUpdates)
            return .done(())
        }
    }

    /// Asks again for the content of the visible cards in `indexRange` (bumps their `contentVersion`).
    /// - Throws: `KolodaError.indexRangeOutOfBounds` when the range reaches outside `0..<countOfCards`.
    public func reloadCards(at indexRange: Range<Int>) throws(KolodaError) {
        guard indexRange.lowerBound >= 0, indexRange.upperBound <= core.model.countOfCards else {
            throw .indexRangeOutOfBounds(range: indexRange, count: core.model.countOfCards)
        }
        core.reconfigureCards(in: indexRange)
    }

    /// Replaces the undo history with `records` (oldest first), for a data-driven deck that follows its items by
    /// identity through a change the range updates alone would lose them in (an item moved is removed and inserted).
    /// Records whose index is outside the cards, or beyond the undo limit, are left out; nothing is reported.
    func replaceHistory(_ records: [SwipeRecord]) {
        var kept = records.filter { $0.index >= 0 && $0.index < core.model.countOfCards }
        if let limit = core.model.undoLimit, kept.count > limit { kept.removeFirst(kept.count - limit) }
        core.model.history = kept
    }

    // MARK: State restoration

    /// The deck's saved state: its ``model`` (front index, card count, undo history, loop flag, visible count, undo
    /// limit), a `Codable` value. Take it at any moment; mid-drag or mid-animation it is the settled state, since the
    /// model changes at once and only the cards' motion lags.
    public func snapshot() -> DeckModel {
        core.model
    }

    /// Restores a saved state (from ``snapshot()``) in its settled state: same front card, same history, same undo
    /// behaviour; any drag or animation in progress ends. The current history is reported as evicted
    /// (`.historyCleared`).
    /// - Throws: `KolodaError.invalidSnapshot` when it does not fit the data source's cards; the deck is unchanged.
    public func restore(_ saved: DeckModel) throws(KolodaError) {
        try transaction(throwing: "restore(_:)") { () throws(KolodaError) -> TransactionEnd<Void> in
            let count = readCount()
            let restored = try saved.restored(forCount: count)
            for r in core.model.history where !restored.history.contains(r) {
                enqueue(.historyEvicted(r, reason: .historyCleared))
            }
            core.model = restored
            endPendingDecision()
            core.clearCards(everything: true)
            syncCards(newCards: .instant)
            return .done(())
        }
    }
}
