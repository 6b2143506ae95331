/// The deck's logical state as a value: which card is in front, how many cards there are, which data indexes
/// are visible, and the undo history. Every operation is a pure, validated transition: it either applies
/// completely or throws and leaves the value unchanged. Nothing here animates or calls out.
public struct DeckModel: Hashable, Sendable, Codable {
    /// Data index of the front card. Equals `countOfCards` once a non-loop deck has run out.
    public internal(set) var currentCardIndex: Int = 0
    /// Number of cards in the data source, as last read.
    public internal(set) var countOfCards: Int = 0
    /// Maximum number of cards on screen, front included (default 3, at least 1).
    public internal(set) var countOfVisibleCards: Int = 3
    /// Endless deck: after the last card the front wraps to index 0 (default false).
    public var isLoop: Bool = false
    /// Committed swipes that can still be undone, oldest first.
    public internal(set) var history: [SwipeRecord] = []
    /// Maximum length of `history`; `nil` (the default) keeps every swipe.
    public internal(set) var undoLimit: Int? = nil

    /// Creates a model.
    public init(countOfCards: Int = 0, countOfVisibleCards: Int = 3, isLoop: Bool = false, undoLimit: Int? = nil) {
        self.countOfCards = max(0, countOfCards)
        self.countOfVisibleCards = max(1, countOfVisibleCards)
        self.isLoop = isLoop
        self.undoLimit = undoLimit.map { max(0, $0) }
    }

    /// Data indexes on screen, front first: the next `min(countOfVisibleCards, remaining)` indexes,
    /// wrapping modulo `countOfCards` in loop mode.
    public var visibleIndexes: [Int] {
        guard countOfCards > 0 else { return [] }
        if isLoop {
            let n = min(countOfVisibleCards, countOfCards)
            let start = currentCardIndex % countOfCards
            return (0..<n).map { (start + $0) % countOfCards }
        }
        guard currentCardIndex < countOfCards else { return [] }
        // Counted from what remains, so a huge `countOfVisibleCards` (e.g. `.max` for "all") cannot overflow.
        return Array(currentCardIndex..<currentCardIndex + min(countOfVisibleCards, countOfCards - currentCardIndex))
    }

    /// True when no card is on screen.
    public var isRunOutOfCards: Bool { countOfCards == 0 || (!isLoop && currentCardIndex >= countOfCards) }

    /// The front card's data index, or nil when the deck is empty.
    public var frontIndex: Int? { isRunOutOfCards ? nil : currentCardIndex }

    // MARK: - Transitions

    /// Commits a swipe of the front card. Returns the record and any history records evicted by `undoLimit`,
    /// or nil (and no change) when there is no front card.
    @discardableResult
    public mutating func commitSwipe(_ direction: SwipeResultDirection) -> (
        record: SwipeRecord, evicted: [SwipeRecord]
    )? {
        guard let front = frontIndex else { return nil }
        let record = SwipeRecord(index: front, direction: direction)
        currentCardIndex = front + 1
        if isLoop && currentCardIndex >= countOfCards { currentCardIndex = 0 }
        history.append(record)
        return (record, trimHistory())
    }

    /// Undoes the most recent swipe: the front card becomes the swiped card again. Returns the undone record,
    /// or nil (and no change) when the history is empty or the record no longer fits the data.
    @discardableResult
    public mutating func revert() -> SwipeRecord? {
        guard let record = history.last, record.index >= 0, record.index < countOfCards else { return nil }
        history.removeLast()
        currentCardIndex = record.index
        return record
    }

    /// Sets the visible count; values below 1 are rejected (returns false, no change).
    @discardableResult
    public mutating func setCountOfVisibleCards(_ n: Int) -> Bool {
        guard n >= 1 else { return false }
        countOfVisibleCards = n
        return true
    }

    /// Sets the undo limit; negative limits are rejected (returns nil, no change). Returns the records evicted.
    public mutating func setUndoLimit(_ limit: Int?) -> [SwipeRecord]? {
        if let limit, limit < 0 { return nil }
        undoLimit = limit
        return trimHistory()
    }

    /// Inserts `range.count` cards at `range.lowerBound`. The data source must already report
    /// `newCount == countOfCards + range.count`. Cards inserted strictly before the front card shift
    /// `currentCardIndex` so the front card stays the same item; cards inserted at `currentCardIndex` go in
    /// front of it (so a deck that ran out shows them). History indexes shift with the data.
    public mutating func insert(_ range: Range<Int>, newCount: Int) throws(KolodaError) {
        try insert(range, newCount: newCount, keepsFront: false)
    }

    /// `insert(_:newCount:)`, where with `keepsFront` cards inserted at `currentCardIndex` land before the front card
    /// in data order (as if already passed) instead of in front of it, so the front card stays the same item (a
    /// data-driven deck's prepend). A deck that ran out still shows them.
    mutating func insert(_ range: Range<Int>, newCount: Int, keepsFront: Bool) throws(KolodaError) {
        guard range.lowerBound >= 0, range.lowerBound <= countOfCards else {
            throw .indexRangeOutOfBounds(range: range, count: countOfCards)
        }
        guard newCount == countOfCards + range.count else {
            throw .inconsistentCardCount(expected: countOfCards + range.count, actual: newCount)
        }
        let front = keepsFront && !isRunOutOfCards ? currentCardIndex + 1 : currentCardIndex
        if range.lowerBound < front { currentCardIndex += range.count }
        for i in history.indices where history[i].index >= range.lowerBound { history[i].index += range.count }
        countOfCards = newCount
    }

    /// Removes the cards in `range`. The data source must already report
    /// `newCount == countOfCards − range.count`. Removed cards before the front shift `currentCardIndex`
    /// down; history records of removed cards are dropped and returned, later ones shift.
    public mutating func remove(_ range: Range<Int>, newCount: Int) throws(KolodaError) -> [SwipeRecord] {
        guard range.lowerBound >= 0, range.upperBound <= countOfCards else {
            throw .indexRangeOutOfBounds(range: range, count: countOfCards)
        }
        guard newCount == countOfCards - range.count else {
            throw .inconsistentCardCount(expected: countOfCards - range.count, actual: newCount)
        }
        let removedBefore = min(max(currentCardIndex - range.lowerBound, 0), range.count)
        currentCardIndex -= removedBefore
        countOfCards = newCount
        if isLoop && currentCardIndex >= countOfCards { currentCardIndex = 0 }
        var dropped: [SwipeRecord] = []
        history = history.compactMap { r in
            if range.contains(r.index) {
                dropped.append(r)
                return nil
            }
            var r = r
            if r.index >= range.upperBound { r.index -= range.count }
            return r
        }
        return dropped
    }

    /// Re-reads the count: clamps `currentCardIndex` into the new data and drops history
    /// records whose card no longer exists (returned). A negative count is treated as 0.
    public mutating func reload(newCount: Int) -> [SwipeRecord] {
        countOfCards = max(0, newCount)
        if isLoop {
            currentCardIndex = countOfCards == 0 ? 0 : currentCardIndex % countOfCards
        } else {
            currentCardIndex = min(currentCardIndex, countOfCards)
        }
        let dropped = history.filter { $0.index >= countOfCards }
        history.removeAll { $0.index >= countOfCards }
        return dropped
    }

    /// Back to the first card with an empty history (`resetCurrentCardIndex()`); returns the cleared records.
    public mutating func reset(newCount: Int) -> [SwipeRecord] {
        let cleared = history
        history = []
        currentCardIndex = 0
        countOfCards = max(0, newCount)
        return cleared
    }

    private mutating func trimHistory() -> [SwipeRecord] {
        guard let limit = undoLimit, history.count > limit else { return [] }
        let evicted = Array(history.prefix(history.count - limit))
        history.removeFirst(history.count - limit)
        return evicted
    }
}
