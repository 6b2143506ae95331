/// What one overlay view was last told, so that a front calls Koloda's `update(progress:)` (and sets `overlayState`)
/// only when its card's overlay changed: as the card is dragged, as it returns or flies out, and once when it
/// appears, but never while it rests, however often a scene is applied (every display frame while anything on the
/// deck moves, and at every layout). Koloda 5 called the hook only on drag updates. Each front keeps one per overlay
/// view, so a new overlay view (a new or reloaded card) is told at once.
@_spi(Fronts) public struct OverlayDelivery: Hashable, Sendable {
    /// The state last delivered; nil before the first.
    public private(set) var delivered: OverlayState?

    /// An overlay that has been told nothing yet.
    public init() {}

    /// Records and returns `state` when it differs from the last state delivered; nil when the overlay shows it
    /// already.
    public mutating func take(_ state: OverlayState) -> OverlayState? {
        guard state != delivered else { return nil }
        delivered = state
        return state
    }
}
