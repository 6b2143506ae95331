/// The card-deck engine: everything Koloda's `KolodaView` does except drawing.
///
/// The host feeds it input (drag samples or raw pointer events) and calls `tick(now:)` once per frame with a
/// monotonic time; it answers with a `DeckFrame`: every card to draw and the events since the last tick.
/// It never reads a clock, so tests drive it with a manual clock (`DeckDriver`).
///
/// No command is ever dropped (D7): `swipe`, `revertAction`, `reloadData` and the range updates take effect on
/// the model at once, whatever is animating, and the animations overlap or retarget.
///
/// Exclusivity: the stored properties marked `@exclusivity(unchecked)` are read and written many times per frame,
/// and Swift's dynamic exclusivity check on each access was a third of a drag update's time. They are safe to leave
/// unchecked because no access to them is ever held across a call into the app's code (delegate, data source,
/// layout, animator): they are only read by value, assigned, or mutated in place by engine code (`payOwed`,
/// `Animated`, `DeckModel`, array methods with engine closures), with every argument evaluated before the access
/// begins. `sceneStorage` stays checked: the layout and the delegate are asked while a scene is written into it.
/// Keep that rule when adding code that mutates one of these properties in place.
@MainActor
public final class KolodaDeck {
    // MARK: Data source and delegate

    /// Supplies the cards. Assigning it (again) loads the deck idempotently (D12). Held weakly, like Koloda's.
    public weak var dataSource: (any KolodaDeckDataSource)? {
        didSet { if dataSource !== oldValue { setUpDeck() } }
    }

    /// Hears events and tunes behaviour. Held weakly. The first `didShowCardAt` is delivered at the first tick
    /// after set-up, so it reaches a delegate assigned after the data source too (D12).
    public weak var delegate: (any KolodaDeckDelegate)?

    /// Chooses every animation curve; replace it to change any of them.
    public var animator = KolodaViewAnimator()

    // MARK: Koloda's properties

    /// Alpha of the front card (default 1).
    @exclusivity(unchecked) public var alphaValueOpaque: Double = 1
    /// Alpha a card brought back by undo starts from (default 0).
    @exclusivity(unchecked) public var alphaValueTransparent: Double = 0
    /// Alpha of background cards when transparentizing (default 0.7).
    @exclusivity(unchecked) public var alphaValueSemiTransparent: Double = 0.7
    /// When true, `acceptsPointer(at:)` is false while the deck shows no card (default false).
    public var shouldPassthroughTapsWhenNoVisibleCards = false
    /// Rotation-strength cap; nil means 1.
    @exclusivity(unchecked) public var rotationMax: Double?
    /// Rotation at full strength (rad); nil means π/10.
    @exclusivity(unchecked) public var rotationAngle: Double?
    /// Minimum drag scale; nil means 0.8.
    @exclusivity(unchecked) public var scaleMin: Double?
    /// Appear animation duration (s; default 0.8).
    public var appearanceAnimationDuration: Double = 0.8
    /// Duration of background cards moving to their slots (s; default 0.2).
    public var backgroundCardFrameAnimationDuration: Double = 0.2
    /// Duration of a card coming back on undo (s; default 0.3).
    public var reverseAnimationDuration: Double = 0.3
    /// Vertical step between stacked cards (pt; default 4).
    @exclusivity(unchecked) public var backgroundCardsTopMargin: Double = 4
    /// Size factor per background level (default 0.95).
    @exclusivity(unchecked) public var backgroundCardsScalePercent: Double = 0.95
    /// Where background cards peek out (default `.bottom`).
    @exclusivity(unchecked) public var visibleCardsDirection: VisibleCardsDirection = .bottom

    /// Maximum number of cards on screen (default 3). Values below 1 are ignored with a diagnostic.
    public var countOfVisibleCards: Int {
        get { model.countOfVisibleCards }
        set {
            if rejectDuringQuery("countOfVisibleCards") { return }
            guard newValue >= 1 else { report(.invalidCountOfVisibleCards(newValue)); flushEvents(); return }
            model.setCountOfVisibleCards(newValue)
            syncCards(newCards: .fadeIn)
            flushEvents()
        }
    }

    /// Endless deck (default false): after the last card the front wraps to index 0.
    public var isLoop: Bool {
        get { model.isLoop }
        set {
            if rejectDuringQuery("isLoop") { return }
            model.isLoop = newValue
            _ = model.reload(newCount: model.countOfCards)  // re-clamps the index for the new mode
            syncCards(newCards: .fadeIn)
            flushEvents()
        }
    }

    /// Maximum undo depth; nil (default) keeps every swipe. Evicted swipes are reported (B3). Negative values are ignored.
    public var undoLimit: Int? {
        get { model.undoLimit }
        set {
            if rejectDuringQuery("undoLimit") { return }
            guard let evicted = model.setUndoLimit(newValue) else {
                report(.invalidUndoLimit(newValue ?? -1)); flushEvents(); return
            }
            for r in evicted { enqueue(.historyEvicted(r, reason: .undoLimit)) }
            flushEvents()
        }
    }

    /// Data index of the front card; `countOfCards` once a non-loop deck has run out.
    public var currentCardIndex: Int { model.currentCardIndex }
    /// Number of cards, as last read from the data source.
    public var countOfCards: Int { model.countOfCards }
    /// Swipes that can be undone, oldest first.
    public var history: [SwipeRecord] { model.history }
    /// True when no card is in the deck.
    public var isRunOutOfCards: Bool { model.isRunOutOfCards }
    /// Data indexes in the deck, front first.
    public var visibleIndexes: [Int] { model.visibleIndexes }
    /// The logical state (index, count, history) as a value.
    @exclusivity(unchecked) public internal(set) var model = DeckModel()

    // MARK: Beyond Koloda

    /// How a release becomes a swipe (default `.projected()`, D4).
    public var decisionPolicy: SwipeDecisionPolicy = .default
    /// When true, dragging toward a direction that is not allowed rubber-bands (B4). Default false.
    @exclusivity(unchecked) public var constrainsDragToAllowedDirections = false
    /// Reduced motion (B6): swipes and undos cross-fade instead of flying and rotating. Default false.
    @exclusivity(unchecked) public var reducedMotion = false
    /// The layout (default `StackLayout`, Koloda's §4.1). Replace it for a custom deck, like Koloda's example v2.
    @exclusivity(unchecked) public var layout: any CardLayout = StackLayout() {
        didSet { layoutIsStack = layout is StackLayout; slotFrameContext = nil }
    }
    /// The deck's size (pt). Set it with `resize(to:)`; frames follow at once, mid-animation too.
    @exclusivity(unchecked) public internal(set) var size = Size(width: 300, height: 400)
    /// The visible area in deck coordinates (pt) that flying cards must leave; nil means the deck's bounds grown by
    /// the larger of its sides on every edge (Koloda's "screen size" margin).
    public var viewport: Rect?
    /// Engine time of the last tick (s).
    @exclusivity(unchecked) public internal(set) var now: Double = 0

    // MARK: Internal state

    @exclusivity(unchecked) var cards: [CardRuntime] = []      // in the deck, front first
    @exclusivity(unchecked) var leaving: [CardRuntime] = []    // swiped or removed, oldest first
    @exclusivity(unchecked) var appearScale = Animated<Double>(1, threshold: .unitless)
    @exclusivity(unchecked) var appearAlpha = Animated<Double>(1, threshold: .unitless)
    @exclusivity(unchecked) var drag: DragState?
    /// The card last made the front one (its `didShowCardAt` is owed until it settles).
    var frontCardID: CardID?
    var pointer = PointerRecognizer()
    private var nextCardID = 0
    @exclusivity(unchecked) private var queryDepth = 0
    @exclusivity(unchecked) private var pendingEvents: [KolodaEvent] = []
    @exclusivity(unchecked) private var isDelivering = false
    /// Events delivered since the last tick (never handed out, so appending to it never copies).
    @exclusivity(unchecked) var frameEvents: [TimedEvent] = []
    /// Recycled storage for the scenes' cards and the frames' events (see `FrameStorage`).
    var sceneStorage = FrameStorage<CardSnapshot>()
    @exclusivity(unchecked) var eventStorage = FrameStorage<TimedEvent>()
    /// Recycled storage for a scene's whole-slot rectangles, and the layout context they were found in (see
    /// `fillSlotFrames`).
    var slotFrameStorage: [Rect] = []
    var slotFrameContext: LayoutContext?
    /// True while `layout` is the default `StackLayout`.
    var layoutIsStack = true
    @exclusivity(unchecked) private var lastReportedThreshold: Double?

    /// Creates an empty deck of the given size (pt).
    public init(size: Size = Size(width: 300, height: 400)) {
        if size.isDrawable { self.size = size }
    }

    /// Koloda's drag parameters with this deck's overrides applied.
    public var dragParameters: DragParameters {
        DragParameters(rotationMax: rotationMax ?? 1, rotationAngle: rotationAngle ?? Double.pi / 10, scaleMin: scaleMin ?? 0.8)
    }

    func makeCardID() -> CardID {
        nextCardID += 1
        return CardID(rawValue: nextCardID)
    }

    // MARK: Queries (data source and delegate methods that answer)

    /// Runs a data-source or delegate query; mutating calls made inside it are rejected.
    func query<T>(_ body: () -> T) -> T {
        queryDepth += 1
        defer { queryDepth -= 1 }
        return body()
    }

    var isInQuery: Bool { queryDepth > 0 }

    /// True (and a diagnostic) when a non-throwing mutating call arrives during a query.
    func rejectDuringQuery(_ operation: String) -> Bool {
        guard isInQuery else { return false }
        enqueue(.diagnostic(.ignoredCallDuringQuery(operation: operation)))
        return true
    }

    func readCount() -> Int {
        guard let dataSource else { return 0 }
        let n = query { dataSource.kolodaNumberOfCards(self) }
        if n < 0 { report(.negativeCardCount(n)); return 0 }
        return n
    }

    func readSwipeDuration() -> Double {
        let speed = dataSource.map { ds in query { ds.kolodaSpeedThatCardShouldDrag(self) } } ?? .default
        return speed.duration
    }

    func allowedDirections(for index: Int) -> [SwipeResultDirection] {
        guard let delegate else { return KolodaDefaults.allowedDirections }
        return query { delegate.koloda(self, allowedDirectionsForIndex: index) }
    }

    func shouldSwipe(_ index: Int, _ direction: SwipeResultDirection) -> Bool {
        guard let delegate else { return true }
        return query { delegate.koloda(self, shouldSwipeCardAt: index, in: direction) }
    }

    func shouldDrag(_ index: Int) -> Bool {
        guard let delegate else { return true }
        return query { delegate.koloda(self, shouldDragCardAt: index) }
    }

    func shouldMoveBackground() -> Bool {
        guard let delegate else { return true }
        return query { delegate.kolodaShouldMoveBackgroundCard(self) }
    }

    func shouldTransparentize() -> Bool {
        guard let delegate else { return true }
        return query { delegate.kolodaShouldTransparentizeNextCard(self) }
    }

    func shouldApplyAppear() -> Bool {
        guard let delegate else { return true }
        return query { delegate.kolodaShouldApplyAppearAnimation(self) }
    }

    /// The swipe threshold ratio, re-read on every use: nil → 1.0; NaN, infinite or ≤ 0 → 1.0 with a diagnostic.
    func threshold() -> Double {
        guard let delegate, let margin = query({ delegate.kolodaSwipeThresholdRatioMargin(self) }) else {
            return KolodaDefaults.swipeThresholdRatioMargin
        }
        guard margin.isFinite, margin > 0 else {
            if lastReportedThreshold.map({ !($0 == margin || ($0.isNaN && margin.isNaN)) }) ?? true {
                lastReportedThreshold = margin
                report(.invalidThreshold(margin))
            }
            return KolodaDefaults.swipeThresholdRatioMargin
        }
        return margin
    }

    // MARK: Events

    func report(_ diagnostic: KolodaDiagnostic) { enqueue(.diagnostic(diagnostic)) }

    func enqueue(_ event: KolodaEvent) { pendingEvents.append(event) }

    /// Delivers queued events in order. Re-entrant calls from a callback queue their events behind the current one.
    func flushEvents() {
        guard !isDelivering, !isInQuery else { return }
        isDelivering = true
        defer { isDelivering = false }
        var i = 0
        while i < pendingEvents.count {
            let event = pendingEvents[i]
            i += 1
            frameEvents.append(TimedEvent(time: now, event: event))
            deliver(event)
        }
        pendingEvents.removeAll(keepingCapacity: true)
    }

    private func deliver(_ event: KolodaEvent) {
        guard let delegate else { return }
        switch event {
        case let .didSwipeCard(i, d): delegate.koloda(self, didSwipeCardAt: i, in: d)
        case .didRunOutOfCards: delegate.kolodaDidRunOutOfCards(self)
        case let .didSelectCard(i): delegate.koloda(self, didSelectCardAt: i)
        case let .draggedCard(_, p, d): delegate.koloda(self, draggedCardWithPercentage: p, in: d)
        case .didResetCard: delegate.kolodaDidResetCard(self)
        case let .didShowCard(i): delegate.koloda(self, didShowCardAt: i)
        case let .didRewind(i): delegate.koloda(self, didRewindTo: i)
        case let .panBegan(i): delegate.kolodaPanBegan(self, cardAt: i)
        case let .panFinished(i): delegate.kolodaPanFinished(self, cardAt: i)
        case let .thresholdCrossed(i, d, past): delegate.koloda(self, cardAt: i, didCrossThresholdIn: d, isPastThreshold: past)
        case let .historyEvicted(r, reason): delegate.koloda(self, didEvict: r, reason: reason)
        case let .diagnostic(d): delegate.koloda(self, didReport: d)
        }
    }
}
