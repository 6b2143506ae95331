/// A view that shows a ``KolodaDeck``: it gets Koloda's properties and methods from this protocol, each forwarded
/// to the deck through ``updateDeck(_:)``, so every front offers the same API, declared once.
@preconcurrency @MainActor
public protocol KolodaDeckHosting: AnyObject {
    /// The type of alphas, margins and ratios: `Double`, or `CGFloat` in UIKit as in Koloda.
    associatedtype Fraction: BinaryFloatingPoint

    /// The engine shown.
    var deck: KolodaDeck { get }

    /// Runs `body` on the engine, then shows the result (a front animates from here).
    @discardableResult
    func updateDeck<T, E: Error>(_ body: (KolodaDeck) throws(E) -> T) throws(E) -> T
}

// MARK: - Koloda's properties

extension KolodaDeckHosting {
    /// How the deck looks and moves, as one value (``KolodaDeck/settings``); each setting also has Koloda's name.
    public var settings: KolodaSettings {
        get { deck.settings }
        set { updateDeck { $0.settings = newValue } }
    }
    /// Koloda's name for ``KolodaSettings/alphaValueOpaque``.
    public var alphaValueOpaque: Fraction {
        get { Fraction(deck.settings.alphaValueOpaque) }
        set { updateDeck { $0.settings.alphaValueOpaque = Double(newValue) } }
    }
    /// Koloda's name for ``KolodaSettings/alphaValueTransparent``.
    public var alphaValueTransparent: Fraction {
        get { Fraction(deck.settings.alphaValueTransparent) }
        set { updateDeck { $0.settings.alphaValueTransparent = Double(newValue) } }
    }
    /// Koloda's name for ``KolodaSettings/alphaValueSemiTransparent``.
    public var alphaValueSemiTransparent: Fraction {
        get { Fraction(deck.settings.alphaValueSemiTransparent) }
        set { updateDeck { $0.settings.alphaValueSemiTransparent = Double(newValue) } }
    }
    /// Koloda's name for ``KolodaSettings/shouldPassthroughTapsWhenNoVisibleCards``.
    public var shouldPassthroughTapsWhenNoVisibleCards: Bool {
        get { deck.settings.shouldPassthroughTapsWhenNoVisibleCards }
        set { updateDeck { $0.settings.shouldPassthroughTapsWhenNoVisibleCards = newValue } }
    }
    /// Koloda's name for ``KolodaSettings/rotationMax``.
    public var rotationMax: Fraction? {
        get { deck.settings.rotationMax.map { Fraction($0) } }
        set { updateDeck { $0.settings.rotationMax = newValue.map { Double($0) } } }
    }
    /// Koloda's name for ``KolodaSettings/rotationAngle``.
    public var rotationAngle: Fraction? {
        get { deck.settings.rotationAngle.map { Fraction($0) } }
        set { updateDeck { $0.settings.rotationAngle = newValue.map { Double($0) } } }
    }
    /// Koloda's name for ``KolodaSettings/scaleMin``.
    public var scaleMin: Fraction? {
        get { deck.settings.scaleMin.map { Fraction($0) } }
        set { updateDeck { $0.settings.scaleMin = newValue.map { Double($0) } } }
    }
    /// Koloda's name for ``KolodaSettings/appearanceAnimationDuration``.
    public var appearanceAnimationDuration: Double {
        get { deck.settings.appearanceAnimationDuration }
        set { updateDeck { $0.settings.appearanceAnimationDuration = newValue } }
    }
    /// Koloda's name for ``KolodaSettings/backgroundCardFrameAnimationDuration``.
    public var backgroundCardFrameAnimationDuration: Double {
        get { deck.settings.backgroundCardFrameAnimationDuration }
        set { updateDeck { $0.settings.backgroundCardFrameAnimationDuration = newValue } }
    }
    /// Koloda's name for ``KolodaSettings/reverseAnimationDuration``.
    public var reverseAnimationDuration: Double {
        get { deck.settings.reverseAnimationDuration }
        set { updateDeck { $0.settings.reverseAnimationDuration = newValue } }
    }
    /// Maximum number of cards on screen (default 3).
    public var countOfVisibleCards: Int {
        get { deck.countOfVisibleCards }
        set { updateDeck { $0.countOfVisibleCards = newValue } }
    }
    /// Koloda's name for ``KolodaSettings/backgroundCardsTopMargin``.
    public var backgroundCardsTopMargin: Fraction {
        get { Fraction(deck.settings.backgroundCardsTopMargin) }
        set { updateDeck { $0.settings.backgroundCardsTopMargin = Double(newValue) } }
    }
    /// Koloda's name for ``KolodaSettings/backgroundCardsScalePercent``.
    public var backgroundCardsScalePercent: Fraction {
        get { Fraction(deck.settings.backgroundCardsScalePercent) }
        set { updateDeck { $0.settings.backgroundCardsScalePercent = Double(newValue) } }
    }
    /// Koloda's name for ``KolodaSettings/visibleCardsDirection``.
    public var visibleCardsDirection: VisibleCardsDirection {
        get { deck.settings.visibleCardsDirection }
        set { updateDeck { $0.settings.visibleCardsDirection = newValue } }
    }
    /// Endless deck (default false).
    public var isLoop: Bool {
        get { deck.isLoop }
        set { updateDeck { $0.isLoop = newValue } }
    }
    /// Data index of the front card; `countOfCards` once the deck has run out.
    public var currentCardIndex: Int { deck.currentCardIndex }
    /// Number of cards.
    public var countOfCards: Int { deck.countOfCards }
    /// True while anything moves.
    public var isAnimating: Bool { deck.isAnimating }
    /// True when no card is shown.
    public var isRunOutOfCards: Bool { deck.isRunOutOfCards }
    /// Chooses every animation curve (Koloda's `animator`); replace it to change any of them.
    public var animator: KolodaViewAnimator {
        get { deck.animator }
        set { updateDeck { $0.animator = newValue } }
    }
}

// MARK: - Koloda's methods

extension KolodaDeckHosting {
    /// Places every card at its slot at once.
    public func layoutDeck() { updateDeck { $0.layoutDeck() } }
    /// Marks the layout as changed, as `UICollectionViewLayout.invalidateLayout()` does: the next frame asks
    /// `frameForCard(at:)` again for every slot it draws. Call it when an override's answers change for a reason the
    /// deck cannot see (its size, `countOfVisibleCards` and the settings it sees already); see
    /// ``KolodaDeck/invalidateLayout()``.
    public func invalidateLayout() { updateDeck { $0.invalidateLayout() } }
    /// Runs the appear animation if the delegate allows.
    public func applyAppearAnimationIfNeeded() { updateDeck { $0.applyAppearAnimationIfNeeded() } }
    /// Undoes the last swipe, bringing the card back from the side it left (or from `direction`). Returns false
    /// when there is nothing to undo.
    @discardableResult
    public func revertAction(direction: SwipeResultDirection? = nil) -> Bool {
        updateDeck { $0.revertAction(direction: direction) }
    }
    /// Asks the data source again for every visible card's views.
    public func reconfigureCards() { updateDeck { $0.reconfigureCards() } }
    /// Re-reads the count and the visible cards (whose views are asked for again:
    /// `deck.reloadDataReconfiguresVisibleCards`).
    public func reloadData() { updateDeck { $0.reloadData() } }
    /// Swipes the front card, as a button would. Returns false when it could not.
    @discardableResult
    public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool {
        updateDeck { $0.swipe(direction, force: force) }
    }
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

// MARK: - Awaiting and deciding later

extension KolodaDeckHosting {
    /// Swipes the front card as ``swipe(_:force:)-(SwipeResultDirection,_)`` does, then waits until it has left the
    /// screen (see ``KolodaDeck/swipeAndWait(_:force:)`` for the outcomes). Cancelling the task stops the wait, not
    /// the swipe.
    public func swipeAndWait(_ direction: SwipeResultDirection, force: Bool = false) async -> SettleOutcome {
        let target = updateDeck { $0.startSwipe(direction, force: force) }
        return await deck.waitToSettle(target)
    }
    /// Undoes the last swipe as ``revertAction(direction:)`` does, then waits until the card is back in front (see
    /// ``KolodaDeck/revertActionAndWait(direction:)`` for the outcomes).
    public func revertActionAndWait(direction: SwipeResultDirection? = nil) async -> SettleOutcome {
        let target = updateDeck { $0.startRevert(direction: direction) }
        return await deck.waitToSettle(target)
    }
    /// The swipe waiting for the delegate's decision (``SwipeDecision/decideLater(timeout:)``), or nil.
    public var pendingSwipe: PendingSwipe? { deck.pendingSwipe }
    /// Confirms a swipe decided later: the card flies out and is reported. False for a stale handle.
    @discardableResult
    public func confirmSwipe(_ swipe: PendingSwipe) -> Bool { updateDeck { $0.confirmSwipe(swipe) } }
    /// Rejects a swipe decided later: the card springs back, no swipe reported. False for a stale handle.
    @discardableResult
    public func rejectSwipe(_ swipe: PendingSwipe) -> Bool { updateDeck { $0.rejectSwipe(swipe) } }
}
