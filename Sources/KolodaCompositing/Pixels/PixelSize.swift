/// A size in device pixels (px), e.g. of the window's drawable.
public struct PixelSize: Hashable, Sendable {
    /// Width (px).
    public var width: Int
    /// Height (px).
    public var height: Int

    /// Creates a pixel size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
