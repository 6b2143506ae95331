/// A 2-D displacement or velocity in the deck's coordinate space (pt, or pt/s for velocities).
///
/// y grows downwards, as on screen.
public struct Vector: Hashable, Sendable, Codable {
    /// Horizontal component (pt or pt/s); positive is rightwards.
    public var dx: Double
    /// Vertical component (pt or pt/s); positive is downwards.
    public var dy: Double

    /// Creates a vector from its components.
    @inlinable public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Euclidean length.
    @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// True when both components are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// Dot product.
    @inlinable public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The vector scaled to length 1, or `nil` for a zero (or non-finite) vector.
    @inlinable public var normalized: Vector? {
        let l = length
        guard l > 0, l.isFinite else { return nil }
        return Vector(dx: dx / l, dy: dy / l)
    }

    /// The component-wise sum.
    @inlinable public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    /// The component-wise difference.
    @inlinable public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    /// The vector scaled by `k`.
    @inlinable public static func * (a: Vector, k: Double) -> Vector { Vector(dx: a.dx * k, dy: a.dy * k) }
    /// The vector scaled by `k`.
    @inlinable public static func * (k: Double, a: Vector) -> Vector { Vector(dx: a.dx * k, dy: a.dy * k) }
    /// The opposite vector.
    @inlinable public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
    /// Adds `b` to `a`.
    @inlinable public static func += (a: inout Vector, b: Vector) { a = a + b }
    /// Subtracts `b` from `a`.
    @inlinable public static func -= (a: inout Vector, b: Vector) { a = a - b }
}
