import KolodaCore

/// A soft drop shadow cast by a view's rounded-rect outline.
public struct CairoShadow: Hashable, Sendable {
    /// Shadow colour; its alpha is the shadow's peak opacity.
    public var color: CairoColor
    /// Displacement of the shadow from the shape (pt; +dy is downwards), in the view's own space: on a card, the shadow
    /// is drawn into the card's raster, so it turns and scales with the card (as a `CALayer` shadow does).
    public var offset: Vector
    /// Blur radius (pt): about twice the Gaussian standard deviation, as in CSS `box-shadow`. 0 is a hard shadow.
    public var blurRadius: Double

    /// Creates a shadow.
    public init(
        color: CairoColor = CairoColor.black.withAlpha(0.3), offset: Vector = Vector(dx: 0, dy: 4),
        blurRadius: Double = 12
    ) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
    }

    /// How far the shadow reaches beyond the shape on each side, before the offset (pt).
    public var extent: Double { Swift.max(0, blurRadius) * 1.5 }
}
