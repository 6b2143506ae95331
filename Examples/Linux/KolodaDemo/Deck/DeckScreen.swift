import KolodaCairo
import KolodaCore

/// One of the demo's screens: a `KolodaView` configured like Koloda's example screen, with its data and its
/// data source and delegate (the view holds both weakly; the app holds the screen).
@MainActor
final class DeckScreen: KolodaViewDataSource, KolodaViewDelegate {
    /// Which example this screen reproduces.
    let kind: ScreenKind
    /// The deck view.
    let view: KolodaView
    /// The cards' data; grows when v1 runs out.
    private(set) var cards: [CardInfo] = CardCatalog.initial
    private var refills = 0
    /// Called with a card's index when it is tapped (or selected with the keyboard).
    var onSelect: ((Int) -> Void)?
    /// How many of the cards behind the visible ones `prepareNextCards(prepare:)` makes ahead, at least: two, so that a
    /// second swipe made before the deck comes to rest also brings in a ready card; as many as the deck shows, so that
    /// v1's refill (its first cards appear at once) is ready too.
    static let cardsPreparedAhead = 2
    /// Views of the cards that enter next, by data index, made and rasterized ahead of the deck's request
    /// (`prepareNextCards(prepare:)`), with the data they show.
    private var preparedCards: [Int: (info: CardInfo, view: PictureCardView)] = [:]
    /// The front card whose stamps were last prepared.
    private var stampsPreparedFor: Int?
    /// v2 checks each like with a "server" that rejects every fifth one (`LikeNetwork`), and swipes back to undo.
    private var network = LikeNetwork()
    /// The overlay of each card, by data index, to show that a like is being checked.
    private var overlays: [Int: StampOverlayView] = [:]

    /// Builds the screen `kind` with a deck of `frame` (window pt), laid out in `layoutDirection`.
    init(kind: ScreenKind, frame: Rect, layoutDirection: DeckLayoutDirection = .leftToRight) {
        self.kind = kind
        switch kind {
        case .v1:
            view = KolodaView(frame: frame)
            view.layoutDirection = layoutDirection  // before the first overlays are made
            view.dataSource = self  // the example assigns the data source first
            view.delegate = self
        case .v2:
            view = CustomKolodaView(frame: frame)
            view.countOfVisibleCards = 2
            view.alphaValueSemiTransparent = 0.1
            view.animator = BackgroundKolodaAnimator()
            view.layoutDirection = layoutDirection
            // Swipe back to undo: a drag from within 40 pt of the edge the last card left from brings it back.
            view.settings.swipeBackEdgeWidth = 40
            view.delegate = self  // this example assigns the delegate first
            view.dataSource = self
        }
    }

    /// The front card's data, if any.
    var frontCard: CardInfo? {
        let i = view.currentCardIndex
        return cards.indices.contains(i) ? cards[i] : nil
    }

    // MARK: KolodaViewDataSource

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { cards.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        let size = koloda.deck.frameForCard(at: 0).size
        if let prepared = preparedCards.removeValue(forKey: index), prepared.info == cards[index],
            prepared.view.frame.size == size
        {
            return prepared.view  // already rasterized: the frame it enters in only composites it
        }
        return PictureCardView(info: cards[index], size: size)
    }

    /// Makes the views of the cards that enter next — behind the visible ones, when front cards leave — and
    /// rasterizes them at the deck's current scale, with the stamps the front card can show (shared by every card's
    /// overlay), handing each raster to `prepare` (to bake it for compositing), so that the frames of the next swipes
    /// draw no card. For a frame with time to spare (the deck still). Does nothing for cards that are ready, when there
    /// are none, or before the deck's first frame (the scale is not known yet).
    func prepareNextCards(prepare: (RasterImage) -> Void) {
        guard view.rasterizer.cachedCount > 0 else { return }
        let size = view.deck.frameForCard(at: 0).size
        let first = min(view.currentCardIndex + view.countOfVisibleCards, cards.count)
        let wanted = first..<first + max(Self.cardsPreparedAhead, view.countOfVisibleCards)
        preparedCards = preparedCards.filter { wanted.contains($0.key) }
        for index in wanted {
            guard let info = upcomingCard(at: index) else { break }
            if let prepared = preparedCards[index], prepared.info == info, prepared.view.frame.size == size,
                view.rasterizer.isUpToDate(prepared.view)
            {
                continue
            }
            let card = PictureCardView(info: info, size: size)
            prepare(view.rasterizer.raster(for: card))
            preparedCards[index] = (info, card)
        }
        guard stampsPreparedFor != view.currentCardIndex else { return }
        stampsPreparedFor = view.currentCardIndex
        for direction in koloda(view, allowedDirectionsForIndex: view.currentCardIndex) {
            let stamp = StampOverlayView(frame: Rect(origin: .zero, size: size))
            stamp.layoutDirection = view.layoutDirection
            stamp.overlayState = direction
            prepare(view.rasterizer.raster(for: stamp))
        }
    }

    /// The data the card at `index` shows or will show: past the end, v1's next refills (it appends them, in order,
    /// when it runs out); nil for v2 (it starts over).
    private func upcomingCard(at index: Int) -> CardInfo? {
        if cards.indices.contains(index) { return cards[index] }
        guard kind == .v1, index >= cards.count else { return nil }
        return CardCatalog.refill(refills + index - cards.count)
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        let overlay = StampOverlayView(frame: Rect(origin: .zero, size: koloda.deck.frameForCard(at: 0).size))
        overlay.layoutDirection = koloda.layoutDirection
        overlays[index] = overlay
        return overlay
    }

    // MARK: KolodaViewDelegate

    /// The third card of each five ("Northern Lights" and its refills) may also be swiped up.
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        index % CardCatalog.initial.count == 2 ? [.left, .right, .up] : [.left, .right]
    }

    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool { kind == .v1 }

    /// On v2 a like (a release to the right) waits for the "server": the card stays where it was let go, its stamp
    /// saying "checking…", until `deliverNetworkAnswers()` confirms or rejects it (or 5 s pass: rejected).
    func koloda(_ koloda: KolodaView, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        guard kind == .v2, swipe.direction == .right else { return .swipe }
        network.ask(swipe, now: koloda.deck.now)
        overlays[swipe.index]?.isPending = true
        return .decideLater(timeout: 5)
    }

    /// Confirms or rejects the likes the "server" has answered by now (called once per frame).
    func deliverNetworkAnswers() {
        for answer in network.answers(dueBy: view.deck.now) {
            overlays[answer.swipe.index]?.isPending = false
            if answer.accepts { view.confirmSwipe(answer.swipe) } else { view.rejectSwipe(answer.swipe) }
        }
    }

    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) { onSelect?(index) }

    /// v1 appends four cards and inserts them (from inside the callback); v2 starts over.
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        switch kind {
        case .v1:
            let start = koloda.currentCardIndex
            for _ in 0..<4 {
                cards.append(CardCatalog.refill(refills))
                refills += 1
            }
            try? koloda.insertCards(at: start..<start + 4, animated: true)
        case .v2:
            koloda.resetCurrentCardIndex()
        }
    }
}
