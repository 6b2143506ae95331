/// How a card's offset moves (pt): held under the finger, springing or tweening (return, undo, rest), or flying out.
/// Every kind keeps its state in the same fields (a held offset is an animation at rest there), so reading the kind,
/// the times or a settled value is a read of a field, never a copy of the motion.
struct OffsetMotion: Sendable {
    /// Which of the three motions this is.
    enum Kind: Sendable { case held, animated, flight }

    private(set) var kind: Kind
    /// The animation when `animated`; at rest at the held offset when `held`; unused when `flight`.
    private(set) var animation: Animated<Vector>
    /// The flight when `flight`.
    private var flightPath: FlightPath?

    /// Under the finger, at `offset` (pt).
    static func held(_ offset: Vector) -> OffsetMotion {
        OffsetMotion(kind: .held, animation: Animated(offset, threshold: .points), flightPath: nil)
    }

    /// Springing or tweening along `animation`.
    static func animated(_ animation: Animated<Vector>) -> OffsetMotion {
        OffsetMotion(kind: .animated, animation: animation, flightPath: nil)
    }

    /// Flying out along `path`.
    static func flight(_ path: FlightPath) -> OffsetMotion {
        OffsetMotion(kind: .flight, animation: Animated(path.start, threshold: .points), flightPath: path)
    }

    /// True while under the finger.
    @inline(__always)
    var isHeld: Bool { kind == .held }

    /// The offset under the finger (pt), when held.
    var heldOffset: Vector? { kind == .held ? animation.target : nil }

    @inline(__always)
    func value(at t: Double) -> Vector {
        if kind == .flight, let flightPath { return flightPath.position(at: t) }
        return animation.value(at: t)  // a held offset is an animation at rest: its target
    }

    @inline(__always)
    func velocity(at t: Double) -> Vector {
        switch kind {
        case .held: return .zero
        case .animated: return animation.velocity(at: t)
        case .flight: return flightPath?.velocity(at: t) ?? .zero
        }
    }

    @inline(__always)
    func isComplete(at t: Double) -> Bool {
        switch kind {
        case .held: return false
        case .animated: return animation.isComplete(at: t)
        case .flight: return flightPath?.isFinished(at: t) ?? true
        }
    }

    @inline(__always)
    func isSettled(at t: Double) -> Bool {
        switch kind {
        case .held: return false
        case .animated: return animation.isSettled(at: t)
        case .flight: return flightPath?.isFinished(at: t) ?? true
        }
    }
}

/// How a card's rotation is found.
enum RotationMode: Hashable, Sendable {
    /// From the offset, like a drag: proportional to the horizontal offset, capped.
    case derived
    /// Along a straight path: `fromAngle` at `from`, `toAngle` at `to`, interpolated by projection (rad, pt).
    case path(from: Vector, fromAngle: Double, to: Vector, toAngle: Double)

    func rotation(offset: Vector, derived: Double) -> Double {
        switch self {
        case .derived: return derived
        case .path(let from, let a0, let to, let a1):
            let span = to - from
            let len2 = span.dot(span)
            guard len2 > 0 else { return a1 }
            let f = min(max((offset - from).dot(span) / len2, 0), 1)
            return a0 + (a1 - a0) * f
        }
    }
}

/// Where a card is in its life.
enum CardPhase: Hashable, Sendable {
    /// In the visible window.
    case inDeck
    /// Swiped, flying out (or fading out under reduced motion).
    case swiped(SwipeResultDirection)
    /// Removed or pushed out of the window; fading out. `onTop`: drawn above the deck (it was the front card).
    case fading(onTop: Bool)
}

/// Everything the engine tracks about one card on screen.
struct CardRuntime: Sendable {
    let id: CardID
    var index: Int
    var contentVersion = 0
    /// Fractional slot position.
    var slot: Animated<Double>
    var offset: OffsetMotion = .animated(Animated(.zero, threshold: .points))
    var rotationMode: RotationMode = .derived
    /// Added to the rotation while a grabbed card blends into the drag (rad).
    var rotationBlend = Animated<Double>(0, threshold: .radians)
    /// Multiplies the alpha: insertion, removal, undo fades.
    var fade: Animated<Double>
    /// Grab point relative to the card's centre, in local pt.
    var anchor: Vector = .zero
    /// +1 when grabbed in the top half, −1 in the bottom half.
    var side: Double = 1
    var phase: CardPhase = .inDeck
    /// The directions last read for this card, used for its overlay while it is not dragged.
    var allowedDirections: SwipeDirectionList = []
    /// Swipe duration read from the data source when the card entered (s).
    var swipeDuration: Double
    /// Set on a card on its way out when the content was reloaded: if an undo brings it back, its content is asked
    /// for again (`contentVersion` is bumped then, not mid-flight, so a flying card never changes its picture).
    var contentIsStale = false
    /// A `didShowCardAt` owed for this card.
    var owesShow = false
    /// A `didRewindTo` owed (delivered just before the show).
    var owesRewind = false

    var isInDeck: Bool { phase == .inDeck }

    func isAtRest(at t: Double) -> Bool {
        offset.isSettled(at: t) && offset.value(at: t) == .zero && rotationBlend.isSettled(at: t)
    }

    /// True when every motion of the card is complete by POP's rule (it may still be settling on its curve).
    func isComplete(at t: Double) -> Bool {
        slot.isComplete(at: t) && fade.isComplete(at: t) && offset.isComplete(at: t)
            && rotationBlend.isComplete(at: t)
    }

    @inline(__always)
    func isSettled(at t: Double) -> Bool {
        slot.isSettled(at: t) && fade.isSettled(at: t) && offset.isSettled(at: t) && rotationBlend.isSettled(at: t)
    }
}
