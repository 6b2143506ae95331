/// The pure maths of a dragged card. `offset` is the card's screen-space translation from its resting
/// place (pt) and `cardSize` its untransformed size (pt) everywhere, never one measured in the rotated card.
package enum DragGeometry {
    /// Rotation strength `clamp(dx / W, −rotationMax, +rotationMax)`, the same cap both ways. 0 for a degenerate
    /// card.
    package static func rotationStrength(offset: Vector, cardSize: Size, parameters: DragParameters) -> Double {
        guard cardSize.width > 0, cardSize.width.isFinite, offset.dx.isFinite else { return 0 }
        let cap = abs(parameters.rotationMax)
        return min(max(offset.dx / cardSize.width, -cap), cap)
    }

    /// Rotation (rad, positive clockwise): `side · rotationAngle · strength`, where `side` is +1 when the card was
    /// grabbed in its top half and −1 in its bottom half (so a rightward drag held at the top tilts clockwise).
    package static func rotation(offset: Vector, cardSize: Size, side: Double, parameters: DragParameters) -> Double {
        side * parameters.rotationAngle * rotationStrength(offset: offset, cardSize: cardSize, parameters: parameters)
    }

    /// Scale `max(1 − (1 − scaleMin)·|strength|, scaleMin)`.
    package static func scale(offset: Vector, cardSize: Size, parameters: DragParameters) -> Double {
        let s = abs(rotationStrength(offset: offset, cardSize: cardSize, parameters: parameters))
        return max(1 - (1 - parameters.scaleMin) * s, min(parameters.scaleMin, 1))
    }

    /// The offset in the card's normalised square: `(2·dx / W, 2·dy / H)`; half a card width maps to 1 (the card's
    /// edge).
    package static func normalized(_ offset: Vector, cardSize: Size) -> Vector {
        guard cardSize.isDrawable, offset.isFinite else { return .zero }
        return Vector(dx: 2 * offset.dx / cardSize.width, dy: 2 * offset.dy / cardSize.height)
    }

    /// Progress toward `direction`: the positive part of the normalised offset projected on the
    /// direction's axis, not clamped (1 = the card's edge distance). Horizontal: `max(0, h·n.x)`; vertical:
    /// `max(0, v·n.y)`; diagonal: `max(0, (h·n.x + v·n.y) / 2)`. Dragging away from a direction never raises it.
    package static func progress(of offset: Vector, toward direction: SwipeResultDirection, cardSize: Size) -> Double {
        let n = normalized(offset, cardSize: cardSize)
        let h = direction.horizontal
        let v = direction.vertical
        let projection: Double
        if h != 0 && v != 0 {
            projection = (h * n.dx + v * n.dy) / 2
        } else if h != 0 {
            projection = h * n.dx
        } else {
            projection = v * n.dy
        }
        return max(0, projection)
    }

    /// The allowed direction whose unit-square point is nearest to the normalised offset; ties keep the earlier
    /// element of `allowed`. Nil at zero drag, when nothing is allowed, or when the nearest direction has no
    /// progress.
    package static func nearestDirection(of offset: Vector, cardSize: Size, allowed: [SwipeResultDirection])
        -> SwipeResultDirection?
    {
        nearest(of: offset, cardSize: cardSize, allowed: allowed)
    }

    /// `nearestDirection(of:cardSize:allowed:)` for the directions a card keeps.
    static func nearestDirection(of offset: Vector, cardSize: Size, allowed: SwipeDirectionList)
        -> SwipeResultDirection?
    {
        nearest(of: offset, cardSize: cardSize, allowed: allowed)
    }

    @inline(__always)
    private static func nearest(of offset: Vector, cardSize: Size, allowed: some Sequence<SwipeResultDirection>)
        -> SwipeResultDirection?
    {
        let n = normalized(offset, cardSize: cardSize)
        guard n != .zero else { return nil }
        var best: SwipeResultDirection?
        var bestDistance = Double.infinity
        for direction in allowed {
            let d = direction.squarePoint - n
            let distance = d.dot(d)
            if distance < bestDistance {
                bestDistance = distance
                best = direction
            }
        }
        guard let best, progress(of: offset, toward: best, cardSize: cardSize) > 0 else { return nil }
        return best
    }

    /// The point a released card would coast to: `translation + v·d / (1000·(1 − d))`, the
    /// projection UIKit scroll views use, with `d` the deceleration rate per millisecond (default 0.998,
    /// about `translation + 0.5 s · v`).
    package static func projectedOffset(_ offset: Vector, velocity: Vector, decelerationRate: Double = 0.998) -> Vector
    {
        guard decelerationRate > 0, decelerationRate < 1, velocity.isFinite else { return offset }
        let k = decelerationRate / (1000 * (1 - decelerationRate))
        return offset + velocity * k
    }

    /// Rubber-banding: `(1 − 1/(x·0.55/d + 1))·d` for a distance `x ≥ 0` past the allowed range,
    /// with `d` the card's dimension on that axis (pt). Grows without limit but ever more slowly; `d/2` at `x ≈ 1.8·d`.
    package static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        guard d > 0, d.isFinite, x > 0, x.isFinite else { return 0 }
        return (1 - 1 / (x * 0.55 / d + 1)) * d
    }

    /// Constrains a drag to the allowed directions: along each axis sign that no allowed direction moves
    /// toward, the offset is rubber-banded instead of free.
    package static func constrained(_ offset: Vector, cardSize: Size, allowed: [SwipeResultDirection]) -> Vector {
        func free(_ value: Double, _ component: (SwipeResultDirection) -> Double) -> Bool {
            allowed.contains { component($0) * value > 0 }
        }
        func band(_ value: Double, _ dimension: Double, _ component: (SwipeResultDirection) -> Double) -> Double {
            if value == 0 || free(value, component) { return value }
            let magnitude = rubberBand(abs(value), dimension: dimension)
            return value < 0 ? -magnitude : magnitude
        }
        return Vector(
            dx: band(offset.dx, cardSize.width) { $0.horizontal },
            dy: band(offset.dy, cardSize.height) { $0.vertical })
    }
}
