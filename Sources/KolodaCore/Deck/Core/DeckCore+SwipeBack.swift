// Swipe back to undo, in the core: the card of the last swipe is held in `leaving` (still `.swiped`, so it is drawn
// above the deck with its direction's overlay) while the finger brings it back. The model is not touched until the
// release: an undo then goes through `revertAction`'s path, and a card sent back out leaves the deck as it was. The
// outcomes of every edge case are in docs/behaviour.md, "Swipe back to undo".
extension DeckCore {
    /// Takes the card of `record` (the history's last) under the finger pressed at `press` (pt) with the drag's
    /// `translation` so far (pt): the card still flying out is caught where it is, else a new card (lasting
    /// `swipeDuration`, s) is placed off screen on the side it left, its inner edge under the finger. `frontFrame` is
    /// the layout's rectangle for slot 0 (pt). Queues no event.
    @MainActor
    mutating func beginSwipeBack(
        _ record: SwipeRecord, press: Point, translation: Vector, swipeDuration: Double, frontFrame: Rect,
        curves: AnimationCurves
    ) {
        var card: CardRuntime
        let base: Vector
        if let i = indexOfCardLeaving(record) {
            card = leaving.remove(at: i)
            let current = card.offset.value(at: now)
            // Caught in flight: its rotation blends into the drag's, as a caught returning card's does.
            let rotationNow = rotation(of: card, at: now, cardSize: frontFrame.size)
            card.rotationMode = .derived
            card.rotationBlend.set(0)
            card.rotationBlend.set(rotationNow - rotation(of: card, at: now, cardSize: frontFrame.size))
            card.rotationBlend.animate(to: 0, curve: curves.interruptionBlend, at: now)
            card.fade.animate(to: 1, curve: curves.interruptionBlend, at: now)
            base = current - translation
        } else {
            card = makeCard(
                index: record.index, slot: 0, entrance: .instant, swipeDuration: swipeDuration, curves: curves)
            card.phase = .swiped(record.direction)
            card.allowedDirections = [record.direction]
            base = SwipeBackRegion.startOffset(direction: record.direction, press: press, frontFrame: frontFrame)
        }
        card.anchor = .zero
        card.side = 1
        card.offset = .held(Self.boundedDragOffset(base + translation))
        leaving.append(card)
        swipeBack = SwipeBackState(cardID: card.id, record: record, base: base)
    }

    /// The position in `leaving` of the card held by the swipe back, if any.
    func indexOfSwipeBackCard() -> Int? {
        guard let id = swipeBack?.cardID else { return nil }
        return leaving.firstIndex { $0.id == id }
    }

    /// Moves the card held by the swipe back to its base + `translation` (pt). Queues no event.
    mutating func moveSwipeBack(translation: Vector) {
        guard let state = swipeBack, let i = indexOfSwipeBackCard() else { return }
        leaving[i].offset = .held(Self.boundedDragOffset(state.base + translation))
    }

    /// Sends the card held by the swipe back, if it is still on its way out, back out toward the side it left at
    /// `velocity` (pt/s), from where it is (a cross-fade under reduced motion); ends the swipe back. Queues no event.
    @MainActor
    mutating func sendSwipeBackCardOut(velocity: Vector, frontFrame: Rect, curves: AnimationCurves) {
        defer { swipeBack = nil }
        guard let i = indexOfSwipeBackCard(), case .swiped(let direction) = leaving[i].phase else { return }
        let start = leaving[i].offset.value(at: now)
        if settings.reducedMotion {
            leaving[i].offset = .animated(Animated(start, threshold: .points))
            leaving[i].fade.animate(to: 0, curve: curves.reducedMotionFade, at: now)
            return
        }
        let v = Self.sanitizedVelocity(velocity)
        let travel = Self.travelDirection(direction, offset: start, velocity: v)
        let radius = 0.5 * (frontFrame.width * frontFrame.width + frontFrame.height * frontFrame.height).squareRoot()
        let distance = FlightPath.exitDistance(
            center: frontFrame.center + start, radius: radius, direction: travel, viewport: effectiveViewport)
        leaving[i].offset = .flight(
            FlightPath(
                from: start, to: start + travel * distance, velocity: v,
                maximumDuration: leaving[i].swipeDuration, startTime: now))
    }

    /// Moves the card held by the swipe back to the end of `leaving`, so that `indexOfCardLeaving` finds it first.
    mutating func moveSwipeBackCardLast() {
        guard let i = indexOfSwipeBackCard() else { return }
        leaving.append(leaving.remove(at: i))
    }
}
