/// Something a person can ask the deck to do without dragging: from a keyboard, a button or an assistive
/// technology. Platform fronts map their keys and accessibility actions onto these.
public enum DeckAction: Hashable, Sendable {
    /// Swipe the front card in a direction (`swipe(_:)`, so `shouldSwipeCardAt` is asked).
    case swipe(SwipeResultDirection)
    /// Undo the last swipe (`revertAction()`).
    case undo
    /// Select the front card, as a tap on it would (`didSelectCardAt`).
    case select
}

extension KolodaDeck {
    /// The actions that would do something now, in a stable order: a swipe for each direction the delegate allows
    /// for the front card (in the delegate's order, read in the layout's reading order: in a right-to-left layout,
    /// two mirror-image directions the delegate allows trade places, so the default reads right, then left), then
    /// select, then undo when the history is not empty. Empty swipes and select when no card is shown.
    public var availableActions: [DeckAction] {
        var actions: [DeckAction] = []
        if let index = core.cards.first?.index {
            var seen = Set<SwipeResultDirection>()
            var allowed: [SwipeResultDirection] = []
            for direction in allowedDirections(for: index) where seen.insert(direction).inserted {
                allowed.append(direction)
            }
            let mirrors = settings.layoutDirection == .rightToLeft
            for direction in allowed {
                let mirrored = direction.mirroredHorizontally
                actions.append(.swipe(mirrors && seen.contains(mirrored) ? mirrored : direction))
            }
            actions.append(.select)
        }
        if !core.model.history.isEmpty { actions.append(.undo) }
        return actions
    }

    /// Performs `action`; returns whether it did anything. A swipe in a direction the front card does not allow,
    /// a swipe `shouldSwipeCardAt` refuses, an undo with an empty history or a select with no card does nothing.
    @discardableResult
    public func perform(_ action: DeckAction) -> Bool {
        switch action {
        case .swipe(let direction): return swipe(direction)
        case .undo: return revertAction()
        case .select: return selectFrontCard()
        }
    }

    /// Selects the front card (`didSelectCardAt`), as a tap on it would. Returns false when no card is shown or the
    /// call comes from a query.
    @discardableResult
    public func selectFrontCard() -> Bool {
        transaction("selectFrontCard()", rejected: false) {
            guard let index = core.cards.first?.index else { return .untouched(false) }
            core.payFrontCard()
            enqueue(.didSelectCard(index: index))
            return .done(true)
        }
    }
}
