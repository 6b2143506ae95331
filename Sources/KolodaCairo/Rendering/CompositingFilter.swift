/// Resampling quality for transformed cards.
public enum CompositingFilter: Sendable, Hashable, CaseIterable {
    /// `CAIRO_FILTER_GOOD`: smooth (bilinear; box-filtered when shrinking). For cards at rest.
    case good
    /// `CAIRO_FILTER_FAST`: nearest pixel, about twice as fast when rotated. For cards in motion.
    case fast
}
