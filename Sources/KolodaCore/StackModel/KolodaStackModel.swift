/// A deck driven by a list of item identities rather than a data-source object: the logic behind SwiftUI's
/// `KolodaStack`, platform-free so that it is tested anywhere. The view layer gives it the list, the deck's size,
/// the gesture's samples and the frame times, draws `poses`, and publishes what `takePublication()` says.
///
/// - The list is the deck, as in Koloda: swiping advances `deck.currentCardIndex`, the items stay. A new list is
///   adopted by identity (`setItems(_:)`): its difference becomes the engine's animated range updates, the front
///   item stays in front unless it was removed, and cards whose items stay keep their card and content. Identities
///   must be unique (`setItems(_:)` rejects a list that repeats one).
/// - Every event reaches `handlers` with the item's identity.
/// - Times are the deck's clock (s): the host's frame times. A gesture's own timestamps may use any clock: only
///   their differences are used, counted from the deck time at which the gesture began.
// The model goes through the presenter as every front does: input and commands through `presenter.update(at:_:)`,
// display refreshes through its clock entry (`DeckPresenter.displayRefresh(at:)`), and it is the presenter's renderer:
// `apply(_:)` records the poses of each frame the presenter makes.
@MainActor
@_spi(Fronts) public final class KolodaStackModel<ID: Hashable> {
    /// The engine: everything beyond this model's API (layout, animator, undo limit, snapshots, …).
    public let deck: KolodaDeck
    /// The frame discipline shared with every front: `frame(at:)` makes its one frame per display refresh.
    public let presenter: DeckPresenter
    /// The items' identities, in deck order.
    public private(set) var items: [ID]
    /// What the deck tells the app and asks it: the handlers set here, or those lent by `lendHandlers(from:)` while
    /// their store lives. Setting them ends a loan.
    public var handlers: StackHandlers<ID> {
        get { lender?.handlers ?? ownHandlers }
        set {
            lender = nil
            ownHandlers = newValue
            handlersDidChange()
        }
    }
    private var ownHandlers = StackHandlers<ID>()
    /// The store of lent handlers, held weakly: the view showing the deck owns it (KolodaStackModel+Showing.swift).
    weak var lender: StackHandlerStore<ID>?
    /// How many views show the deck now (`stackAppeared()`, `stackDisappeared()`).
    var viewsShowing = 0
    /// The card VoiceOver's focus is on, as the view reports it (nil: elsewhere), and the card focus should move to.
    var voiceOverFocusedCard: CardID?
    package internal(set) var voiceOverFocusTarget: CardID?
    /// The cards to draw, back to front, each with its item, as of the last frame (or the last change made while
    /// no frames run). Reading it changes nothing, so a view's `body` may read it.
    public internal(set) var poses: [StackCardPose<ID>] = []
    /// What an assistive technology can do with the front card besides selecting it, as of the last frame: a swipe
    /// for each direction it allows, then undo when there is something to undo (`KolodaDeck.availableActions`).
    /// Read without asking the app anything, so a view's `body` may read it.
    public internal(set) var frontCardActions: [DeckAction] = []
    /// The item each card on screen shows, with the content version it was read at: a card keeps its item for its
    /// whole life, so a card flying out still shows its item when the app has dropped it from the list.
    var cardItems: [CardID: (item: ID, version: Int)] = [:]
    /// The gesture in progress, from its first sample to its end.
    private var gesture: GestureState?
    /// What `frontCardActions` was computed for: they are asked of the app again only when it changes.
    var frontCardActionsKey: FrontCardActionsKey?
    /// The status last published, and whether poses were drawn since the last publication.
    private var publishedStatus: StackStatus
    /// Called after each display refresh's frame, once its events are delivered: the view layer publishes it.
    package var onFrame: (() -> Void)?
    var posesChanged = false

    struct FrontCardActionsKey: Equatable {
        var card: CardID?
        var contentVersion: Int
        var index: Int
        var canRevert: Bool
    }

    private enum GestureState {
        /// The deck took the drag: its first sample's timestamp (gesture clock) and the deck time it began at.
        case dragging(sampleTime: Double, deckTime: Double)
        /// The deck left this gesture to others (off the front card, or heading away from every allowed
        /// direction) until it ends.
        case declined
    }

    /// A deck of `items` on `deck` (default: a new 300×400 pt deck). A list that holds an identity twice is not
    /// adopted, as `setItems(_:)` would refuse it: the deck starts empty, and `setItems(_:)` with the same list
    /// throws `StackItemsError.duplicateIdentity` saying where.
    public init(items: [ID] = [], deck: KolodaDeck = KolodaDeck()) {
        self.deck = deck
        self.presenter = DeckPresenter(deck: deck)
        self.items = (try? StackItemsEdit(from: [], currentIndex: 0, to: items)) == nil ? [] : items
        publishedStatus = StackStatus(of: deck)
        deck.delegate = self
        deck.dataSource = self
        presenter.renderer = self
        publishedStatus = StackStatus(of: deck)  // as loaded from `items`
    }

    // MARK: The list

    /// Adopts a new list of identities at once, by identity: the difference from the current list becomes the
    /// engine's range updates (cards removed fade out, cards inserted fade in, the others keep their card and
    /// content version), and the front follows `StackItemsEdit`'s rule: the front item stays in front unless it
    /// was removed; then the next item not yet swiped comes forward and `onShow` hears it when it settles. The
    /// first items of an empty deck appear with Koloda's appear animation. Returns the change made.
    ///
    /// Undo history is kept by identity: each swipe's record follows its item to its new position. A swipe whose
    /// item is removed leaves the history (the engine's `didEvict`, reason `.cardRemoved`), so undoing it is a
    /// no-op: `revertAction()` brings back the latest swiped item still in the list, or returns false.
    /// - Throws: `StackItemsError.duplicateIdentity` when `newItems` holds an identity twice; nothing changes.
    @discardableResult
    public func setItems(_ newItems: [ID]) throws(StackItemsError) -> DeckItemsChange {
        let edit = try StackItemsEdit(from: items, currentIndex: deck.currentCardIndex, to: newItems)
        let change = DeckItemsChange.between(items, newItems)
        guard change != .none else { return change }
        draw(at: deck.now)  // records each card's item while the cards' indexes still refer to the old list
        frontCardActionsKey = nil
        if items.isEmpty {
            items = newItems
            deck.reloadData()  // the first items: the deck appears (Koloda's appear animation), nothing slides in
        } else {
            apply(edit, reaching: newItems)
        }
        didChange()
        return change
    }

    /// Adopts a new list of identities (`setItems(_:)`); a list with a duplicate identity changes nothing and
    /// returns `.none`.
    @available(*, deprecated, renamed: "setItems(_:)", message: "setItems(_:) throws on a duplicate identity")
    @discardableResult
    public func update(items newItems: [ID]) -> DeckItemsChange {
        (try? setItems(newItems)) ?? DeckItemsChange.none
    }

    /// Brings `item` to the front at once (``show(_:animated:)`` without animation: every card is in place at once,
    /// and `onShow` hears it), keeping the undo history. Returns false, changing nothing, when the item is not in the
    /// list; true when it is in front now.
    @discardableResult
    public func show(_ item: ID) -> Bool {
        guard (try? show(item, animated: false)) != nil else { return false }
        return currentItem == item
    }

    /// Runs the edit's range updates, the data source reporting the list as it is between them, then moves the front
    /// where the rule says if the updates left it elsewhere (the front item removed while passed items moved after
    /// its place).
    private func apply(_ edit: StackItemsEdit<ID>, reaching newItems: [ID]) {
        // The undo history by identity: a moved item's record follows it; a removed item's is gone.
        let history = deck.history.compactMap { record in item(at: record.index).map { ($0, record.direction) } }
        defer {
            let position = Dictionary(uniqueKeysWithValues: newItems.enumerated().map { ($1, $0) })
            deck.replaceHistory(
                history.compactMap { item, direction in
                    position[item].map { SwipeRecord(index: $0, direction: direction) }
                })
        }
        var list = items
        for step in edit.steps {
            let applied: Bool
            switch step {
            case .remove(let range):
                list.removeSubrange(range)
                items = list
                applied = (try? deck.removeCards(at: range)) != nil
            case .insert(let range):
                list.insert(contentsOf: newItems[range], at: range.lowerBound)
                items = list
                applied = (try? deck.insertCards(at: range, animated: true, keepsFront: edit.keepsFront)) != nil
            }
            guard applied else {  // only from inside a query callback: adopt the list as Koloda's reload would
                items = newItems
                deck.reloadData()
                return
            }
        }
        if deck.currentCardIndex != edit.front, edit.front < items.count { jump(to: edit.front) }
    }

    /// Makes the item at `index` the front card, keeping the undo history (the engine's `restore(_:)`).
    private func jump(to index: Int) {
        var model = deck.snapshot()
        model.currentCardIndex = index
        try? deck.restore(model)
    }

    /// The identity of the front card's item, or nil when the deck has run out.
    public var currentItem: ID? { item(at: deck.currentCardIndex) }

    /// The items `revertAction()` would bring back, the next one last: the undo history by identity.
    public var undoItems: [ID] { deck.history.compactMap { item(at: $0.index) } }

    // MARK: Changes and frames

    /// Sizes the deck (pt). Sizes that are not finite and positive are ignored (a view being laid out).
    public func resize(to size: Size) {
        guard presenter.resize(to: size) else { return }
        didChange()
    }

    /// Runs `change` on the engine at `now` (s, deck clock), for calls the app makes (swipe, undo, reset, any
    /// engine call), and returns its result. The cards are drawn again now when no frames will follow.
    @discardableResult
    public func perform<T>(at now: Double, _ change: (KolodaDeck) -> T) -> T {
        let result = presenter.update(at: now, change)
        didChange()
        return result
    }

    /// One display refresh at `now` (s, deck clock), as the stack's clock calls it: the presenter's frame when one is
    /// wanted (the deck advances and the cards are drawn, `poses`). Returns whether more frames are needed: something
    /// moves, or the deck holds a drag.
    @discardableResult
    public func frame(at now: Double) -> Bool {
        presenter.displayRefresh(at: now)
        return needsFrames
    }

    /// True while something moves or the deck holds a drag, and the deck is on screen (`stackDisappeared()`).
    public var needsFrames: Bool {
        guard isOnScreen else { return false }
        if case .dragging = gesture { return true }
        return deck.isAnimating
    }

    /// What the view layer must publish since the last call: `.poses` when the cards were drawn again, `.status`
    /// when `status` differs from the one last published. A drag sample publishes nothing itself; the display
    /// frame after it publishes `.poses`, so the app's screen, which observes only the status, is not drawn again
    /// while a card is dragged.
    public func takePublication() -> StackPublication {
        var publication: StackPublication = []
        if posesChanged { publication.insert(.poses) }
        let status = self.status
        if status != publishedStatus { publication.insert(.status) }
        posesChanged = false
        publishedStatus = status
        return publication
    }

    /// The deck's discrete state now (front index, ran out, undo available).
    public var status: StackStatus { StackStatus(of: deck) }

    /// True when touches on the deck where no card is should reach the views behind it: Koloda's
    /// `shouldPassthroughTapsWhenNoVisibleCards` is set and no card is shown. Otherwise the deck's whole area takes
    /// them, as `KolodaView` does.
    public var passesTouchesThrough: Bool {
        // Koloda's `point(inside:)`, asked at the deck's centre: false only when the deck passes touches through.
        !deck.acceptsPointer(at: Point(x: deck.size.width / 2, y: deck.size.height / 2))
    }

    /// A frame made now at `now` (s): the presenter's frame, whose plan `apply(_:)` records.
    private func draw(at now: Double) {
        presenter.makeFrame(at: now)
    }

    /// After a change outside a frame: when frames follow, the next one draws it; otherwise the cards are drawn now.
    func didChange() {
        if !needsFrames { draw(at: deck.now) }
    }

    func item(of card: CardPose) -> ID? {
        if let known = cardItems[card.id], known.version == card.contentVersion || card.isLeaving { return known.item }
        return item(at: card.index) ?? cardItems[card.id]?.item
    }

    func item(at index: Int) -> ID? { items.indices.contains(index) ? items[index] : nil }

    // MARK: Gestures

    /// The distance (pt) a finger moves before the view layer's drag gesture reports it: the engine's pointer slop
    /// (10 pt, UIKit's pan hysteresis), so what the gesture reports is always a drag to
    /// the engine, never a tap. Taps select through `perform(at:_:)` with `selectFrontCard()`.
    public static var dragMinimumDistance: Double { PointerRecognizer().slop }

    /// A drag gesture moved: `start` is where it was pressed and `location` where the finger is (pt, deck
    /// coordinates); `sampleTime` is the sample's timestamp on the gesture's own clock (s) and `now` the deck time.
    ///
    /// The first sample of a gesture decides, as UIKit's pan does before it begins
    /// (`KolodaDeck.shouldBeginDrag(at:velocity:)`): the deck takes the drag when it was pressed on the front card,
    /// `shouldDragCardAt` allows it and the finger heads within 60° of an allowed direction; otherwise the deck
    /// leaves the whole gesture alone until it ends, so a vertical scroll that starts on a left-and-right deck stays
    /// the scroll view's. A sample with a non-finite value does nothing. The engine measures the release velocity
    /// from the samples.
    public func dragChanged(start: Point, location: Point, sampleTime: Double, now: Double) {
        switch gesture {
        case .declined:
            return
        case nil:
            presenter.update(at: now) { deck in
                // The heading of the first movement; `shouldBeginDrag` reads only the direction of its velocity.
                let heading = location - start
                guard sampleTime.isFinite, location.isFinite, deck.shouldBeginDrag(at: start, velocity: heading),
                    (try? deck.pointerDown(at: start, time: deck.now)) != nil
                else {
                    gesture = .declined
                    return
                }
                gesture = .dragging(sampleTime: sampleTime, deckTime: deck.now)
                try? deck.pointerMoved(to: location, time: deck.now)
            }
        case .dragging:
            presenter.update(at: deckTime(ofSample: sampleTime)) { try? $0.pointerMoved(to: location, time: $0.now) }
        }
    }

    /// The gesture ended at `location` (pt): the deck decides between a swipe and a return. A declined gesture
    /// ends with nothing done.
    public func dragEnded(location: Point, sampleTime: Double) {
        guard case .dragging = gesture else {
            gesture = nil
            return
        }
        let time = deckTime(ofSample: sampleTime)
        gesture = nil
        presenter.update(at: time) { deck in
            if (try? deck.pointerUp(at: location, time: deck.now)) == nil { deck.pointerCancelled() }
        }
        didChange()
    }

    /// The gesture was cancelled (the system took the touch): a dragged card returns.
    public func dragCancelled() {
        guard gesture != nil else { return }
        gesture = nil
        presenter.update(at: deck.now) { $0.pointerCancelled() }
        didChange()
    }

    /// Forgets the gesture in progress without telling the deck: the caller cancels the deck's drag itself (leaving
    /// the screen, `DeckPresenter.leaveScreen(at:)`). A later sample starts a new gesture.
    func forgetGesture() { gesture = nil }

    /// The deck time of a gesture sample: the deck time the gesture began at, plus the time since its first sample.
    private func deckTime(ofSample sampleTime: Double) -> Double {
        guard case .dragging(let start, let deckTime) = gesture else { return deck.now }
        let elapsed = sampleTime - start
        return elapsed.isFinite ? deckTime + max(elapsed, 0) : deck.now
    }
}
