extension KolodaDeck {
    // MARK: Hit testing (D15)

    /// The deck card whose rotated shape contains `point` (pt), front first, or nil. Cards on their way out are
    /// not hit.
    public func cardIndex(at point: Point) -> Int? {
        guard point.isFinite else { return nil }
        var answers = sceneAnswers()
        for position in core.cards.indices where contains(point, cardAt: position, answers: &answers) {
            return core.cards[position].index
        }
        return nil
    }

    /// Koloda's `point(inside:)`: false when `shouldPassthroughTapsWhenNoVisibleCards` is set and no card is
    /// shown (outside ``swipeBackRegion``), else whether `point` is inside the deck's bounds.
    public func acceptsPointer(at point: Point) -> Bool {
        // The band a swipe back starts in takes the pointer, so a deck that ran out can still bring its last card back.
        if settings.shouldPassthroughTapsWhenNoVisibleCards && core.cards.isEmpty && !startsSwipeBack(at: point) {
            return false
        }
        return Rect(origin: .zero, size: size).contains(point)
    }

    private func contains(_ point: Point, cardAt position: Int, answers: inout SceneAnswers) -> Bool {
        Self.contains(
            point, transform: transformOfCard(at: position, answers: &answers), bounds: answers.frames.whole[0].size)
    }

    /// Whether a card of size `bounds` (pt) drawn with `transform` covers `point` (pt).
    private static func contains(_ point: Point, transform: AffineTransform, bounds: Size) -> Bool {
        guard let inverse = transform.inverted else { return false }
        let local = inverse.apply(point)
        return local.x >= 0 && local.y >= 0 && local.x <= bounds.width && local.y <= bounds.height
    }

    // MARK: Taps

    /// A tap at `point` (pt): the front card, when the tap is on it, is selected (`didSelectCardAt`). A tap on a
    /// background card peeking out from behind selects nothing, as in Koloda, where only the front card takes
    /// touches. Returns the selected index, or nil.
    @discardableResult
    public func tap(at point: Point) -> Int? {
        transaction("tap(at:)", rejected: nil) {
            guard let index = cardIndex(at: point), index == core.cards.first?.index else { return .untouched(nil) }
            core.payFrontCard()
            enqueue(.didSelectCard(index: index))
            return .done(index)
        }
    }

    // MARK: Drags from samples (for hosts with their own gesture recognizers)

    /// Whether a drag pressed at `press` (pt) and moving with `velocity` (pt/s) should be taken by the deck, for a
    /// host's gesture recognizer to ask before it begins: the press is on the front card, `shouldDragCardAt` allows
    /// it, and the motion heads within 60° of an allowed direction. So a vertical scroll that starts on a
    /// left-and-right deck is left to the scroll view around it. A motion of zero speed, or a non-finite one, is
    /// judged by the press alone. Changes nothing.
    public func shouldBeginDrag(at press: Point, velocity: Vector) -> Bool {
        if let region = swipeBackRegion, startsSwipeBack(at: press) {
            // A swipe back heads into the deck, away from the edge.
            guard velocity.dx.isFinite, velocity.dy.isFinite, let heading = velocity.normalized else { return true }
            return heading.dot(region.direction.unitVector) < -Self.dragBeginCosine
        }
        guard !isInQuery, core.drag == nil, core.swipeBack == nil, !frontCardIsPending,
            let index = core.cards.first?.index, press.isFinite
        else { return false }
        var answers = sceneAnswers()
        guard contains(press, cardAt: 0, answers: &answers), shouldDrag(index) else { return false }
        guard velocity.dx.isFinite, velocity.dy.isFinite, let heading = velocity.normalized else { return true }
        return allowedDirections(for: index).contains { heading.dot($0.unitVector) > Self.dragBeginCosine }
    }

    /// True while a drag holds the front card (from `dragBegan` or a pointer's press until its release or cancel), or
    /// the last swiped card in a swipe back (``isSwipingBack``).
    public var isDragging: Bool { core.drag != nil || core.swipeBack != nil }

    /// cos 60°: how far from an allowed direction a drag may start and still be the deck's.
    static let dragBeginCosine = 0.5

    /// A drag begins. The press point (`location − translation`) must be on the front card and
    /// `shouldDragCardAt` must allow it; returns whether the drag was taken. A card that is still moving (returning,
    /// coming back from an undo) is caught where it is, with no jump. With swipe back on
    /// (``KolodaSettings/swipeBackEdgeWidth``), a press in ``swipeBackRegion`` takes the last swiped card back instead.
    /// - Throws: `KolodaError.invalidSample` for a non-finite sample (nothing changes).
    @discardableResult
    public func dragBegan(_ sample: DragSample) throws(KolodaError) -> Bool {
        guard sample.isFinite else { throw .invalidSample }
        return try transaction(throwing: "dragBegan(_:)") { () throws(KolodaError) -> TransactionEnd<Bool> in
            // One drag at a time: a swipe back in progress takes no second drag.
            guard core.swipeBack == nil else { return .untouched(false) }
            let press = sample.location - sample.translation
            if beginSwipeBack(press: press, translation: sample.translation) { return .done(true) }
            // A card waiting for the app's decision takes no drag.
            guard let index = core.cards.first?.index, core.drag == nil, !frontCardIsPending else {
                return .untouched(false)
            }
            var answers = sceneAnswers()
            let transform = transformOfCard(at: 0, answers: &answers)
            let size = answers.frames.whole[0].size
            guard Self.contains(press, transform: transform, bounds: size), shouldDrag(index) else {
                return .done(false)
            }
            let allowed = allowedDirections(for: index)
            core.beginDrag(
                press: press, translation: sample.translation, allowed: allowed, frontTransform: transform,
                cardSize: size, curves: animationCurves)
            applyDragTranslation(sample.translation)
            askMoveBackground()
            return .done(true)
        }
    }

    /// The drag moved. Ignored when no drag is in progress.
    /// - Throws: `KolodaError.invalidSample` for a non-finite sample (nothing changes).
    public func dragChanged(_ sample: DragSample) throws(KolodaError) {
        guard sample.isFinite else { throw .invalidSample }
        try transaction(throwing: "dragChanged(_:)") { () throws(KolodaError) -> TransactionEnd<Void> in
            if core.swipeBack != nil {
                core.moveSwipeBack(translation: sample.translation)
                return .done(())
            }
            guard core.drag != nil else { return .untouched(()) }
            applyDragTranslation(sample.translation)
            askMoveBackground()
            return .done(())
        }
    }

    /// The drag ended: the release decision (`decisionPolicy`, then `shouldSwipeCardAt`, asked on every release with a
    /// direction, then `decideSwipe`, which may defer it: ``pendingSwipe``) swipes the card, continuing at the release
    /// velocity with no jump in speed (under `SwipeFlyOut.koloda5Tween`, a release slower than a flick tweens as Koloda
    /// 5's did), or returns it with the reset spring, starting at that velocity.
    /// `kolodaPanFinished` follows the decision's events.
    /// - Throws: `KolodaError.invalidSample` for a non-finite sample (nothing changes; the drag continues).
    public func dragEnded(_ sample: DragSample) throws(KolodaError) {
        guard sample.isFinite else { throw .invalidSample }
        try transaction(throwing: "dragEnded(_:)") { () throws(KolodaError) -> TransactionEnd<Void> in
            if core.swipeBack != nil {
                endSwipeBack(translation: sample.translation, velocity: sample.velocity)
                return .done(())
            }
            guard let state = core.drag, let front = core.cards.first, front.id == state.cardID else {
                core.drag = nil
                return .untouched(())
            }
            let index = front.index
            let offset = front.offset.value(at: now)
            // The release's one threshold question: asked for the last move, kept for the decision.
            applyDragTranslation(sample.translation)
            let allowed = allowedDirections(for: index)
            let context = ReleaseContext(
                offset: core.heldOffset ?? offset,
                velocity: DeckCore.sanitizedVelocity(sample.velocity),
                cardSize: cardSize, allowedDirections: allowed, threshold: core.answers.threshold)
            core.drag = nil
            if let direction = releaseDecision(context, index: index) {
                releaseSwipe(direction, index: index, velocity: context.velocity)
            } else {
                returnFrontCard(velocity: context.velocity)
            }
            enqueue(.panFinished(index: index))
            return .done(())
        }
    }

    /// The policy's direction, or nil for a return. `shouldSwipeCardAt` is asked on every release with a direction,
    /// as Koloda 5 asked it: about the decided direction, or, for a release that returns, about the allowed direction
    /// nearest to where the card is (below the threshold too). Its answer vetoes a swipe and changes no return.
    private func releaseDecision(_ context: ReleaseContext, index: Int) -> SwipeResultDirection? {
        guard let decided = decisionPolicy.decide(context), context.allowedDirections.contains(decided) else {
            if let nearest = SwipeDecisionPolicy.nearestDirection(context) { _ = shouldSwipe(index, nearest) }
            return nil
        }
        return shouldSwipe(index, decided) ? decided : nil
    }

    /// The drag was cancelled: the card returns (`kolodaDidResetCard`), without `kolodaPanFinished`.
    public func dragCancelled() {
        // Ignored silently during a query, as a cancellation is no request.
        guard !isInQuery else { return }
        if core.swipeBack != nil {
            core.sendSwipeBackCardOut(velocity: .zero, frontFrame: frontFrame, curves: animationCurves)
            return
        }
        guard core.drag != nil else { return }
        core.drag = nil
        returnFrontCard(velocity: .zero)
        flushEvents()
    }

    // MARK: Raw pointer events (for hosts without gesture recognizers)

    /// The pointer went down at `location` (pt) at `time` (s).
    /// - Throws: `KolodaError.invalidSample` for non-finite values (nothing changes).
    public func pointerDown(at location: Point, time: Double) throws(KolodaError) {
        guard location.isFinite, time.isFinite else { throw .invalidSample }
        try perform(core.pointer.down(at: location, time: time))
    }

    /// The pointer moved to `location` (pt) at `time` (s).
    /// - Throws: `KolodaError.invalidSample` for non-finite values (nothing changes).
    public func pointerMoved(to location: Point, time: Double) throws(KolodaError) {
        guard location.isFinite, time.isFinite else { throw .invalidSample }
        try perform(core.pointer.moved(to: location, time: time))
    }

    /// The pointer went up at `location` (pt) at `time` (s): ends a drag, or taps.
    /// - Throws: `KolodaError.invalidSample` for non-finite values (nothing changes).
    public func pointerUp(at location: Point, time: Double) throws(KolodaError) {
        guard location.isFinite, time.isFinite else { throw .invalidSample }
        try perform(core.pointer.up(at: location, time: time))
    }

    /// The pointer was lost (window focus, a cancelled touch).
    public func pointerCancelled() {
        if case .dragCancelled = core.pointer.cancel() { dragCancelled() }
    }

    private func perform(_ action: PointerRecognizer.Action) throws(KolodaError) {
        switch action {
        case .none: break
        case .dragBegan(let s):
            if try !dragBegan(s) { core.pointer.abandonDrag() }
        case .dragChanged(let s): try dragChanged(s)
        case .dragEnded(let s): try dragEnded(s)
        case .dragCancelled: dragCancelled()
        case .tap(let p): tap(at: p)
        }
    }

    // MARK: Drag internals

    /// Moves the held card to `base + translation` (rubber-banded when constrained) and reports progress and
    /// threshold crossings. The delegate's directions and the threshold are asked on every update.
    private func applyDragTranslation(_ translation: Vector) {
        guard let state = core.drag, let index = core.cards.first?.index, core.cards[0].id == state.cardID else {
            return
        }
        let allowed = allowedDirections(for: index)
        // Asked before the move, whether or not the card heads somewhere, as Koloda 5 read it on every update; the
        // core records the crossing with it and keeps it for the frames.
        core.moveDrag(translation: translation, allowed: allowed, cardSize: cardSize, threshold: threshold())
    }
}
