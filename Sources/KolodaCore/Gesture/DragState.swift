/// The drag in progress on the front card.
struct DragState: Sendable {
    /// The dragged card.
    var cardID: CardID
    /// Offset of the card when the translation is zero (pt).
    var base: Vector
    /// Directions the delegate allows for the card, re-read on every update.
    var allowed: [SwipeResultDirection]
    /// The direction past the threshold at the last update, if any (for the threshold-crossing events).
    var pastThresholdDirection: SwipeResultDirection?
}

/// A swipe back in progress: the card of `record`, on its way out (in `leaving`), held under the finger.
struct SwipeBackState: Sendable {
    /// The card held (in `leaving`).
    var cardID: CardID
    /// The swipe the drag would undo: the history's last record when the drag began.
    var record: SwipeRecord
    /// Offset of the card when the translation is zero (pt).
    var base: Vector
}
