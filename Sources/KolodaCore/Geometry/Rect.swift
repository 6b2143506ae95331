/// An axis-aligned rectangle (pt), origin at its top-left corner.
public struct Rect: Hashable, Sendable, Codable {
    /// Top-left corner.
    public var origin: Point
    /// Width and height.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its components (pt).
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge (pt).
    @inlinable public var minX: Double { origin.x }
    /// The top edge (pt).
    @inlinable public var minY: Double { origin.y }
    /// The right edge (pt).
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge (pt).
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The width (pt).
    @inlinable public var width: Double { size.width }
    /// The height (pt).
    @inlinable public var height: Double { size.height }
    /// The centre point.
    @inlinable public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// True when every component is finite.
    @inlinable public var isFinite: Bool {
        origin.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Half-open containment: the min edges are inside, the max edges outside.
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Component-wise linear interpolation: `t = 0` gives `self`, `t = 1` gives `other`; other values extrapolate.
    @inlinable public func interpolated(to other: Rect, _ t: Double) -> Rect {
        Rect(
            x: origin.x + (other.origin.x - origin.x) * t,
            y: origin.y + (other.origin.y - origin.y) * t,
            width: size.width + (other.size.width - size.width) * t,
            height: size.height + (other.size.height - size.height) * t)
    }

    /// The smallest rectangle containing both.
    @inlinable public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the two rectangles overlap with a non-empty area.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
