/// One card of a data-driven deck as a view layer draws it: the engine's `CardSnapshot` with the item it shows.
/// The transform is the engine's, to be applied as given to a view of `size` whose origin is the deck's.
public struct StackCardPose<ID: Hashable>: Identifiable {
    /// The card's identity on screen, stable from the moment it enters the deck until it has left.
    public var id: CardID
    /// The identity of the item the card shows. A card keeps its item while it flies out, even when the app has
    /// already dropped that item from its list.
    public var item: ID
    /// The card's data index (position of `item` in the list when the card entered or was last reloaded).
    public var index: Int
    /// The card's logical size (pt): lay its content out at this size.
    public var size: Size
    /// Maps the card's local coordinates (0…size) to the deck's (pt).
    public var transform: AffineTransform
    /// Opacity, 0…1.
    public var alpha: Double
    /// The overlay to show: the direction the card heads in and the progress toward it (0…1, 1 at the threshold).
    public var overlay: OverlayState
    /// True for the front card, the one that takes drags, taps and accessibility actions.
    public var isFront: Bool
    /// True once the card has been swiped or removed and is on its way out.
    public var isLeaving: Bool
    /// Drawing order: larger is nearer the viewer.
    public var zIndex: Double
}
