/// The keys a data-driven deck answers when it has keyboard focus: the UIKit `KolodaView`'s key commands (and
/// `DeckKeys` on Linux), each standing for a `DeckAction` the deck performs with `KolodaDeck.perform(_:)`, so the
/// allowed directions and `shouldSwipe` apply as for any swipe.
@_spi(Fronts) public enum StackKey: CaseIterable, Hashable, Sendable {
    /// ← swipes left.
    case leftArrow
    /// → swipes right.
    case rightArrow
    /// ↑ swipes up.
    case upArrow
    /// ↓ swipes down.
    case downArrow
    /// Delete (backspace) undoes.
    case delete
    /// ⌘Z undoes.
    case commandZ
    /// Return selects the front card, as a tap does.
    case returnKey
    /// Space selects the front card, as a tap does.
    case space

    /// The action the key stands for.
    public var action: DeckAction {
        switch self {
        case .leftArrow: return .swipe(.left)
        case .rightArrow: return .swipe(.right)
        case .upArrow: return .swipe(.up)
        case .downArrow: return .swipe(.down)
        case .delete, .commandZ: return .undo
        case .returnKey, .space: return .select
        }
    }
}

extension StackKey {
    /// True for the arrows: each swipes the card the way it points on the keyboard, in right-to-left layouts too
    /// (the deck's directions are physical), so a front must not let the system mirror them.
    package var hasPhysicalDirection: Bool {
        switch self {
        case .leftArrow, .rightArrow, .upArrow, .downArrow: return true
        case .delete, .commandZ, .returnKey, .space: return false
        }
    }

    /// The keys a deck takes now, for the actions `available` (`KolodaDeck.availableActions`): none while a text
    /// input inside the deck (a field on a card) has the keyboard, so typing, moving the caret, deleting and undoing
    /// stay the field's; otherwise every key whose action is available, in `allCases` order.
    package static func offered(available: [DeckAction], textInputHasKeyboard: Bool) -> [StackKey] {
        guard !textInputHasKeyboard else { return [] }
        return allCases.filter { available.contains($0.action) }
    }
}
