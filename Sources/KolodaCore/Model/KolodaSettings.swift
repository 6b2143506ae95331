/// How a deck looks and moves: Koloda's properties as one value, each with Koloda's default, so that
/// `KolodaSettings()` is Koloda's deck. The deck and every view also offer each setting under Koloda's name
/// (`deck.alphaValueOpaque`, `kolodaView.rotationMax`, …); the value lets an app set, keep or compare them together
/// (`deck.settings`).
public struct KolodaSettings: Hashable, Sendable {
    /// Alpha of the front card (default 1).
    public var alphaValueOpaque: Double = 1
    /// Alpha a card brought back by undo starts from before it fades in (default 0).
    public var alphaValueTransparent: Double = 0
    /// Alpha of the background cards while the delegate's `kolodaShouldTransparentizeNextCard` is true (default 0.7).
    public var alphaValueSemiTransparent: Double = 0.7
    /// When true, a pointer or touch where no card is shown passes through the deck to the views behind it while the
    /// deck shows no card (default false).
    public var shouldPassthroughTapsWhenNoVisibleCards = false
    /// Cap of a dragged card's rotation strength, the horizontal drag as a fraction of the card's width; nil means
    /// Koloda's 1 (``dragParameters`` applies it).
    public var rotationMax: Double?
    /// Rotation of a dragged card at full strength (rad); nil means Koloda's π/10, 18° (``dragParameters``).
    public var rotationAngle: Double?
    /// Scale of a dragged card at full strength; nil means Koloda's 0.8 (``dragParameters``).
    public var scaleMin: Double?
    /// Duration of the appear animation (s; default 0.8).
    public var appearanceAnimationDuration: Double = 0.8
    /// Duration of the background cards moving to their new slots (s; default 0.2).
    public var backgroundCardFrameAnimationDuration: Double = 0.2
    /// Duration of a card coming back on undo (s; default 0.3).
    public var reverseAnimationDuration: Double = 0.3
    /// Vertical step between stacked cards in the default layout (pt; default 4).
    public var backgroundCardsTopMargin: Double = 4
    /// Size factor per background level in the default layout (default 0.95).
    public var backgroundCardsScalePercent: Double = 0.95
    /// Where the background cards of the default layout peek out (default `.bottom`).
    public var visibleCardsDirection: VisibleCardsDirection = .bottom
    /// When true, dragging toward a direction the card does not allow rubber-bands: the card follows the finger less
    /// and less the further it goes (default false).
    public var constrainsDragToAllowedDirections = false
    /// Reduced motion: swipes and undos cross-fade instead of flying and rotating (default false). The fronts set it
    /// from the system's setting.
    public var reducedMotion = false
    /// The visible area in deck coordinates (pt) that flying cards must leave; nil (default) means the deck's bounds
    /// grown by the larger of its sides on every edge (Koloda's "screen size" margin).
    public var viewport: Rect?
    /// How a programmatic swipe or a release slower than a flick sends the card away, and the exit rotations (default
    /// `.flight`; the UIKit `KolodaView` starts with `.koloda5Tween`, Koloda 5's tween: ``KolodaDefaults/DropIn``).
    public var swipeFlyOut: SwipeFlyOut = .flight
    /// The layout's reading direction (default `.leftToRight`): what leading and trailing mean
    /// (``RelativeSwipeDirection``) and the order of the swipe actions VoiceOver offers. Physical directions keep
    /// their meaning. The UIKit and SwiftUI fronts set it from the platform's layout direction.
    public var layoutDirection: DeckLayoutDirection = .leftToRight

    /// Swipe back to undo: a drag that starts within this distance (pt) of the deck's edge the last swiped card left
    /// from brings that card back under the finger; released where a drag would return, it is undone as
    /// `revertAction()` would undo it, else it flies back out and nothing changes. Nil (default), zero, negative or
    /// non-finite: off, Koloda's behaviour. See ``SwipeBackRegion``.
    public var swipeBackEdgeWidth: Double?

    /// Koloda's settings: every property at its default.
    public init() {}
}
