/// A rejected call. Whenever one of these is thrown the deck's state is unchanged.
public enum KolodaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A range that is empty where cards are required, negative, or reaches past the card count.
    case indexRangeOutOfBounds(range: Range<Int>, count: Int)
    /// The data source's count does not match the update: `expected` is what the update implies.
    case inconsistentCardCount(expected: Int, actual: Int)
    /// An input sample with a NaN or infinite location, translation, velocity or time.
    case invalidSample
    /// A `tick(now:)` time that is NaN or infinite.
    case invalidTime(Double)
    /// A deck size that is not finite and positive.
    case invalidSize(width: Double, height: Double)
    /// A mutating call made from inside a data-source or delegate method that returns a value
    /// (for example `shouldSwipeCardAt`): the deck is mid-decision then. Calls from notification
    /// callbacks (`didSwipeCardAt`, `kolodaDidRunOutOfCards`, …) are allowed.
    case calledDuringQuery(operation: String)
    /// The operation needs a data source and none is set.
    case noDataSource
    /// A snapshot that does not fit the data source's current cards.
    case invalidSnapshot(reason: String)

    public var description: String { message.string }

    /// The description's text.
    package var message: MessageText {
        switch self {
        case .indexRangeOutOfBounds(let range, let count):
            "index range \(range.lowerBound)..<\(range.upperBound) is out of bounds for \(count) cards"
        case .inconsistentCardCount(let expected, let actual):
            "the data source reports \(actual) cards but the update implies \(expected)"
        case .invalidSample:
            "input sample has a NaN or infinite value"
        case .invalidTime(let t):
            "time \(t) is not finite"
        case .invalidSize(let w, let h):
            "deck size \(w)×\(h) is not finite and positive"
        case .calledDuringQuery(let operation):
            "\(operation) was called from inside a data-source or delegate query; call it from a notification "
                + "callback instead"
        case .noDataSource:
            "the deck has no data source"
        case .invalidSnapshot(let reason):
            "snapshot cannot be restored: \(reason)"
        }
    }
}
