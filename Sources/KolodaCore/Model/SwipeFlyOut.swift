/// How a programmatic swipe (``KolodaDeck/swipe(_:force:)-(SwipeResultDirection,_)``: a LIKE or NOPE button, a key, a
/// VoiceOver action) and a slow release send the front card away, and which rotation a card has when it leaves or comes
/// back on undo in a direction. A flick (a release moving toward its direction at the flick speed or faster: the
/// ``SwipeDecisionPolicy/positionOrFlick(flickSpeed:)`` policy's, else ``SwipeDecisionPolicy/defaultFlickSpeed``)
/// always flies on at its release velocity.
///
/// Set it with ``KolodaSettings/swipeFlyOut`` (`deck.settings.swipeFlyOut = .flight`). The engine, and so the Linux
/// and SwiftUI decks, start with ``flight``; the UIKit `KolodaView` starts with ``koloda5Tween``
/// (``KolodaDefaults/DropIn``).
public enum SwipeFlyOut: Hashable, Sendable {
    /// Koloda 5's: the card tweens from where it is to Koloda 5's fly-out point
    /// (``koloda5Target(_:deckSize:screenSide:)``) along Core Animation's default ease (the cubic Bézier 0.25, 0.1,
    /// 0.25, 1.0: POP's default timing), over the card's `DragSpeed` duration, and turns to Koloda 5's rotation
    /// (``koloda5ExitRotation(_:)``) on the same curve. The card starts fast: with `.default` (0.8 s) it has covered
    /// 41 % of the way after 0.2 s. A card released slower than a flick tweens the same way from where the finger let
    /// go, keeping the rotation it had, as Koloda 5's did.
    case koloda5Tween
    /// This package's: the card leaves from rest along the direction, accelerating until it is out
    /// of sight at the end of the `DragSpeed` duration, the path a drag's fly-out takes, and turns to the
    /// mirror-symmetric ``SwipeResultDirection/exitRotation``. Every released card flies on at its release velocity.
    case flight

    /// The rotation (rad) of a card leaving in `direction`, or arriving from it on undo, in this style.
    public func exitRotation(_ direction: SwipeResultDirection) -> Double {
        switch self {
        case .koloda5Tween: return Self.koloda5ExitRotation(direction)
        case .flight: return direction.exitRotation
        }
    }

    /// Koloda 5's exit rotation (rad): half the bearing from the direction's unit-square point to the centre, less
    /// π/4, that is `atan2(−v, −h)/2 − π/4`. `.left` −π/4, `.right` +π/4, `.up` 0, `.down` −π/2, `.topLeft` −π/8,
    /// `.topRight` +π/8, `.bottomLeft` −3π/8, `.bottomRight` −5π/8.
    public static func koloda5ExitRotation(_ direction: SwipeResultDirection) -> Double {
        atan2(-direction.vertical, -direction.horizontal) / 2 - Double.pi / 4
    }

    /// Koloda 5's fly-out point (pt), the offset its tween ends at: `h·(W + S)` across and, for `.left` and `.right`,
    /// `H/2` down (Koloda 5's horizontal exits drift down), else `v·(H + S)`, where `(h, v)` is the direction's
    /// unit-square point, `W × H` the deck's size (pt) and `S` the larger side of the screen (pt).
    public static func koloda5Target(_ direction: SwipeResultDirection, deckSize: Size, screenSide: Double) -> Vector {
        let across = direction.horizontal * (deckSize.width + screenSide)
        if direction.vertical == 0 { return Vector(dx: across, dy: deckSize.height / 2) }
        return Vector(dx: across, dy: direction.vertical * (deckSize.height + screenSide))
    }
}
