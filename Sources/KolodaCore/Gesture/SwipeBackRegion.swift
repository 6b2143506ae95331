/// Where a swipe back may start: the band along the deck's edge (or edges, for a diagonal) that the last swiped card
/// left from.
///
/// The edge is physical, the side the card left toward: a card swiped `.right` comes back from the right edge in any
/// reading direction, as a card swiped toward a reading-order direction would come back from the side it was seen to
/// leave from.
public struct SwipeBackRegion: Hashable, Sendable {
    /// The direction the card left in.
    public var direction: SwipeResultDirection
    /// The width of the band (pt), measured inward from the edge.
    public var edgeWidth: Double

    /// A region for a card that left in `direction`, `edgeWidth` pt wide.
    public init(direction: SwipeResultDirection, edgeWidth: Double) {
        self.direction = direction
        self.edgeWidth = edgeWidth
    }

    /// True when `edgeWidth` turns swipe back on: finite and positive.
    public static func isEnabled(edgeWidth: Double?) -> Bool {
        guard let edgeWidth else { return false }
        return edgeWidth.isFinite && edgeWidth > 0
    }

    /// Whether `point` (pt, deck coordinates) lies in the band of a deck of `deckSize` (pt). A point outside the deck,
    /// a non-finite point or a disabled width is never in it.
    public func contains(_ point: Point, deckSize: Size) -> Bool {
        guard Self.isEnabled(edgeWidth: edgeWidth), point.isFinite else { return false }
        guard point.x >= 0, point.y >= 0, point.x <= deckSize.width, point.y <= deckSize.height else { return false }
        let u = direction.unitVector
        // A diagonal direction has two edges; either one starts a swipe back.
        if u.dx > 0 && point.x >= deckSize.width - edgeWidth { return true }
        if u.dx < 0 && point.x <= edgeWidth { return true }
        if u.dy > 0 && point.y >= deckSize.height - edgeWidth { return true }
        if u.dy < 0 && point.y <= edgeWidth { return true }
        return false
    }

    /// Where a card coming back is held at first (pt, its offset from the front slot `frontFrame`): off screen on the
    /// side it left, with its inner edge (edges, for a diagonal) at `press`, so that it comes in under the finger.
    static func startOffset(direction: SwipeResultDirection, press: Point, frontFrame: Rect) -> Vector {
        let u = direction.unitVector
        let dx = u.dx > 0 ? press.x - frontFrame.minX : u.dx < 0 ? press.x - frontFrame.maxX : 0
        let dy = u.dy > 0 ? press.y - frontFrame.minY : u.dy < 0 ? press.y - frontFrame.maxY : 0
        return Vector(dx: dx, dy: dy)
    }
}
