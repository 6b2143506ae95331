extension DeckModel {
    /// A saved state from its parts, for an app that stores them its own way rather than as `Codable`.
    /// The values are kept as given; ``KolodaDeck/restore(_:)`` checks them against the data source's cards.
    public init(
        currentCardIndex: Int, countOfCards: Int, history: [SwipeRecord], isLoop: Bool,
        countOfVisibleCards: Int, undoLimit: Int?
    ) {
        self.init()
        self.currentCardIndex = currentCardIndex
        self.countOfCards = countOfCards
        self.history = history
        self.isLoop = isLoop
        self.countOfVisibleCards = countOfVisibleCards
        self.undoLimit = undoLimit
    }

    /// This saved state for a data source that now has `count` cards: `countOfCards` becomes `count`.
    /// - Throws: `KolodaError.invalidSnapshot` when the visible count or the undo limit is out of range, or an
    ///   index does not fit `count` cards.
    func restored(forCount count: Int) throws(KolodaError) -> DeckModel {
        guard countOfVisibleCards >= 1 else {
            throw .invalidSnapshot(reason: "countOfVisibleCards \(countOfVisibleCards) < 1")
        }
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
        var model = self
        model.countOfCards = max(0, count)
        return model
    }
}
