/// What a data-driven deck tells the app, and what it asks: Koloda's delegate in closures, with cards named by
/// their items' identities. Every closure is optional; a missing one answers Koloda's default.
package struct StackHandlers<ID: Hashable> {
    // MARK: Notifications

    /// A card was swiped (Koloda's `didSwipeCardAt`).
    package var onSwipe: ((ID, SwipeResultDirection) -> Void)?
    /// The last card was swiped (`kolodaDidRunOutOfCards`).
    package var onRunOut: (() -> Void)?
    /// The front card was tapped, or activated by an assistive technology or the keyboard (`didSelectCardAt`).
    package var onSelect: ((ID) -> Void)?
    /// An undone card is back (`didRewindTo`).
    package var onRewind: ((ID) -> Void)?
    /// A card is in front and settled (`didShowCardAt`).
    package var onShow: ((ID) -> Void)?
    /// A drag moved the card: the direction it heads in and the percentage of the way to the swipe threshold
    /// (0…100; `draggedCardWithPercentage`).
    package var onDrag: ((ID, SwipeResultDirection, Double) -> Void)?
    /// A drag crossed the swipe threshold toward a direction: `true` going past it, `false` coming back
    /// (`didCrossThresholdIn`); the hook for a haptic.
    package var onThresholdCrossed: ((ID, SwipeResultDirection, Bool) -> Void)?
    /// A drag ended without a swipe, or was cancelled: the card returns (`kolodaDidResetCard`).
    package var onReset: ((ID) -> Void)?
    /// A drag began on the card (`kolodaPanBegan`).
    package var onDragBegan: ((ID) -> Void)?
    /// A drag ended, after the deck decided between a swipe and a return (`kolodaPanFinished`).
    package var onDragEnded: ((ID) -> Void)?
    /// A problem the deck worked around (`didReport`).
    package var onDiagnostic: ((KolodaDiagnostic) -> Void)?

    // MARK: Queries

    /// Whether a card may be swiped in a direction (`shouldSwipeCardAt`; default true).
    package var shouldSwipe: ((ID, SwipeResultDirection) -> Bool)?
    /// The directions a card may be swiped in (`allowedDirectionsForIndex`; default left and right).
    package var allowedDirections: ((ID) -> [SwipeResultDirection])?
    /// Whether a card may be dragged (`shouldDragCardAt`; default true). Taps and swipes from buttons still work.
    package var shouldDrag: ((ID) -> Bool)?
    /// Whether background cards follow the drag toward the next slot (`kolodaShouldMoveBackgroundCard`; default
    /// true).
    package var shouldMoveBackgroundCard: (() -> Bool)?
    /// Whether the deck's first cards appear with Koloda's appear animation (`kolodaShouldApplyAppearAnimation`;
    /// default true).
    package var shouldApplyAppearAnimation: (() -> Bool)?
    /// Whether background cards are drawn semi-transparent (`kolodaShouldTransparentizeNextCard`; default true).
    package var shouldTransparentizeNextCard: (() -> Bool)?
    /// The swipe threshold as a ratio of the centre-to-edge distance (`kolodaSwipeThresholdRatioMargin`; default
    /// nil, meaning 1.0).
    package var swipeThresholdRatioMargin: (() -> Double?)?

    /// No handlers: every answer is Koloda's default.
    package init() {}
}
