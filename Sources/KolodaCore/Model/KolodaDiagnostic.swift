/// A non-fatal problem the deck noticed and worked around, reported to the delegate's
/// `koloda(_:didReport:)` so an app can log it. The documented fallback is applied in each case.
public enum KolodaDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// `kolodaSwipeThresholdRatioMargin` returned NaN, an infinite value, or a value ≤ 0; 1.0 is used.
    case invalidThreshold(Double)
    /// `countOfVisibleCards` was set below 1; the previous value is kept.
    case invalidCountOfVisibleCards(Int)
    /// `undoLimit` was set below 0; the previous value is kept.
    case invalidUndoLimit(Int)
    /// `kolodaNumberOfCards` returned a negative count; 0 is used.
    case negativeCardCount(Int)
    /// The data source's count changed without `reloadData` or a range update. The deck adopts the new
    /// count (clamping its index), so it never asks for a card that no longer exists.
    case countChangedWithoutUpdate(cached: Int, actual: Int)
    /// A non-throwing mutating call was made from inside a query callback and ignored.
    case ignoredCallDuringQuery(operation: String)
    /// An input sample with a non-finite value was ignored.
    case ignoredInvalidSample
    /// A call through one of Koloda's non-throwing signatures (such as `insertCardAtIndexRange(_:animated:)`) was
    /// rejected with `error` and changed nothing. The throwing counterparts (`insertCards(at:animated:)`, …) throw it.
    case rejectedCall(operation: String, error: KolodaError)

    public var description: String { message.string }

    /// The description's text.
    package var message: MessageText {
        switch self {
        case .invalidThreshold(let v): "swipe threshold \(v) is invalid; using 1.0"
        case .invalidCountOfVisibleCards(let v): "countOfVisibleCards \(v) < 1 ignored"
        case .invalidUndoLimit(let v): "undoLimit \(v) < 0 ignored"
        case .negativeCardCount(let v): "kolodaNumberOfCards returned \(v); using 0"
        case .countChangedWithoutUpdate(let c, let a):
            "card count changed from \(c) to \(a) without reloadData or a range update"
        case .ignoredCallDuringQuery(let op): "\(op) called from inside a query callback was ignored"
        case .ignoredInvalidSample: "an input sample with a non-finite value was ignored"
        case .rejectedCall(let operation, let error): "\(operation) was rejected and changed nothing: \(error.message)"
        }
    }
}
