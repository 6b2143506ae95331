extension KolodaDeck {
    // The transitions that several calls share, with the answers they need asked of the app first.

    // MARK: Syncing cards

    /// The core's `syncCards`, with a swipe duration read from the data source for each card it creates; then
    /// transparentize is asked.
    func syncCards(
        newCards entrance: CardEntrance, front: CardRuntime? = nil, animatedRemoval: Bool = true,
        showsNewFront: Bool = true
    ) {
        let visible = core.model.visibleIndexes
        let entering = DeckCore.countOfCardsEntering(visible, withFront: front != nil, cards: core.cards)
        // The durations go into storage the deck keeps, so a sync allocates nothing once it has grown.
        swipeDurationScratch.removeAllKeepingStorage()
        for _ in 0..<entering { swipeDurationScratch.append(readSwipeDuration()) }
        core.syncCards(
            visible, newCards: entrance, front: front, animatedRemoval: animatedRemoval, showsNewFront: showsNewFront,
            swipeDurations: swipeDurationScratch, curves: animationCurves)
        askTransparentize()  // the cards' alphas are set anew, when Koloda 5 asked it
    }

    // MARK: Returning the front card

    /// The core's `returnFrontCard` at `velocity` (pt/s), transparentize asked first (Koloda 5 asked it as it reset
    /// the background cards).
    func returnFrontCard(velocity: Vector) {
        askTransparentize()
        core.returnFrontCard(velocity: velocity, curves: animationCurves)
    }

    // MARK: Committing a swipe

    /// Commits a swipe of the front card: the card leaves, the model advances, events are queued (`didSwipeCardAt`
    /// now, at the decision, with its exact angle for a swipe toward one (`heading`), then `kolodaDidRunOutOfCards` if
    /// it was the last). The count is read again (Koloda did).
    func commitSwipe(
        _ direction: SwipeResultDirection, velocity: Vector, programmatic: Bool, heading: SwipeHeading? = nil
    ) {
        core.launchFrontCard(
            direction, velocity: velocity, programmatic: programmatic,
            heading: heading.flatMap { $0.isDirectionsOwn ? nil : $0 }, frontFrame: frontFrame,
            curves: animationCurves)
        guard let (record, evicted) = core.model.commitSwipe(direction) else { return }
        enqueue(.didSwipeCard(index: record.index, direction: direction))
        if let heading {
            enqueue(.didSwipeCardAtAngle(index: record.index, direction: direction, angle: heading.angle))
        }
        for r in evicted { enqueue(.historyEvicted(r, reason: .undoLimit)) }
        let actual = readCount()
        if actual != core.model.countOfCards {
            report(.countChangedWithoutUpdate(cached: core.model.countOfCards, actual: actual))
            for r in core.model.reload(newCount: actual) { enqueue(.historyEvicted(r, reason: .cardRemoved)) }
        }
        syncCards(newCards: .fadeIn)
        if core.model.isRunOutOfCards { enqueue(.didRunOutOfCards) }
    }
}

extension KolodaDeck {
    /// The animator's curves, asked before a transition that may start an animation (never during one).
    var animationCurves: AnimationCurves {
        let settings = core.settings
        return AnimationCurves(
            animator: animator,
            backgroundCardFrameAnimationDuration: settings.backgroundCardFrameAnimationDuration,
            reverseAnimationDuration: settings.reverseAnimationDuration,
            appearanceAnimationDuration: settings.appearanceAnimationDuration)
    }
}
