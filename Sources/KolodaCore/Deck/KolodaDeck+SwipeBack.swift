// Swipe back to undo, in the shell: where a drag may start one, and its release. The drag entry points
// (`dragBegan(_:)`, `dragChanged(_:)`, `dragEnded(_:)`, `dragCancelled()`) route to it, so every front that feeds
// them (gesture samples or raw pointer events) has it. The outcomes of every edge case are in docs/behaviour.md,
// "Swipe back to undo".
extension KolodaDeck {
    // MARK: Swipe back to undo

    /// True while a drag holds the last swiped card, bringing it back (``KolodaSettings/swipeBackEdgeWidth``).
    public var isSwipingBack: Bool { core.swipeBack != nil }

    /// Where a swipe back may start now: the band along the edge the last swiped card left from, or nil when swipe
    /// back is off, there is nothing to undo, a drag or a swipe back is under way, or a swipe waits for the app's
    /// decision.
    public var swipeBackRegion: SwipeBackRegion? {
        guard let width = settings.swipeBackEdgeWidth, SwipeBackRegion.isEnabled(edgeWidth: width),
            core.drag == nil, core.swipeBack == nil, pendingDecisions.current == nil,
            let record = undoableRecord
        else { return nil }
        // Right-to-left: the band is physical, the side the card was seen to leave. Records hold physical directions
        // today; if they come to hold reading-order ones (leading, trailing), this is the one place that maps them to
        // the physical side with the layout direction, before the band is found.
        return SwipeBackRegion(direction: record.direction, edgeWidth: width)
    }

    /// The history's last swipe when `revertAction()` would undo it.
    private var undoableRecord: SwipeRecord? {
        guard let record = core.model.history.last, record.index >= 0, record.index < core.model.countOfCards
        else { return nil }
        return record
    }

    /// Whether a drag pressed at `press` (pt) would start a swipe back.
    func startsSwipeBack(at press: Point) -> Bool {
        guard !isInQuery, press.isFinite, let region = swipeBackRegion else { return false }
        return region.contains(press, deckSize: size)
    }

    /// Starts a swipe back for a drag pressed at `press` (pt) with `translation` so far (pt), inside a transaction;
    /// false, changing nothing, when the press is not in ``swipeBackRegion``.
    func beginSwipeBack(press: Point, translation: Vector) -> Bool {
        guard startsSwipeBack(at: press), let record = undoableRecord else { return false }
        let swipeDuration = core.indexOfCardLeaving(record) == nil ? readSwipeDuration() : 0
        core.beginSwipeBack(
            record, press: press, translation: translation, swipeDuration: swipeDuration, frontFrame: frontFrame,
            curves: animationCurves)
        return true
    }

    /// The swipe back's release at `translation` (pt) and `velocity` (pt/s), inside a transaction: where a drag of
    /// the card would return (``decisionPolicy`` with the card's direction allowed), the swipe is undone as
    /// `revertAction()` undoes it; else, or when its swipe is no longer the last (a command came during the drag), the
    /// card flies back out and nothing changes.
    func endSwipeBack(translation: Vector, velocity: Vector) {
        guard let state = core.swipeBack else { return }
        core.moveSwipeBack(translation: translation)
        let v = DeckCore.sanitizedVelocity(velocity)
        if let i = core.indexOfSwipeBackCard(), undoableRecord == state.record {
            let context = ReleaseContext(
                offset: core.leaving[i].offset.value(at: now), velocity: v, cardSize: cardSize,
                allowedDirections: [state.record.direction], threshold: threshold())
            if decisionPolicy.decide(context) != state.record.direction, revertLastSwipe(direction: nil) { return }
        }
        core.sendSwipeBackCardOut(velocity: v, frontFrame: frontFrame, curves: animationCurves)
    }
}
