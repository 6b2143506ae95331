/// Resampling quality for transformed cards.
public enum CompositingFilter: Sendable, Hashable, CaseIterable {
    /// `CAIRO_FILTER_GOOD`: smooth (bilinear; box-filtered when shrinking much). For cards at rest.
    case good
    /// Nearest pixel for scaled (not rotated) cards, the pixels of `CAIRO_FILTER_NEAREST`. For cards in motion.
    /// Rotated cards are sampled bilinearly with either filter (by the compositor's own loop, see `Compositor`), and
    /// cards at whole-pixel positions at 1:1 are copied.
    case fast
}
