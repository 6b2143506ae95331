import KolodaCore

/// The three round buttons under the deck, as in Koloda's example.
enum DemoButton: CaseIterable, Hashable, Sendable {
    /// Swipes the front card left.
    case nope
    /// Undoes the last swipe (`revertAction()`).
    case undo
    /// Swipes the front card right.
    case like

    /// The caption under the button.
    var caption: String {
        switch self {
        case .nope: return "NOPE"
        case .undo: return "UNDO"
        case .like: return "LIKE"
        }
    }

    /// What the button does: the engine's action for it.
    var action: DeckAction {
        switch self {
        case .nope: return .swipe(.left)
        case .undo: return .undo
        case .like: return .swipe(.right)
        }
    }
}
