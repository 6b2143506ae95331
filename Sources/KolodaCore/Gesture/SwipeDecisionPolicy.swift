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
}

/// How a release becomes a swipe or a return. `shouldSwipeCardAt` is consulted afterwards for a swipe.
public enum SwipeDecisionPolicy: Sendable {
    /// The default, aware of the release velocity: project the release (`offset + v·d/(1000·(1−d))`) and swipe
    /// toward the projected point's nearest allowed direction when its progress reaches the threshold. A quick
    /// flick swipes, a flick back toward the centre cancels.
    case projected(decelerationRate: Double = 0.998)
    /// Koloda's rule: position only, velocity ignored.
    case positionOnly
    /// Your own rule: return the direction to swipe in, or nil to return the card.
    case custom(@Sendable (ReleaseContext) -> SwipeResultDirection?)

    /// The default policy, `.projected(decelerationRate: 0.998)`.
    public static let `default` = SwipeDecisionPolicy.projected()

    /// The direction to swipe in, or nil for a return. A custom policy's answer is ignored unless it is allowed.
    public func decide(_ context: ReleaseContext) -> SwipeResultDirection? {
        switch self {
        case .projected(let rate):
            let point = DragGeometry.projectedOffset(context.offset, velocity: context.velocity, decelerationRate: rate)
            return Self.positional(point, context)
        case .positionOnly:
            return Self.positional(context.offset, context)
        case .custom(let rule):
            guard let direction = rule(context), context.allowedDirections.contains(direction) else { return nil }
            return direction
        }
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
