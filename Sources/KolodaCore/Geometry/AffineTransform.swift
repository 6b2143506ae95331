/// A 2-D affine map, in the same convention as Core Graphics and Cairo matrices:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// A card's transform maps its local coordinates (`0…width`, `0…height`, pt) to deck coordinates (pt).
public struct AffineTransform: Hashable, Sendable, Codable {
    /// Horizontal scale component: the x coefficient of x'.
    public var a: Double
    /// Vertical shear component: the x coefficient of y'.
    public var b: Double
    /// Horizontal shear component: the y coefficient of x'.
    public var c: Double
    /// Vertical scale component: the y coefficient of y'.
    public var d: Double
    /// Horizontal translation (pt).
    public var tx: Double
    /// Vertical translation (pt).
    public var ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity map.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `v` (pt).
    @inlinable public static func translation(_ v: Vector) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: v.dx, ty: v.dy)
    }

    /// A scale about the origin.
    @inlinable public static func scale(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` (rad; positive is clockwise on screen, since y grows downwards).
    @inlinable public static func rotation(_ angle: Double) -> AffineTransform {
        if angle == 0 { return .identity }  // cards at rest: exactly what the series give, without computing them
        let cs = cos(angle)
        let sn = sin(angle)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` followed by `next`: `(self.then(next)).apply(p) == next.apply(self.apply(p))`.
    @inlinable public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty)
    }

    /// Maps a point.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The determinant; zero for a degenerate (non-invertible) map.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse map, or `nil` when the transform is degenerate or not finite.
    @inlinable public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The axis-aligned bounding box of `rect` after mapping.
    @inlinable public func boundingBox(of rect: Rect) -> Rect {
        let p = [
            apply(Point(x: rect.minX, y: rect.minY)), apply(Point(x: rect.maxX, y: rect.minY)),
            apply(Point(x: rect.minX, y: rect.maxY)), apply(Point(x: rect.maxX, y: rect.maxY))
        ]
        let xs = p.map { $0.x }
        let ys = p.map { $0.y }
        let x0 = xs.min()!
        let y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// True when every coefficient is finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
