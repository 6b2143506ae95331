/// The eight directions a card can be swiped in (Koloda's names and raw values).
///
/// Each direction has a point on the unit square, `(horizontal, vertical)` with components in {−1, 0, +1}
/// (y grows downwards): `.left` is (−1, 0), `.topRight` is (+1, −1).
/// `allCases` is in declaration order, which Koloda uses to break ties.
public enum SwipeResultDirection: String, CaseIterable, Sendable, Codable, Hashable {
    /// Towards −x: (−1, 0). Koloda's "NOPE".
    case left
    /// Towards +x: (+1, 0). Koloda's "LIKE".
    case right
    /// Towards −y: (0, −1).
    case up
    /// Towards +y: (0, +1).
    case down
    /// Up and left: (−1, −1).
    case topLeft
    /// Up and right: (+1, −1).
    case topRight
    /// Down and left: (−1, +1).
    case bottomLeft
    /// Down and right: (+1, +1).
    case bottomRight

    /// Horizontal component of the direction's unit-square point: −1, 0 or +1.
    @inlinable public var horizontal: Double {
        switch self {
        case .left, .topLeft, .bottomLeft: return -1
        case .right, .topRight, .bottomRight: return 1
        case .up, .down: return 0
        }
    }

    /// Vertical component of the direction's unit-square point: −1 (up), 0 or +1 (down).
    @inlinable public var vertical: Double {
        switch self {
        case .up, .topLeft, .topRight: return -1
        case .down, .bottomLeft, .bottomRight: return 1
        case .left, .right: return 0
        }
    }

    /// The direction's unit-square point, e.g. (+1, −1) for `.topRight`.
    @inlinable public var squarePoint: Vector { Vector(dx: horizontal, dy: vertical) }

    /// The unit vector along the direction (diagonals are normalised to length 1).
    @inlinable public var unitVector: Vector { squarePoint.normalized ?? .zero }

    /// True for the four diagonal directions.
    @inlinable public var isDiagonal: Bool { horizontal != 0 && vertical != 0 }

    /// The rotation a card reaches when it leaves programmatically in this direction, or arrives from it on undo (rad).
    ///
    /// Mirror-symmetric: `.right` +π/4, `.left` −π/4, `.topRight` +π/8, `.bottomRight` +3π/8,
    /// `.up` and `.down` 0. Koloda's table agrees on left, right, the top diagonals and `.bottomLeft`; its
    /// `.down` (−π/2) and `.bottomRight` (−5π/8) broke the symmetry: the engine's flight uses these, Koloda 5's tween
    /// (`SwipeFlyOut.koloda5Tween`, the UIKit view's default) Koloda's.
    @inlinable public var exitRotation: Double {
        horizontal * (Double.pi / 4 + vertical * Double.pi / 8)
    }

    /// The direction mirrored through the card's centre (`.left` ↔ `.right`, `.topLeft` ↔ `.bottomRight`, …).
    public var opposite: SwipeResultDirection {
        switch self {
        case .left: return .right
        case .right: return .left
        case .up: return .down
        case .down: return .up
        case .topLeft: return .bottomRight
        case .topRight: return .bottomLeft
        case .bottomLeft: return .topRight
        case .bottomRight: return .topLeft
        }
    }
}
