import KolodaCore

/// Koloda's swipeable card deck for Linux: the `KolodaDeck` engine with views drawn by Cairo and Pango.
///
/// Set `dataSource` (and `delegate`), feed pointer events and call `tick(now:)` once per frame; draw with
/// `render(into:)`. Every behaviour is the engine's (see `KolodaDeck`); this class adds the views.
@MainActor
open class KolodaView: View {
    /// The engine. Use it for everything beyond Koloda's API (decision policy, reduced motion, snapshots, …).
    public let deck: KolodaDeck
    private let bridge = KolodaViewBridge()
    /// Card views by on-screen identity, asked from the data source lazily.
    var cardViews: [CardID: CardViews] = [:]
    /// Rasterizes each card once, re-rasterizing only when its content or the scale changes.
    public let rasterizer = CardRasterizer()
    /// Frame-to-frame render state (damage rectangle, backdrop of resting cards).
    let renderCache = DeckRenderCache()

    /// Resampling of transformed cards while the scene moves (dragged, animating or leaving cards). Default `.fast`:
    /// nearest pixel for scaled back cards (pixman's fast scaled path); rotated cards are bilinear either way.
    public var filterWhileMoving: CompositingFilter = .fast
    /// Resampling of cards when the scene is at rest. Default `.good` (bilinear).
    public var filterAtRest: CompositingFilter = .good
    /// When true (the default), `render(into:compositor:origin:)` redraws only the region that changed since the previous
    /// frame drawn into the same frame buffer, and reuses a pre-composited backdrop of resting back cards. When false,
    /// every frame is composited in full. The pixels are the same either way (within resampling noise).
    public var cachesFrames: Bool = true {
        didSet { renderCache.invalidate() }
    }

    /// Supplies the cards. Held weakly. Assigning another object loads its cards; assigning the same one again
    /// changes nothing (D12).
    public weak var dataSource: (any KolodaViewDataSource)? {
        didSet {
            guard dataSource !== oldValue else { return }
            cardViews.removeAll()
            if deck.dataSource == nil || dataSource == nil {
                deck.dataSource = dataSource == nil ? nil : bridge  // the engine loads, or empties, the deck
            } else {
                deck.reloadData()  // the bridge stays connected; read the new object's cards
            }
        }
    }

    /// Hears events and tunes behaviour. Held weakly.
    public weak var delegate: (any KolodaViewDelegate)? {
        didSet { deck.delegate = delegate == nil ? nil : bridge }
    }

    /// Creates a deck view with the given frame (pt).
    public override init(frame: Rect = Rect(x: 0, y: 0, width: 300, height: 400)) {
        deck = KolodaDeck(size: frame.size.isDrawable ? frame.size : Size(width: 300, height: 400))
        super.init(frame: frame)
        bridge.view = self
        deck.layout = ClosureLayout { [weak self] slot, context in
            self?.frameForCard(at: slot) ?? StackLayout.frame(at: slot, in: context)
        }
    }

    /// The deck's frame (pt). Changing its size re-lays out the deck at once, mid-animation too; a size that is not
    /// finite and positive is ignored by the deck (it keeps the last good size).
    open override var frame: Rect {
        didSet { try? deck.resize(to: frame.size) }
    }

    /// Koloda's layout hook: the rectangle of `slot` (0 = front) in the deck (pt). Override it for a custom deck.
    open func frameForCard(at index: Int) -> Rect {
        StackLayout.frame(at: index, in: deck.layoutContext)
    }

    /// The content view of the visible card with data `index`, or nil.
    public func viewForCard(at index: Int) -> View? {
        deck.scene.cards.first { $0.index == index && !$0.isLeaving }.flatMap { cardViews[$0.id]?.content }
    }
}

/// The views of one card on screen.
struct CardViews {
    var content: View
    var overlay: OverlayView?
    var contentVersion: Int
}

// MARK: - Koloda's properties and methods, forwarded to the engine

extension KolodaView {
    /// Alpha of the front card (default 1).
    public var alphaValueOpaque: Double { get { deck.alphaValueOpaque } set { deck.alphaValueOpaque = newValue } }
    /// Alpha an undone card starts from (default 0).
    public var alphaValueTransparent: Double { get { deck.alphaValueTransparent } set { deck.alphaValueTransparent = newValue } }
    /// Alpha of background cards (default 0.7).
    public var alphaValueSemiTransparent: Double { get { deck.alphaValueSemiTransparent } set { deck.alphaValueSemiTransparent = newValue } }
    /// Let pointer events through when no card is shown (default false).
    public var shouldPassthroughTapsWhenNoVisibleCards: Bool {
        get { deck.shouldPassthroughTapsWhenNoVisibleCards } set { deck.shouldPassthroughTapsWhenNoVisibleCards = newValue }
    }
    /// Rotation-strength cap; nil means 1.
    public var rotationMax: Double? { get { deck.rotationMax } set { deck.rotationMax = newValue } }
    /// Rotation at full strength (rad); nil means π/10.
    public var rotationAngle: Double? { get { deck.rotationAngle } set { deck.rotationAngle = newValue } }
    /// Minimum drag scale; nil means 0.8.
    public var scaleMin: Double? { get { deck.scaleMin } set { deck.scaleMin = newValue } }
    /// Appear animation duration (s; default 0.8).
    public var appearanceAnimationDuration: Double { get { deck.appearanceAnimationDuration } set { deck.appearanceAnimationDuration = newValue } }
    /// Background card move duration (s; default 0.2).
    public var backgroundCardFrameAnimationDuration: Double {
        get { deck.backgroundCardFrameAnimationDuration } set { deck.backgroundCardFrameAnimationDuration = newValue }
    }
    /// Undo animation duration (s; default 0.3).
    public var reverseAnimationDuration: Double { get { deck.reverseAnimationDuration } set { deck.reverseAnimationDuration = newValue } }
    /// Maximum number of cards on screen (default 3).
    public var countOfVisibleCards: Int { get { deck.countOfVisibleCards } set { deck.countOfVisibleCards = newValue } }
    /// Vertical step between stacked cards (pt; default 4).
    public var backgroundCardsTopMargin: Double { get { deck.backgroundCardsTopMargin } set { deck.backgroundCardsTopMargin = newValue } }
    /// Size factor per background level (default 0.95).
    public var backgroundCardsScalePercent: Double {
        get { deck.backgroundCardsScalePercent } set { deck.backgroundCardsScalePercent = newValue }
    }
    /// Where background cards peek out (default `.bottom`).
    public var visibleCardsDirection: VisibleCardsDirection { get { deck.visibleCardsDirection } set { deck.visibleCardsDirection = newValue } }
    /// Endless deck (default false).
    public var isLoop: Bool { get { deck.isLoop } set { deck.isLoop = newValue } }
    /// Data index of the front card.
    public var currentCardIndex: Int { deck.currentCardIndex }
    /// Number of cards.
    public var countOfCards: Int { deck.countOfCards }
    /// True while anything moves.
    public var isAnimating: Bool { deck.isAnimating }
    /// True when no card is shown.
    public var isRunOutOfCards: Bool { deck.isRunOutOfCards }
    /// Chooses every animation curve (Koloda's `animator`).
    public var animator: KolodaViewAnimator { get { deck.animator } set { deck.animator = newValue } }

    /// Places every card at its slot at once.
    public func layoutDeck() { deck.layoutDeck() }
    /// Runs the appear animation if the delegate allows.
    public func applyAppearAnimationIfNeeded() { deck.applyAppearAnimationIfNeeded() }
    /// Undoes the last swipe, bringing the card back from the side it left. Returns false when there is nothing to undo.
    @discardableResult public func revertAction(direction: SwipeResultDirection? = nil) -> Bool { deck.revertAction(direction: direction) }
    /// Asks the data source again for every visible card's views.
    public func reconfigureCards() { deck.reconfigureCards() }
    /// Re-reads the count and every visible card.
    public func reloadData() { deck.reloadData() }
    /// Swipes the front card. Returns false when it could not.
    @discardableResult public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool { deck.swipe(direction, force: force) }
    /// Back to the first card.
    public func resetCurrentCardIndex() { deck.resetCurrentCardIndex() }
    /// Inserts cards; the data source must already count them (see `KolodaDeck.insertCards(at:animated:)`).
    public func insertCards(at indexRange: Range<Int>, animated: Bool = true) throws(KolodaError) {
        try deck.insertCards(at: indexRange, animated: animated)
    }
    /// Removes cards; the data source must already leave them out (see `KolodaDeck.removeCards(at:animated:)`).
    public func removeCards(at indexRange: Range<Int>, animated: Bool = true) throws(KolodaError) {
        try deck.removeCards(at: indexRange, animated: animated)
    }
    /// Asks again for the views of the visible cards in `indexRange`.
    public func reloadCards(at indexRange: Range<Int>) throws(KolodaError) { try deck.reloadCards(at: indexRange) }
    /// Koloda's `point(inside:)` (in the deck's coordinates, pt).
    public func point(inside point: Point) -> Bool { deck.acceptsPointer(at: point) }
}
