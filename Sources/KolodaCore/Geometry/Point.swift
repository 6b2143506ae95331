/// A position in the deck's coordinate space (pt). Origin top-left, y grows downwards.
public struct Point: Hashable, Sendable, Codable {
    /// Horizontal position (pt).
    public var x: Double
    /// Vertical position (pt).
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The displacement from `other` to `self`.
    @inlinable public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
    /// The point displaced by `v`.
    @inlinable public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    /// The point displaced by `-v`.
    @inlinable public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
}
