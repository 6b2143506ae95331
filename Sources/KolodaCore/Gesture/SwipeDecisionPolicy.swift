/// What the release decision sees: the card's offset and velocity at release and the rules in force.
public struct ReleaseContext: Sendable, Equatable {
    /// Screen-space offset of the card from its resting place (pt).
    public var offset: Vector
    /// Release velocity (pt/s).
    public var velocity: Vector
    /// The card's untransformed size (pt).
    public var cardSize: Size
    /// The directions the delegate allows for this card, in its order.
    public var allowedDirections: [SwipeResultDirection]
    /// The swipe threshold ratio (1 = the card's edge distance).
    public var threshold: Double

    /// Creates a context.
    public init(
        offset: Vector, velocity: Vector, cardSize: Size, allowedDirections: [SwipeResultDirection], threshold: Double
    ) {
        self.offset = offset
        self.velocity = velocity
        self.cardSize = cardSize
        self.allowedDirections = allowedDirections
        self.threshold = threshold
    }

    /// Progress toward `direction` at release: the positive part of the offset, normalised by the card's size, on the
    /// direction's axis (1 = the card's centre has travelled the distance to its edge; diagonals average the two
    /// axes). Not clamped; dragging away from a direction never raises it. The threshold applies to this value.
    public func progress(toward direction: SwipeResultDirection) -> Double {
        DragGeometry.progress(of: offset, toward: direction, cardSize: cardSize)
    }

    /// The allowed direction nearest to the offset (in the card's normalised square; ties keep the earlier of
    /// `allowedDirections`): the direction a position-only rule would consider. Nil at zero drag, when nothing is
    /// allowed, or when that direction has no progress.
    public var nearestDirection: SwipeResultDirection? {
        DragGeometry.nearestDirection(of: offset, cardSize: cardSize, allowed: allowedDirections)
    }
}

/// How a release becomes a swipe or a return. `shouldSwipeCardAt` is consulted afterwards, and may only veto a swipe.
public enum SwipeDecisionPolicy: Sendable {
    /// The engine's default, aware of the release velocity at any speed: project the release
    /// (`offset + v·d/(1000·(1−d))`) and swipe toward the projected point's nearest allowed direction when its
    /// progress reaches the threshold. A quick flick swipes, a flick back toward the centre cancels.
    case projected(decelerationRate: Double = 0.998)
    /// Koloda's rule: position only, velocity ignored.
    case positionOnly
    /// Your own rule: return the direction to swipe in, or nil to return the card.
    case custom(@Sendable (ReleaseContext) -> SwipeResultDirection?)
    /// Koloda's rule for every release slower than `flickSpeed` (pt/s; default ``defaultFlickSpeed``, 1000), the
    /// velocity only for flicks (the UIKit `KolodaView`'s default, ``KolodaDefaults/DropIn``):
    ///
    /// 1. A release moving back toward the centre at `flickSpeed` or faster, against the allowed direction nearest
    ///    to where the card is, returns the card (a flick back cancels).
    /// 2. A release moving at `flickSpeed` or faster toward the direction `.projected` would choose swipes there.
    /// 3. Every other release is decided by `.positionOnly`.
    ///
    /// Speeds are measured along a direction (`velocity · direction.unitVector`), so a release whose velocity is
    /// below `flickSpeed` is decided exactly as by `.positionOnly`. A flick speed that is not finite and positive
    /// means the default.
    case positionOrFlick(flickSpeed: Double = SwipeDecisionPolicy.defaultFlickSpeed)

    /// The default policy of the engine, `.projected(decelerationRate: 0.998)`.
    public static let `default` = SwipeDecisionPolicy.projected()

    /// 1000 pt/s: the speed toward a direction from which ``positionOrFlick(flickSpeed:)`` lets the velocity decide.
    // Chosen above the speed of a deliberate drag and below a flick: Shuffle, the closest UIKit peer, swipes from
    // 1100 pt/s measured the same way (along the direction), ZLSwipeableView from 750 pt/s (docs/behaviour.md, D4).
    public static let defaultFlickSpeed = 1000.0

    /// The speed toward a direction (pt/s) from which a release counts as a flick: ``positionOrFlick(flickSpeed:)``'s
    /// when valid, else ``defaultFlickSpeed``. Under `SwipeFlyOut.koloda5Tween` a slower release tweens out as in
    /// Koloda 5; a flick keeps the flight.
    var flickSpeed: Double {
        if case .positionOrFlick(let speed) = self, speed.isFinite, speed > 0 { return speed }
        return Self.defaultFlickSpeed
    }

    /// The direction to swipe in, or nil for a return. A custom policy's answer is ignored unless it is allowed.
    public func decide(_ context: ReleaseContext) -> SwipeResultDirection? {
        switch self {
        case .projected(let rate):
            return Self.projection(context, decelerationRate: rate)
        case .positionOnly:
            return Self.positional(context.offset, context)
        case .custom(let rule):
            guard let direction = rule(context), context.allowedDirections.contains(direction) else { return nil }
            return direction
        case .positionOrFlick(let flickSpeed):
            return Self.flick(context, flickSpeed: flickSpeed)
        }
    }

    /// The direction Koloda 5 would ask `shouldSwipeCardAt` about for this release: the allowed direction nearest to
    /// where the card is, whatever the policy decides; nil when the card is at rest or heads nowhere allowed.
    static func nearestDirection(_ context: ReleaseContext) -> SwipeResultDirection? {
        DragGeometry.nearestDirection(
            of: context.offset, cardSize: context.cardSize, allowed: context.allowedDirections)
    }

    private static func projection(_ context: ReleaseContext, decelerationRate rate: Double) -> SwipeResultDirection? {
        let point = DragGeometry.projectedOffset(context.offset, velocity: context.velocity, decelerationRate: rate)
        return positional(point, context)
    }

    private static func flick(_ context: ReleaseContext, flickSpeed: Double) -> SwipeResultDirection? {
        let speed = Self.positionOrFlick(flickSpeed: flickSpeed).flickSpeed
        let v = context.velocity.isFinite ? context.velocity : .zero
        if let held = nearestDirection(context), v.dot(held.unitVector) <= -speed { return nil }
        if let thrown = projection(context, decelerationRate: 0.998), v.dot(thrown.unitVector) >= speed {
            return thrown
        }
        return positional(context.offset, context)
    }

    private static func positional(_ offset: Vector, _ context: ReleaseContext) -> SwipeResultDirection? {
        guard
            let direction = DragGeometry.nearestDirection(
                of: offset, cardSize: context.cardSize,
                allowed: context.allowedDirections)
        else { return nil }
        let progress = DragGeometry.progress(of: offset, toward: direction, cardSize: context.cardSize)
        return progress >= context.threshold ? direction : nil
    }
}
