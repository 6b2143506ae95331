import KolodaCore

/// The release decision of the UIKit drop-in, written from its documented rule (docs/behaviour.md, D4; Koloda 5's
/// position rule, docs/koloda-behaviour.md §2.9) without calling `SwipeDecisionPolicy` or `DragGeometry`: what the
/// engine's `.positionOrFlick()` must agree with.
package enum ReferenceRelease {
    /// The speed toward a direction from which velocity decides (pt/s), as the drop-in documents it.
    package static let flickSpeed = 1000.0

    /// Koloda 5's normalised offset: half a card size is 1.
    static func normalised(_ offset: Vector, _ size: Size) -> (x: Double, y: Double) {
        (2 * offset.dx / size.width, 2 * offset.dy / size.height)
    }

    /// Progress toward `d`: the positive part of the normalised offset on d's axis (the mean of both for diagonals).
    static func progress(_ offset: Vector, _ d: SwipeResultDirection, _ size: Size) -> Double {
        let n = normalised(offset, size)
        if d.vertical == 0 { return max(0, d.horizontal * n.x) }
        if d.horizontal == 0 { return max(0, d.vertical * n.y) }
        return max(0, (d.horizontal * n.x + d.vertical * n.y) / 2)
    }

    /// The allowed direction whose unit-square point is nearest to the normalised offset (ties: the earlier one),
    /// nil at zero drag or when that direction has no progress.
    package static func nearest(_ offset: Vector, _ size: Size, _ allowed: [SwipeResultDirection])
        -> SwipeResultDirection?
    {
        // A card with no area (a layout's degenerate slot) is never dragged anywhere.
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let n = normalised(offset, size)
        guard n.x != 0 || n.y != 0 else { return nil }
        var best: (SwipeResultDirection, Double)?
        for d in allowed {
            let distance = (d.horizontal - n.x) * (d.horizontal - n.x) + (d.vertical - n.y) * (d.vertical - n.y)
            if best.map({ distance < $0.1 }) ?? true { best = (d, distance) }
        }
        guard let d = best?.0, progress(offset, d, size) > 0 else { return nil }
        return d
    }

    /// Koloda 5's rule: the nearest direction, if its progress reaches the threshold.
    package static func byPosition(_ offset: Vector, _ c: ReleaseContext) -> SwipeResultDirection? {
        guard let d = nearest(offset, c.cardSize, c.allowedDirections) else { return nil }
        return progress(offset, d, c.cardSize) >= c.threshold ? d : nil
    }

    /// The speed of `velocity` toward `d` (pt/s): its component along d's unit vector.
    static func speed(_ velocity: Vector, toward d: SwipeResultDirection) -> Double {
        let length = (d.horizontal * d.horizontal + d.vertical * d.vertical).squareRoot()
        return (velocity.dx * d.horizontal + velocity.dy * d.vertical) / length
    }

    /// The drop-in's decision: a flick back toward the centre (against where the card is) returns; a flick toward
    /// where the release coasts (about half a second ahead: 0.998 / 0.002 ms) swipes there; anything else is decided
    /// by position.
    package static func decide(_ c: ReleaseContext) -> SwipeResultDirection? {
        let v = c.velocity
        if let held = nearest(c.offset, c.cardSize, c.allowedDirections), speed(v, toward: held) <= -flickSpeed {
            return nil
        }
        let coast = 0.998 / (1000 * (1 - 0.998))
        let projected = Vector(dx: c.offset.dx + v.dx * coast, dy: c.offset.dy + v.dy * coast)
        if let thrown = byPosition(projected, c), speed(v, toward: thrown) >= flickSpeed { return thrown }
        return byPosition(c.offset, c)
    }
}
