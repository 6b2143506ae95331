@_spi(Fronts) @testable import KolodaCore

/// A data source whose count the test controls.
@MainActor
final class CountingDataSource: KolodaDeckDataSource {
    var count: Int
    var speed: DragSpeed = .default
    private(set) var countReads = 0
    init(count: Int) { self.count = count }
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int {
        countReads += 1
        return count
    }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { speed }
}

/// A delegate that records notifications and answers queries from settable values; hooks run inside callbacks.
@MainActor
final class RecordingDelegate: KolodaDeckDelegate {
    var allowed: [SwipeResultDirection] = [.left, .right]
    var shouldSwipeAnswer = true
    var shouldDragAnswer = true
    var threshold: Double?
    var transparentize = true
    var moveBackground = true
    var appear = true
    private(set) var log: [String] = []
    private(set) var diagnostics: [KolodaDiagnostic] = []
    /// How many times each of the scene's questions was asked ("threshold", "transparentize", "moveBackground").
    var questions: [String: Int] = [:]
    var onSwipe: ((KolodaDeck, Int, SwipeResultDirection) -> Void)?
    var onRunOut: ((KolodaDeck) -> Void)?
    var onShouldSwipe: ((KolodaDeck) -> Void)?

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { allowed }
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        log.append("shouldSwipe(\(index),\(direction))")
        onShouldSwipe?(koloda)
        return shouldSwipeAnswer
    }
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        log.append("didSwipe(\(index),\(direction))")
        onSwipe?(koloda, index, direction)
    }
    /// The answer to `decideSwipe`, and every handle it was asked about (kept out of `log`).
    var decision = SwipeDecision.swipe
    private(set) var decisionsAsked: [PendingSwipe] = []
    func koloda(_ koloda: KolodaDeck, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        decisionsAsked.append(swipe)
        return decision
    }
    /// The exact-angle reports (`koloda(_:didSwipeCardAt:in:angle:)`), kept out of `log`.
    private(set) var angles: [(index: Int, direction: SwipeResultDirection, angle: Double)] = []
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double) {
        angles.append((index, direction, angle))
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) {
        log.append("runOut")
        onRunOut?(koloda)
    }
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) { log.append("select(\(index))") }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool { appear }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool {
        questions["moveBackground", default: 0] += 1
        return moveBackground
    }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool {
        questions["transparentize", default: 0] += 1
        return transparentize
    }
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection)
    {
        if log.last?.hasPrefix("dragged") != true { log.append("dragged") }
    }
    func kolodaDidResetCard(_ koloda: KolodaDeck) { log.append("reset") }
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? {
        questions["threshold", default: 0] += 1
        return threshold
    }
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) { log.append("show(\(index))") }
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) { log.append("rewind(\(index))") }
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool { shouldDragAnswer }
    func kolodaPanBegan(_ koloda: KolodaDeck, cardAt index: Int) { log.append("panBegan(\(index))") }
    func kolodaPanFinished(_ koloda: KolodaDeck, cardAt index: Int) { log.append("panFinished(\(index))") }
    func koloda(
        _ koloda: KolodaDeck, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection,
        isPastThreshold: Bool
    ) {
        log.append("threshold(\(direction),\(isPastThreshold))")
    }
    func koloda(_ koloda: KolodaDeck, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {
        log.append("evict(\(record.index),\(reason))")
    }
    func koloda(_ koloda: KolodaDeck, didReport diagnostic: KolodaDiagnostic) {
        log.append("diagnostic")
        diagnostics.append(diagnostic)
    }

    func clear() {
        log.removeAll()
        diagnostics.removeAll()
        angles.removeAll()
    }
    /// The log without drag-progress and diagnostic noise.
    var decisions: [String] { log.filter { $0 != "dragged" && $0 != "diagnostic" && !$0.hasPrefix("threshold") } }
}

/// A 300×400 deck with `count` cards, a recording delegate, and a driver at 60 Hz.
@MainActor
struct Harness {
    let deck: KolodaDeck
    let dataSource: CountingDataSource
    let delegate: RecordingDelegate
    let driver: DeckDriver

    init(count: Int = 5, configure: (KolodaDeck, RecordingDelegate) -> Void = { _, _ in }) {
        deck = KolodaDeck(size: Size(width: 300, height: 400))
        dataSource = CountingDataSource(count: count)
        delegate = RecordingDelegate()
        deck.delegate = delegate
        configure(deck, delegate)
        deck.dataSource = dataSource
        driver = DeckDriver(deck: deck)
    }

    /// The front card's centre (pt).
    var center: Point { deck.frameForCard(at: 0).center }
    /// A point in the top half of the front card.
    var grab: Point { Point(x: center.x, y: center.y - 80) }
    /// The front card's snapshot in the latest scene.
    var front: CardPose? { deck.scene.cards.last { $0.isInteractive } }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}
