extension KolodaDeck {
    // MARK: Hit testing (D15)

    /// The deck card whose rotated shape contains `point` (pt), front first, or nil. Cards on their way out are
    /// not hit.
    public func cardIndex(at point: Point) -> Int? {
        guard point.isFinite else { return nil }
        let context = SceneContext(deck: self)
        for card in cards where contains(card, point, in: context) { return card.index }
        return nil
    }

    /// Koloda's `point(inside:)`: false when `shouldPassthroughTapsWhenNoVisibleCards` is set and no card is
    /// shown, else whether `point` is inside the deck's bounds.
    public func acceptsPointer(at point: Point) -> Bool {
        if shouldPassthroughTapsWhenNoVisibleCards && cards.isEmpty { return false }
        return Rect(origin: .zero, size: size).contains(point)
    }

    private func contains(_ card: CardRuntime, _ point: Point, in context: SceneContext) -> Bool {
        guard let inverse = cardTransform(card, in: context).inverted else { return false }
        let local = inverse.apply(point)
        let bounds = context.cardSize
        return local.x >= 0 && local.y >= 0 && local.x <= bounds.width && local.y <= bounds.height
    }

    // MARK: Taps

    /// A tap at `point` (pt): the front card, when the tap is on it, is selected (`didSelectCardAt`). A tap on a
    /// background card peeking out from behind selects nothing, as in Koloda, where only the front card takes
    /// touches. Returns the selected index, or nil.
    @discardableResult
    public func tap(at point: Point) -> Int? {
        if rejectDuringQuery("tap(at:)") { flushEvents(); return nil }
        guard let index = cardIndex(at: point), index == cards.first?.index else { return nil }
        payOwed(&cards[0])
        enqueue(.didSelectCard(index: index))
        flushEvents()
        return index
    }

    // MARK: Drags from samples (for hosts with their own gesture recognizers)

    /// Whether a drag pressed at `press` (pt) and moving with `velocity` (pt/s) should be taken by the deck, for a
    /// host's gesture recognizer to ask before it begins: the press is on the front card, `shouldDragCardAt` allows
    /// it, and the motion heads within 60° of an allowed direction. So a vertical scroll that starts on a
    /// left-and-right deck is left to the scroll view around it. A motion of zero speed, or a non-finite one, is
    /// judged by the press alone. Changes nothing.
    public func shouldBeginDrag(at press: Point, velocity: Vector) -> Bool {
        guard !isInQuery, drag == nil, let card = cards.first, press.isFinite else { return false }
        guard contains(card, press, in: SceneContext(deck: self)), shouldDrag(card.index) else { return false }
        guard velocity.dx.isFinite, velocity.dy.isFinite, let heading = velocity.normalized else { return true }
        return allowedDirections(for: card.index).contains { heading.dot($0.unitVector) > Self.dragBeginCosine }
    }

    /// cos 60°: how far from an allowed direction a drag may start and still be the deck's.
    static let dragBeginCosine = 0.5

    /// A drag begins. The press point (`location − translation`) must be on the front card and
    /// `shouldDragCardAt` must allow it; returns whether the drag was taken. A card that is still moving (returning,
    /// coming back from an undo) is caught where it is, with no jump (D8).
    /// - Throws: `KolodaError.invalidSample` for a non-finite sample (nothing changes).
    @discardableResult
    public func dragBegan(_ sample: DragSample) throws(KolodaError) -> Bool {
        guard sample.isFinite else { throw .invalidSample }
        guard !isInQuery else { throw .calledDuringQuery(operation: "dragBegan(_:)") }
        guard var card = cards.first, drag == nil else { return false }
        let press = sample.location - sample.translation
        let context = SceneContext(deck: self)
        guard contains(card, press, in: context), shouldDrag(card.index) else { flushEvents(); return false }
        payOwed(&card)
        let current = card.offset.value(at: now)
        let base: Vector
        if card.isAtRest(at: now) {
            // At rest the grabbed point becomes the pivot and follows the finger exactly.
            let local = cardTransform(card, in: context).inverted?.apply(press) ?? .zero
            let size = cardSize
            card.anchor = Vector(dx: local.x - size.width / 2, dy: local.y - size.height / 2)
            card.side = local.y < size.height / 2 ? 1 : -1
            card.rotationMode = .derived
            base = current
        } else {
            // Moving: keep pivot and side, continue from where it is, and blend its rotation into the drag's.
            let rotationNow = currentRotation(of: card, at: now)
            card.rotationMode = .derived
            card.rotationBlend.set(0)
            let derivedNow = currentRotation(of: card, at: now)
            card.rotationBlend.set(rotationNow - derivedNow)
            card.rotationBlend.animate(to: 0, curve: animator.interruptionBlendAnimation(), at: now)
            base = current - sample.translation
        }
        let allowed = allowedDirections(for: card.index)
        card.allowedDirections = allowed
        card.offset = .held(current)
        cards[0] = card
        drag = DragState(cardID: card.id, base: base, allowed: allowed, pastThresholdDirection: nil)
        enqueue(.panBegan(index: card.index))
        applyDragTranslation(sample.translation)
        flushEvents()
        return true
    }

    /// The drag moved. Ignored when no drag is in progress.
    /// - Throws: `KolodaError.invalidSample` for a non-finite sample (nothing changes).
    public func dragChanged(_ sample: DragSample) throws(KolodaError) {
        guard sample.isFinite else { throw .invalidSample }
        guard !isInQuery else { throw .calledDuringQuery(operation: "dragChanged(_:)") }
        guard drag != nil else { return }
        applyDragTranslation(sample.translation)
        flushEvents()
    }

    /// The drag ended: the release decision (`decisionPolicy`, then `shouldSwipeCardAt`) swipes the card, continuing
    /// at the release velocity (D5), or returns it with the reset spring, starting at that velocity.
    /// `kolodaPanFinished` follows the decision's events.
    /// - Throws: `KolodaError.invalidSample` for a non-finite sample (nothing changes; the drag continues).
    public func dragEnded(_ sample: DragSample) throws(KolodaError) {
        guard sample.isFinite else { throw .invalidSample }
        guard !isInQuery else { throw .calledDuringQuery(operation: "dragEnded(_:)") }
        guard let state = drag, let card = cards.first, card.id == state.cardID else { drag = nil; return }
        applyDragTranslation(sample.translation)
        let offset = card.offset.value(at: now)
        let allowed = allowedDirections(for: card.index)
        let context = ReleaseContext(offset: heldOffset() ?? offset, velocity: Self.sanitizedVelocity(sample.velocity),
                                     cardSize: cardSize, allowedDirections: allowed, threshold: threshold())
        drag = nil
        if let direction = decisionPolicy.decide(context), allowed.contains(direction), shouldSwipe(card.index, direction) {
            commitSwipe(direction, velocity: context.velocity, programmatic: false)
        } else {
            returnFrontCard(velocity: context.velocity)
        }
        enqueue(.panFinished(index: card.index))
        flushEvents()
    }

    /// The drag was cancelled: the card returns (`kolodaDidResetCard`), without `kolodaPanFinished`.
    public func dragCancelled() {
        guard drag != nil, !isInQuery else { return }
        drag = nil
        returnFrontCard(velocity: .zero)
        flushEvents()
    }

    // MARK: Raw pointer events (for hosts without gesture recognizers)

    /// The pointer went down at `location` (pt) at `time` (s).
    /// - Throws: `KolodaError.invalidSample` for non-finite values (nothing changes).
    public func pointerDown(at location: Point, time: Double) throws(KolodaError) {
        guard location.isFinite, time.isFinite else { throw .invalidSample }
        try perform(pointer.down(at: location, time: time))
    }

    /// The pointer moved to `location` (pt) at `time` (s).
    /// - Throws: `KolodaError.invalidSample` for non-finite values (nothing changes).
    public func pointerMoved(to location: Point, time: Double) throws(KolodaError) {
        guard location.isFinite, time.isFinite else { throw .invalidSample }
        try perform(pointer.moved(to: location, time: time))
    }

    /// The pointer went up at `location` (pt) at `time` (s): ends a drag, or taps.
    /// - Throws: `KolodaError.invalidSample` for non-finite values (nothing changes).
    public func pointerUp(at location: Point, time: Double) throws(KolodaError) {
        guard location.isFinite, time.isFinite else { throw .invalidSample }
        try perform(pointer.up(at: location, time: time))
    }

    /// The pointer was lost (window focus, a cancelled touch).
    public func pointerCancelled() {
        if case .dragCancelled = pointer.cancel() { dragCancelled() }
    }

    private func perform(_ action: PointerRecognizer.Action) throws(KolodaError) {
        switch action {
        case .none: break
        case let .dragBegan(s):
            if try !dragBegan(s) { pointer.abandonDrag() }
        case let .dragChanged(s): try dragChanged(s)
        case let .dragEnded(s): try dragEnded(s)
        case .dragCancelled: dragCancelled()
        case let .tap(p): tap(at: p)
        }
    }

    // MARK: Drag internals

    private func heldOffset() -> Vector? {
        if case let .held(v) = cards.first?.offset { return v }
        return nil
    }

    /// Moves the held card to `base + translation` (rubber-banded when constrained) and reports progress.
    private func applyDragTranslation(_ translation: Vector) {
        guard var state = drag, !cards.isEmpty, cards[0].id == state.cardID else { return }
        let index = cards[0].index
        state.allowed = allowedDirections(for: index)
        cards[0].allowedDirections = state.allowed
        var offset = Self.boundedDragOffset(state.base + translation)
        if constrainsDragToAllowedDirections {
            offset = DragGeometry.constrained(offset, cardSize: cardSize, allowed: state.allowed)
        }
        cards[0].offset = .held(offset)
        let size = cardSize
        var past: SwipeResultDirection?
        if let direction = DragGeometry.nearestDirection(of: offset, cardSize: size, allowed: state.allowed) {
            let p = DragGeometry.progress(of: offset, toward: direction, cardSize: size)
            enqueue(.draggedCard(index: index, percentage: min(100 * p, 100), direction: direction))
            if p >= threshold() { past = direction }
        }
        if past != state.pastThresholdDirection {
            if let old = state.pastThresholdDirection { enqueue(.thresholdCrossed(index: index, direction: old, isPastThreshold: false)) }
            if let new = past { enqueue(.thresholdCrossed(index: index, direction: new, isPastThreshold: true)) }
            state.pastThresholdDirection = past
        }
        drag = state
    }

    /// Largest drag offset on either axis (pt). A finite but absurd translation (a host reporting 10³⁰ pt) would leave
    /// the card so far away that its return spring could not settle in any reasonable time; no screen is this big.
    static let maximumDragOffset = 1_000_000.0

    static func boundedDragOffset(_ v: Vector) -> Vector {
        let m = maximumDragOffset
        return Vector(dx: min(max(v.dx, -m), m), dy: min(max(v.dy, -m), m))
    }

    /// Springs the front card back to rest from where it is, at `velocity` (pt/s); reports `kolodaDidResetCard`.
    func returnFrontCard(velocity: Vector) {
        if !cards.isEmpty { returnCard(at: 0, velocity: velocity) }
    }

    /// Springs the card at `position` in the deck back to rest, at `velocity` (pt/s); reports `kolodaDidResetCard`.
    func returnCard(at position: Int, velocity: Vector) {
        let start = cards[position].offset.value(at: now)
        var motion = Animated<Vector>(start, threshold: .points)
        motion.animate(to: .zero, curve: animator.resetAnimation(), at: now, initialVelocity: velocity)
        cards[position].offset = .animated(motion)
        enqueue(.didResetCard(index: cards[position].index))
    }
}
