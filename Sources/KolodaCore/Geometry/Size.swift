/// A width and height (pt).
public struct Size: Hashable, Sendable, Codable {
    /// Width (pt).
    public var width: Double
    /// Height (pt).
    public var height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// True when both dimensions are finite and strictly positive: a size a card or deck can have.
    @inlinable public var isDrawable: Bool { width.isFinite && height.isFinite && width > 0 && height > 0 }
}
