/// What an overlay shows: Koloda's `overlayState` and `update(progress:)`.
public struct OverlayState: Hashable, Sendable {
    /// The direction the card is heading, or nil.
    public var direction: SwipeResultDirection?
    /// 0…1; full exactly at the swipe threshold.
    public var progress: Double

    /// No overlay.
    public static let none = OverlayState(direction: nil, progress: 0)
}

/// The whole deck at a moment: every card to draw, back to front.
public struct DeckScene: Hashable, Sendable {
    /// Engine time (s).
    public var time: Double
    /// The deck's size (pt).
    public var size: Size
    /// Cards back to front (draw in this order).
    public var cards: [CardPose]
    /// True while anything moves.
    public var isAnimating: Bool
    /// The deck's `currentCardIndex`.
    public var currentCardIndex: Int
    /// The deck's `countOfCards`.
    public var countOfCards: Int
    /// The swipe waiting for the app's decision (``KolodaDeck/pendingSwipe``), or nil: its card (the front card,
    /// ``PendingSwipe/index``) waits where it was released, for the app to style (a spinner on its overlay, say).
    public var pendingSwipe: PendingSwipe? = nil

    /// True while anything on screen moves or is away from its place: an animation runs, or a card is leaving,
    /// displaced or rotated (a card held still mid-drag counts). The one answer every front uses to choose its
    /// cheaper drawing while moving (UIKit rasterizes the content, Cairo uses its fast filter).
    public var isMoving: Bool {
        isAnimating || cards.contains { $0.isLeaving || $0.offset != .zero || $0.rotation != 0 }
    }
}

/// What one `tick(now:)` produces: the scene and the events delivered since the previous tick, in order.
public struct DeckFrame: Hashable, Sendable {
    /// The scene at the tick's time.
    public var scene: DeckScene
    /// Events since the previous tick.
    public var events: [TimedEvent]
}
