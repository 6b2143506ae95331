/// One committed swipe in the deck's history: which data index left, and in which direction.
public struct SwipeRecord: Hashable, Sendable, Codable {
    /// The data index of the swiped card.
    public var index: Int
    /// The direction it was swiped in.
    public var direction: SwipeResultDirection

    /// Creates a record.
    public init(index: Int, direction: SwipeResultDirection) {
        self.index = index
        self.direction = direction
    }
}

/// Why a record left the undo history without being reverted. From that moment the swipe can no longer
/// be undone: the hook where an app makes the decision final.
public enum HistoryEvictionReason: String, Sendable, Codable, Hashable {
    /// The history grew past `undoLimit`; the oldest record was dropped.
    case undoLimit
    /// `resetCurrentCardIndex()` or a restore cleared the history.
    case historyCleared
    /// The swiped card's data was removed (`removeCards(at:animated:)` or a `reloadData` with fewer cards).
    case cardRemoved
}
