extension KolodaDeck {
    // MARK: Time

    /// Advances the deck to `now` (s, the host's monotonic clock): finishes animations that are done, delivers
    /// the notifications that were waiting for them (`didShowCardAt`, `didRewindTo`), and returns the scene with
    /// the events delivered since the previous tick. A time earlier than the last one is treated as the last one
    /// (time never goes backwards).
    /// - Throws: `KolodaError.invalidTime` for NaN or infinite times; nothing changes.
    @discardableResult
    public func tick(now newTime: Double) throws(KolodaError) -> DeckFrame {
        guard newTime.isFinite else { throw .invalidTime(newTime) }
        if newTime > now { now = newTime }
        let t = now
        leaving.removeAll { card in
            switch card.phase {
            // Done the way it left: a cross-fade (reduced motion) when faded out, a flight when out of sight.
            case .swiped: return card.fade.target == 0 ? card.fade.isSettled(at: t) : card.offset.isSettled(at: t)
            case .fading: return card.fade.isSettled(at: t)
            case .inDeck: return false
            }
        }
        if !cards.isEmpty, cards[0].owesShow || cards[0].owesRewind, drag == nil, cards[0].isSettled(at: t) {
            payOwed(&cards[0])
        }
        flushEvents()
        let frame = DeckFrame(scene: scene, events: frameEvents)
        frameEvents.removeAll(keepingCapacity: true)
        return frame
    }

    /// True while anything moves: a card, the deck's appearance, or a card on its way out.
    public var isAnimating: Bool {
        let t = now
        if !leaving.isEmpty || !appearScale.isSettled(at: t) || !appearAlpha.isSettled(at: t) { return true }
        return cards.contains { card in
            if case .held = card.offset { return false }
            return !card.isSettled(at: t)
        }
    }

    // MARK: Scene

    /// Every card to draw at the current time, back to front: cards fading out behind the deck, the deck from its
    /// last slot to the front, then cards on their way out (the most recent first, so earlier ones stay on top).
    public var scene: DeckScene {
        let t = now
        let context = SceneContext(deck: self)
        var snapshots: [CardSnapshot] = []
        snapshots.reserveCapacity(cards.count + leaving.count)
        for card in leaving where card.phase == .fading(onTop: false) { snapshots.append(snapshot(card, t, context)) }
        for card in cards.reversed() { snapshots.append(snapshot(card, t, context)) }
        for card in leaving.reversed() where card.phase != .fading(onTop: false) { snapshots.append(snapshot(card, t, context)) }
        return DeckScene(time: t, size: size, cards: snapshots, isAnimating: isAnimating,
                         currentCardIndex: model.currentCardIndex, countOfCards: model.countOfCards)
    }

    /// What every card's pose depends on, read once per scene.
    @MainActor struct SceneContext {
        let cardSize: Size
        let threshold: Double
        let transparentize: Bool
        /// How far background cards have moved toward the next slot because of the front card's drag (0…1).
        let backgroundShift: Double

        init(deck: KolodaDeck) {
            let cardSize = deck.cardSize
            self.cardSize = cardSize
            threshold = deck.threshold()
            transparentize = deck.shouldTransparentize()
            if let front = deck.cards.first, deck.shouldMoveBackground() {
                let offset = front.offset.value(at: deck.now)
                let direction = DragGeometry.nearestDirection(of: offset, cardSize: cardSize, allowed: front.allowedDirections)
                backgroundShift = direction.map { min(DragGeometry.progress(of: offset, toward: $0, cardSize: cardSize), 1) } ?? 0
            } else {
                backgroundShift = 0
            }
        }
    }

    /// The card's slot including the drag's pull on background cards.
    private func effectiveSlot(_ card: CardRuntime, _ t: Double, _ context: SceneContext) -> Double {
        let slot = card.slot.value(at: t)
        guard card.isInDeck, card.slot.target >= 1 else { return slot }
        return slot - context.backgroundShift
    }

    /// Background alpha by slot: opaque at 0, semi-transparent from 1 on, interpolated between (§2.8).
    private func slotAlpha(_ slot: Double, transparentize: Bool) -> Double {
        guard transparentize else { return alphaValueOpaque }
        let f = min(max(slot, 0), 1)
        return alphaValueOpaque + (alphaValueSemiTransparent - alphaValueOpaque) * f
    }

    /// Local (0…bounds) → deck coordinates for `card` at `t`, in a scene described by `context`.
    func cardTransform(_ card: CardRuntime, at t: Double, in context: SceneContext) -> AffineTransform {
        pose(card, t, context).transform
    }

    private struct Pose {
        var slot: Double, frame: Rect, offset: Vector, rotation: Double, scale: Double, transform: AffineTransform
    }

    private func pose(_ card: CardRuntime, _ t: Double, _ context: SceneContext) -> Pose {
        let slot = effectiveSlot(card, t, context)
        let frame = frame(atSlot: slot)
        let bounds = context.cardSize
        let offset = card.offset.value(at: t)
        let rotation = currentRotation(of: card, at: t)
        let scale = reducedMotion ? 1 : DragGeometry.scale(offset: offset, cardSize: bounds, parameters: dragParameters)
        let sx = bounds.width > 0 ? frame.width / bounds.width : 0
        let sy = bounds.height > 0 ? frame.height / bounds.height : 0
        let placement = AffineTransform.scale(x: sx, y: sy).then(.translation(Vector(dx: frame.minX, dy: frame.minY)))
        let pivot = placement.apply(Point(x: bounds.width / 2 + card.anchor.dx, y: bounds.height / 2 + card.anchor.dy))
        var transform = placement
            .then(.translation(Point.zero - pivot))
            .then(.scale(x: scale, y: scale))
            .then(.rotation(rotation))
            .then(.translation((pivot - Point.zero) + offset))
        if card.isInDeck {
            let a = appearScale.value(at: t)
            if a != 1 {
                let center = Vector(dx: size.width / 2, dy: size.height / 2)
                transform = transform.then(.translation(-center)).then(.scale(x: a, y: a)).then(.translation(center))
            }
        }
        return Pose(slot: slot, frame: frame, offset: offset, rotation: rotation, scale: scale, transform: transform)
    }

    private func snapshot(_ card: CardRuntime, _ t: Double, _ context: SceneContext) -> CardSnapshot {
        let p = pose(card, t, context)
        var alpha = slotAlpha(p.slot, transparentize: context.transparentize) * card.fade.value(at: t)
        if card.isInDeck { alpha *= appearAlpha.value(at: t) }
        alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
        let overlay: OverlayState
        if case let .swiped(direction) = card.phase {
            let progress = DragGeometry.progress(of: p.offset, toward: direction, cardSize: context.cardSize)
            overlay = OverlayState(direction: direction, progress: min(max(progress / context.threshold, 0), 1))
        } else if let direction = DragGeometry.nearestDirection(of: p.offset, cardSize: context.cardSize, allowed: card.allowedDirections) {
            let progress = DragGeometry.progress(of: p.offset, toward: direction, cardSize: context.cardSize)
            overlay = OverlayState(direction: direction, progress: min(max(progress / context.threshold, 0), 1))
        } else {
            overlay = .none
        }
        let isFront = card.isInDeck && cards.first?.id == card.id
        return CardSnapshot(id: card.id, index: card.index, contentVersion: card.contentVersion, slot: p.slot,
                            bounds: context.cardSize, frame: p.frame, offset: p.offset, rotation: p.rotation, scale: p.scale,
                            transform: p.transform, alpha: alpha, overlay: overlay,
                            isInteractive: isFront, isLeaving: !card.isInDeck)
    }
}
