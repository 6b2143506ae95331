/// A deck driven by a list of item identities rather than a data-source object: the logic behind SwiftUI's
/// `KolodaStack`, platform-free so that it is tested anywhere. The view layer gives it the list, the deck's size,
/// the gesture's samples and the frame times, and draws `poses()`.
///
/// - The list is the deck, as in Koloda: swiping advances `deck.currentCardIndex`, the items stay. A new list that
///   differs by one inserted or removed run becomes the engine's animated range update; any other change reloads.
/// - Every event reaches `handlers` with the item's identity.
/// - Times are the deck's clock (s): the host's frame times. A gesture's own timestamps may use any clock: only
///   their differences are used, counted from the deck time at which the gesture began.
@MainActor
public final class KolodaStackModel<ID: Hashable>: KolodaDeckDataSource, KolodaDeckDelegate {
    /// The engine: everything beyond this model's API (layout, animator, undo limit, snapshots, …).
    public let deck: KolodaDeck
    /// The frame discipline: input advances the deck, a frame per display refresh makes the one scene the poses show.
    public let presenter: DeckPresenter
    /// The items' identities, in deck order.
    public private(set) var items: [ID]
    /// What the deck tells the app and asks it.
    public var handlers = StackHandlers<ID>()
    /// The item each card on screen shows, with the content version it was read at: a card keeps its item for its
    /// whole life, so a card flying out still shows its item when the app has dropped it from the list.
    private var cardItems: [CardID: (item: ID, version: Int)] = [:]
    /// The gesture in progress: its first sample's timestamp (gesture clock) and the deck time it began at.
    private var gesture: (sampleTime: Double, deckTime: Double)?

    /// A deck of `items` on `deck` (default: a new 300×400 pt deck).
    public init(items: [ID] = [], deck: KolodaDeck = KolodaDeck()) {
        self.deck = deck
        self.presenter = DeckPresenter(deck: deck)
        self.items = items
        deck.delegate = self
        deck.dataSource = self
    }

    // MARK: The list

    /// Adopts a new list of identities: one inserted or removed run animates in or out (`insertCards(at:)`,
    /// `removeCards(at:)`); any other change reloads the deck. Returns the change made.
    @discardableResult
    public func update(items newItems: [ID]) -> DeckItemsChange {
        let change = DeckItemsChange.between(items, newItems)
        guard change != .none else { return change }
        rememberItems()  // while the cards' indexes still refer to the old list
        let oldCount = items.count
        items = newItems
        switch change {
        case .none:
            break
        case .inserted where oldCount == 0:
            deck.reloadData()  // the first items: the deck appears (Koloda's appear animation), nothing slides in
        case let .inserted(range):
            if (try? deck.insertCards(at: range)) == nil { deck.reloadData() }
        case let .removed(range):
            if (try? deck.removeCards(at: range)) == nil { deck.reloadData() }
        case .reload:
            deck.reloadData()
        }
        return change
    }

    /// The identity of the front card's item, or nil when the deck has run out.
    public var currentItem: ID? { item(at: deck.currentCardIndex) }

    // MARK: Frames

    /// Sizes the deck (pt). Sizes that are not finite and positive are ignored (a view being laid out).
    public func resize(to size: Size) {
        if size.isDrawable, size != deck.size { try? deck.resize(to: size) }
    }

    /// Makes the frame at `now` (s, deck clock): the one scene `poses()` shows until the next frame. Returns whether
    /// more frames are needed: something moves, or a finger is down.
    @discardableResult
    public func tick(now: Double) -> Bool {
        presenter.makeFrame(at: now)
        return needsFrames
    }

    /// True while something moves or a gesture is in progress.
    public var needsFrames: Bool { presenter.wantsFrames || gesture != nil }

    /// The cards of the last frame (`tick(now:)`) to draw, back to front, each with its item. A card whose item cannot be found (the list shrank
    /// behind the deck's back) is left out.
    public func poses() -> [StackCardPose<ID>] {
        let cards = rememberItems()
        var poses: [StackCardPose<ID>] = []
        poses.reserveCapacity(cards.count)
        for (z, card) in cards.enumerated() {
            guard let item = cardItems[card.id]?.item else { continue }
            poses.append(StackCardPose(id: card.id, item: item, index: card.index, size: card.bounds,
                                       transform: card.transform, alpha: card.alpha, overlay: card.overlay,
                                       isFront: card.isInteractive, isLeaving: card.isLeaving, zIndex: Double(z)))
        }
        return poses
    }

    /// Records the item of every card on screen (and forgets cards that have gone); returns the scene's cards.
    @discardableResult
    private func rememberItems() -> [CardSnapshot] {
        let cards = presenter.lastFrame.scene.cards
        var shown: [CardID: (item: ID, version: Int)] = [:]
        for card in cards {
            if let item = item(of: card) { shown[card.id] = (item, card.contentVersion) }
        }
        cardItems = shown
        return cards
    }

    private func item(of card: CardSnapshot) -> ID? {
        if let known = cardItems[card.id], known.version == card.contentVersion || card.isLeaving { return known.item }
        return item(at: card.index) ?? cardItems[card.id]?.item
    }

    private func item(at index: Int) -> ID? { items.indices.contains(index) ? items[index] : nil }

    // MARK: Gestures

    /// A drag gesture moved: `start` is where it was pressed and `location` where the finger is (pt, deck
    /// coordinates); `sampleTime` is the sample's timestamp on the gesture's own clock (s) and `now` the deck time.
    /// The first call of a gesture presses at `start`. A press off the front card, or a sample with a non-finite
    /// value, does nothing. The engine tells a tap from a drag and measures the release velocity from the samples.
    public func dragChanged(start: Point, location: Point, sampleTime: Double, now: Double) {
        if gesture == nil {
            try? deck.advance(to: now)
            guard sampleTime.isFinite, (try? deck.pointerDown(at: start, time: deck.now)) != nil else { return }
            gesture = (sampleTime, deck.now)
        }
        let time = deckTime(ofSample: sampleTime)
        presenter.update(at: time) { deck in try? deck.pointerMoved(to: location, time: time) }
    }

    /// The gesture ended at `location` (pt): the deck decides between a tap, a swipe and a return.
    public func dragEnded(location: Point, sampleTime: Double) {
        guard gesture != nil else { return }
        let time = deckTime(ofSample: sampleTime)
        gesture = nil
        presenter.update(at: time) { deck in
            if (try? deck.pointerUp(at: location, time: time)) == nil { deck.pointerCancelled() }
        }
    }

    /// The gesture was cancelled (the system took the touch): a dragged card returns.
    public func dragCancelled() {
        gesture = nil
        presenter.update(at: deck.now) { $0.pointerCancelled() }
    }

    /// The deck time of a gesture sample: the deck time the gesture began at, plus the time since its first sample.
    private func deckTime(ofSample sampleTime: Double) -> Double {
        guard let gesture else { return deck.now }
        let elapsed = sampleTime - gesture.sampleTime
        return elapsed.isFinite ? gesture.deckTime + max(elapsed, 0) : deck.now
    }

    // MARK: KolodaDeckDataSource

    public func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { items.count }

    // MARK: KolodaDeckDelegate

    public func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        guard let ask = handlers.allowedDirections, let item = item(at: index) else { return KolodaDefaults.allowedDirections }
        return ask(item)
    }
    public func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        guard let ask = handlers.shouldSwipe, let item = item(at: index) else { return KolodaDefaults.shouldSwipeCard }
        return ask(item, direction)
    }
    public func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        if let item = item(at: index) { handlers.onSwipe?(item, direction) }
    }
    public func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) { handlers.onRunOut?() }
    public func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) {
        if let item = item(at: index) { handlers.onSelect?(item) }
    }
    public func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) {
        if let item = item(at: index) { handlers.onRewind?(item) }
    }
    public func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) {
        if let item = item(at: index) { handlers.onShow?(item) }
    }
    public func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool { handlers.shouldMoveBackgroundCard?() ?? KolodaDefaults.shouldMoveBackgroundCard }
    public func koloda(_ koloda: KolodaDeck, didReport diagnostic: KolodaDiagnostic) { handlers.onDiagnostic?(diagnostic) }
}
