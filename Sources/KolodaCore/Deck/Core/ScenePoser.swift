/// The app's answers a scene is drawn with, as last asked: kept in the deck's value state (`DeckCore.answers`) from
/// the input or state change that asked them until the next one, so that a display frame asks nothing (the cadence is
/// in docs/behaviour.md, "When the app is asked").
struct AppAnswers: Sendable, Equatable {
    /// The swipe threshold ratio (`kolodaSwipeThresholdRatioMargin`, validated; unitless).
    var threshold: Double
    /// `kolodaShouldTransparentizeNextCard`.
    var transparentize: Bool
    /// `kolodaShouldMoveBackgroundCard`.
    var moveBackground: Bool
}

/// What a scene needs from the app: its answers, as last asked, and the layout's rectangles.
struct SceneAnswers: Sendable {
    /// The delegate's answers (threshold, transparentize, move background).
    var app: AppAnswers
    /// The layout's rectangles for whole slots.
    var frames: SlotFrames
}

/// The layout's rectangles (pt) for whole slots: 0..<`whole.count`, and any later slot a pose needed (`extra`).
struct SlotFrames: Sendable {
    var whole: [Rect]
    var extra: [(slot: Int, frame: Rect)] = []

    /// The rectangle of `slot`, if it was asked for.
    @inline(__always)
    func frame(_ slot: Int) -> Rect? {
        if slot < whole.count { return whole[slot] }
        for entry in extra where entry.slot == slot { return entry.frame }
        return nil
    }
}

/// Everything a card's pose depends on, fixed for one scene: read from the core and the shell's answers. The poses
/// are pure functions of it and the card.
struct ScenePoser {
    let time: Double
    let deckSize: Size
    let frames: SlotFrames
    /// The cards' logical size: the front slot's (pt).
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

    /// The poser of a scene at time `t` (s) of a deck of size `deckSize` (pt) whose cards are `cards` (front first),
    /// with `settings`, the appear animation and the app's `answers`.
    init(
        at t: Double, deckSize: Size, settings: borrowing KolodaSettings, appearScale: borrowing Animated<Double>,
        appearAlpha: borrowing Animated<Double>, cards: borrowing [CardRuntime], answers: SceneAnswers
    ) {
        time = t
        self.deckSize = deckSize
        frames = answers.frames
        let cardSize = (answers.frames.frame(0) ?? .zero).size
        self.cardSize = cardSize
        parameters = settings.dragParameters
        reducedMotion = settings.reducedMotion
        threshold = answers.app.threshold
        transparentize = answers.app.transparentize
        alphaValueOpaque = settings.alphaValueOpaque
        alphaValueSemiTransparent = settings.alphaValueSemiTransparent
        self.appearScale = appearScale.value(at: t)
        self.appearAlpha = appearAlpha.value(at: t)
        frontID = cards.isEmpty ? nil : cards[0].id
        backgroundShift =
            cards.isEmpty || !answers.app.moveBackground
            ? 0 : Self.backgroundShift(of: cards, at: t, cardSize: cardSize)
    }

    /// How far the drag of the front card of `cards` (not empty) has moved the background cards toward the next
    /// slot (0…1).
    private static func backgroundShift(of cards: borrowing [CardRuntime], at t: Double, cardSize: Size) -> Double {
        let offset = Self.offset(of: cards, at: 0, time: t)
        // (A zero offset has no nearest direction.)
        guard offset != .zero,
            let direction = DragGeometry.nearestDirection(
                of: offset, cardSize: cardSize, allowed: cards[0].allowedDirections)
        else { return 0 }
        return min(DragGeometry.progress(of: offset, toward: direction, cardSize: cardSize), 1)
    }

    /// Background alpha by slot: opaque at 0, semi-transparent from 1 on, interpolated between (Koloda's background
    /// cards during a drag).
    @inline(__always)
    func slotAlpha(_ slot: Double) -> Double {
        guard transparentize else { return alphaValueOpaque }
        let f = min(max(slot, 0), 1)
        return alphaValueOpaque + (alphaValueSemiTransparent - alphaValueOpaque) * f
    }

    /// A card's pose: its effective slot and that slot's rectangle, its offset, rotation, scale and transform.
    struct Pose {
        var slot: Double, frame: Rect, offset: Vector, rotation: Double, scale: Double, transform: AffineTransform
    }

    /// The two whole slots a fractional slot lies between (the second nil on a whole slot), and the fraction.
    @inline(__always)
    static func wholeSlots(of s: Double) -> (lower: Int, upper: Int?, fraction: Double) {
        // Bounded before the Int conversion, so no slot value can trap (slots are small in practice).
        let clamped = s.isFinite ? min(max(s, -1_000_000), 1_000_000) : 0
        let lower = max(0, Int(clamped.rounded(.down)))
        let t = clamped - Double(lower)
        return (lower, t == 0 ? nil : lower + 1, t)
    }

    /// The rectangle at a fractional slot: interpolated between whole slots, extrapolated past slot 0. Nil when a
    /// whole slot's rectangle was not asked for (`missingSlots` tells which).
    @inline(__always)
    func frame(atSlot s: Double) -> Rect? {
        let (lower, upper, t) = Self.wholeSlots(of: s)
        guard let frame = frames.frame(lower) else { return nil }
        guard let upper else { return frame }
        guard let next = frames.frame(upper) else { return nil }
        return frame.interpolated(to: next, t)
    }

    /// The whole slots whose rectangles a card at `s` needs and `frames` lacks, appended to `missing`.
    func appendMissingSlots(of s: Double, to missing: inout [Int]) {
        let (lower, upper, _) = Self.wholeSlots(of: s)
        for slot in [lower] + (upper.map { [$0] } ?? []) where frames.frame(slot) == nil && !missing.contains(slot) {
            missing.append(slot)
        }
    }

    // The card readers below take the cards and an index, not a card, and read a settled motion's target field by
    // field: a stored field is then read from the array in place, where a card, or a motion whose method is called,
    // is first copied out of the array (a card is large), and reading the copy back stalls.

    /// The offset of card `i` of `cards` at `t` (pt).
    @inline(__always)
    static func offset(of cards: borrowing [CardRuntime], at i: Int, time t: Double) -> Vector {
        let settled = cards[i].offset.kind != .flight && (t.isNaN || t >= cards[i].offset.animation.endTime)
        return settled ? cards[i].offset.animation.target : cards[i].offset.value(at: t)
    }

    /// The slot of card `i` of `cards`, including the drag's pull on background cards.
    @inline(__always)
    func effectiveSlot(of cards: borrowing [CardRuntime], at i: Int) -> Double {
        let t = time
        let slot = t.isNaN || t >= cards[i].slot.endTime ? cards[i].slot.target : cards[i].slot.value(at: t)
        guard cards[i].phase == .inDeck, cards[i].slot.target >= 1 else { return slot }
        return slot - backgroundShift
    }

    /// The pose of card `i` of `cards`, `frame` being the rectangle of its effective slot `slot`.
    @inline(__always)
    func pose(of cards: borrowing [CardRuntime], at i: Int, slot: Double, frame: Rect) -> Pose {
        let t = time
        let bounds = cardSize
        let offset = Self.offset(of: cards, at: i, time: t)
        let rotation: Double
        if reducedMotion {
            rotation = 0
        } else {
            let derived = DragGeometry.rotation(
                offset: offset, cardSize: bounds, side: cards[i].side, parameters: parameters)
            let blend =
                t.isNaN || t >= cards[i].rotationBlend.endTime
                ? cards[i].rotationBlend.target : cards[i].rotationBlend.value(at: t)
            rotation = cards[i].rotationMode.rotation(offset: offset, derived: derived) + blend
        }
        let scale = reducedMotion ? 1 : DragGeometry.scale(offset: offset, cardSize: bounds, parameters: parameters)
        let sx = bounds.width > 0 ? frame.width / bounds.width : 0
        let sy = bounds.height > 0 ? frame.height / bounds.height : 0
        // The slot's placement, then about the pivot: scale, rotate, and move by the offset.
        let placement = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: frame.minX, ty: frame.minY)
        let anchor = cards[i].anchor
        let pivot = placement.apply(Point(x: bounds.width / 2 + anchor.dx, y: bounds.height / 2 + anchor.dy))
        var transform = Self.compose(placement, pivot: pivot, scale: scale, rotation: rotation, offset: offset)
        if cards[i].phase == .inDeck {
            let a = appearScale
            if a != 1 {
                let center = Vector(dx: deckSize.width / 2, dy: deckSize.height / 2)
                transform = transform.then(.translation(-center)).then(.scale(x: a, y: a)).then(.translation(center))
            }
        }
        return Pose(slot: slot, frame: frame, offset: offset, rotation: rotation, scale: scale, transform: transform)
    }

    /// `placement.then(.translation(−pivot)).then(.scale(scale)).then(.rotation(rotation))
    /// .then(.translation(pivot + offset))`, written out: a product by the identity (scale 1, rotation 0) is
    /// skipped and the translations only add, which gives the same coefficients (up to the sign of a zero) for
    /// finite transforms, with a third of the arithmetic.
    @inline(__always)
    static func compose(
        _ placement: AffineTransform, pivot: Point, scale: Double, rotation: Double,
        offset: Vector
    ) -> AffineTransform {
        var m = placement
        m.tx = m.tx + -pivot.x
        m.ty = m.ty + -pivot.y
        if scale != 1 {
            m = AffineTransform(
                a: m.a * scale, b: m.b * scale, c: m.c * scale, d: m.d * scale,
                tx: m.tx * scale, ty: m.ty * scale)
        }
        if rotation != 0 { m = m.then(.rotation(rotation)) }
        let back = (pivot - Point.zero) + offset
        m.tx = m.tx + back.dx
        m.ty = m.ty + back.dy
        return m
    }

    /// Card `i` of `cards` as drawn, `frame` being the rectangle of its effective slot `slot`.
    @inline(__always)
    func cardPose(of cards: borrowing [CardRuntime], at i: Int, slot: Double, frame: Rect) -> CardPose {
        let p = pose(of: cards, at: i, slot: slot, frame: frame)
        let phase = cards[i].phase
        let isInDeck = phase == .inDeck
        let id = cards[i].id
        let t = time
        let fade = t.isNaN || t >= cards[i].fade.endTime ? cards[i].fade.target : cards[i].fade.value(at: t)
        var alpha = slotAlpha(p.slot) * fade
        if isInDeck { alpha *= appearAlpha }
        alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
        let overlay: OverlayState
        if case .swiped(let direction) = phase {
            let progress = DragGeometry.progress(of: p.offset, toward: direction, cardSize: cardSize)
            overlay = OverlayState(direction: direction, progress: min(max(progress / threshold, 0), 1))
        } else if p.offset != .zero,
            let direction = DragGeometry.nearestDirection(
                of: p.offset, cardSize: cardSize,
                allowed: cards[i].allowedDirections)
        {
            // (A zero offset has no nearest direction; the test spares reading the directions.)
            let progress = DragGeometry.progress(of: p.offset, toward: direction, cardSize: cardSize)
            overlay = OverlayState(direction: direction, progress: min(max(progress / threshold, 0), 1))
        } else {
            overlay = .none
        }
        let isFront = isInDeck && frontID == id
        return CardPose(
            id: id, index: cards[i].index, contentVersion: cards[i].contentVersion, slot: p.slot,
            bounds: cardSize, frame: p.frame, offset: p.offset, rotation: p.rotation, scale: p.scale,
            transform: p.transform, alpha: alpha, overlay: overlay,
            isInteractive: isFront, isLeaving: !isInDeck)
    }

    /// Appends the pose of card `i` of `cards` to `poses`, or the whole slots it needs and `frames` lacks to
    /// `missing`.
    // Never inlined: one copy of the pose code serves the frame, the leaving cards and the hit test (the web module
    // is 3 KB smaller; the native frame no slower, docs/embedded.md).
    @inline(never)
    func appendPose(
        of cards: borrowing [CardRuntime], at i: Int, to poses: inout [CardPose], missing: inout [Int]
    ) {
        let slot = effectiveSlot(of: cards, at: i)
        if let frame = frame(atSlot: slot) {
            poses.append(cardPose(of: cards, at: i, slot: slot, frame: frame))
        } else {
            appendMissingSlots(of: slot, to: &missing)
        }
    }
}
