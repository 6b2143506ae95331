import KolodaCore

/// A rectangle of whole device pixels (px): `x..<x + width` × `y..<y + height`. The one pixel box of the Linux front:
/// damage sent to the window, clips and bands inside the compositor.
public struct PixelRect: Hashable, Sendable {
    // Stored as its edges, which the blitters' row loops read; `x`, `y`, `width` and `height` are views of them.
    /// Left edge (px), inclusive.
    package var x0: Int
    /// Top edge (px), inclusive.
    package var y0: Int
    /// Right edge (px), exclusive.
    package var x1: Int
    /// Bottom edge (px), exclusive.
    package var y1: Int

    /// Left edge (px).
    public var x: Int {
        get { x0 }
        set { (x0, x1) = (newValue, newValue + width) }
    }
    /// Top edge (px).
    public var y: Int {
        get { y0 }
        set { (y0, y1) = (newValue, newValue + height) }
    }
    /// Width (px).
    public var width: Int {
        get { x1 - x0 }
        set { x1 = x0 + newValue }
    }
    /// Height (px).
    public var height: Int {
        get { y1 - y0 }
        set { y1 = y0 + newValue }
    }

    /// A rectangle at (`x`, `y`) px of `width` × `height` px.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: x, y0: y, x1: x + width, y1: y + height)
    }

    /// The pixels `x0..<x1` × `y0..<y1`.
    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The pixels in both (empty when they do not meet).
    package func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// No pixel: a damage that sends nothing.
    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// True when it holds no pixel.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The part inside `0..<size.width` × `0..<size.height` (empty when none).
    public func clamped(to size: PixelSize) -> PixelRect {
        let x0 = max(0, x)
        let y0 = max(0, y)
        let x1 = min(size.width, x + max(0, width))
        let y1 = min(size.height, y + max(0, height))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The whole pixels touched by a rectangle of `minX…maxX` × `minY…maxY` pt at `scale` px per pt, grown by
    /// `margin` px on every side (for resampling that reaches into neighbours). Empty for non-finite input.
    public static func covering(
        minX: Double, minY: Double, maxX: Double, maxY: Double, scale: Double,
        margin: Int = 1
    ) -> PixelRect {
        let x0 = (minX * scale).rounded(.down)
        let y0 = (minY * scale).rounded(.down)
        let x1 = (maxX * scale).rounded(.up)
        let y1 = (maxY * scale).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else {
            return .empty
        }
        func clamp(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        return PixelRect(
            x: clamp(x0) - margin, y: clamp(y0) - margin,
            width: clamp(x1) - clamp(x0) + 2 * margin, height: clamp(y1) - clamp(y0) + 2 * margin)
    }

    /// The whole pixels touched by `rect` (pt) at `scale` px per pt, grown by `margin` px on every side.
    public static func covering(_ rect: Rect, scale: Double, margin: Int = 1) -> PixelRect {
        covering(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, scale: scale, margin: margin)
    }
}
