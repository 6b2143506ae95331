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
            case .swiped: return card.fade.target == 0 ? card.fade.isSettled(at: t) : card.offsetClock.isSettled(at: t)
            case .fading: return card.fade.isSettled(at: t)
            case .inDeck: return false
            }
        }
        // Owed notifications wait until the front card's motions are complete (POP's rule), not fully settled.
        if !cards.isEmpty, cards[0].owesShow || cards[0].owesRewind, drag == nil, cards[0].isComplete(at: t) {
            payOwed(&cards[0])
        }
        flushEvents()
        // The frame's arrays come from recycled storage, so a steady stream of frames allocates nothing.
        let scene = sceneStorage.next { makeScene(into: &$0) }
        var events: [TimedEvent] = []
        if !frameEvents.isEmpty {
            events = eventStorage.next { (storage: inout [TimedEvent]) -> [TimedEvent] in
                storage.append(contentsOf: frameEvents)
                return storage
            }
        }
        frameEvents.removeAll(keepingCapacity: true)
        return DeckFrame(scene: scene, events: events)
    }

    /// True while anything moves: a card, the deck's appearance, or a card on its way out.
    public var isAnimating: Bool {
        let t = now
        if !leaving.isEmpty || !appearScale.isSettled(at: t) || !appearAlpha.isSettled(at: t) { return true }
        // Read in place (a card is large; copying each one every frame cost more than the checks). A buffer pointer,
        // not a Span: Array's `span` needs iOS 26.
        // Indexing reads each card in place; iterating the buffer would copy every card.
        return cards.withUnsafeBufferPointer { cards in
            for i in cards.indices where !cards[i].offsetClock.isHeld && !cards[i].isSettled(at: t) { return true }
            return false
        }
    }

    // MARK: Scene

    /// Every card to draw at the current time, back to front: cards fading out behind the deck, the deck from its
    /// last slot to the front, then cards on their way out (the most recent first, so earlier ones stay on top).
    public var scene: DeckScene {
        var snapshots: [CardSnapshot] = []
        return makeScene(into: &snapshots)
    }

    /// The scene, its cards written into `snapshots` (emptied first, its capacity kept): `tick` passes storage it
    /// recycles, so a frame allocates nothing once the host has let go of the frame before last.
    func makeScene(into snapshots: inout [CardSnapshot]) -> DeckScene {
        let context = SceneContext(deck: self)
        snapshots.removeAll(keepingCapacity: true)
        snapshots.reserveCapacity(cards.count + leaving.count)
        // The cards are read in place (a card is large; copying each one every frame cost more than its pose).
        leaving.withUnsafeBufferPointer { leaving in
            cards.withUnsafeBufferPointer { cards in
                // Each card is read through its address, field by field: passing a card (large, holding an array)
                // to a function copied it, and its rectangle is found first (that may ask the layout).
                // (A buffer of an empty array may have no address; the loops then do not run.)
                for i in leaving.indices where leaving[i].phase == .fading(onTop: false) {
                    snapshots.append(context.snapshot(leaving.baseAddress! + i))
                }
                for i in cards.indices.reversed() { snapshots.append(context.snapshot(cards.baseAddress! + i)) }
                for i in leaving.indices.reversed() where leaving[i].phase != .fading(onTop: false) {
                    snapshots.append(context.snapshot(leaving.baseAddress! + i))
                }
            }
        }
        return DeckScene(time: context.time, size: context.deckSize, cards: snapshots, isAnimating: isAnimating,
                         currentCardIndex: model.currentCardIndex, countOfCards: model.countOfCards)
    }

    /// Local (0…bounds) → deck coordinates for `card` at the current time, in a scene described by `context`.
    func cardTransform(_ card: CardRuntime, in context: SceneContext) -> AffineTransform {
        context.pose(card).transform
    }

    /// Everything a card's pose depends on, read from the deck (and its data source and delegate) once per scene;
    /// the poses themselves are pure functions of it and the card.
    @MainActor struct SceneContext {
        let time: Double
        let deckSize: Size
        let layout: any CardLayout
        let layoutContext: LayoutContext
        /// The layout's rectangles for the whole slots 0…`cards.count`, asked once per scene (a pose interpolates
        /// between two of them; asking the layout twice per card was a fifth of a frame with ten cards).
        let slotFrames: [Rect]
        let cardSize: Size
        let parameters: DragParameters
        let reducedMotion: Bool
        let threshold: Double
        let transparentize: Bool
        let alphaValueOpaque: Double
        let alphaValueSemiTransparent: Double
        let appearScale: Double
        let appearAlpha: Double
        let frontID: CardID?
        /// How far background cards have moved toward the next slot because of the front card's drag (0…1).
        let backgroundShift: Double

        init(deck: KolodaDeck) {
            let t = deck.now
            time = t
            deckSize = deck.size
            layout = deck.layout
            layoutContext = deck.layoutContext
            slotFrames = deck.fillSlotFrames()
            let cardSize = slotFrames[0].size
            self.cardSize = cardSize
            parameters = deck.dragParameters
            reducedMotion = deck.reducedMotion
            threshold = deck.threshold()
            transparentize = deck.shouldTransparentize()
            alphaValueOpaque = deck.alphaValueOpaque
            alphaValueSemiTransparent = deck.alphaValueSemiTransparent
            appearScale = deck.appearScale.value(at: t)
            appearAlpha = deck.appearAlpha.value(at: t)
            // The front card is read in place (a card is large).
            let front = deck.cards.withUnsafeBufferPointer { cards in
                cards.isEmpty ? nil : (id: cards[0].id, offset: cards[0].offsetValue(at: t), allowed: cards[0].allowedDirections)
            }
            frontID = front?.id
            if let front, deck.shouldMoveBackground() {
                let direction = DragGeometry.nearestDirection(of: front.offset, cardSize: cardSize, allowed: front.allowed)
                backgroundShift = direction.map { min(DragGeometry.progress(of: front.offset, toward: $0, cardSize: cardSize), 1) } ?? 0
            } else {
                backgroundShift = 0
            }
        }

        /// The card's slot including the drag's pull on background cards.
        func effectiveSlot(_ card: CardRuntime) -> Double {
            let slot = card.slot.value(at: time)
            guard card.isInDeck, card.slot.target >= 1 else { return slot }
            return slot - backgroundShift
        }

        /// Background alpha by slot: opaque at 0, semi-transparent from 1 on, interpolated between (§2.8).
        func slotAlpha(_ slot: Double) -> Double {
            guard transparentize else { return alphaValueOpaque }
            let f = min(max(slot, 0), 1)
            return alphaValueOpaque + (alphaValueSemiTransparent - alphaValueOpaque) * f
        }

        struct Pose {
            var slot: Double, frame: Rect, offset: Vector, rotation: Double, scale: Double, transform: AffineTransform
        }

        func pose(_ card: CardRuntime) -> Pose {
            withUnsafePointer(to: card) { pose($0) }
        }

        /// The card's pose; `card` is read field by field (see `makeScene(into:)`).
        @inline(__always)
        func pose(_ card: UnsafePointer<CardRuntime>) -> Pose {
            let t = time
            let isInDeck = card.pointee.phase == .inDeck
            let slotMotion = card.pointee.slot
            var slot = slotMotion.value(at: t)
            if isInDeck && slotMotion.target >= 1 { slot -= backgroundShift }  // the drag's pull (`effectiveSlot`)
            let frame = frame(atSlot: slot)
            let bounds = cardSize
            let offset = card.pointee.offsetClock.knownValue(at: t) ?? card.pointee.offset.value(at: t)
            let rotation: Double
            if reducedMotion {
                rotation = 0
            } else {
                let derived = DragGeometry.rotation(offset: offset, cardSize: bounds, side: card.pointee.side, parameters: parameters)
                rotation = card.pointee.rotationMode.rotation(offset: offset, derived: derived) + card.pointee.rotationBlend.value(at: t)
            }
            let scale = reducedMotion ? 1 : DragGeometry.scale(offset: offset, cardSize: bounds, parameters: parameters)
            let sx = bounds.width > 0 ? frame.width / bounds.width : 0
            let sy = bounds.height > 0 ? frame.height / bounds.height : 0
            // placement, then about the pivot: scale, rotate, and move by the offset. Composed with `Self.compose`,
            // which skips the products by an identity (a card at rest has scale 1 and rotation 0).
            let placement = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: frame.minX, ty: frame.minY)
            let anchor = card.pointee.anchor
            let pivot = placement.apply(Point(x: bounds.width / 2 + anchor.dx, y: bounds.height / 2 + anchor.dy))
            var transform = Self.compose(placement, pivot: pivot, scale: scale, rotation: rotation, offset: offset)
            if isInDeck {
                let a = appearScale
                if a != 1 {
                    let center = Vector(dx: deckSize.width / 2, dy: deckSize.height / 2)
                    transform = transform.then(.translation(-center)).then(.scale(x: a, y: a)).then(.translation(center))
                }
            }
            return Pose(slot: slot, frame: frame, offset: offset, rotation: rotation, scale: scale, transform: transform)
        }

        /// The rectangle at a fractional slot: as `KolodaDeck.frame(atSlot:layout:context:)`, reading the slots'
        /// rectangles from `slotFrames` (the layout is asked only for a slot beyond them).
        @inline(__always)
        func frame(atSlot s: Double) -> Rect {
            let clamped = s.isFinite ? min(max(s, -1_000_000), 1_000_000) : 0
            let lower = max(0, Int(clamped.rounded(.down)))
            let t = clamped - Double(lower)
            let frame = wholeSlotFrame(lower)
            if t == 0 { return frame }
            return frame.interpolated(to: wholeSlotFrame(lower + 1), t)
        }

        @inline(__always)
        private func wholeSlotFrame(_ slot: Int) -> Rect {
            slot < slotFrames.count ? slotFrames[slot] : KolodaDeck.frameForCard(at: slot, layout: layout, context: layoutContext)
        }

        /// `placement.then(.translation(−pivot)).then(.scale(scale)).then(.rotation(rotation))
        /// .then(.translation(pivot + offset))`, written out: a product by the identity (scale 1, rotation 0) is
        /// skipped and the translations only add, which gives the same coefficients (up to the sign of a zero) for
        /// finite transforms, with a third of the arithmetic.
        @inline(__always)
        static func compose(_ placement: AffineTransform, pivot: Point, scale: Double, rotation: Double,
                            offset: Vector) -> AffineTransform {
            var m = placement
            m.tx = m.tx + -pivot.x
            m.ty = m.ty + -pivot.y
            if scale != 1 {
                m = AffineTransform(a: m.a * scale, b: m.b * scale, c: m.c * scale, d: m.d * scale,
                                    tx: m.tx * scale, ty: m.ty * scale)
            }
            if rotation != 0 { m = m.then(.rotation(rotation)) }
            let back = (pivot - Point.zero) + offset
            m.tx = m.tx + back.dx
            m.ty = m.ty + back.dy
            return m
        }

        /// The card as drawn; `card` is read field by field (see `makeScene(into:)`).
        @inline(__always)
        func snapshot(_ card: UnsafePointer<CardRuntime>) -> CardSnapshot {
            let p = pose(card)
            let phase = card.pointee.phase, isInDeck = phase == .inDeck, id = card.pointee.id
            var alpha = slotAlpha(p.slot) * card.pointee.fade.value(at: time)
            if isInDeck { alpha *= appearAlpha }
            alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
            let overlay: OverlayState
            if case let .swiped(direction) = phase {
                let progress = DragGeometry.progress(of: p.offset, toward: direction, cardSize: cardSize)
                overlay = OverlayState(direction: direction, progress: min(max(progress / threshold, 0), 1))
            } else if p.offset != .zero, let direction = DragGeometry.nearestDirection(of: p.offset, cardSize: cardSize,
                                                                                      allowed: card.pointee.allowedDirections) {
                let progress = DragGeometry.progress(of: p.offset, toward: direction, cardSize: cardSize)
                overlay = OverlayState(direction: direction, progress: min(max(progress / threshold, 0), 1))
            } else {
                overlay = .none
            }
            let isFront = isInDeck && frontID == id
            return CardSnapshot(id: id, index: card.pointee.index, contentVersion: card.pointee.contentVersion, slot: p.slot,
                                bounds: cardSize, frame: p.frame, offset: p.offset, rotation: p.rotation, scale: p.scale,
                                transform: p.transform, alpha: alpha, overlay: overlay,
                                isInteractive: isFront, isLeaving: !isInDeck)
        }
    }
}

extension KolodaDeck {
    /// The layout's rectangles for slots 0…`cards.count` at least, in `slotFrameStorage` (its capacity kept, so a
    /// steady stream of scenes allocates nothing). The default `StackLayout` is a pure function of the layout
    /// context, so its rectangles are kept while the context stays the same; any other layout is asked again for
    /// every scene, as it may change its answers.
    func fillSlotFrames() -> [Rect] {
        let context = layoutContext, count = cards.count
        if layoutIsStack, slotFrameContext == context, slotFrameStorage.count > count { return slotFrameStorage }
        let layout = layout
        slotFrameStorage.removeAll(keepingCapacity: true)
        for slot in 0...count { slotFrameStorage.append(Self.frameForCard(at: slot, layout: layout, context: context)) }
        slotFrameContext = context
        return slotFrameStorage
    }
}

/// Two arrays used in turn for what `tick` hands out. Each frame is written into the array handed out the frame
/// before last, emptied: when the host has let go of that frame (it keeps at most the latest one), the array is
/// uniquely referenced and is filled in place, without allocating. A host that keeps older frames still sees them
/// unchanged (value semantics): the storage is then copied, as any shared array is.
struct FrameStorage<Element> {
    private var current: [Element] = []
    private var previous: [Element] = []

    /// Empties the older array (keeping its capacity), lets `fill` write into it and returns `fill`'s result.
    mutating func next<Result>(_ fill: (inout [Element]) -> Result) -> Result {
        swap(&current, &previous)
        current.removeAll(keepingCapacity: true)
        return fill(&current)
    }
}
