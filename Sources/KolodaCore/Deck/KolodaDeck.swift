/// The card-deck engine: everything Koloda's `KolodaView` does except drawing.
///
/// The host feeds it input (drag samples or raw pointer events) and calls `tick(now:)` once per frame with a
/// monotonic time; it answers with a `DeckFrame`: every card to draw and the events since the last tick.
/// It never reads a clock, so tests drive it with a manual clock (`DeckDriver`).
///
/// No command is ever dropped: `swipe`, `revertAction`, `reloadData` and the range updates take effect on
/// the model at once, whatever is animating, and the animations overlap or retarget.
///
/// The deck is a shell around a value core (`DeckCore`): the shell asks the data source, the delegate and the layout,
/// runs the core's transitions with their answers in one transaction per call (`transaction`), and delivers the
/// events the core queued.
@MainActor
public final class KolodaDeck {
    // MARK: Data source and delegate

    #if hasFeature(Embedded)  // no weak references: the host keeps both alive (docs/embedded.md)
    public unowned(unsafe) var dataSource: (any KolodaDeckDataSource)? {
        didSet { if dataSource !== oldValue { setUpDeck() } }
    }
    public unowned(unsafe) var delegate: (any KolodaDeckDelegate)? {
        didSet { if delegate !== oldValue { askSceneAnswers() } }
    }
    #else
    /// Supplies the cards. Assigning another object loads its cards; assigning the same one again changes nothing.
    /// Held weakly, like Koloda's.
    public weak var dataSource: (any KolodaDeckDataSource)? {
        didSet { if dataSource !== oldValue { setUpDeck() } }
    }

    /// Hears events and tunes behaviour. Held weakly. The first `didShowCardAt` is delivered at the first tick
    /// after set-up, so it reaches a delegate assigned after the data source too. Assigning another object asks it
    /// the threshold, transparentize and move-background questions; after that they are asked at the inputs and
    /// changes that need them, never at a frame.
    public weak var delegate: (any KolodaDeckDelegate)? {
        didSet { if delegate !== oldValue { askSceneAnswers() } }
    }
    #endif

    /// Chooses every animation curve; replace it to change any of them.
    public var animator = KolodaViewAnimator()

    // MARK: Koloda's properties

    /// How the deck looks and moves, as one value. Each setting also has Koloda's name
    /// (``KolodaDeckHosting/alphaValueOpaque``, …), declared once for the deck and every view by
    /// ``KolodaDeckHosting``. Writing a value equal to the current one changes nothing, so a front may write its
    /// viewport or Reduce Motion on every layout without asking for a frame.
    public var settings: KolodaSettings {
        get { core.settings }
        set {
            guard core.settings != newValue else { return }
            core.settings = newValue
            slotFrames.invalidate()  // a layout may read any setting (a UIKit override: the viewport, say)
        }
    }

    /// Maximum number of cards on screen (default 3). Values below 1 are ignored with a diagnostic.
    public var countOfVisibleCards: Int {
        get { core.model.countOfVisibleCards }
        set {
            transaction("countOfVisibleCards", rejected: ()) {
                guard newValue >= 1 else {
                    report(.invalidCountOfVisibleCards(newValue))
                    return .done(())
                }
                core.model.setCountOfVisibleCards(newValue)
                syncCards(newCards: .fadeIn)
                return .done(())
            }
        }
    }

    /// Endless deck (default false): after the last card the front wraps to index 0.
    public var isLoop: Bool {
        get { core.model.isLoop }
        set {
            transaction("isLoop", rejected: ()) {
                core.model.isLoop = newValue
                _ = core.model.reload(newCount: core.model.countOfCards)  // re-clamps the index for the new mode
                syncCards(newCards: .fadeIn)
                return .done(())
            }
        }
    }

    /// Maximum undo depth; nil (default) keeps every swipe. Swipes that leave the history are reported
    /// (`koloda(_:didEvict:reason:)`). Negative values are ignored.
    public var undoLimit: Int? {
        get { core.model.undoLimit }
        set {
            transaction("undoLimit", rejected: ()) {
                guard let evicted = core.model.setUndoLimit(newValue) else {
                    report(.invalidUndoLimit(newValue ?? -1))
                    return .done(())
                }
                for r in evicted { enqueue(.historyEvicted(r, reason: .undoLimit)) }
                return .done(())
            }
        }
    }

    /// Data index of the front card; `countOfCards` once a non-loop deck has run out.
    public var currentCardIndex: Int { core.model.currentCardIndex }
    /// Number of cards, as last read from the data source.
    public var countOfCards: Int { core.model.countOfCards }
    /// Swipes that can be undone, oldest first.
    public var history: [SwipeRecord] { core.model.history }
    /// True when no card is in the deck.
    public var isRunOutOfCards: Bool { core.model.isRunOutOfCards }
    /// Data indexes in the deck, front first.
    public var visibleIndexes: [Int] { core.model.visibleIndexes }
    /// The logical state (index, count, history) as a value.
    public internal(set) var model: DeckModel {
        get { core.model }
        set { core.model = newValue }
    }

    // MARK: Beyond Koloda

    /// How a release becomes a swipe (default `.projected()`: the release velocity counts, so a quick flick swipes; the
    /// UIKit `KolodaView` starts with `.positionOrFlick()`, Koloda's rule below the flick speed).
    public var decisionPolicy: SwipeDecisionPolicy = .default
    /// Whether `swipe(_:force:)` takes a card being dragged from the finger (default true). When false, a swipe during
    /// a drag changes nothing and returns false, as in Koloda 5 (the UIKit `KolodaView` starts so:
    /// ``KolodaDefaults/DropIn``).
    public var swipeTakesDraggedCard = true
    /// Whether an insert or a removal that puts a new card in front sends `didShowCardAt` for it, once it settles
    /// (default true: every card that becomes the front is reported shown). When false, as in Koloda 5, which sent
    /// none there, that card is not reported shown until it leaves (the UIKit `KolodaView` starts so:
    /// ``KolodaDefaults/DropIn``).
    public var showsFrontCardAfterRangeUpdates = true
    /// Whether `reloadData()` asks again for the views of every visible card (default true). When false, Koloda 5's
    /// rule: past the first card, while cards remain beyond the visible ones, the visible cards keep their views and
    /// only missing cards load, so appending data and reloading does not rebuild the cards on screen; at the first
    /// card, or with no card beyond the visible ones, every visible card is asked again (the UIKit `KolodaView` starts
    /// so: ``KolodaDefaults/DropIn``).
    public var reloadDataReconfiguresVisibleCards = true
    /// ``KolodaSettings/constrainsDragToAllowedDirections``: rubber-banding toward directions the card does not allow.
    public var constrainsDragToAllowedDirections: Bool {
        get { settings.constrainsDragToAllowedDirections }
        set { settings.constrainsDragToAllowedDirections = newValue }
    }
    /// ``KolodaSettings/reducedMotion``: swipes and undos cross-fade instead of flying and rotating.
    public var reducedMotion: Bool {
        get { settings.reducedMotion }
        set { settings.reducedMotion = newValue }
    }
    #if hasFeature(Embedded)  // no non-class existentials: a closure stands for the layout (docs/embedded.md)
    public var layout = ClosureLayout(StackLayout().frameForCard) { didSet { slotFrames.invalidate() } }
    #else
    /// The layout (default `StackLayout`, Koloda's stack). Replace it for a custom deck, like Koloda's example v2.
    public var layout: any CardLayout = StackLayout() {
        didSet { slotFrames.invalidate() }
    }
    #endif
    /// The deck's size (pt). Set it with `resize(to:)`; frames follow at once, mid-animation too.
    public internal(set) var size: Size {
        get { core.size }
        set { core.size = newValue }
    }
    /// ``KolodaSettings/viewport``: the visible area (pt) that flying cards must leave.
    public var viewport: Rect? {
        get { settings.viewport }
        set { settings.viewport = newValue }
    }
    /// Engine time of the last tick (s).
    public internal(set) var now: Double {
        get { core.now }
        set { core.now = newValue }
    }

    // MARK: Internal state

    /// The value core: model, cards, motions, drag, settings, and the events not yet delivered.
    var core = DeckCore(answers: .defaults)
    private var queryDepth = 0
    /// True while events are being delivered (calls from callbacks queue theirs behind).
    var isDelivering = false
    /// True while a presenter holds the events: they queue and are not delivered until it delivers them, once the
    /// card views they may need exist (`DeckPresenter`).
    var holdsEvents = false
    /// Events delivered since the last frame took them (never handed out, so appending to it never copies).
    var frameEvents: [TimedEvent] = []
    /// The cards of the last frame's scene, whose array the next frame's scene reuses (see `frameScene()`).
    var sceneCards: [CardPose] = []
    /// The events the last frame took, whose array the next frame's events reuse (see `takeDeliveredEvents()`).
    var takenEvents: [TimedEvent] = []
    /// The layout's rectangles, kept across scenes until the layout is invalidated.
    var slotFrames = SlotFrameCache()
    /// The swipe durations (s) of the cards a sync creates, in storage kept across syncs.
    var swipeDurationScratch: [Double] = []
    /// How many scenes were built (by `makeFrame()` and `scene`): lets tests (`@testable`) check that a front builds
    /// one scene per frame.
    var scenesBuilt = 0
    #if DEBUG
    /// How many times the clock was moved (`advance(to:)`): lets tests (`@testable`) check one move per input.
    /// Debug builds only: a drag frame's path stays a counter shorter.
    var clockMoves = 0
    #endif
    private var lastReportedThreshold: Double?
    /// The release decision the app deferred (`KolodaDeck+PendingSwipe.swift`).
    var pendingDecisions = PendingDecisions()
    /// The tasks waiting for a card to settle (`KolodaDeck+Awaiting.swift`).
    var settleWaits = SettleWaits()

    /// Creates an empty deck of the given size (pt).
    public init(size: Size = Size(width: 300, height: 400)) {
        if size.isDrawable { core.size = size }
    }

    /// How a dragged card tilts and shrinks: Koloda's drag parameters with this deck's settings applied
    /// (``KolodaSettings/dragParameters``).
    public var dragParameters: DragParameters { settings.dragParameters }

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
        if n < 0 {
            report(.negativeCardCount(n))
            return 0
        }
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
        guard let delegate else { return KolodaDefaults.shouldSwipeCard }
        return query { delegate.koloda(self, shouldSwipeCardAt: index, in: direction) }
    }

    func shouldDrag(_ index: Int) -> Bool {
        guard let delegate else { return KolodaDefaults.shouldDragCard }
        return query { delegate.koloda(self, shouldDragCardAt: index) }
    }

    func shouldApplyAppear() -> Bool {
        guard let delegate else { return KolodaDefaults.shouldApplyAppearAnimation }
        return query { delegate.kolodaShouldApplyAppearAnimation(self) }
    }

    /// The swipe threshold ratio, re-read on every use: nil → 1.0; NaN, infinite or ≤ 0 → 1.0 with a diagnostic.
    func threshold() -> Double {
        guard let delegate else { return KolodaDefaults.swipeThresholdRatioMargin }
        return threshold(asking: delegate)
    }

    /// ``threshold()``, asking `delegate` (the deck's, loaded once by a caller with several questions: each load of
    /// the weak reference costs about as much as the question).
    func threshold(asking delegate: any KolodaDeckDelegate) -> Double {
        guard let margin = query({ delegate.kolodaSwipeThresholdRatioMargin(self) }) else {
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

    func enqueue(_ event: KolodaEvent) { core.enqueue(event) }
}
