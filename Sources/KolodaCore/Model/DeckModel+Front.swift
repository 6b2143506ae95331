extension DeckModel {
    /// Makes the card at `index` the front card without swiping the cards between (a jump, forward or back). The undo
    /// history is kept as it is: `revert()` afterwards brings back the last card swiped, wherever the jump went.
    /// - Throws: `KolodaError.indexRangeOutOfBounds` (the range holding `index` alone) when `index` is not in
    ///   `0..<countOfCards`, in loop mode too. The value is then unchanged.
    public mutating func moveFront(to index: Int) throws(KolodaError) {
        guard index >= 0, index < countOfCards else {
            throw .indexRangeOutOfBounds(range: Self.range(holding: index), count: countOfCards)
        }
        currentCardIndex = index
    }

    /// The range holding `index` alone, for an error about one index (empty at `Int.max`, which has no successor).
    static func range(holding index: Int) -> Range<Int> {
        let (next, overflow) = index.addingReportingOverflow(1)
        return index..<(overflow ? index : next)
    }
}
