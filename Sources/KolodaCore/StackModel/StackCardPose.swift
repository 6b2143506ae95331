/// One card of a data-driven deck as a view layer draws it: the engine's `CardPose` with the item it shows.
/// The transform is the engine's, to be applied as given to a view of `size` whose origin is the deck's.
@_spi(Fronts) public struct StackCardPose<ID: Hashable>: Identifiable {
    /// The card's identity on screen, stable from the moment it enters the deck until it has left.
    public var id: CardID
    /// The identity of the item the card shows. A card keeps its item while it flies out, even when the app has
    /// already dropped that item from its list.
    public var item: ID
    /// The card's data index (position of `item` in the list when the card entered or was last reloaded).
    public var index: Int
    /// The version of the card's content: it goes up when the deck asks for the card's content again (a reload, a
    /// reconfigure), so a view keyed by `contentID` is built anew then.
    public var contentVersion: Int
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

extension StackCardPose {
    /// The identity of what the card shows: its item and content version. A view layer keys the app's card content
    /// by it, so content built for one item never shows another (after a reload the engine may keep a card on
    /// screen and give it a different item), and content lives on while the card shows the same item.
    public var contentID: StackContentID<ID> { StackContentID(item: item, version: contentVersion) }

    /// The element the card shows, read from the app's current `data`: the element at the card's index when it still
    /// has the card's item (`identity` gives an element's), else nil (the item moved or was dropped; the view layer
    /// then uses the element it kept). Reading the current data means an item edited in place, its identity
    /// unchanged, shows its new value. O(1) for a random-access collection.
    public func element<Data: RandomAccessCollection>(in data: Data, identity: (Data.Element) -> ID) -> Data.Element? {
        guard index >= 0, index < data.count else { return nil }
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return identity(element) == item ? element : nil
    }
}

/// The identity of a card's content in a data-driven deck: the item it shows and the content version.
@_spi(Fronts) public struct StackContentID<ID: Hashable>: Hashable {
    /// The item's identity.
    public var item: ID
    /// The card's content version (see `StackCardPose.contentVersion`).
    public var version: Int
}

extension StackContentID: Sendable where ID: Sendable {}
