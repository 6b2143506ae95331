@_spi(Fronts) @testable import KolodaCore

/// The calls UIKit's `KolodaView` makes into the engine and its presenter, one method per UIKit entry point, in the
/// same order, with a model of its subviews: so the front's frame discipline is tested here, where it can run. Keep
/// it in step with Sources/Koloda/UIKit (KolodaView, KolodaView+Scene, KolodaView+Input, DraggableCardView).
@MainActor
final class UIKitFrontReplay: DeckRenderer {
    let deck = KolodaDeck()
    let presenter: DeckPresenter
    /// The view's own delegate (haptics, pan callbacks): the engine's delegate while the app has none.
    let internalEvents = RecordingDelegate()
    /// The view's subviews, back to front: a card view's id, or nil for a view of the app's.
    private(set) var subviews: [CardID?] = []
    /// Content versions of the card views (nil: no content).
    private(set) var cardViews: [CardID: Int?] = [:]
    /// The content view of each card view, as a number: the n-th view the data source was asked for (`viewsMade`).
    private(set) var contentViews: [CardID: Int] = [:]
    /// The data index each content view was asked for, in the order they were made (the view's number is its place).
    private(set) var viewsMade: [Int] = []
    /// `keepsCardsAboveSubviews` (default Koloda 5's order, as the view).
    var keepsCardsAboveSubviews = KolodaDefaults.DropIn.keepsCardsAboveSubviews
    /// Whether the display link runs (not paused, in a window).
    private(set) var displayLinkRunning = false
    var inWindow = true
    /// Frames made, and the delegate questions and scenes of each refresh interval (its input and its frame).
    private(set) var frames = 0
    private var scenesAtLastFrame = 0

    /// `init(coder:)` then `setUp()`: a storyboard deck, with the app's own subviews already decoded inside it.
    init(appSubviews: Int = 0, size: Size = Size(width: 300, height: 400)) {
        presenter = DeckPresenter(deck: deck)
        subviews = Array(repeating: nil, count: appSubviews)
        presenter.renderer = self
        KolodaDefaults.DropIn.configure(deck)
        presenter.setDelegate(internalEvents)
        if size.isDrawable { try? deck.resize(to: size) }
    }

    // MARK: Properties

    /// What the app keeps alive (the view holds its data source and delegate weakly, as UIKit's does).
    private var appObjects: [AnyObject] = []

    /// `dataSource.didSet`.
    func setDataSource(_ dataSource: (any KolodaDeckDataSource)?, at now: Double) {
        if let dataSource { appObjects.append(dataSource) }
        updateDeck(at: now) { deck in
            subviews.removeAll { $0 != nil }
            cardViews.removeAll()
            contentViews.removeAll()
            presenter.forgetCardViews()
            deck.dataSource = dataSource
        }
    }

    /// `delegate.didSet`.
    func setDelegate(_ delegate: (any KolodaDeckDelegate)?) {
        if let delegate { appObjects.append(delegate) }
        presenter.setDelegate(delegate ?? internalEvents)
        requestFrame()
    }

    /// `updateDeck(_:)`: every input and command.
    @discardableResult
    func updateDeck<T>(at now: Double, _ body: (KolodaDeck) -> T) -> T {
        defer { requestFrame() }
        return presenter.update(at: now, body)
    }

    /// `KolodaViewRepresentable.updateUIView(_:context:)`: `configure` (the app's setters, each an `updateDeck`) and
    /// the assignments, with the deck's notifications held, then a frame requested.
    func updateUIView(at now: Double, _ configure: (UIKitFrontReplay) -> Void) {
        presenter.updateHoldingEvents(at: now) { _ in configure(self) }
        requestFrame()
    }

    /// `keyCommands`: the keys offered, given whether a text input inside the deck is first responder.
    func keyCommands(textInputHasKeyboard: Bool) -> [StackKey] {
        StackKey.offered(available: deck.availableActions, textInputHasKeyboard: textInputHasKeyboard)
    }

    /// `addSubview(_:)` by the app (UIKit puts it on top), then `didAddSubview(_:)`.
    func appAddsSubview() {
        subviews.append(nil)
        if keepsCardsAboveSubviews { stackCards(presenter.lastPlan) }
    }

    /// `viewForCard(at:)`: the content view of the card showing `index` in the last frame, or nil.
    func viewForCard(at index: Int) -> Int? {
        presenter.card(showing: index).flatMap { contentViews[$0.id] }
    }

    // MARK: Layout and frames

    /// `layoutSubviews()`.
    func layoutSubviews(size: Size, at now: Double) {
        var changed = false
        if size.isDrawable, size != deck.size {
            try? deck.resize(to: size)
            changed = true
        }
        if changed || presenter.needsFrame { showFrame(at: now) }
    }

    /// The display link's `kolodaStep(_:)`.
    func displayLinkStep(at targetTimestamp: Double) {
        guard displayLinkRunning else { return }
        if presenter.wantsFrames { showFrame(at: targetTimestamp) }
        if !presenter.wantsFrames { displayLinkRunning = false }
    }

    /// `didMoveToWindow()` with no window.
    func removeFromWindow() {
        inWindow = false
        displayLinkRunning = false
    }

    private func requestFrame() {
        if inWindow { displayLinkRunning = true }
    }

    private func showFrame(at time: Double) {
        presenter.makeFrame(at: time)
        frames += 1
    }

    // MARK: Plan → views (`apply(_:)`, the presenter's renderer)

    private(set) var lastPlan: DeckViewPlan?
    /// The card views VoiceOver reaches (`accessibilityElementsHidden` false, set by `place`), as of the last frame.
    private(set) var spokenCards: Set<CardID> = []
    /// The card views placed inside `UIView.performWithoutAnimation` by every frame applied since the last
    /// `forgetPlacements()`: a call that brings cards in has its frame applied at once, before the display link's.
    private(set) var placedWithoutAnimation: Set<CardID> = []

    /// The cards whose content the data source was asked for by the same frames.
    private(set) var contentRequested: Set<CardID> = []

    /// Starts a new record of `placedWithoutAnimation` and `contentRequested`.
    func forgetPlacements() {
        placedWithoutAnimation.removeAll()
        contentRequested.removeAll()
    }

    func apply(_ plan: DeckViewPlan) {
        lastPlan = plan
        spokenCards = Set(plan.cards.placements.filter { !$0.isHiddenFromScreenReader }.map(\.id))
        placedWithoutAnimation.formUnion(plan.cards.placements.filter(\.isFresh).map(\.id))
        contentRequested.formUnion(plan.cards.contentRequests.map(\.id))
        for id in plan.cards.removals {
            cardViews[id] = nil
            contentViews[id] = nil
            subviews.removeAll { $0 == id }
        }
        for placement in plan.cards.placements where cardViews[placement.id] == nil {
            cardViews[placement.id] = .some(nil)
        }
        for request in plan.cards.contentRequests {
            cardViews[request.id] = request.contentVersion
            contentViews[request.id] = viewsMade.count
            viewsMade.append(request.index)
        }
        stackCards(plan)
    }

    /// `stackCards(_:)`, with UIKit's rules: `addSubview` and `bringSubviewToFront` put a view last (on top);
    /// `insertSubview(_:belowSubview:)` puts it just before the sibling, moving it when it is there already.
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

    // MARK: Touches (`kolodaHandlePan(_:)`, `kolodaHandleTap(_:)`)

    /// A pan from `press` (pt) through `translations`, one sample per refresh of `interval` s starting at `start`,
    /// released at the last, with the display link's frames in between, as UIKit delivers them.
    func pan(
        from press: Point, through translations: [Vector], start: Double, interval: Double = 1.0 / 60,
        onRefresh: (Double) -> Void = { _ in }
    ) {
        var t = start
        func sample(_ translation: Vector, velocity: Vector = Vector(dx: 600, dy: 0)) -> DragSample {
            DragSample(location: press + translation, translation: translation, velocity: velocity, timestamp: t)
        }
        updateDeck(at: t) { _ = try? $0.dragBegan(sample(translations.first ?? .zero)) }
        for translation in translations.dropFirst() {
            t += interval
            displayLinkStep(at: t)
            onRefresh(t)
            updateDeck(at: t) { try? $0.dragChanged(sample(translation)) }
        }
        updateDeck(at: t) { try? $0.dragEnded(sample(translations.last ?? .zero)) }
    }
}
