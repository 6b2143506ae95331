import KolodaCore

/// The three round buttons under the deck, as in Koloda's example.
enum DemoButton: CaseIterable, Hashable, Sendable {
    /// Swipes the front card toward the leading edge (left, or right in a right-to-left layout).
    case nope
    /// Undoes the last swipe (`revertAction()`).
    case undo
    /// Swipes the front card toward the trailing edge (right, or left in a right-to-left layout).
    case like

    /// The caption under the button.
    var caption: String {
        switch self {
        case .nope: return "NOPE"
        case .undo: return "UNDO"
        case .like: return "LIKE"
        }
    }

    /// What the button does in a `layout`: the engine's action for it. NOPE and LIKE go in reading order.
    func action(in layout: DeckLayoutDirection) -> DeckAction {
        switch self {
        case .nope: return .swipe(RelativeSwipeDirection.leading.resolved(in: layout))
        case .undo: return .undo
        case .like: return .swipe(RelativeSwipeDirection.trailing.resolved(in: layout))
        }
    }
}
