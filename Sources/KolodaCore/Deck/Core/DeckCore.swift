/// The deck's value core: the logical model, every card on screen with its motions, the drag and the appear
/// animation, and the settings poses depend on. Its transitions are `mutating` methods that take what they need
/// from the app (the data source's and delegate's answers, the layout's rectangles, the animator's curves) as arguments
/// and queue the events they cause in `events`; they never call the data source, the delegate or the layout, so they
/// can be tested without either. `KolodaDeck` is the shell around it: it asks the app, runs each call's transitions in
/// one transaction, and delivers the events.
///
/// The animator's curves come in as `AnimationCurves`, asked of the `KolodaViewAnimator` by the shell before the
/// transition (an animator is app code and may read the deck).
struct DeckCore {
    /// Index, count, history and window settings.
    var model = DeckModel()
    /// The settings the poses and transitions read.
    var settings = KolodaSettings()
    /// The deck's size (pt).
    var size = Size(width: 300, height: 400)
    /// Engine time of the last tick (s).
    var now: Double = 0
    /// The cards in the deck, front first.
    var cards: [CardRuntime] = []
    /// Cards swiped or removed, on their way out, oldest first.
    var leaving: [CardRuntime] = []
    /// The appear animation's scale and alpha (unitless).
    var appearScale = Animated<Double>(1, threshold: .unitless)
    var appearAlpha = Animated<Double>(1, threshold: .unitless)
    /// The drag in progress.
    var drag: DragState?
    /// The swipe back in progress: a drag holding the last swiped card, on its way out.
    var swipeBack: SwipeBackState?
    /// The card last made the front one (its `didShowCardAt` is owed until it settles).
    var frontCardID: CardID?
    /// Raw pointer events turned into taps and drags.
    var pointer = PointerRecognizer()
    /// The app's answers the scenes are drawn with, as the shell last asked them (at an input or a state change,
    /// never at a frame; the shell's first answers are Koloda's defaults).
    var answers: AppAnswers
    /// Events caused and not yet delivered, in order.
    var events: [KolodaEvent] = []
    private var lastCardID = 0

    init(answers: AppAnswers) {
        self.answers = answers
    }

    mutating func makeCardID() -> CardID {
        lastCardID += 1
        return CardID(rawValue: lastCardID)
    }

    // Not inlined: each of its dozen call sites had the append's code, 90 B of the web module's gzip (measured); the
    // drag update's one call is beside an append that costs more than the call.
    @inline(never)
    mutating func enqueue(_ event: KolodaEvent) { events.append(event) }

    // MARK: Geometry

    /// What the layout sees: the deck size and the stack settings.
    // Inlined, as `isAnimating` is: the shell reads it every frame.
    @inline(__always)
    var layoutContext: LayoutContext {
        LayoutContext(
            deckSize: size, countOfVisibleCards: model.countOfVisibleCards,
            backgroundCardsTopMargin: settings.backgroundCardsTopMargin,
            backgroundCardsScalePercent: settings.backgroundCardsScalePercent,
            visibleCardsDirection: settings.visibleCardsDirection)
    }

    /// The area flying cards must leave (pt): the viewport, or the deck grown by its larger side on every edge.
    // Not inlined: four exit paths had a copy, 130 B of the web module's gzip (measured).
    @inline(never)
    var effectiveViewport: Rect {
        if let viewport = settings.viewport, viewport.isFinite { return viewport }
        let margin = max(size.width, size.height)
        return Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
    }

    // MARK: Owed notifications

    /// Queues the `didRewindTo` / `didShowCardAt` a card owes and clears the debt, so each is delivered at most once.
    /// `show` is true when the card settled or is being used (dragged, tapped, swiped): it was shown. A card that
    /// vanishes or is pushed back before that is not reported as shown, but an owed rewind is always reported:
    /// every undo produces exactly one `didRewindTo`.
    mutating func payOwed(_ card: inout CardRuntime, show: Bool = true) {
        Self.payOwed(&card, show: show, into: &events)
    }

    /// `payOwed` for a card held in `cards` or `leaving`, queued into `events` (two parts of the core at once).
    // Not inlined: seven cold call sites (undo, reload, removal, drag start) each had a copy, 390 B of the web
    // module's gzip (measured).
    @inline(never)
    static func payOwed(_ card: inout CardRuntime, show: Bool = true, into events: inout [KolodaEvent]) {
        if card.owesRewind { events.append(.didRewind(index: card.index)) }
        if show && (card.owesShow || card.owesRewind) { events.append(.didShowCard(index: card.index)) }
        card.owesShow = false
        card.owesRewind = false
    }

    /// Pays what the front card owes, as it is being used (tapped, selected, dragged, swiped).
    mutating func payFrontCard() {
        if !cards.isEmpty { Self.payOwed(&cards[0], into: &events) }
    }
}
