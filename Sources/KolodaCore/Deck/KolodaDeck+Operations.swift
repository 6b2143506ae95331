extension KolodaDeck {
    // MARK: Loading

    /// Loads the deck from the data source at rest, without the appear animation (assigning `dataSource`).
    func setUpDeck() {
        let dropped = model.reload(newCount: readCount())
        for r in dropped { enqueue(.historyEvicted(r, reason: .cardRemoved)) }
        syncCards(newCards: .instant)
        flushEvents()
    }

    /// Re-reads the count and every visible card (decision D10): clamps `currentCardIndex` into the data, asks
    /// again for every visible card's content, loads missing cards, never refers to an index ≥ count. When the
    /// deck was empty and now has cards, it appears with `applyAppearAnimationIfNeeded()`.
    /// Ignored (with a diagnostic) when called from a query callback.
    public func reloadData() {
        if rejectDuringQuery("reloadData()") { flushEvents(); return }
        let wasEmpty = model.isRunOutOfCards
        let dropped = model.reload(newCount: readCount())
        for r in dropped { enqueue(.historyEvicted(r, reason: .cardRemoved)) }
        for i in cards.indices { cards[i].contentVersion += 1 }
        for i in leaving.indices { leaving[i].contentIsStale = true }
        syncCards(newCards: .fadeIn)
        if wasEmpty && !model.isRunOutOfCards { startAppearAnimationIfAllowed() }
        flushEvents()
    }

    /// Back to the first card: clears the history (each record reported as evicted), rebuilds the deck and runs
    /// the appear animation if the delegate allows. Cards still flying out finish their flight.
    public func resetCurrentCardIndex() {
        if rejectDuringQuery("resetCurrentCardIndex()") { flushEvents(); return }
        let cleared = model.reset(newCount: readCount())
        for r in cleared { enqueue(.historyEvicted(r, reason: .historyCleared)) }
        for var card in cards { payOwed(&card, show: false) }
        cards = []
        drag = nil
        syncCards(newCards: .instant)
        startAppearAnimationIfAllowed()
        flushEvents()
    }

    /// Asks the data source again for the content of every visible card (bumps each card's `contentVersion`).
    public func reconfigureCards() {
        for i in cards.indices { cards[i].contentVersion += 1 }
        for i in leaving.indices { leaving[i].contentIsStale = true }
    }

    /// Runs the appear animation (scale 0.1 → 1, alpha 0 → 1 over `appearanceAnimationDuration`) when the
    /// delegate's `kolodaShouldApplyAppearAnimation` allows (default true) and the deck has cards. Cards flying
    /// out are not affected (unlike Koloda, which faded them too), so there is no delay.
    public func applyAppearAnimationIfNeeded() {
        if rejectDuringQuery("applyAppearAnimationIfNeeded()") { flushEvents(); return }
        startAppearAnimationIfAllowed()
        flushEvents()
    }

    func startAppearAnimationIfAllowed() {
        guard !model.isRunOutOfCards, shouldApplyAppear() else { return }
        let curve = animator.appearAnimation(duration: appearanceAnimationDuration)
        appearScale.set(0.1)
        appearScale.animate(to: 1, curve: curve, at: now)
        appearAlpha.set(0)
        appearAlpha.animate(to: 1, curve: curve, at: now)
    }

    /// Places every card at its slot at once, ending slot and fade animations (Koloda's `layoutDeck()`).
    /// A dragged card stays under the finger.
    public func layoutDeck() {
        for i in cards.indices {
            cards[i].slot.set(cards[i].slot.target)
            cards[i].fade.set(cards[i].fade.target)
        }
    }

    /// Resizes the deck (pt). Every frame follows the new layout at once, including cards mid-animation.
    /// - Throws: `KolodaError.invalidSize` for a size that is not finite and positive; the deck is unchanged.
    public func resize(to newSize: Size) throws(KolodaError) {
        guard newSize.isDrawable else { throw .invalidSize(width: newSize.width, height: newSize.height) }
        size = newSize
    }

    // MARK: Swiping and undoing

    /// Swipes the front card in `direction` (Koloda's §5.4). `shouldSwipeCardAt` is always asked; `force` swipes
    /// even when it says no, but never in a direction `allowedDirectionsForIndex` leaves out. Works while anything
    /// animates (D7): ten calls in a row swipe ten cards, each reported once, in order. A card being dragged is taken
    /// from the finger. Returns false, changing nothing, when there is no card, the direction is not allowed, or
    /// the call comes from a query callback.
    @discardableResult
    public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool {
        if rejectDuringQuery("swipe(_:force:)") { flushEvents(); return false }
        guard let front = cards.first else { return false }
        let index = front.index
        guard shouldSwipe(index, direction) || force, allowedDirections(for: index).contains(direction) else {
            flushEvents()
            return false
        }
        if drag?.cardID == front.id { drag = nil; pointer.abandonDrag() }
        commitSwipe(direction, velocity: front.offset.velocity(at: now), programmatic: true)
        flushEvents()
        return true
    }

    /// Commits a swipe of the front card: the model advances, the card leaves, events are queued (D13:
    /// `didSwipeCardAt` now, then `kolodaDidRunOutOfCards` if it was the last).
    func commitSwipe(_ direction: SwipeResultDirection, velocity: Vector, programmatic: Bool) {
        _ = launchFrontCard(direction, velocity: velocity, programmatic: programmatic)
        guard let (record, evicted) = model.commitSwipe(direction) else { return }
        enqueue(.didSwipeCard(index: record.index, direction: direction))
        for r in evicted { enqueue(.historyEvicted(r, reason: .undoLimit)) }
        let actual = readCount()
        if actual != model.countOfCards {
            report(.countChangedWithoutUpdate(cached: model.countOfCards, actual: actual))
            for r in model.reload(newCount: actual) { enqueue(.historyEvicted(r, reason: .cardRemoved)) }
        }
        syncCards(newCards: .fadeIn)
        if model.isRunOutOfCards { enqueue(.didRunOutOfCards) }
    }

    /// Undoes the last swipe (D9): the card comes back from the side it left (or from `direction` when given),
    /// over `reverseAnimationDuration`; `didRewindTo` and `didShowCardAt` follow when it has settled. Works in
    /// loop mode, after running out, and while anything animates; a card still flying out is caught and brought
    /// back. Returns false, changing nothing, when there is nothing to undo or the call comes from a query.
    @discardableResult
    public func revertAction(direction: SwipeResultDirection? = nil) -> Bool {
        if rejectDuringQuery("revertAction(direction:)") { flushEvents(); return false }
        guard let record = model.revert() else { return false }
        let from = direction ?? record.direction
        var card: CardRuntime
        let startRotation: Double
        if let i = leaving.lastIndex(where: { $0.index == record.index && $0.phase == .swiped(record.direction) }) {
            card = leaving.remove(at: i)
            startRotation = currentRotation(of: card, at: now)
            if card.contentIsStale {
                card.contentVersion += 1
                card.contentIsStale = false
            }
        } else {
            card = makeCard(index: record.index, slot: 0, entrance: .instant)
            card.fade.set(alphaValueTransparent)
            if !reducedMotion { card.offset = .animated(Animated(exitOffset(for: from), threshold: .points)) }
            startRotation = reducedMotion ? 0 : from.exitRotation
        }
        bringBack(&card, rotatingFrom: startRotation)
        syncCards(newCards: .fadeIn, front: card)
        if !cards.isEmpty, cards[0].id == card.id { cards[0].owesRewind = true }
        flushEvents()
        return true
    }

    /// Animates a card from wherever it is (turned by `startRotation`, rad) back to the front slot at rest.
    private func bringBack(_ card: inout CardRuntime, rotatingFrom startRotation: Double) {
        let curve = animator.reverseAnimation(duration: reverseAnimationDuration)
        let start = card.offset.value(at: now)
        card.phase = .inDeck
        card.allowedDirections = []
        card.anchor = .zero
        card.side = 1
        var offset = Animated<Vector>(start, threshold: .points)
        offset.animate(to: .zero, curve: reducedMotion ? animator.reducedMotionFade() : curve, at: now)
        card.offset = .animated(offset)
        card.rotationMode = .path(from: start, fromAngle: startRotation, to: .zero, toAngle: 0)
        card.rotationBlend.set(0)
        card.slot.set(0)
        card.fade.animate(to: 1, curve: reducedMotion ? animator.reducedMotionFade() : curve, at: now)
    }

    /// The off-screen offset a card leaving straight along `direction` would reach (pt).
    func exitOffset(for direction: SwipeResultDirection) -> Vector {
        let frame = frameForCard(at: 0)
        let radius = 0.5 * (frame.width * frame.width + frame.height * frame.height).squareRoot()
        let distance = FlightPath.exitDistance(center: frame.center, radius: radius, direction: direction.unitVector,
                                               viewport: effectiveViewport)
        return direction.unitVector * distance
    }

    // MARK: Range updates (the data source must already reflect the change)

    /// Runs `body` and reports a rejection to the delegate (`KolodaDiagnostic.rejectedCall`) instead of throwing
    /// it, for Koloda's non-throwing range methods (`insertCardAtIndexRange(_:animated:)` and its siblings). The deck
    /// is unchanged by a rejected call either way. Returns whether the call was accepted.
    @discardableResult
    public func reportingRejection(of operation: String, _ body: (KolodaDeck) throws(KolodaError) -> Void) -> Bool {
        do {
            try body(self)
            return true
        } catch {
            report(.rejectedCall(operation: operation, error: error))
            flushEvents()
            return false
        }
    }

    /// Inserts cards (D11). Cards inserted before the front card shift `currentCardIndex` so the front card stays the
    /// same item; cards inserted at `currentCardIndex` come in front (a deck that ran out shows them).
    /// `animated` fades them in and fades out cards pushed past the visible window.
    /// - Throws: `KolodaError` when the range is out of bounds, the data source's count is not the old count plus
    ///   the range's length, there is no data source, or the call comes from a query. The deck is then unchanged.
    public func insertCards(at indexRange: Range<Int>, animated: Bool = true) throws(KolodaError) {
        guard !isInQuery else { throw .calledDuringQuery(operation: "insertCards(at:animated:)") }
        guard dataSource != nil else { throw .noDataSource }
        let newCount = readCount()
        var next = model
        try next.insert(indexRange, newCount: newCount)
        model = next
        let lower = indexRange.lowerBound, n = indexRange.count
        remapIndexes { $0 >= lower ? $0 + n : $0 }
        syncCards(newCards: animated ? .fadeIn : .instant, animatedRemoval: animated)
        flushEvents()
    }

    /// Removes cards (D11): visible ones fade out (when `animated`), the rest of the deck closes up, and
    /// `currentCardIndex` shifts for removed cards before it. Undo records of removed cards are dropped (reported).
    /// - Throws: as `insertCards(at:animated:)`; the deck is then unchanged.
    public func removeCards(at indexRange: Range<Int>, animated: Bool = true) throws(KolodaError) {
        guard !isInQuery else { throw .calledDuringQuery(operation: "removeCards(at:animated:)") }
        guard dataSource != nil else { throw .noDataSource }
        let newCount = readCount()
        var next = model
        let dropped = try next.remove(indexRange, newCount: newCount)
        model = next
        for r in dropped { enqueue(.historyEvicted(r, reason: .cardRemoved)) }
        remapIndexes { i in
            if indexRange.contains(i) { return nil }
            return i >= indexRange.upperBound ? i - indexRange.count : i
        }
        syncCards(newCards: animated ? .fadeIn : .instant, animatedRemoval: animated)
        flushEvents()
    }

    /// Asks again for the content of the visible cards in `indexRange` (bumps their `contentVersion`).
    /// - Throws: `KolodaError.indexRangeOutOfBounds` when the range reaches outside `0..<countOfCards`.
    public func reloadCards(at indexRange: Range<Int>) throws(KolodaError) {
        guard indexRange.lowerBound >= 0, indexRange.upperBound <= model.countOfCards else {
            throw .indexRangeOutOfBounds(range: indexRange, count: model.countOfCards)
        }
        for i in cards.indices where indexRange.contains(cards[i].index) { cards[i].contentVersion += 1 }
    }

    // MARK: State restoration (B8)

    /// The deck's state as a `Codable` value: index, history, loop flag, visible count, undo limit.
    public func snapshot() -> DeckSnapshot {
        DeckSnapshot(currentCardIndex: model.currentCardIndex, countOfCards: model.countOfCards, history: model.history,
                     isLoop: model.isLoop, countOfVisibleCards: model.countOfVisibleCards, undoLimit: model.undoLimit)
    }

    /// Restores a snapshot in its settled state: same front card, same history, same undo behaviour; any drag or
    /// animation in progress ends. The current history is reported as evicted (`.historyCleared`).
    /// - Throws: `KolodaError.invalidSnapshot` when it does not fit the data source's cards; the deck is unchanged.
    public func restore(_ snapshot: DeckSnapshot) throws(KolodaError) {
        guard !isInQuery else { throw .calledDuringQuery(operation: "restore(_:)") }
        let count = readCount()
        let restored = try snapshot.model(forCount: count)
        for r in model.history where !restored.history.contains(r) { enqueue(.historyEvicted(r, reason: .historyCleared)) }
        model = restored
        for var card in cards { payOwed(&card, show: false) }
        cards = []
        leaving = []
        drag = nil
        pointer.abandonDrag()
        appearScale.set(1)
        appearAlpha.set(1)
        syncCards(newCards: .instant)
        flushEvents()
    }
}
