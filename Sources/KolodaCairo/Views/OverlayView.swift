@_spi(Fronts) import KolodaCore

/// The overlay Koloda shows over the front card while it is dragged (e.g. "LIKE" / "NOPE").
///
/// Subclass it and react to `overlayState` (override with a `didSet`, calling `super`), and to
/// `update(progress:)`. Rasterize it as its own root (not as a subview of the card) so that per-frame
/// alpha changes do not invalidate the card's raster; composite it with the card's transform and
/// `alpha` as the layer alpha.
@MainActor
open class OverlayView: CairoView {
    /// The direction the card is being dragged towards; `nil` when not dragged.
    open var overlayState: SwipeResultDirection? {
        didSet { if overlayState != oldValue { setNeedsDisplay() } }
    }

    /// Called with the drag progress (0 at rest … 1 at the swipe threshold) when it changes: as the card is dragged,
    /// returns or flies out, and once when the card appears. The default sets `alpha = progress`.
    open func update(progress: Double) {
        alpha = progress
    }

    /// What the deck last told this overlay.
    var delivery = OverlayDelivery()

    /// Shows `state`: sets `overlayState` and calls `update(progress:)` when it differs from what was last shown.
    func show(_ state: OverlayState) {
        guard let state = delivery.take(state) else { return }
        if overlayState != state.direction { overlayState = state.direction }
        update(progress: state.progress)
    }
}
