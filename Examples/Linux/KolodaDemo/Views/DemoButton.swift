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

    /// How far above the horizontal v2's NOPE and LIKE throw the card (rad, 20°): less than π/8, so the swipe is
    /// still reported as left or right.
    static let throwTilt = 0.35

    /// On v2, where NOPE and LIKE throw the card along an angle rather than straight (`swipe(toward:)`): the side
    /// the button's reading-order direction names in `layout`, tilted `throwTilt` upwards (y grows downwards); nil
    /// for UNDO.
    func throwAngle(in layout: DeckLayoutDirection) -> Double? {
        guard case .swipe(let direction) = action(in: layout) else { return nil }
        return direction == .right ? -Self.throwTilt : Double.pi + Self.throwTilt
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
