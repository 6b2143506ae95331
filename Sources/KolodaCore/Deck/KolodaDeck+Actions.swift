/// Something a person can ask the deck to do without dragging: from a keyboard, a button or an assistive
/// technology (B5). Platform fronts map their keys and accessibility actions onto these.
public enum DeckAction: Hashable, Sendable {
    /// Swipe the front card in a direction (`swipe(_:)`, so `shouldSwipeCardAt` is asked).
    case swipe(SwipeResultDirection)
    /// Undo the last swipe (`revertAction()`).
    case undo
    /// Select the front card, as a tap on it would (`didSelectCardAt`).
    case select

    /// A short English name for the action, e.g. "Swipe left", "Undo".
    public var name: String {
        switch self {
        case let .swipe(direction): return "Swipe " + Self.words(direction)
        case .undo: return "Undo"
        case .select: return "Select"
        }
    }

    private static func words(_ direction: SwipeResultDirection) -> String {
        switch direction {
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        case .topLeft: return "up and left"
        case .topRight: return "up and right"
        case .bottomLeft: return "down and left"
        case .bottomRight: return "down and right"
        }
    }
}

extension KolodaDeck {
    /// The actions that would do something now, in a stable order: a swipe for each direction the delegate allows
    /// for the front card (in the delegate's order), then select, then undo when the history is not empty.
    /// Empty swipes and select when no card is shown.
    public var availableActions: [DeckAction] {
        var actions: [DeckAction] = []
        if let index = core.cards.first?.index {
            var seen = Set<SwipeResultDirection>()
            for direction in allowedDirections(for: index) where seen.insert(direction).inserted {
                actions.append(.swipe(direction))
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
        case let .swipe(direction): return swipe(direction)
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

    /// A short English description of the card with data index `index` for a screen reader: "card 3 of 20"
    /// for index 2 of 20 cards.
    public func accessibilityDescription(ofCardAt index: Int) -> String {
        "card \(index + 1) of \(countOfCards)"
    }
}
