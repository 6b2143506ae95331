#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

/// A view above a card's content showing where the card is heading, e.g. a "LIKE" or "NOPE" stamp (Koloda's).
@preconcurrency @MainActor
open class OverlayView: UIView {
    /// The direction the card is heading, or nil. Set by the deck; react in a subclass's `didSet`.
    open var overlayState: SwipeResultDirection?

    /// Called with the progress toward `overlayState` (0…1, 1 at the swipe threshold) when it changes: as the card
    /// is dragged (as in Koloda 5), returns or flies out, and once when the card appears; never while it rests.
    /// The default sets `alpha` to it.
    open func update(progress: CGFloat) {
        alpha = progress
    }

    /// What the deck last told this overlay.
    var delivery = OverlayDelivery()

    /// Shows `state`: sets `overlayState` and calls `update(progress:)` when it differs from what was last shown.
    func show(_ state: OverlayState) {
        guard let state = delivery.take(state) else { return }
        if overlayState != state.direction { overlayState = state.direction }
        update(progress: CGFloat(state.progress))
    }
}
#endif
