@_spi(Fronts) @testable import KolodaCore

/// UIKit's `KolodaView`, as its entry points call the real presenter: each method here is one UIKit entry point
/// (named in its doc comment) and makes exactly the one presenter call that entry point makes, with the values UIKit
/// would pass. The display link is a `ManualFrameClock` the presenter drives; the card views are `SubviewRecorder`.
/// Nothing here decides anything: the frame discipline is the presenter's, the views' rules are the renderer's.
@MainActor
final class UIKitFront {
    let deck = KolodaDeck()
    let presenter: DeckPresenter
    /// The display link (`DisplayLinkClock` on iOS).
    let clock = ManualFrameClock()
    /// The card views and the view's subviews (`KolodaView+Scene.swift`'s `apply(_:)` and `stackCards(_:)`).
    let views = SubviewRecorder()
    /// The view's own delegate (haptics, pan callbacks): the engine's delegate while the app has none.
    let internalEvents = RecordingDelegate()
    /// What the app keeps alive (the view holds its data source and delegate weakly, as UIKit's does).
    private var appObjects: [AnyObject] = []

    /// `init(coder:)` then `setUp()`: a storyboard deck, with the app's own subviews already decoded inside it, then
    /// (`inWindow`, default true) `didMoveToWindow()` into a window the deck fills.
    init(appSubviews: Int = 0, size: Size = Size(width: 300, height: 400), inWindow: Bool = true) {
        presenter = DeckPresenter(deck: deck)
        views.subviews = Array(repeating: nil, count: appSubviews)
        views.presenter = presenter
        // `setUp()`.
        KolodaDefaults.DropIn.configure(deck)
        presenter.renderer = views
        presenter.setDelegate(internalEvents)
        presenter.clock = clock  // created outside a window, which the view does not report
        presenter.resize(to: size)
        if inWindow { didMoveToWindow(viewport: Rect(origin: .zero, size: size)) }
    }

    // MARK: Properties

    /// `dataSource.didSet` (its bridge and forwarder are what `connect` returns).
    func setDataSource(_ dataSource: (any KolodaDeckDataSource)?, at now: Double) {
        if let dataSource { appObjects.append(dataSource) }
        presenter.replaceDataSource(at: now) { dataSource }
    }

    /// `delegate.didSet`.
    func setDelegate(_ delegate: (any KolodaDeckDelegate)?) {
        if let delegate { appObjects.append(delegate) }
        presenter.setDelegate(delegate ?? internalEvents)
    }

    /// `updateDeck(_:)`: every command, key and VoiceOver action.
    @discardableResult
    func updateDeck<T>(at now: Double, _ body: (KolodaDeck) -> T) -> T {
        presenter.update(at: now, body)
    }

    /// `KolodaViewRepresentable.updateUIView(_:context:)`: `configure` (the app's setters, each an `updateDeck`, and
    /// its assignments) with the deck's notifications held.
    func updateUIView(at now: Double, _ configure: (UIKitFront) -> Void) {
        presenter.updateHoldingEvents(at: now) { _ in configure(self) }
    }

    /// `keyCommands`: the keys offered, given whether a text input inside the deck is first responder.
    func keyCommands(textInputHasKeyboard: Bool) -> [StackKey] {
        StackKey.offered(available: deck.availableActions, textInputHasKeyboard: textInputHasKeyboard)
    }

    /// `kolodaHandleKey(_:)`: the key command for `key` fired. (`keyCommands` turns UIKit's automatic mirroring off
    /// for the arrows, so in a right-to-left interface ← still arrives as ←.)
    @discardableResult
    func press(_ key: StackKey, at now: Double) -> Bool {
        updateDeck(at: now) { $0.perform(key.action) }
    }

    /// `accessibilityActions()`: the front card's VoiceOver actions, in the order the rotor reads them.
    var accessibilityActions: [DeckAction] { deck.availableActions.filter { $0 != .select } }

    /// `addSubview(_:)` by the app, then `didAddSubview(_:)`.
    func appAddsSubview() { views.appAddsSubview() }

    /// `viewForCard(at:)`: the content view of the card showing `index` in the last frame, or nil.
    func viewForCard(at index: Int) -> Int? {
        presenter.card(showing: index).flatMap { views.contentViews[$0.id] }
    }

    // MARK: Layout, window, frames

    /// `layoutSubviews()`, the window filling the deck; `layoutDirection` is the view's
    /// `effectiveUserInterfaceLayoutDirection` (`deckLayoutDirection`), which the view hands over at every pass.
    func layoutSubviews(size: Size, layoutDirection: DeckLayoutDirection = .leftToRight, at now: Double) {
        presenter.layOut(
            size: size, viewport: Rect(origin: .zero, size: size), layoutDirection: layoutDirection, at: now)
    }

    /// `didMoveToWindow()`: `viewport` is the window in the view's coordinates, nil without a window.
    func didMoveToWindow(viewport: Rect?, at now: Double = 0) {
        presenter.moveToWindow(viewport: viewport, at: now)
    }

    /// `didMoveToWindow()` with no window.
    func removeFromWindow() { didMoveToWindow(viewport: nil, at: deck.now) }

    /// The display link fires at `targetTimestamp` (s): it calls the presenter while frames are requested.
    func displayLinkStep(at targetTimestamp: Double) { clock.refresh(at: targetTimestamp) }

    /// Whether the display link runs (requested, not stopped).
    var displayLinkRunning: Bool { clock.isRunning }

    // MARK: Touches (`kolodaHandlePan(_:)`, `kolodaHandleTap(_:)`)

    /// `kolodaHandlePan(_:)`: one sample, the window filling the deck.
    func pan(_ phase: PanPhase, _ sample: DragSample, at now: Double) {
        presenter.pan(phase, sample, viewport: { Rect(origin: .zero, size: self.deck.size) }, at: now)
    }

    /// A pan from `press` (pt) through `translations`, one sample per refresh of `interval` s starting at `start`,
    /// released at the last, with the display link's refreshes in between, as UIKit delivers them.
    func pan(
        from press: Point, through translations: [Vector], start: Double, interval: Double = 1.0 / 60,
        onRefresh: (Double) -> Void = { _ in }
    ) {
        var t = start
        func sample(_ translation: Vector, velocity: Vector = Vector(dx: 600, dy: 0)) -> DragSample {
            DragSample(location: press + translation, translation: translation, velocity: velocity, timestamp: t)
        }
        pan(.began, sample(translations.first ?? .zero), at: t)
        for translation in translations.dropFirst() {
            t += interval
            displayLinkStep(at: t)
            onRefresh(t)
            pan(.changed, sample(translation), at: t)
        }
        pan(.ended, sample(translations.last ?? .zero), at: t)
    }
}

/// A `DeckRenderer` with UIKit's view rules, recorded: the card views and content views it made, and the order of
/// the view's subviews (UIKit: `addSubview` and `bringSubviewToFront` put a view last, on top;
/// `insertSubview(_:belowSubview:)` puts it just before the sibling, moving it when it is there already).
@MainActor
final class SubviewRecorder: DeckRenderer {
    weak var presenter: DeckPresenter?
    /// The view's subviews, back to front: a card view's id, or nil for a view of the app's.
    var subviews: [CardID?] = []
    /// Content versions of the card views (nil: no content).
    private(set) var cardViews: [CardID: Int?] = [:]
    /// The content view of each card view, as a number: the n-th view the data source was asked for (`viewsMade`).
    private(set) var contentViews: [CardID: Int] = [:]
    /// The data index each content view was asked for, in the order they were made (the view's number is its place).
    private(set) var viewsMade: [Int] = []
    /// `keepsCardsAboveSubviews` (default Koloda 5's order, as the view).
    var keepsCardsAboveSubviews = KolodaDefaults.DropIn.keepsCardsAboveSubviews
    private(set) var lastPlan: DeckViewPlan?
    /// The card views VoiceOver reaches (`accessibilityElementsHidden` false, set by `place`), as of the last plan.
    private(set) var spokenCards: Set<CardID> = []
    /// The card views placed inside `UIView.performWithoutAnimation` by every plan applied since the last
    /// `forgetPlacements()`.
    private(set) var placedWithoutAnimation: Set<CardID> = []
    /// The cards whose content the data source was asked for by the same plans.
    private(set) var contentRequested: Set<CardID> = []

    /// Starts a new record of `placedWithoutAnimation` and `contentRequested`.
    func forgetPlacements() {
        placedWithoutAnimation.removeAll()
        contentRequested.removeAll()
    }

    /// `addSubview(_:)` by the app (UIKit puts it on top), then `didAddSubview(_:)`.
    func appAddsSubview() {
        subviews.append(nil)
        if keepsCardsAboveSubviews, let plan = presenter?.lastPlan { stackCards(plan) }
    }

    func removeAllCardViews() {
        subviews.removeAll { $0 != nil }
        cardViews.removeAll()
        contentViews.removeAll()
    }

    /// After each plan applied: whether its cards' order differs from the plan before's (compared here), whether the
    /// plan said so (`orderChanged`), and whether the card subviews were then in the plan's order.
    private(set) var stackings: [(changed: Bool, flagged: Bool, inOrder: Bool)] = []
    /// The card order `stackings` compares with: the previous plan's placements.
    private var lastOrder: [CardID] = []

    func apply(_ plan: DeckViewPlan) {
        defer { recordStacking(plan) }
        lastPlan = plan
        spokenCards = Set(plan.cards.placements.filter { !$0.isHiddenFromScreenReader }.map(\.id))
        placedWithoutAnimation.formUnion(plan.cards.placements.filter(\.isFresh).map(\.id))
        contentRequested.formUnion(plan.cards.contentRequests.map(\.id))
        for id in plan.cards.removals {
            cardViews[id] = nil
            contentViews[id] = nil
            subviews.removeAll { $0 == id }
        }
        var madeViews = false
        for placement in plan.cards.placements where cardViews[placement.id] == nil {
            cardViews[placement.id] = .some(nil)
            madeViews = true
        }
        for request in plan.cards.contentRequests {
            cardViews[request.id] = request.contentVersion
            contentViews[request.id] = viewsMade.count
            viewsMade.append(request.index)
        }
        if plan.cards.orderChanged || madeViews { stackCards(plan) }
    }

    /// Records one `stackings` entry for `plan`.
    private func recordStacking(_ plan: DeckViewPlan) {
        let order = plan.cards.placements.map(\.id)
        stackings.append((order != lastOrder, plan.cards.orderChanged, subviews.compactMap { $0 } == order))
        lastOrder = order
    }

    /// `stackCards(_:)`.
    private func stackCards(_ plan: DeckViewPlan) {
        let cards = plan.cards.placements.map(\.id)
        guard keepsCardsAboveSubviews else {
            for move in CardStacking.koloda5Moves(subviews: subviews, cards: cards) {
                switch move {
                case .addOnTop(let id):
                    subviews.removeAll { $0 == id }
                    subviews.append(id)
                case .insert(let id, let below):
                    subviews.removeAll { $0 == id }
                    if let i = subviews.firstIndex(of: below) { subviews.insert(id, at: i) }
                }
            }
            return
        }
        for id in CardStacking.cardsToBringToFront(subviews: subviews, cards: cards) {
            subviews.removeAll { $0 == id }
            subviews.append(id)
        }
    }
}
