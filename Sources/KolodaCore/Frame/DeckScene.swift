/// What an overlay shows: Koloda's `overlayState` and `update(progress:)`.
public struct OverlayState: Hashable, Sendable {
    /// The direction the card is heading, or nil.
    public var direction: SwipeResultDirection?
    /// 0…1; full exactly at the swipe threshold.
    public var progress: Double

    /// No overlay.
    public static let none = OverlayState(direction: nil, progress: 0)
}

/// One card as it should be drawn at a moment.
public struct CardSnapshot: Hashable, Sendable {
    /// The card's identity on screen.
    public var id: CardID
    /// Its data index.
    public var index: Int
    /// Increases when the card's content must be asked for again (`reloadData`, `reconfigureCards`, …).
    public var contentVersion: Int
    /// Fractional slot position (0 = front), as currently animated.
    public var slot: Double
    /// The card's logical size (pt): the front slot's size; content is laid out at this size.
    public var bounds: Size
    /// The slot rectangle the card occupies before its drag transform (pt, deck coordinates).
    public var frame: Rect
    /// Screen-space translation from the resting place (pt).
    public var offset: Vector
    /// Rotation (rad, clockwise positive).
    public var rotation: Double
    /// Drag scale (1 at rest).
    public var scale: Double
    /// Maps the card's local coordinates (0…bounds) to deck coordinates (pt): slot placement, drag, appearance.
    public var transform: AffineTransform
    /// Opacity 0…1.
    public var alpha: Double
    /// The overlay to show.
    public var overlay: OverlayState
    /// True for the front card that takes drags and taps.
    public var isInteractive: Bool
    /// True once the card has been swiped or removed and is on its way out.
    public var isLeaving: Bool
}

/// The whole deck at a moment: every card to draw, back to front.
public struct DeckScene: Hashable, Sendable {
    /// Engine time (s).
    public var time: Double
    /// The deck's size (pt).
    public var size: Size
    /// Cards back to front (draw in this order).
    public var cards: [CardSnapshot]
    /// True while anything moves.
    public var isAnimating: Bool
    /// The deck's `currentCardIndex`.
    public var currentCardIndex: Int
    /// The deck's `countOfCards`.
    public var countOfCards: Int

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
