#if os(iOS)
import KolodaCore
import UIKit

/// Koloda's swipeable card deck for UIKit, driven by the `KolodaDeck` engine.
///
/// Set `dataSource` (and `delegate`). The view turns touches, VoiceOver actions and key presses into engine input,
/// follows Reduce Motion, plays haptics at the swipe threshold, and animates with a display link that runs only
/// while something moves. Every behaviour is the engine's; this class only translates.
@MainActor
open class KolodaView: UIView, UIGestureRecognizerDelegate {
    /// The engine. Use it for everything beyond Koloda's API (decision policy, undo limit, snapshots, …); make calls
    /// that move cards through `updateDeck(_:)` so the view animates them.
    public let deck = KolodaDeck()
    let bridge = KolodaViewBridge()
    /// Card views by on-screen identity.
    var cardViews: [CardID: DraggableCardView] = [:]
    var displayLink: CADisplayLink?
    var panRecognizer: UIPanGestureRecognizer?
    var tapRecognizer: UITapGestureRecognizer?
    let haptics = ThresholdHaptics()
    var frontCardID: CardID?
    /// Nesting of `updateDeck` and display-link ticks (delegate callbacks may call back into the view).
    var updateDepth = 0

    /// Whether crossing the swipe threshold during a drag plays a haptic tap (default true).
    public var isHapticFeedbackEnabled: Bool { get { haptics.isEnabled } set { haptics.isEnabled = newValue } }
    /// Whether the deck follows the system's Reduce Motion setting (default true): swipes and undos then
    /// cross-fade instead of flying and rotating (the engine's `reducedMotion`).
    public var followsReduceMotion = true { didSet { reduceMotionStatusDidChange() } }

    /// Supplies the cards. Held weakly. Assigning another object loads its cards; assigning the same one again
    /// changes nothing (D12).
    public weak var dataSource: (any KolodaViewDataSource)? {
        didSet {
            guard dataSource !== oldValue else { return }
            updateDeck { deck in
                for view in cardViews.values { view.removeFromSuperview() }
                cardViews.removeAll()
                if deck.dataSource == nil || dataSource == nil {
                    deck.dataSource = dataSource == nil ? nil : bridge
                } else {
                    deck.reloadData()
                }
            }
        }
    }

    /// Hears events and tunes behaviour. Held weakly.
    public weak var delegate: (any KolodaViewDelegate)? { didSet { updateDeck { _ in } } }

    /// Creates a deck view with the given frame (pt).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a deck view from Interface Builder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        bridge.view = self
        deck.delegate = bridge  // always: haptics need threshold events; the bridge answers the defaults (D14)
        deck.layout = ClosureLayout { [weak self] slot, context in
            self.map { Rect($0.frameForCard(at: slot)) } ?? StackLayout.frame(at: slot, in: context)
        }
        resizeDeck()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        // As in Koloda: a tap selects the card and still reaches the views inside it.
        tap.cancelsTouchesInView = false
        for recognizer in [pan, tap] as [UIGestureRecognizer] {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
        panRecognizer = pan
        tapRecognizer = tap
        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        reduceMotionStatusDidChange()
    }

    /// Koloda's layout hook: the rectangle of `slot` (0 = front) in the view's bounds (pt). Override it for a
    /// custom deck; the default is Koloda's stack.
    open func frameForCard(at index: Int) -> CGRect {
        CGRect(StackLayout.frame(at: index, in: deck.layoutContext))
    }

    /// The content view of the visible card with data `index`, or nil.
    public func viewForCard(at index: Int) -> UIView? {
        deck.scene.cards.first { $0.index == index && !$0.isLeaving }.flatMap { cardViews[$0.id]?.contentView }
    }

    /// Runs `body` on the engine at the current time, then shows the result and animates it. Use it for engine
    /// calls that move cards (e.g. `updateDeck { $0.perform(.undo) }`).
    @discardableResult
    public func updateDeck<T, E: Error>(_ body: (KolodaDeck) throws(E) -> T) throws(E) -> T {
        if updateDepth == 0 {
            _ = try? deck.tick(now: CACurrentMediaTime())  // animations start now, not at the last frame
            updateViewport()
        }
        updateDepth += 1
        defer {
            updateDepth -= 1
            if updateDepth == 0 { deckDidChange() }  // calls from delegate callbacks show once, after the outer one
        }
        return try body(deck)
    }

    /// Koloda's `point(inside:with:)`: false while no card is shown if `shouldPassthroughTapsWhenNoVisibleCards`.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        deck.acceptsPointer(at: Point(point))
    }

    /// Resizes the deck to the view's bounds (mid-animation too) and places the cards.
    open override func layoutSubviews() {
        super.layoutSubviews()
        resizeDeck()
        updateViewport()
        applyScene(deck.scene)
    }

    private func resizeDeck() {
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        if size.isDrawable, size != deck.size { try? deck.resize(to: size) }
    }

    /// Tells the engine what part of the deck's plane is on screen (the window, in the view's coordinates), so a
    /// swiped card flies until it is out of the window, not just out of the deck's bounds (on an iPad the window
    /// is much larger than the deck).
    func updateViewport() {
        guard let window else { return }
        let visible = Rect(convert(window.bounds, from: window))
        if visible.isFinite, visible != deck.viewport { deck.viewport = visible }
    }
}

// MARK: - Koloda's properties and methods, forwarded to the engine

extension KolodaView {
    /// Alpha of the front card (default 1).
    public var alphaValueOpaque: CGFloat { get { CGFloat(deck.alphaValueOpaque) } set { updateDeck { $0.alphaValueOpaque = Double(newValue) } } }
    /// Alpha an undone card starts from (default 0).
    public var alphaValueTransparent: CGFloat { get { CGFloat(deck.alphaValueTransparent) } set { deck.alphaValueTransparent = Double(newValue) } }
    /// Alpha of background cards (default 0.7).
    public var alphaValueSemiTransparent: CGFloat {
        get { CGFloat(deck.alphaValueSemiTransparent) } set { updateDeck { $0.alphaValueSemiTransparent = Double(newValue) } }
    }
    /// Let touches through to the views behind when no card is shown (default false).
    public var shouldPassthroughTapsWhenNoVisibleCards: Bool {
        get { deck.shouldPassthroughTapsWhenNoVisibleCards } set { deck.shouldPassthroughTapsWhenNoVisibleCards = newValue }
    }
    /// Rotation-strength cap; nil means 1.
    public var rotationMax: CGFloat? { get { deck.rotationMax.map { CGFloat($0) } } set { deck.rotationMax = newValue.map { Double($0) } } }
    /// Rotation at full strength (rad); nil means π/10.
    public var rotationAngle: CGFloat? { get { deck.rotationAngle.map { CGFloat($0) } } set { deck.rotationAngle = newValue.map { Double($0) } } }
    /// Minimum drag scale; nil means 0.8.
    public var scaleMin: CGFloat? { get { deck.scaleMin.map { CGFloat($0) } } set { deck.scaleMin = newValue.map { Double($0) } } }
    /// Appear animation duration (s; default 0.8).
    public var appearanceAnimationDuration: TimeInterval { get { deck.appearanceAnimationDuration } set { deck.appearanceAnimationDuration = newValue } }
    /// Background card move duration (s; default 0.2).
    public var backgroundCardFrameAnimationDuration: TimeInterval {
        get { deck.backgroundCardFrameAnimationDuration } set { deck.backgroundCardFrameAnimationDuration = newValue }
    }
    /// Undo animation duration (s; default 0.3).
    public var reverseAnimationDuration: TimeInterval { get { deck.reverseAnimationDuration } set { deck.reverseAnimationDuration = newValue } }
    /// Maximum number of cards on screen (default 3).
    public var countOfVisibleCards: Int { get { deck.countOfVisibleCards } set { updateDeck { $0.countOfVisibleCards = newValue } } }
    /// Vertical step between stacked cards (pt; default 4).
    public var backgroundCardsTopMargin: CGFloat {
        get { CGFloat(deck.backgroundCardsTopMargin) } set { updateDeck { $0.backgroundCardsTopMargin = Double(newValue) } }
    }
    /// Size factor per background level (default 0.95).
    public var backgroundCardsScalePercent: CGFloat {
        get { CGFloat(deck.backgroundCardsScalePercent) } set { updateDeck { $0.backgroundCardsScalePercent = Double(newValue) } }
    }
    /// Where background cards peek out (default `.bottom`).
    public var visibleCardsDirection: VisibleCardsDirection { get { deck.visibleCardsDirection } set { updateDeck { $0.visibleCardsDirection = newValue } } }
    /// Endless deck (default false).
    public var isLoop: Bool { get { deck.isLoop } set { updateDeck { $0.isLoop = newValue } } }
    /// Data index of the front card; `countOfCards` once the deck has run out.
    public var currentCardIndex: Int { deck.currentCardIndex }
    /// Number of cards.
    public var countOfCards: Int { deck.countOfCards }
    /// True while anything moves.
    public var isAnimating: Bool { deck.isAnimating }
    /// True when no card is shown.
    public var isRunOutOfCards: Bool { deck.isRunOutOfCards }
    /// Chooses every animation curve (Koloda's `animator`); replace it to change any of them.
    public var animator: KolodaViewAnimator { get { deck.animator } set { deck.animator = newValue } }

    /// Places every card at its slot at once.
    public func layoutDeck() { updateDeck { $0.layoutDeck() } }
    /// Runs the appear animation if the delegate allows.
    public func applyAppearAnimationIfNeeded() { updateDeck { $0.applyAppearAnimationIfNeeded() } }
    /// Undoes the last swipe, bringing the card back from the side it left (or from `direction`). Returns false
    /// when there is nothing to undo.
    @discardableResult
    public func revertAction(direction: SwipeResultDirection? = nil) -> Bool { updateDeck { $0.revertAction(direction: direction) } }
    /// Asks the data source again for every visible card's views.
    public func reconfigureCards() { updateDeck { $0.reconfigureCards() } }
    /// Re-reads the count and every visible card.
    public func reloadData() { updateDeck { $0.reloadData() } }
    /// Swipes the front card, as a button would. Returns false when it could not.
    @discardableResult
    public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool { updateDeck { $0.swipe(direction, force: force) } }
    /// Back to the first card.
    public func resetCurrentCardIndex() { updateDeck { $0.resetCurrentCardIndex() } }
    /// Inserts cards; the data source must already count them (see `KolodaDeck.insertCards(at:animated:)`).
    /// - Throws: `KolodaError` for a bad range or count; the deck is then unchanged.
    public func insertCards(at indexRange: Range<Int>, animated: Bool = true) throws(KolodaError) {
        try updateDeck { (deck) throws(KolodaError) in try deck.insertCards(at: indexRange, animated: animated) }
    }
    /// Removes cards; the data source must already leave them out (see `KolodaDeck.removeCards(at:animated:)`).
    /// - Throws: `KolodaError` for a bad range or count; the deck is then unchanged.
    public func removeCards(at indexRange: Range<Int>, animated: Bool = true) throws(KolodaError) {
        try updateDeck { (deck) throws(KolodaError) in try deck.removeCards(at: indexRange, animated: animated) }
    }
    /// Asks again for the views of the visible cards in `indexRange`.
    /// - Throws: `KolodaError.indexRangeOutOfBounds` for a range outside the cards.
    public func reloadCards(at indexRange: Range<Int>) throws(KolodaError) {
        try updateDeck { (deck) throws(KolodaError) in try deck.reloadCards(at: indexRange) }
    }
}

#endif
