extension DeckCore {
    // MARK: Time

    /// Moves the engine time to `time` (s; never backwards), drops the cards that have finished leaving, and pays
    /// what the front card owes once its motions are complete (POP's rule: not necessarily settled).
    mutating func advance(to time: Double) {
        if time > now { now = time }
        let t = now
        leaving.removeAll { card in
            switch card.phase {
            // Done the way it left: a cross-fade (reduced motion) when faded out, a flight when out of sight.
            case .swiped: return card.fade.target == 0 ? card.fade.isSettled(at: t) : card.offset.isSettled(at: t)
            case .fading: return card.fade.isSettled(at: t)
            case .inDeck: return false
            }
        }
        if !cards.isEmpty, cards[0].owesShow || cards[0].owesRewind, drag == nil, cards[0].isComplete(at: t) {
            payFrontCard()
        }
    }

    /// True while anything moves: a card, the deck's appearance, or a card on its way out.
    // Inlined: the shell reads it from the core it holds in a class, so only the parts it reads are loaded.
    @inline(__always)
    var isAnimating: Bool {
        if !leaving.isEmpty || !appearScale.isSettled(at: now) || !appearAlpha.isSettled(at: now) { return true }
        return Self.isMoving(cards, at: now)
    }

    /// True while a card of `cards` moves at `t` (s) on its own (a card under the finger does not).
    static func isMoving(_ cards: borrowing [CardRuntime], at t: Double) -> Bool {
        for i in cards.indices where !cards[i].offset.isHeld && !cards[i].isSettled(at: t) { return true }
        return false
    }

    // MARK: Returning

    /// Springs the front card back to rest from where it is, at `velocity` (pt/s); queues `kolodaDidResetCard`.
    @MainActor
    mutating func returnFrontCard(velocity: Vector, curves: AnimationCurves) {
        if !cards.isEmpty { returnCard(at: 0, velocity: velocity, curves: curves) }
    }

    /// Springs the card at `position` in the deck back to rest, at `velocity` (pt/s); queues `kolodaDidResetCard`.
    @MainActor
    mutating func returnCard(at position: Int, velocity: Vector, curves: AnimationCurves) {
        let start = cards[position].offset.value(at: now)
        var motion = Animated<Vector>(start, threshold: .points)
        motion.animate(to: .zero, curve: curves.reset, at: now, initialVelocity: velocity)
        cards[position].offset = .animated(motion)
        enqueue(.didResetCard(index: cards[position].index))
    }

    // MARK: Leaving

    /// Sends the front card away in `direction`, starting at its current offset and `velocity` (pt/s). `frontFrame`
    /// is the layout's rectangle for slot 0 (pt). Under `SwipeFlyOut.koloda5Tween`, a release slower than
    /// `flickSpeed` (pt/s, measured toward `direction`) tweens as Koloda 5's did; a flick keeps the flight. A
    /// `heading` (a programmatic swipe toward an exact angle) always takes the flight, along its angle.
    @MainActor @discardableResult
    mutating func launchFrontCard(
        _ direction: SwipeResultDirection, velocity: Vector, programmatic: Bool,
        flickSpeed: Double = SwipeDecisionPolicy.defaultFlickSpeed, heading: SwipeHeading? = nil, frontFrame: Rect,
        curves: AnimationCurves
    ) -> CardRuntime? {
        guard !cards.isEmpty else { return nil }
        var card = cards.removeFirst()
        payOwed(&card)
        if drag?.cardID == card.id { drag = nil }
        let start = card.offset.value(at: now)
        card.phase = .swiped(direction)
        card.allowedDirections = [direction]
        if settings.reducedMotion {
            card.offset = .animated(Animated(start, threshold: .points))
            card.fade.animate(to: 0, curve: curves.reducedMotionFade, at: now)
        } else if settings.swipeFlyOut == .koloda5Tween && heading == nil
            && (programmatic || Self.sanitizedVelocity(velocity).dot(direction.unitVector) < flickSpeed)
        {
            tweenOut(&card, direction, from: start, cardSize: frontFrame.size, turns: programmatic)
        } else {
            let v = Self.sanitizedVelocity(velocity)
            let travel =
                heading?.unitVector
                ?? Self.travelDirection(direction, offset: start, velocity: programmatic ? .zero : v)
            let frame = frontFrame
            let radius =
                0.5 * (frame.width * frame.width + frame.height * frame.height).squareRoot() + card.anchor.length
            let center = frame.center + start
            let distance = FlightPath.exitDistance(
                center: center, radius: radius, direction: travel, viewport: effectiveViewport)
            let end = start + travel * distance
            card.offset = .flight(
                FlightPath(from: start, to: end, velocity: v, maximumDuration: card.swipeDuration, startTime: now))
            if programmatic {
                let current = rotation(of: card, at: now, cardSize: frame.size)
                let exitRotation = heading?.exitRotation ?? direction.exitRotation
                card.rotationMode = .path(from: start, fromAngle: current, to: end, toAngle: exitRotation)
                card.rotationBlend.set(0)
            }
        }
        leaving.append(card)
        return card
    }

    /// Koloda 5's fly-out (`SwipeFlyOut.koloda5Tween`): a tween with Core Animation's default ease over the card's
    /// swipe duration, from `start` to Koloda 5's fly-out point. A programmatic swipe (`turns`) turns to Koloda 5's
    /// exit rotation on the same curve (a rotation path interpolated by the offset's progress along the straight line
    /// is that tween's angle); a released card keeps its release rotation, as Koloda 5's did. Koloda 5's "screen" is
    /// the larger side of the area flying cards leave (the UIKit view's window).
    // Koloda 5's tween and its frozen release rotation: docs/koloda-behaviour.md §3.2.
    private func tweenOut(
        _ card: inout CardRuntime, _ direction: SwipeResultDirection, from start: Vector, cardSize: Size, turns: Bool
    ) {
        let area = effectiveViewport
        let end = SwipeFlyOut.koloda5Target(direction, deckSize: size, screenSide: max(area.width, area.height))
        var motion = Animated<Vector>(start, threshold: .points)
        motion.animate(to: end, curve: .tween(duration: card.swipeDuration, timing: .default), at: now)
        let current = rotation(of: card, at: now, cardSize: cardSize)
        card.offset = .animated(motion)
        let final = turns ? SwipeFlyOut.koloda5ExitRotation(direction) : current
        card.rotationMode = .path(from: start, fromAngle: current, to: end, toAngle: final)
        card.rotationBlend.set(0)
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

    // MARK: Coming back

    /// Animates a card from wherever it is (turned by `startRotation`, rad) back to the front slot at rest.
    @MainActor
    func bringBack(_ card: inout CardRuntime, rotatingFrom startRotation: Double, curves: AnimationCurves) {
        let curve = curves.reverse
        let start = card.offset.value(at: now)
        card.phase = .inDeck
        card.allowedDirections = []
        card.anchor = .zero
        card.side = 1
        var offset = Animated<Vector>(start, threshold: .points)
        offset.animate(to: .zero, curve: settings.reducedMotion ? curves.reducedMotionFade : curve, at: now)
        card.offset = .animated(offset)
        card.rotationMode = .path(from: start, fromAngle: startRotation, to: .zero, toAngle: 0)
        card.rotationBlend.set(0)
        card.slot.set(0)
        card.fade.animate(to: 1, curve: settings.reducedMotion ? curves.reducedMotionFade : curve, at: now)
    }

    /// The off-screen offset a card leaving straight along `direction` would reach (pt), from `frontFrame` (slot 0).
    func exitOffset(for direction: SwipeResultDirection, frontFrame frame: Rect) -> Vector {
        let radius = 0.5 * (frame.width * frame.width + frame.height * frame.height).squareRoot()
        let distance = FlightPath.exitDistance(
            center: frame.center, radius: radius, direction: direction.unitVector,
            viewport: effectiveViewport)
        return direction.unitVector * distance
    }

    // MARK: Appearing

    /// Runs the appear animation: scale 0.1 → 1 and alpha 0 → 1 over `appearanceAnimationDuration`.
    @MainActor
    mutating func startAppearAnimation(curves: AnimationCurves) {
        let curve = curves.appear
        appearScale.set(0.1)
        appearScale.animate(to: 1, curve: curve, at: now)
        appearAlpha.set(0)
        appearAlpha.animate(to: 1, curve: curve, at: now)
    }

    // MARK: Rotation

    /// The card's rotation (rad) at `t`, its cards being `cardSize` (pt).
    func rotation(of card: CardRuntime, at t: Double, cardSize: Size) -> Double {
        Self.rotation(
            of: card, offset: card.offset.value(at: t), at: t, cardSize: cardSize,
            parameters: settings.dragParameters, reducedMotion: settings.reducedMotion)
    }

    /// The card's rotation (rad) at `t` when its offset is `offset` (pt).
    static func rotation(
        of card: CardRuntime, offset: Vector, at t: Double, cardSize: Size, parameters: DragParameters,
        reducedMotion: Bool
    ) -> Double {
        if reducedMotion { return 0 }
        let derived = DragGeometry.rotation(offset: offset, cardSize: cardSize, side: card.side, parameters: parameters)
        return card.rotationMode.rotation(offset: offset, derived: derived) + card.rotationBlend.value(at: t)
    }
}
