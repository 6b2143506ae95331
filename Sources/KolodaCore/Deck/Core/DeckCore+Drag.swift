extension DeckCore {
    // MARK: Dragging

    /// Takes the front card under the finger, pressed at `press` (pt, deck coordinates) with the drag's `translation`
    /// so far (pt). `frontTransform` is the card's transform now and `cardSize` the cards' size (pt); `allowed` are the
    /// delegate's directions for it. A card at rest is grabbed at the pressed point; a moving one (returning, coming
    /// back from an undo) is caught where it is, and its rotation blends into the drag's. Queues `kolodaPanBegan`.
    @MainActor
    mutating func beginDrag(
        press: Point, translation: Vector, allowed: [SwipeResultDirection],
        frontTransform: AffineTransform, cardSize: Size, curves: AnimationCurves
    ) {
        guard !cards.isEmpty else { return }
        var card = cards[0]
        payOwed(&card)
        let current = card.offset.value(at: now)
        let base: Vector
        if card.isAtRest(at: now) {
            // At rest the grabbed point becomes the pivot and follows the finger exactly.
            let local = frontTransform.inverted?.apply(press) ?? .zero
            card.anchor = Vector(dx: local.x - cardSize.width / 2, dy: local.y - cardSize.height / 2)
            card.side = local.y < cardSize.height / 2 ? 1 : -1
            card.rotationMode = .derived
            base = current
        } else {
            // Moving: keep pivot and side, continue from where it is, and blend its rotation into the drag's.
            let rotationNow = rotation(of: card, at: now, cardSize: cardSize)
            card.rotationMode = .derived
            card.rotationBlend.set(0)
            let derivedNow = rotation(of: card, at: now, cardSize: cardSize)
            card.rotationBlend.set(rotationNow - derivedNow)
            card.rotationBlend.animate(to: 0, curve: curves.interruptionBlend, at: now)
            base = current - translation
        }
        card.allowedDirections = SwipeDirectionList(allowed)
        card.offset = .held(current)
        cards[0] = card
        drag = DragState(cardID: card.id, base: base, allowed: allowed, pastThresholdDirection: nil)
        enqueue(.panBegan(index: card.index))
    }

    /// Moves the held card to the drag's base + `translation` (pt; rubber-banded when constrained to `allowed`, the
    /// delegate's directions), queues `draggedCardWithPercentage` when it heads somewhere, and records the threshold's
    /// crossings against `threshold` (the ratio the app gave for this update, kept in `answers`). Changes nothing
    /// when the front card is not being dragged.
    mutating func moveDrag(translation: Vector, allowed: [SwipeResultDirection], cardSize: Size, threshold: Double) {
        answers.threshold = threshold
        guard var state = drag, !cards.isEmpty, cards[0].id == state.cardID else { return }
        let index = cards[0].index
        state.allowed = allowed
        cards[0].allowedDirections = SwipeDirectionList(allowed)
        var offset = Self.boundedDragOffset(state.base + translation)
        if settings.constrainsDragToAllowedDirections {
            offset = DragGeometry.constrained(offset, cardSize: cardSize, allowed: allowed)
        }
        cards[0].offset = .held(offset)
        drag = state
        guard let direction = DragGeometry.nearestDirection(of: offset, cardSize: cardSize, allowed: allowed) else {
            crossThreshold(past: nil)
            return
        }
        let p = DragGeometry.progress(of: offset, toward: direction, cardSize: cardSize)
        enqueue(.draggedCard(index: index, percentage: min(100 * p, 100), direction: direction))
        crossThreshold(past: p >= threshold ? direction : nil)
    }

    /// Records that the drag is past the threshold in `past` (nil: in none) and queues the crossings: the old
    /// direction's end, then the new one's start.
    private mutating func crossThreshold(past: SwipeResultDirection?) {
        guard var state = drag, !cards.isEmpty, past != state.pastThresholdDirection else { return }
        let index = cards[0].index
        if let old = state.pastThresholdDirection {
            enqueue(.thresholdCrossed(index: index, direction: old, isPastThreshold: false))
        }
        if let new = past { enqueue(.thresholdCrossed(index: index, direction: new, isPastThreshold: true)) }
        state.pastThresholdDirection = past
        drag = state
    }

    /// The held offset of the front card (pt), if it is held.
    var heldOffset: Vector? {
        cards.isEmpty ? nil : cards[0].offset.heldOffset
    }

    /// Largest drag offset on either axis (pt). A finite but absurd translation (a host reporting 10³⁰ pt) would leave
    /// the card so far away that its return spring could not settle in any reasonable time; no screen is this big.
    static let maximumDragOffset = 1_000_000.0

    static func boundedDragOffset(_ v: Vector) -> Vector {
        let m = maximumDragOffset
        return Vector(dx: min(max(v.dx, -m), m), dy: min(max(v.dy, -m), m))
    }
}
