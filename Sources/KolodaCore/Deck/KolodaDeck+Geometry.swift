extension KolodaDeck {
    // MARK: Geometry

    /// What the layout sees: the deck size and the stack settings.
    public var layoutContext: LayoutContext {
        // Read field by field: `core.layoutContext` would copy the whole core out of the deck first.
        LayoutContext(
            deckSize: core.size, countOfVisibleCards: core.model.countOfVisibleCards,
            backgroundCardsTopMargin: core.settings.backgroundCardsTopMargin,
            backgroundCardsScalePercent: core.settings.backgroundCardsScalePercent,
            visibleCardsDirection: core.settings.visibleCardsDirection)
    }

    /// Koloda's `frameForCard(at:)`: the layout's rectangle for `slot` (pt). Non-finite rectangles become `.zero`.
    public func frameForCard(at slot: Int) -> Rect {
        Self.frameForCard(at: slot, layout: layout, context: layoutContext)
    }

    /// `layout`'s rectangle for `slot` (pt) in `context`; non-finite rectangles become `.zero`.
    static func frameForCard(at slot: Int, layout: any CardLayout, context: LayoutContext) -> Rect {
        let r = layout.frameForCard(at: max(0, slot), in: context)
        return r.isFinite ? r : .zero
    }

    /// The front slot's rectangle (pt), from the rectangles kept for scenes when they are still good.
    var frontFrame: Rect { slotFrames.frontFrame(count: core.cards.count, layout: layout, context: layoutContext) }

    /// The cards' logical size: the front slot's (pt).
    var cardSize: Size { frontFrame.size }
}
