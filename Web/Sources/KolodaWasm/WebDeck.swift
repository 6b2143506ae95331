@_spi(Fronts) import KolodaCore

/// One deck on a web page: the engine, its presenter with the page as renderer and clock, and the answers of the
/// page's data (the card count) and delegate questions.
@MainActor
final class WebDeck: KolodaDeckDataSource, KolodaDeckDelegate {
    /// Which questions the page answers (`koloda_set_questions`): 1 allowed directions, 2 should swipe, 4 threshold.
    var questions: Int32 = 0
    /// The directions every card allows when the page has no opinion (default left and right).
    var allowedDirections = KolodaDefaults.allowedDirections
    /// The number of cards in the page's data.
    var count: Int
    let deck: KolodaDeck
    let presenter: DeckPresenter
    let writer: PlanWriter
    let clock: WebClock
    private let imports: WebImports
    /// Called with each diagnostic's text before its event is sent (it goes to the message buffer).
    private let report: (MessageText) -> Void

    init(size: Size, count: Int, imports: WebImports, report: @escaping (MessageText) -> Void) {
        self.count = count
        self.imports = imports
        self.report = report
        deck = KolodaDeck(size: size)
        presenter = DeckPresenter(deck: deck)
        // `WebAPI.isApplying` is true while the page reads the plan: a call back into the deck is refused meanwhile.
        writer = PlanWriter { pointer, length in
            WebAPI.isApplying = true
            defer { WebAPI.isApplying = false }
            imports.apply(pointer, length)
        }
        clock = WebClock(imports: imports)
        writer.presenter = presenter
        presenter.renderer = writer
    }

    /// Connects the deck to this object and starts the clock, at `now` (s).
    func start(at now: Double) {
        presenter.update(at: now) { deck in
            deck.dataSource = self
        }
        presenter.setDelegate(self)
        presenter.clock = clock
    }

    /// Disconnects everything (the page dropped the deck): no more imports are called.
    func stop() {
        presenter.clock = nil
        presenter.renderer = nil
        deck.delegate = nil
        deck.dataSource = nil
    }

    // MARK: Data source

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }

    // MARK: Delegate

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        guard questions & 1 != 0 else { return allowedDirections }
        let mask = imports.allowedDirections(Int32(truncatingIfNeeded: index))
        return mask < 0 ? allowedDirections : SwipeResultDirection.fromWebMask(mask)
    }

    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        guard questions & 2 != 0 else { return KolodaDefaults.shouldSwipeCard }
        let answer = imports.shouldSwipe(Int32(truncatingIfNeeded: index), direction.webCode)
        return answer < 0 ? KolodaDefaults.shouldSwipeCard : answer != 0
    }

    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? {
        guard questions & 4 != 0 else { return nil }
        let ratio = imports.thresholdRatio()
        return ratio.isNaN ? nil : ratio
    }

    func koloda(_ koloda: KolodaDeck, didReceive event: KolodaEvent) {
        if case .diagnostic(let diagnostic) = event { report(diagnostic.message) }
        let e = WebEvent(event)
        imports.event(e.kind, e.index, e.direction, e.value, e.flag, koloda.now)
    }
}
