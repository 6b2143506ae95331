extension KolodaDeck {
    // MARK: Geometry

    /// What the layout sees: the deck size and the stack settings.
    public var layoutContext: LayoutContext { core.layoutContext }

    /// Koloda's `frameForCard(at:)`: the layout's rectangle for `slot` (pt). Non-finite rectangles become `.zero`.
    public func frameForCard(at slot: Int) -> Rect {
        Self.frameForCard(at: slot, layout: layout, context: layoutContext)
    }

    /// `layout`'s rectangle for `slot` (pt) in `context`; non-finite rectangles become `.zero`.
    static func frameForCard(at slot: Int, layout: some CardLayout, context: LayoutContext) -> Rect {
        let r = layout.frameForCard(at: max(0, slot), in: context)
        return r.isFinite ? r : .zero
    }

    /// The front slot's rectangle (pt), from the rectangles kept for scenes (filled for the whole deck, as a scene
    /// will need them).
    var frontFrame: Rect { wholeSlotFrames()[0] }

    /// Marks the layout as changed: the next frame asks the layout (``layout``, or the UIKit and Linux views'
    /// `frameForCard(at:)` override) again for every slot it draws, as `UICollectionViewLayout.invalidateLayout()`
    /// does. Slot rectangles are otherwise kept: the layout is asked once per slot, then again only when the layout
    /// context changes (size, `countOfVisibleCards`, the stack settings) or after `reloadData()`, `layoutDeck()`, a new
    /// ``layout`` or new ``settings``. Call it when a custom layout's answers change for a reason the deck cannot see.
    /// Allowed anywhere, callbacks included.
    public func invalidateLayout() {
        slotFrames.invalidate()
    }

    /// The cards' logical size: the front slot's (pt).
    var cardSize: Size { frontFrame.size }
}
