extension SwipeResultDirection {
    /// The direction's angle (rad) in the deck's coordinates, where y grows downwards: measured from `.right` (0)
    /// toward `.down` (π/2); `.up` is −π/2, `.left` π, `.topLeft` −3π/4. The angle of ``unitVector``.
    public var angle: Double { atan2(vertical, horizontal) }

    /// The direction nearest to `angle` (rad, as ``angle`` measures it; any finite value, wrapped by whole turns),
    /// or nil for a NaN or infinite angle. Each direction owns the π/4-wide sector centred on its angle; an angle on
    /// the boundary of two sectors (π/8 from both) goes to the one declared first (`allCases` order, Koloda's
    /// tie-break): a horizontal or vertical direction before a diagonal.
    public static func nearest(toAngle angle: Double) -> SwipeResultDirection? {
        guard angle.isFinite else { return nil }
        let heading = Vector(dx: cos(angle), dy: sin(angle))
        var best: SwipeResultDirection?
        var bestDot = -Double.infinity
        for direction in allCases {
            let dot = heading.dot(direction.unitVector)
            // A tolerance well above rounding, so that an angle meant to be on a boundary counts as on it.
            if dot > bestDot + 1e-12 {
                best = direction
                bestDot = dot
            }
        }
        return best
    }
}

/// Where a swipe toward an exact angle goes: its angle (rad), the nearest of the eight directions (which is what the
/// allowed directions, `shouldSwipeCardAt` and the swipe report use), the unit vector it flies along and the rotation
/// it turns to. Pure.
struct SwipeHeading: Hashable, Sendable {
    /// The angle (rad, `SwipeResultDirection.angle`'s measure), wrapped into −π…π.
    var angle: Double
    /// The nearest of the eight directions.
    var direction: SwipeResultDirection

    /// A heading toward `angle` (rad); nil for a NaN or infinite angle.
    init?(angle: Double) {
        guard let direction = SwipeResultDirection.nearest(toAngle: angle) else { return nil }
        self.angle = atan2(sin(angle), cos(angle))
        self.direction = direction
    }

    /// A heading along `vector` (pt, any length); nil for a zero or non-finite vector.
    init?(vector: Vector) {
        guard vector.isFinite, vector.length > 0 else { return nil }
        self.init(angle: atan2(vector.dy, vector.dx))
    }

    /// The unit vector along the angle.
    var unitVector: Vector { Vector(dx: cos(angle), dy: sin(angle)) }

    /// True when the angle is one of the eight directions' (within rounding): the swipe is then that direction's.
    var isDirectionsOwn: Bool {
        let difference = angle - direction.angle
        return abs(atan2(sin(difference), cos(difference))) < 1e-9
    }

    /// The rotation (rad) the card turns to as it leaves: the eight directions' mirror-symmetric exit rotations
    /// (`SwipeResultDirection.exitRotation`) at their angles, and in between, the straight line between the two
    /// neighbouring directions' rotations, so that a swipe a little off `.right` leaves as a `.right` swipe would.
    var exitRotation: Double {
        let step = Double.pi / 4
        var turn = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        if turn < 0 { turn += 2 * Double.pi }  // 0 ..< 2π from .right, through .down
        let sector = min(Int(turn / step), 7)
        let from = Self.clockwise[sector]
        let to = Self.clockwise[(sector + 1) % 8]
        let fraction = (turn - Double(sector) * step) / step
        return from.exitRotation + (to.exitRotation - from.exitRotation) * fraction
    }

    /// The eight directions in order of angle, from `.right` through `.down` (each π/4 on from the last).
    private static let clockwise: [SwipeResultDirection] = [
        .right, .bottomRight, .down, .bottomLeft, .left, .topLeft, .up, .topRight
    ]
}
