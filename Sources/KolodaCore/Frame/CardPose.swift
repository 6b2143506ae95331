/// A card's pose at a moment: where and how one card of a ``DeckScene`` is drawn, and what it shows.
public struct CardPose: Hashable, Sendable {
    /// The card's identity on screen.
    public var id: CardID
    /// Its data index.
    public var index: Int
    /// Increases when the card's content must be asked for again (`reloadData`, `reconfigureCards`, …).
    public var contentVersion: Int
    /// Fractional slot position (0 = front), as currently animated.
    public var slot: Double
    /// The card's logical size (pt): the front slot's size; content is laid out at this size.
    public var bounds: Size
    /// The slot rectangle the card occupies before its drag transform (pt, deck coordinates).
    public var frame: Rect
    /// Screen-space translation from the resting place (pt).
    public var offset: Vector
    /// Rotation (rad, clockwise positive).
    public var rotation: Double
    /// Drag scale (1 at rest).
    public var scale: Double
    /// Maps the card's local coordinates (0…bounds) to deck coordinates (pt): slot placement, drag, appearance.
    public var transform: AffineTransform
    /// Opacity 0…1.
    public var alpha: Double
    /// The overlay to show.
    public var overlay: OverlayState
    /// True for the front card that takes drags and taps.
    public var isInteractive: Bool
    /// True once the card has been swiped or removed and is on its way out.
    public var isLeaving: Bool
}
