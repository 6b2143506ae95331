extension DeckCore {
    // MARK: Undoing

    /// Takes back the card of `record` (just reverted in the model) to bring it to the front from `direction`: the
    /// card still flying out when there is one, else a new card (lasting `swipeDuration`, s, when swiped) placed off
    /// screen, faded to `alphaValueTransparent`. `frontFrame` is the layout's rectangle for slot 0 (pt). The card is
    /// returned animating toward rest; `syncCards` places it.
    @MainActor
    mutating func takeBack(
        _ record: SwipeRecord, from direction: SwipeResultDirection, swipeDuration: Double,
        frontFrame: Rect, curves: AnimationCurves
    ) -> CardRuntime {
        var card: CardRuntime
        let startRotation: Double
        if let i = indexOfCardLeaving(record) {
            card = leaving.remove(at: i)
            startRotation = rotation(of: card, at: now, cardSize: frontFrame.size)
            if card.contentIsStale {
                card.contentVersion += 1
                card.contentIsStale = false
            }
        } else {
            card = makeCard(
                index: record.index, slot: 0, entrance: .instant, swipeDuration: swipeDuration, curves: curves)
            card.fade.set(settings.alphaValueTransparent)
            if !settings.reducedMotion {
                card.offset = .animated(
                    Animated(exitOffset(for: direction, frontFrame: frontFrame), threshold: .points))
            }
            startRotation = settings.reducedMotion ? 0 : settings.swipeFlyOut.exitRotation(direction)
        }
        bringBack(&card, rotatingFrom: startRotation, curves: curves)
        return card
    }

    /// The position in `leaving` of the card swiped by `record`, still on its way out. (`mutating` for the reason
    /// `makeScene` gives.)
    mutating func indexOfCardLeaving(_ record: SwipeRecord) -> Int? {
        leaving.lastIndex { $0.index == record.index && $0.phase == .swiped(record.direction) }
    }

    /// Marks the card `id`, if it is the front card, as owing a `didRewindTo`.
    mutating func owesRewind(_ id: CardID) {
        if !cards.isEmpty, cards[0].id == id { cards[0].owesRewind = true }
    }

    // MARK: Range updates

    /// Inserts the cards of `indexRange` into the model (the data now has `newCount` cards) and renumbers the cards on
    /// screen; the deck is unchanged when it throws. `syncCards` then brings the deck to the new window.
    /// With `keepsFront`, cards inserted at the front card's index do not take its place (`DeckModel.insert`).
    mutating func insertCards(_ indexRange: Range<Int>, newCount: Int, keepsFront: Bool = false) throws(KolodaError) {
        var next = model
        try next.insert(indexRange, newCount: newCount, keepsFront: keepsFront)
        model = next
        let lower = indexRange.lowerBound
        let n = indexRange.count
        remapIndexes { $0 >= lower ? $0 + n : $0 }
    }

    /// Removes the cards of `indexRange` from the model (the data now has `newCount` cards) and marks or renumbers the
    /// cards on screen; queues the eviction of the removed cards' undo records. The deck is unchanged when it throws.
    mutating func removeCards(_ indexRange: Range<Int>, newCount: Int) throws(KolodaError) {
        var next = model
        let dropped = try next.remove(indexRange, newCount: newCount)
        model = next
        for r in dropped { enqueue(.historyEvicted(r, reason: .cardRemoved)) }
        remapIndexes { i in
            if indexRange.contains(i) { return nil }
            return i >= indexRange.upperBound ? i - indexRange.count : i
        }
    }

    // MARK: Clearing

    /// Empties the deck (its cards are not reported as shown) and ends the drag; with `everything`, also drops the
    /// cards on their way out, the recognizer's drag and the appear animation.
    mutating func clearCards(everything: Bool) {
        for var card in cards { payOwed(&card, show: false) }
        cards = []
        if everything { leaving = [] }
        drag = nil
        if everything {
            swipeBack = nil
            pointer.abandonDrag()
            appearScale.set(1)
            appearAlpha.set(1)
        }
    }

    /// Bumps the `contentVersion` of the deck's cards whose data index is in `indexRange`.
    mutating func reconfigureCards(in indexRange: Range<Int>) {
        for i in cards.indices where indexRange.contains(cards[i].index) { cards[i].contentVersion += 1 }
    }
}
