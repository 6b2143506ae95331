/// The frame discipline every front follows, written once: input and commands move the deck's clock and change the
/// deck; once per display refresh the front asks for one frame; the card views are made before the delegate hears
/// the events that may need them.
///
/// - **Input and commands** (`update(at:_:)`): the clock moves to the input's time (so what the input starts,
///   starts then), the input applies, and a frame is noted as needed. No scene is built and the delegate is asked
///   nothing it would be asked again when the frame is made, unless the deck's cards changed (a card came in at the
///   back, a card was reloaded): then the package's own views have the frame made at once, so that the events find
///   the new views.
/// - **One frame per display refresh** (`makeFrame(at:)`): one `KolodaDeck.makeFrame()` (one scene, asking the app
///   nothing) and one `DeckViewPlan`, kept as `lastFrame` and `lastPlan`. What is on screen (a card's
///   view, whether anything moves) is read from them, never by building another scene.
/// - **Views, then events**: while the presenter applies input or makes a frame, the deck holds its events; the
///   plan is applied to the package's own views (UIKit's and the Linux `KolodaView`), and then the events are
///   delivered, in order, each once. Inside every notification their card views are those of the deck as it stands.
/// - **Data source and delegate** (`setDelegate(_:)`): installing the delegate moves no clock, so an event owed
///   before it (the first `didShowCardAt`) is delivered at the next frame, to it, whichever was assigned first.
///
/// UIKit's `KolodaView`, SwiftUI's stack and the Linux `KolodaView` each hold one and apply its plans.
@MainActor
@_spi(Fronts) public final class DeckPresenter {
    /// The engine.
    public let deck: KolodaDeck
    /// The last frame made: the scene on screen and, for a frame made by `makeFrame(at:)`, the events delivered since
    /// the one before (a frame made at once for input lists none: the next one lists its events).
    public private(set) var lastFrame: DeckFrame
    /// The view plan of the last frame.
    public private(set) var lastPlan: DeckViewPlan
    /// True when the deck changed since the last frame (input, a command, a new delegate): the front should make a
    /// frame at its next display refresh even if nothing animates.
    public internal(set) var needsFrame = true
    /// The front's card views: every plan is applied to it before the events are delivered. Held weakly (the front
    /// holds its presenter). Without one, the caller of `makeFrame(at:)` applies the plan, after the events.
    #if hasFeature(Embedded)  // no weak references: the web host keeps its renderer alive (docs/embedded.md)
    package unowned(unsafe) var renderer: (any DeckRenderer)?
    #else
    package weak var renderer: (any DeckRenderer)?
    #endif
    /// The front's display clock: the presenter requests frames from it when the deck changes and stops it at the
    /// first refresh at which it wants none. Held strongly (the clock holds the presenter weakly). Without one, the
    /// caller makes the frames (`makeFrame(at:)`).
    package var clock: (any FrameClock)? {
        didSet {
            guard clock !== oldValue else { return }
            oldValue?.stopFrames()
            clock?.presenter = self
            if wantsFrames { requestFrames() }
        }
    }
    /// What the front said last of its views' place on screen (`enterScreen()`, `leaveScreen(at:)`); `.untold`
    /// until it says anything.
    package internal(set) var screen = ScreenPresence.untold
    /// False while the front's views are off screen (no window, a stack that disappeared): no frames are requested.
    /// Views the front never placed count as on screen (a clock that needs no signal runs: the SDL loop, a test's
    /// manual clock); a display link waits for the signal all the same (`DisplayLinkSchedule`).
    package var isOnScreen: Bool { screen != .offScreen }
    // The package's fronts adopt `DeckRenderer` and set `renderer` (UIKit's and the Linux `KolodaView`, and the SwiftUI
    // stack's model, which records poses): the presenter then applies each plan itself, between making the frame and
    // delivering its events. An app's own view cannot (package access): it applies the returned plan after the events.
    /// The content version each card view holds, as the plans told the front (nil: a view with no content).
    private var loaded = LoadedCards()
    /// Nesting of updates: a delegate callback that calls back into the deck does not move the clock again.
    private var depth = 0
    /// True while held events are being delivered: a callback's calls queue their events behind the current one.
    private var isDelivering = false
    /// False from a frame until the deck may have changed (input, a command, a callback): no need to compare the
    /// deck's cards with the views.
    private var viewsMayBeStale = true
    /// The deck's cards when the last frame was made, front first (kept with a renderer only).
    private var cardsShown: [CardStamp] = []
    /// The time (s) a host's `advanceClock(to:)` last moved the deck's clock to, while nothing has gone through the
    /// presenter since (nil once anything has): the input that follows at that time does not move it again.
    var clockMovedTo: Double?

    /// A presenter for `deck`. Nothing is on screen until the first `makeFrame(at:)`.
    public init(deck: KolodaDeck) {
        self.deck = deck
        let empty = DeckScene(
            time: deck.now, size: deck.size, cards: [], isAnimating: false, currentCardIndex: 0,
            countOfCards: 0)
        lastFrame = DeckFrame(scene: empty, events: [])
        lastPlan = DeckViewPlan(
            cards: SceneApplication(scene: empty, loaded: LoadedCards(), countOfCards: 0), rasterizedCard: nil,
            frontCard: nil, frontCardChanged: false, isMoving: false)
    }

    // MARK: Input and commands

    /// Runs `body` (input or a command) on the deck at `now` (s, the host's clock; a time that is not finite, or
    /// earlier than the deck's, leaves the clock where it is), and notes that a frame is needed. For the package's own
    /// views, when the deck's cards changed (a card came in, one was reloaded) the frame is made and applied at once,
    /// before the events are delivered. A call made from a delegate callback does not move the clock again; its
    /// events follow the current one's.
    @discardableResult
    public func update<T, E: Error>(at now: Double, _ body: (KolodaDeck) throws(E) -> T) throws(E) -> T {
        moveClock(to: now)
        depth += 1
        defer {
            depth -= 1
            needsFrame = true
            viewsMayBeStale = true
            if depth == 0 { deliverHeldEvents() }
            requestFrames()
        }
        return try holdingEvents { () throws(E) -> T in try body(deck) }
    }

    /// Moves the deck's clock to `now` (s, the host's clock; a time that is not finite, or earlier than the deck's,
    /// leaves it where it is), as input does before it applies: for input that may reach the deck through the app
    /// (a window's own controls see it first), so that what the app starts, starts then. What came due is
    /// delivered, and then a frame is requested. From a delegate callback, nothing. The input that follows at `now`
    /// finds the clock there, unless something went through the presenter in between.
    package func advanceClock(to now: Double) {
        if moveClock(to: now) { clockMovedTo = now }
    }

    /// Moves the deck's clock to `now` for an input, delivering what came due; returns true when the clock stands at
    /// `now` and no callback ran. From a delegate callback, nothing (and false).
    @discardableResult
    private func moveClock(to now: Double) -> Bool {
        guard depth == 0, !isDelivering else { return false }
        // One clock move per input: a window host moves the clock when it takes an event, before its chrome sees it,
        // and the event's input then arrives at the same time, the clock standing there already. The mark is used
        // once: the input changes the deck. (A chrome that changes `KolodaView.deck` directly, which the presenter
        // does not hear, has what that change makes due at this very instant settled by the next frame.)
        if let movedTo = clockMovedTo {
            clockMovedTo = nil
            if movedTo == now { return true }
        }
        // What came due before the input is delivered before it applies, with the views of the last frame: time
        // brings no card in, and the front may have dropped its views for the call (a new data source).
        holdingEvents { try? deck.advance(to: now) }
        guard deck.hasQueuedEvents else { return true }
        deliverHeldEvents(makingFrames: false)
        needsFrame = true
        viewsMayBeStale = true
        requestFrames()
        return false
    }

    /// Installs `delegate` as the deck's delegate without moving the clock: events already owed (the first
    /// `didShowCardAt` after the data source was set) reach it at the next frame, whichever was assigned first.
    public func setDelegate(_ delegate: (any KolodaDeckDelegate)?) {
        deck.delegate = delegate
        needsFrame = true
        clockMovedTo = nil
        requestFrames()
    }

    /// Forgets every card view (the front dropped them all, e.g. for a new data source): the next plan asks for the
    /// content of every card on screen.
    public func forgetCardViews() {
        loaded.removeAll()
        cardsShown.removeAllKeepingStorage()
        needsFrame = true
        viewsMayBeStale = true
        requestFrames()
    }

    /// Screen-reader activation of the card `card` at `now` (s): the front card is selected (`didSelectCardAt`); any
    /// other card (one peeking out behind, one on its way out) selects nothing. Returns true either way when the card
    /// is on screen, so that the screen reader does not fall back to a simulated tap, which would land on the front
    /// card and select it instead.
    public func activate(_ card: CardID, at now: Double) -> Bool {
        guard lastFrame.scene.cards.contains(where: { $0.id == card }) else { return false }
        guard card == lastPlan.frontCard else { return true }
        return update(at: now) { $0.selectFrontCard() }
    }

    // MARK: Frames

    /// True while the front should keep making frames: something changed since the last frame, or something moves.
    /// A card held still under a finger needs none: its next sample asks for one.
    public var wantsFrames: Bool { needsFrame || deck.isAnimating }

    /// One display refresh at `time` (s, the display's clock): the one call a `FrameClock` makes. Makes the frame
    /// when one is wanted, then stops the clock once nothing changed and nothing moves (input starts it again).
    package func displayRefresh(at time: Double) {
        if wantsFrames {
            makeFrame(at: time)
            renderer?.frameDidEnd()
        }
        if !wantsFrames { clock?.stopFrames() }
    }

    /// Asks the clock for frames, while the views are on screen.
    func requestFrames() {
        if isOnScreen { clock?.requestFrames() }
    }

    /// The frame at `now` (s, the display's clock for this refresh): moves the clock, makes the deck's one scene for
    /// this frame and its plan, then delivers the events due (`lastFrame.events` lists them). Returns the plan that
    /// brings the card views up to date. The package's own views have applied it before the events; a caller that
    /// applies the plan itself applies it after them.
    @discardableResult
    public func makeFrame(at now: Double) -> DeckViewPlan {
        let outermost = depth == 0 && !isDelivering
        if clockMovedTo != nil { clockMovedTo = nil }  // the frame's callbacks may change the deck
        holdingEvents {
            if outermost { try? deck.advance(to: now) }
            showFrame()
            // Only a display frame is the frame that was needed: it moves the clock, which pays what time owes (the
            // first `didShowCardAt`). A frame made at once for input leaves the next one due.
            needsFrame = false
        }
        deliverHeldEvents()
        if outermost { lastFrame.events = deck.takeDeliveredEvents() }
        return lastPlan
    }

    /// Makes the deck's scene at its current time and its plan, keeps them as the last frame, and has the renderer
    /// apply the plan.
    private func showFrame() {
        // The deck builds each scene in the array of the last one; the last frame lets go of it once the layout has
        // answered (an override may read `viewForCard(at:)` then), so a drag frame allocates nothing.
        let scene = deck.frameScene { lastFrame.scene.cards = [] }
        // The plan is made in the storage of the last one (no allocation in a drag frame): a front reads the plan
        // while it applies it and keeps no copy.
        lastPlan.cards.update(scene: scene, loaded: loaded, countOfCards: deck.countOfCards)
        for id in lastPlan.cards.removals { loaded[id] = nil }
        for placement in lastPlan.cards.placements where loaded[placement.id] == nil {
            loaded[placement.id] = .some(nil)
        }
        for request in lastPlan.cards.contentRequests { loaded[request.id] = request.contentVersion }
        let front = scene.cards.last { $0.isInteractive }?.id
        lastPlan.frontCardChanged = front != lastPlan.frontCard
        lastPlan.frontCard = front
        lastPlan.rasterizedCard = deck.isDragging ? front : nil
        lastPlan.isMoving = scene.isMoving
        lastFrame = DeckFrame(scene: scene, events: [])
        viewsMayBeStale = false
        guard let renderer else { return }
        cardsShown.removeAllKeepingStorage()
        let deckCards = deck.core.cards
        for i in deckCards.indices { cardsShown.append(CardStamp(deckCards[i])) }
        renderer.apply(lastPlan)
    }

    // MARK: Views, then events

    /// Delivers the held events in order, each once the card views it may need exist (`bringViewsUpToDate()`, unless
    /// `makingFrames` is false). From inside a callback, only brings the views up to date: the delivery under way
    /// delivers what the callback queued, after the current event.
    private func deliverHeldEvents(makingFrames: Bool = true) {
        if makingFrames { bringViewsUpToDate() }
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        holdingEvents {
            while deck.hasQueuedEvents {
                if makingFrames { bringViewsUpToDate() }
                // False while the deck delivers by itself (a callback of a call made on the deck directly): it then
                // delivers what is queued.
                guard deck.deliverOldestEvent() else { return }
                viewsMayBeStale = true  // the callback may have called the deck directly
            }
        }
    }

    /// With a renderer, makes and applies the frame at once when the deck's cards differ from the views it has.
    private func bringViewsUpToDate() {
        guard renderer != nil, viewsMayBeStale else { return }
        guard viewsAreStale else {
            viewsMayBeStale = false
            return
        }
        holdingEvents { showFrame() }
    }

    /// True when the deck's cards (identity, data index, content version) differ from those of the last frame: a frame
    /// made now would give a card a view or new content, or show a card under another data index.
    // The cards read by index, field by field (a card is large: copying each one cost more than the checks), in a
    // loop (a closure reading main-actor state checks its isolation on every call).
    private var viewsAreStale: Bool {
        let cards = deck.core.cards
        guard cards.count == cardsShown.count else { return true }
        for i in cards.indices where cardsShown[i] != CardStamp(cards[i]) { return true }
        return false
    }

    /// Runs `body` with the deck's events held (queued, not delivered), restoring the hold it found.
    private func holdingEvents<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let held = deck.holdsEvents
        deck.holdsEvents = true
        defer { deck.holdsEvents = held }
        return try body()
    }

    // MARK: What is on screen (the last frame)

    /// The card on screen, not leaving, that shows data index `index`, if any.
    public func card(showing index: Int) -> CardPose? {
        lastFrame.scene.cards.first { $0.index == index && !$0.isLeaving }
    }

    /// True while anything on screen moves, in the last frame.
    public var isMoving: Bool { lastPlan.isMoving }
}

/// What of a deck card its view depends on.
private struct CardStamp: Equatable {
    var id: CardID
    var index: Int
    var contentVersion: Int

    init(_ card: CardRuntime) {
        id = card.id
        index = card.index
        contentVersion = card.contentVersion
    }
}
