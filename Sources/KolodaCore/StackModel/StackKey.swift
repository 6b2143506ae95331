/// The keys a data-driven deck answers when it has keyboard focus: the UIKit `KolodaView`'s key commands (and
/// `DeckKeys` on Linux), each standing for a `DeckAction` the deck performs with `KolodaDeck.perform(_:)`, so the
/// allowed directions and `shouldSwipe` apply as for any swipe.
public enum StackKey: CaseIterable, Hashable, Sendable {
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
