import KolodaCore

/// One card to composite: its raster, where it goes and how opaque it is.
public struct CompositeLayer {
    /// The card's raster.
    public var image: RasterImage
    /// Maps card-local pt (0…`image.size`) to deck pt.
    public var transform: AffineTransform
    /// Opacity, 0…1, applied to the card and its shadow.
    public var alpha: Double
    /// The shadow drawn under the card; defaults to `image.shadow`. `nil` for none. The compositor bakes it into the
    /// card's raster once, in card-local space: its offset and blur turn and scale with the card (for a card rotated by
    /// Koloda's largest angle, π/10, the shadow sits about 0.3 × its offset to the side of where a deck-space shadow
    /// would; invisible under a 22 pt blur).
    public var shadow: CairoShadow?
    /// Where the layer may draw, in target pt (the card and its shadow are cut off outside); `nil`, the default,
    /// for everywhere.
    public var clip: Rect?

    /// Creates a layer whose shadow is the raster's own (`image.shadow`).
    public init(image: RasterImage, transform: AffineTransform, alpha: Double = 1) {
        self.init(image: image, transform: transform, alpha: alpha, shadow: image.shadow)
    }

    /// Creates a layer with an explicit shadow (`nil` for none).
    public init(image: RasterImage, transform: AffineTransform, alpha: Double, shadow: CairoShadow?) {
        self.image = image
        self.transform = transform
        self.alpha = alpha
        self.shadow = shadow
    }
}

extension CompositeLayer {
    /// True when the two layers draw the same pixels: the same raster object, transform, alpha, shadow and clip. The
    /// one test of "unchanged" for damage, backdrops and the GPU compositor.
    package func drawsSame(as other: CompositeLayer) -> Bool {
        image === other.image && transform == other.transform && alpha == other.alpha && shadow == other.shadow
            && clip == other.clip
    }
}
