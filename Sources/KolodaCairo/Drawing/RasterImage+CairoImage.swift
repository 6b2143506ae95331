import CCairo
import KolodaCompositing

extension RasterImage {
    /// Wraps a `CairoImage` (sharing its pixels) so it can be composited as a layer, e.g. a static backdrop.
    public convenience init(image: CairoImage, cornerRadius: Double = 0, shadow: CairoShadow? = nil) {
        self.init(
            adopting: cairo_surface_reference(image.surface), scale: image.scale, size: image.size,
            cornerRadius: cornerRadius, shadow: shadow)
    }
}
