import KolodaCore

/// One card to composite: its raster, where it goes and how opaque it is.
public struct CompositeLayer {
    /// The card's raster.
    public var image: RasterImage
    /// Maps card-local pt (0…`image.size`) to deck pt.
    public var transform: AffineTransform
    /// Opacity, 0…1, applied to the card and its shadow.
    public var alpha: Double
    /// The shadow drawn under the card (offset in deck pt); defaults to `image.shadow`. `nil` for none.
    public var shadow: Shadow?

    /// Creates a layer whose shadow is the raster's own (`image.shadow`).
    public init(image: RasterImage, transform: AffineTransform, alpha: Double = 1) {
        self.init(image: image, transform: transform, alpha: alpha, shadow: image.shadow)
    }

    /// Creates a layer with an explicit shadow (`nil` for none).
    public init(image: RasterImage, transform: AffineTransform, alpha: Double, shadow: Shadow?) {
        self.image = image
        self.transform = transform
        self.alpha = alpha
        self.shadow = shadow
    }
}
