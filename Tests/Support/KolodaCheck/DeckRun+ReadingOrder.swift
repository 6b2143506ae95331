@_spi(Fronts) import KolodaCore

extension ReferenceDeck {
    /// The physical direction a reading-order one names in `layoutDirection`: leading is left when reading left to
    /// right and right when reading right to left; up and down need no reading order (docs/behaviour.md, "Right to
    /// left"). Written from the table, not from `RelativeSwipeDirection.resolved(in:)`.
    package func physical(_ direction: RelativeSwipeDirection) -> SwipeResultDirection {
        let rtl = layoutDirection == .rightToLeft
        switch direction {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .topLeading: return rtl ? .topRight : .topLeft
        case .topTrailing: return rtl ? .topLeft : .topRight
        case .bottomLeading: return rtl ? .bottomRight : .bottomLeft
        case .bottomTrailing: return rtl ? .bottomLeft : .bottomRight
        }
    }

    /// What a key does, in every layout: the arrows swipe the way they point, Delete and ⌘Z undo, Return and Space
    /// select.
    package static func action(of key: StackKey) -> DeckAction {
        switch key {
        case .leftArrow: return .swipe(.left)
        case .rightArrow: return .swipe(.right)
        case .upArrow: return .swipe(.up)
        case .downArrow: return .swipe(.down)
        case .delete, .commandZ: return .undo
        case .returnKey, .space: return .select
        }
    }

    /// The screen reader's swipe actions for a front card allowing `allowed`, in order: each allowed direction once,
    /// in the delegate's order; reading right to left, a direction whose mirror image is allowed too takes its
    /// mirror's place, so the pair reads leading first.
    package func swipeActions(allowed: [SwipeResultDirection]) -> [SwipeResultDirection] {
        var unique: [SwipeResultDirection] = []
        for direction in allowed where !unique.contains(direction) { unique.append(direction) }
        guard layoutDirection == .rightToLeft else { return unique }
        let mirror: [SwipeResultDirection: SwipeResultDirection] = [
            .left: .right, .right: .left, .topLeft: .topRight, .topRight: .topLeft, .bottomLeft: .bottomRight,
            .bottomRight: .bottomLeft
        ]
        return unique.map { direction in
            guard let image = mirror[direction], unique.contains(image) else { return direction }
            return image
        }
    }
}

extension DeckRun {
    /// Reading order: a new layout direction changes no card, no history and reports nothing; a reading-order swipe
    /// is exactly the physical swipe the reference resolves it to (reported in that physical direction); a key does
    /// what it does in every layout.
    /// `before` is the model before the last swipe, when this may be its undo.
    func applyReadingOrder(_ op: DeckOperation, before: DeckModel?) {
        let topLevel = nesting == 0
        switch op {
        case .setLayoutDirection(let layout):
            let before = deck.model
            let heard = swipesHeard
            reference.layoutDirection = layout
            deck.layoutDirection = layout
            if deck.layoutDirection != layout {
                fail("reading order", "layoutDirection stayed \(deck.layoutDirection)")
            }
            if deck.model != before || swipesHeard != heard {
                fail("reading order", "setting the layout direction changed the deck or reported a swipe")
            }
        case .swipeRelative(let direction, let force):
            let physical = reference.physical(direction)
            let swiped = checkedSwipe(
                physical, force: force, topLevel: topLevel, name: "swipe(.\(direction)) [.\(physical)]"
            ) { deck.swipe(direction, force: force) }
            if swiped && reference.layoutDirection == .rightToLeft { rightToLeftSwipes += 1 }
        case .key(let key):
            keysPressed += 1
            switch ReferenceDeck.action(of: key) {
            case .swipe(let direction):
                checkedSwipe(direction, force: false, topLevel: topLevel, name: "key \(key)") {
                    deck.perform(key.action)
                }
            case .undo:
                checkedRevert(before: topLevel ? before : nil) { deck.perform(key.action) }
            case .select:
                let front = reference.window.first
                let selected = deck.perform(key.action)
                if topLevel && selected != (front != nil) {
                    fail("key", "key \(key) returned \(selected) with front card \(String(describing: front))")
                }
            }
        default: break
        }
    }

    /// The screen reader's swipe actions (`availableActions`) are the reference's, in its order. Asked with any armed
    /// query put aside, so the check runs no operation.
    func checkSwipeActions() {
        let armed = armedQuery
        armedQuery = nil
        defer { armedQuery = armed }
        let actions = deck.availableActions
        let swipes = actions.compactMap { action -> SwipeResultDirection? in
            if case .swipe(let direction) = action { return direction }
            return nil
        }
        let expected = actions.contains(.select) ? reference.swipeActions(allowed: delegate.allowed) : []
        if swipes != expected {
            fail("reading order", "swipe actions \(swipes), expected \(expected) (\(reference.layoutDirection))")
        }
    }
}
