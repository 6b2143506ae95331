/// A swipe the app decides later: the handle a delegate is given with the question about a release, and gives back
/// with ``KolodaDeck/confirmSwipe(_:)`` or ``KolodaDeck/rejectSwipe(_:)``. A value: copy it, keep it, send it to
/// another task; a handle whose decision is over (confirmed, rejected, timed out, or ended by another command) is
/// stale, and confirming or rejecting it does nothing.
public struct PendingSwipe: Hashable, Sendable {
    /// Unique within one deck: a later decision never has the same identifier as an earlier one.
    public var id: Int
    /// The data index of the card waiting.
    public var index: Int
    /// The direction it would be swiped in.
    public var direction: SwipeResultDirection

    /// A handle (for tests and previews; a deck makes its own).
    public init(id: Int, index: Int, direction: SwipeResultDirection) {
        self.id = id
        self.index = index
        self.direction = direction
    }
}

/// The answer to a release that would swipe (``KolodaDelegate/koloda(_:decideSwipe:)``).
public enum SwipeDecision: Hashable, Sendable {
    /// Swipe now (the default).
    case swipe
    /// Do not swipe: the card springs back (`kolodaDidResetCard`), as if `shouldSwipeCardAt` had said no.
    case cancel
    /// Decide later: the card waits where it was released, its overlay showing the direction, until the app confirms
    /// or rejects the ``PendingSwipe`` it was asked about. With a `timeout` (s of the deck's clock; nil: none), the
    /// deck rejects it when that much time has passed without an answer.
    case decideLater(timeout: Double?)
}

/// How a command an app awaits ended, once its card settled (``KolodaDeck/swipeAndWait(_:force:)``,
/// ``KolodaDeck/revertActionAndWait(direction:)``).
public enum SettleOutcome: Hashable, Sendable {
    /// The card was swiped (reported once, by `didSwipeCardAt`) and has left the screen.
    case swiped(index: Int, direction: SwipeResultDirection)
    /// The undone card is back in front (`didRewindTo` was delivered).
    case rewound(index: Int)
    /// Nothing happened: no card, a direction not allowed, `shouldSwipeCardAt` said no, nothing to undo, or a call
    /// from a query callback.
    case refused
    /// A later command moved the card before it settled: an undo took a swiped card back, or a swipe, removal or
    /// restore took an undone card away. Each swipe and undo was still reported once.
    case superseded
    /// The wait ended before the card settled: the task was cancelled, or the deck left the screen. The command
    /// itself stands, and the deck's motion goes on.
    case interrupted
}
