/// How cards that enter the deck during a sync appear.
enum CardEntrance {
    /// At their slot, fully visible (set-up, restore).
    case instant
    /// At their slot, fading in with the animator's insertion curve.
    case fadeIn
}

extension KolodaDeck {
    // MARK: Geometry

    /// What the layout sees: the deck size and the stack settings.
    public var layoutContext: LayoutContext {
        LayoutContext(deckSize: size, countOfVisibleCards: model.countOfVisibleCards,
                      backgroundCardsTopMargin: backgroundCardsTopMargin,
                      backgroundCardsScalePercent: backgroundCardsScalePercent,
                      visibleCardsDirection: visibleCardsDirection)
    }

    /// Koloda's `frameForCard(at:)`: the layout's rectangle for `slot` (pt). Non-finite rectangles become `.zero`.
    public func frameForCard(at slot: Int) -> Rect {
        Self.frameForCard(at: slot, layout: layout, context: layoutContext)
    }

    /// The rectangle at a fractional slot: interpolated between whole slots, extrapolated past slot 0.
    func frame(atSlot s: Double) -> Rect {
        Self.frame(atSlot: s, layout: layout, context: layoutContext)
    }

    /// `layout`'s rectangle for `slot` (pt) in `context`; non-finite rectangles become `.zero`.
    static func frameForCard(at slot: Int, layout: any CardLayout, context: LayoutContext) -> Rect {
        let r = layout.frameForCard(at: max(0, slot), in: context)
        return r.isFinite ? r : .zero
    }

    /// `layout`'s rectangle at a fractional slot: interpolated between whole slots, extrapolated past slot 0.
    static func frame(atSlot s: Double, layout: any CardLayout, context: LayoutContext) -> Rect {
        // Bounded before the Int conversion, so no slot value can trap (slots are small in practice).
        let clamped = s.isFinite ? min(max(s, -1_000_000), 1_000_000) : 0
        let lower = max(0, Int(clamped.rounded(.down)))
        let t = clamped - Double(lower)
        let frame = frameForCard(at: lower, layout: layout, context: context)
        if t == 0 { return frame }
        return frame.interpolated(to: frameForCard(at: lower + 1, layout: layout, context: context), t)
    }

    /// The cards' logical size: the front slot's (pt).
    var cardSize: Size { frameForCard(at: 0).size }

    var effectiveViewport: Rect {
        if let viewport, viewport.isFinite { return viewport }
        let margin = max(size.width, size.height)
        return Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
    }

    // MARK: Creating and syncing cards

    func makeCard(index: Int, slot: Int, entrance: CardEntrance) -> CardRuntime {
        var fade = Animated<Double>(1, threshold: .unitless)
        if entrance == .fadeIn {
            fade.set(0)
            fade.animate(to: 1, curve: animator.insertionAnimation(), at: now)
        }
        return CardRuntime(id: makeCardID(), index: index, slot: Animated(Double(slot), threshold: .slot),
                           fade: fade, swipeDuration: readSwipeDuration())
    }

    /// Matches the cards in the deck to the model's visible indexes: kept cards move to their new slots, missing
    /// ones enter, extra ones fade out. `front`, when given, is placed at slot 0 as it is (an undone card).
    func syncCards(newCards entrance: CardEntrance, front: CardRuntime? = nil, animatedRemoval: Bool = true) {
        let visible = model.visibleIndexes
        var remaining = cards
        var next: [CardRuntime] = []
        next.reserveCapacity(visible.count)
        let moveCurve = animator.backgroundCardAnimation(duration: backgroundCardFrameAnimationDuration)
        for (slot, index) in visible.enumerated() {
            if slot == 0, let front {
                if let i = remaining.firstIndex(where: { $0.index == index }) { fadeOut(remaining.remove(at: i), animated: animatedRemoval) }
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
                next.append(makeCard(index: index, slot: slot, entrance: entrance))
            }
        }
        for card in remaining { fadeOut(card, animated: animatedRemoval) }
        cards = next
        if cards.first?.id != frontCardID {
            // Pushed back before it settled: it was never really shown; it will be owed again when it returns to the front.
            if let old = frontCardID, let i = cards.firstIndex(where: { $0.id == old }) {
                payOwed(&cards[i], show: false)
                // A card pushed back while dragged is let go: the drag is cancelled and the card springs back.
                if drag?.cardID == old {
                    drag = nil
                    pointer.abandonDrag()
                    returnCard(at: i, velocity: .zero)
                }
            }
            if !cards.isEmpty { cards[0].owesShow = true }
            frontCardID = cards.first?.id
        }
    }

    /// Sends a card out of the deck by fading it where it is (or drops it at once when not animated).
    func fadeOut(_ card: CardRuntime, animated: Bool) {
        var card = card
        payOwed(&card, show: false)
        if drag?.cardID == card.id { drag = nil }
        guard animated else { return }
        card.phase = .fading(onTop: card.slot.target == 0)
        card.fade.animate(to: 0, curve: animator.removalAnimation(), at: now)
        if case .held = card.offset { card.offset = .animated(Animated(card.offset.value(at: now), threshold: .points)) }
        leaving.append(card)
    }

    /// Enqueues the `didRewindTo` / `didShowCardAt` a card owes and clears the debt, so each is delivered at most once.
    /// `show` is true when the card settled or is being used (dragged, tapped, swiped): it was shown. A card that
    /// vanishes or is pushed back before that is not reported as shown, but an owed rewind is always reported:
    /// every undo produces exactly one `didRewindTo`.
    func payOwed(_ card: inout CardRuntime, show: Bool = true) {
        if card.owesRewind { enqueue(.didRewind(index: card.index)) }
        if show && (card.owesShow || card.owesRewind) { enqueue(.didShowCard(index: card.index)) }
        card.owesShow = false
        card.owesRewind = false
    }

    /// Rewrites the data indexes of every card on screen after a range update.
    func remapIndexes(_ transform: (Int) -> Int?) {
        var kept: [CardRuntime] = []
        for var card in cards {
            if let newIndex = transform(card.index) { card.index = newIndex; kept.append(card) } else { kept.append(markRemoved(card)) }
        }
        cards = kept
        for i in leaving.indices { if let n = transform(leaving[i].index) { leaving[i].index = n } }
    }

    /// Marks a card whose data was removed: it keeps its place until the sync fades it out.
    private func markRemoved(_ card: CardRuntime) -> CardRuntime {
        var card = card
        payOwed(&card, show: false)  // a card whose data is gone is not reported as shown
        card.index = -1 - card.id.rawValue  // matches no data index, so the sync drops it
        return card
    }

    // MARK: Leaving

    /// Sends the front card away in `direction`, starting at its current offset and `velocity` (pt/s).
    func launchFrontCard(_ direction: SwipeResultDirection, velocity: Vector, programmatic: Bool) -> CardRuntime? {
        guard !cards.isEmpty else { return nil }
        var card = cards.removeFirst()
        payOwed(&card)
        if drag?.cardID == card.id { drag = nil }
        let start = card.offset.value(at: now)
        card.phase = .swiped(direction)
        card.allowedDirections = [direction]
        if reducedMotion {
            card.offset = .animated(Animated(start, threshold: .points))
            card.fade.animate(to: 0, curve: animator.reducedMotionFade(), at: now)
        } else {
            let v = Self.sanitizedVelocity(velocity)
            let travel = Self.travelDirection(direction, offset: start, velocity: programmatic ? .zero : v)
            let frame = frameForCard(at: 0)
            let radius = 0.5 * (frame.width * frame.width + frame.height * frame.height).squareRoot() + card.anchor.length
            let center = frame.center + start
            let distance = FlightPath.exitDistance(center: center, radius: radius, direction: travel, viewport: effectiveViewport)
            let end = start + travel * distance
            card.offset = .flight(FlightPath(from: start, to: end, velocity: v, maximumDuration: card.swipeDuration, startTime: now))
            if programmatic {
                let current = currentRotation(of: card, at: now)
                card.rotationMode = .path(from: start, fromAngle: current, to: end, toAngle: direction.exitRotation)
                card.rotationBlend.set(0)
            }
        }
        leaving.append(card)
        return card
    }

    /// The direction a swiped card travels: where the release was heading when that leads toward `direction`,
    /// else where it was dragged, else straight along `direction`.
    static func travelDirection(_ direction: SwipeResultDirection, offset: Vector, velocity: Vector) -> Vector {
        let axis = direction.unitVector
        let projected = DragGeometry.projectedOffset(offset, velocity: velocity)
        if let u = projected.normalized, u.dot(axis) > 0.2 { return u }
        if let u = offset.normalized, u.dot(axis) > 0.2 { return u }
        return axis
    }

    /// Release velocities are capped at 20 000 pt/s; non-finite ones become zero.
    static func sanitizedVelocity(_ v: Vector) -> Vector {
        guard v.isFinite else { return .zero }
        let cap = 20_000.0
        let speed = v.length
        return speed > cap ? v * (cap / speed) : v
    }

    func currentRotation(of card: CardRuntime, at t: Double) -> Double {
        Self.rotation(of: card, offset: card.offset.value(at: t), at: t, cardSize: cardSize, parameters: dragParameters,
                      reducedMotion: reducedMotion)
    }

    /// The card's rotation (rad) at `t` when its offset is `offset` (pt).
    static func rotation(of card: CardRuntime, offset: Vector, at t: Double, cardSize: Size, parameters: DragParameters,
                         reducedMotion: Bool) -> Double {
        if reducedMotion { return 0 }
        let derived = DragGeometry.rotation(offset: offset, cardSize: cardSize, side: card.side, parameters: parameters)
        return card.rotationMode.rotation(offset: offset, derived: derived) + card.rotationBlend.value(at: t)
    }
}
