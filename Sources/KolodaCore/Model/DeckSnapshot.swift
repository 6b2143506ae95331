/// A `Codable` picture of the deck's state, for saving and restoring: take it at any moment, mid-drag or
/// mid-animation; restoring gives the settled state.
public struct DeckSnapshot: Hashable, Sendable, Codable {
    /// Data index of the front card.
    public var currentCardIndex: Int
    /// The card count when the snapshot was taken.
    public var countOfCards: Int
    /// Undo history, oldest first.
    public var history: [SwipeRecord]
    /// Loop mode.
    public var isLoop: Bool
    /// Visible card count.
    public var countOfVisibleCards: Int
    /// Undo limit.
    public var undoLimit: Int?

    /// Creates a snapshot.
    public init(currentCardIndex: Int, countOfCards: Int, history: [SwipeRecord], isLoop: Bool,
                countOfVisibleCards: Int, undoLimit: Int?) {
        self.currentCardIndex = currentCardIndex
        self.countOfCards = countOfCards
        self.history = history
        self.isLoop = isLoop
        self.countOfVisibleCards = countOfVisibleCards
        self.undoLimit = undoLimit
    }

    /// The model this snapshot describes for a data source that now has `count` cards.
    /// - Throws: `KolodaError.invalidSnapshot` when an index does not fit.
    func model(forCount count: Int) throws(KolodaError) -> DeckModel {
        guard countOfVisibleCards >= 1 else { throw .invalidSnapshot(reason: "countOfVisibleCards \(countOfVisibleCards) < 1") }
        if let undoLimit, undoLimit < 0 { throw .invalidSnapshot(reason: "undoLimit \(undoLimit) < 0") }
        let maxIndex = isLoop ? max(count - 1, 0) : count
        guard currentCardIndex >= 0, currentCardIndex <= maxIndex else {
            throw .invalidSnapshot(reason: "currentCardIndex \(currentCardIndex) does not fit \(count) cards")
        }
        guard history.allSatisfy({ $0.index >= 0 && $0.index < count }) else {
            throw .invalidSnapshot(reason: "a history index does not fit \(count) cards")
        }
        if let undoLimit, history.count > undoLimit {
            throw .invalidSnapshot(reason: "history is longer than undoLimit \(undoLimit)")
        }
        var m = DeckModel(countOfCards: count, countOfVisibleCards: countOfVisibleCards, isLoop: isLoop, undoLimit: undoLimit)
        m.currentCardIndex = currentCardIndex
        m.history = history
        return m
    }
}
