/// What a data-driven deck tells the app, and what it asks: Koloda's delegate in closures, with cards named by
/// their items' identities. Every closure is optional; a missing one answers Koloda's default.
@_spi(Fronts) public struct StackHandlers<ID: Hashable> {
    // MARK: Notifications

    /// A card was swiped (Koloda's `didSwipeCardAt`).
    public var onSwipe: ((ID, SwipeResultDirection) -> Void)?
    /// The swipe just reported by `onSwipe` went toward an exact angle (rad, 0 right, π/2 down; a swipe toward an angle
    /// or a vector): the item, the nearest direction (as reported) and the angle (`didSwipeCardAt(_:in:angle:)`).
    public var onSwipeAngle: ((ID, SwipeResultDirection, Double) -> Void)?
    /// The last card was swiped (`kolodaDidRunOutOfCards`).
    public var onRunOut: (() -> Void)?
    /// The front card was tapped, or activated by an assistive technology or the keyboard (`didSelectCardAt`).
    public var onSelect: ((ID) -> Void)?
    /// An undone card is back (`didRewindTo`).
    public var onRewind: ((ID) -> Void)?
    /// A card is in front and settled (`didShowCardAt`).
    public var onShow: ((ID) -> Void)?
    /// A drag moved the card: the direction it heads in and the percentage of the way to the swipe threshold
    /// (0…100; `draggedCardWithPercentage`).
    public var onDrag: ((ID, SwipeResultDirection, Double) -> Void)?
    /// A drag crossed the swipe threshold toward a direction: `true` going past it, `false` coming back
    /// (`didCrossThresholdIn`); the hook for a haptic.
    public var onThresholdCrossed: ((ID, SwipeResultDirection, Bool) -> Void)?
    /// A drag ended without a swipe, or was cancelled: the card returns (`kolodaDidResetCard`).
    public var onReset: ((ID) -> Void)?
    /// A drag began on the card (`kolodaPanBegan`).
    public var onDragBegan: ((ID) -> Void)?
    /// A drag ended, after the deck decided between a swipe and a return (`kolodaPanFinished`).
    public var onDragEnded: ((ID) -> Void)?
    /// A problem the deck worked around (`didReport`).
    public var onDiagnostic: ((KolodaDiagnostic) -> Void)?

    // MARK: Queries

    /// Whether a card may be swiped in a direction (`shouldSwipeCardAt`; default true).
    public var shouldSwipe: ((ID, SwipeResultDirection) -> Bool)?
    /// How a release that would swipe a card is decided (`decideSwipe`; default `.swipe`): `.decideLater` leaves
    /// the card waiting for `confirmSwipe(_:)` or `rejectSwipe(_:)` with the handle.
    public var decideSwipe: ((ID, PendingSwipe) -> SwipeDecision)?
    /// The directions a card may be swiped in (`allowedDirectionsForIndex`; default left and right).
    public var allowedDirections: ((ID) -> [SwipeResultDirection])?
    /// Whether a card may be dragged (`shouldDragCardAt`; default true). Taps and swipes from buttons still work.
    public var shouldDrag: ((ID) -> Bool)?
    /// Whether background cards follow the drag toward the next slot (`kolodaShouldMoveBackgroundCard`; default
    /// true).
    public var shouldMoveBackgroundCard: (() -> Bool)?
    /// Whether the deck's first cards appear with Koloda's appear animation (`kolodaShouldApplyAppearAnimation`;
    /// default true).
    public var shouldApplyAppearAnimation: (() -> Bool)?
    /// Whether background cards are drawn semi-transparent (`kolodaShouldTransparentizeNextCard`; default true).
    public var shouldTransparentizeNextCard: (() -> Bool)?
    /// The swipe threshold as a ratio of the centre-to-edge distance (`kolodaSwipeThresholdRatioMargin`; default
    /// nil, meaning 1.0).
    public var swipeThresholdRatioMargin: (() -> Double?)?

    /// No handlers: every answer is Koloda's default.
    public init() {}
}
