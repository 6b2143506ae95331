/// How cards that enter the deck during a sync appear.
enum CardEntrance {
    /// At their slot, fully visible (set-up, restore).
    case instant
    /// At their slot, fading in with the animator's insertion curve.
    case fadeIn
}

extension DeckCore {
    // MARK: Creating and syncing cards

    /// A new card for data index `index` at `slot`, flying out in `swipeDuration` (s) when swiped.
    // Not inlined: the sync, undo and swipe-back each had a copy, 580 B of the web module's gzip (measured).
    @MainActor @inline(never)
    mutating func makeCard(
        index: Int, slot: Int, entrance: CardEntrance, swipeDuration: Double,
        curves: AnimationCurves
    ) -> CardRuntime {
        var fade = Animated<Double>(1, threshold: .unitless)
        if entrance == .fadeIn {
            fade.set(0)
            fade.animate(to: 1, curve: curves.insertion, at: now)
        }
        return CardRuntime(
            id: makeCardID(), index: index, slot: Animated(Double(slot), threshold: .slot),
            fade: fade, swipeDuration: swipeDuration)
    }

    /// How many cards `syncCards` would create: the `visible` indexes (the model's) that match no card of `cards`
    /// (slot 0 excepted when a `front` card is given). The shell reads one swipe duration from the data source for
    /// each.
    static func countOfCardsEntering(
        _ visible: [Int], withFront hasFront: Bool, cards: borrowing [CardRuntime]
    ) -> Int {
        // The same matching as `syncCards`, where each visible index takes the first remaining card with that
        // index: the visible index at `slot` finds a card when the cards hold that index more often than the
        // earlier slots ask for it.
        var entering = 0
        for (slot, index) in visible.enumerated() where slot != 0 || !hasFront {
            var held = 0
            for i in cards.indices where cards[i].index == index { held += 1 }
            var askedBefore = 0
            for earlier in visible[..<slot] where earlier == index { askedBefore += 1 }
            if held <= askedBefore { entering += 1 }
        }
        return entering
    }

    /// Matches the cards in the deck to `visible`, the model's visible indexes: kept cards move to their new slots,
    /// missing ones enter (the n-th taking `swipeDurations[n]`, s), extra ones fade out. `front`, when given, is placed
    /// at slot 0 as it is (an undone card). A card that becomes the front owes its `didShowCardAt` when
    /// `showsNewFront`.
    @MainActor
    mutating func syncCards(
        _ visible: [Int], newCards entrance: CardEntrance, front: CardRuntime? = nil,
        animatedRemoval: Bool = true, showsNewFront: Bool = true, swipeDurations: some RandomAccessCollection<Double>,
        curves: AnimationCurves
    ) {
        var remaining = cards
        var next: [CardRuntime] = []
        next.reserveCapacity(visible.count)
        var entered = 0
        let moveCurve = curves.backgroundCard
        for (slot, index) in visible.enumerated() {
            if slot == 0, let front {
                if let i = remaining.firstIndex(where: { $0.index == index }) {
                    fadeOut(remaining.remove(at: i), animated: animatedRemoval, curves: curves)
                }
                next.append(front)
                continue
            }
            if let i = remaining.firstIndex(where: { $0.index == index }) {
                var card = remaining.remove(at: i)
                if card.slot.target != Double(slot) {
                    card.slot.animate(to: Double(slot), curve: moveCurve, at: now)
                }
                next.append(card)
            } else {
                let duration = swipeDurations[swipeDurations.index(swipeDurations.startIndex, offsetBy: entered)]
                next.append(
                    makeCard(index: index, slot: slot, entrance: entrance, swipeDuration: duration, curves: curves))
                entered += 1
            }
        }
        for card in remaining { fadeOut(card, animated: animatedRemoval, curves: curves) }
        cards = next
        if cards.first?.id != frontCardID {
            // Pushed back before it settled: it was never really shown; it will be owed again when it returns to the
            // front.
            if let old = frontCardID, let i = cards.firstIndex(where: { $0.id == old }) {
                Self.payOwed(&cards[i], show: false, into: &events)
                // A card pushed back while dragged is let go: the drag is cancelled and the card springs back.
                if drag?.cardID == old {
                    drag = nil
                    pointer.abandonDrag()
                    returnCard(at: i, velocity: .zero, curves: curves)
                }
            }
            if !cards.isEmpty { cards[0].owesShow = showsNewFront }
            frontCardID = cards.first?.id
        }
    }

    /// Sends a card out of the deck by fading it where it is (or drops it at once when not animated).
    @MainActor
    mutating func fadeOut(_ card: CardRuntime, animated: Bool, curves: AnimationCurves) {
        var card = card
        payOwed(&card, show: false)
        if drag?.cardID == card.id { drag = nil }
        guard animated else { return }
        card.phase = .fading(onTop: card.slot.target == 0)
        card.fade.animate(to: 0, curve: curves.removal, at: now)
        if card.offset.isHeld {
            card.offset = .animated(Animated(card.offset.value(at: now), threshold: .points))
        }
        leaving.append(card)
    }

    /// Rewrites the data indexes of every card on screen after a range update; a card whose data is gone (`transform`
    /// gives nil) keeps its place until the sync fades it out.
    mutating func remapIndexes(_ transform: (Int) -> Int?) {
        var kept: [CardRuntime] = []
        for var card in cards {
            if let newIndex = transform(card.index) {
                card.index = newIndex
            } else {
                payOwed(&card, show: false)  // a card whose data is gone is not reported as shown
                card.index = -1 - card.id.rawValue  // matches no data index, so the sync drops it
            }
            kept.append(card)
        }
        cards = kept
        for i in leaving.indices { if let n = transform(leaving[i].index) { leaving[i].index = n } }
    }

    /// Asks again for the content of every card on screen: bumps the deck's cards' `contentVersion` and marks the
    /// cards on their way out (asked again only if an undo brings one back).
    mutating func reconfigureCards() {
        for i in cards.indices { cards[i].contentVersion += 1 }
        for i in leaving.indices { leaving[i].contentIsStale = true }
    }

    /// Places every card at its slot at once, ending slot and fade animations (Koloda's `layoutDeck()`).
    mutating func layOutCards() {
        for i in cards.indices {
            cards[i].slot.set(cards[i].slot.target)
            cards[i].fade.set(cards[i].fade.target)
        }
    }
}
