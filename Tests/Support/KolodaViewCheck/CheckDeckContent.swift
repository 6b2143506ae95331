import KolodaCairo
import KolodaCore

/// Counts the card and overlay views alive, to find views the view layer keeps after a card left.
final class LiveViews: @unchecked Sendable {  // touched on the main actor only (views are made and freed there)
    var count = 0
}

/// A card view that knows which data item it shows and counts itself alive.
final class ItemView: CairoView {
    let item: Int
    private let live: LiveViews

    init(item: Int, live: LiveViews) {
        self.item = item
        self.live = live
        live.count += 1
        super.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        backgroundColor = CairoColor(r: Double(item % 7) / 7, g: 0.5, b: Double(item % 3) / 3)
        cornerRadius = 6
    }

    deinit { live.count -= 1 }
}

/// An overlay that counts itself alive.
final class ItemOverlay: OverlayView {
    private let live: LiveViews

    init(live: LiveViews) {
        self.live = live
        live.count += 1
        super.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        backgroundColor = CairoColor(r: 0, g: 0.8, b: 0.2).withAlpha(0.5)
    }

    deinit { live.count -= 1 }
}

/// The data source and delegate of the deck under test: a list of item ids (as an app's model), the views it
/// made, and every notification it heard.
@MainActor
final class CheckDeckContent: KolodaViewDataSource, KolodaViewDelegate {
    /// The items, by index; each id is unique over the run.
    var items: [Int]
    /// The count reported to the view; differs from `items.count` after an unannounced change.
    var reportedCount: Int?
    private var nextItem: Int
    let liveCards = LiveViews()
    let liveOverlays = LiveViews()
    /// Every notification, as "name index direction".
    private(set) var heard: [String] = []
    /// Fault injection: notifications for which this returns true (given their number, from 0) are lost.
    var losesNotification: ((Int) -> Bool)?
    private var notifications = 0

    init(count: Int) {
        items = Array(0..<max(0, count))
        nextItem = items.count
    }

    func newItems(_ n: Int) -> [Int] {
        defer { nextItem += max(0, n) }
        return Array(nextItem..<nextItem + max(0, n))
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { reportedCount ?? items.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        ItemView(item: items.indices.contains(index) ? items[index] : -1 - index, live: liveCards)
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        ItemOverlay(live: liveOverlays)
    }

    private func log(_ name: String, _ index: Int? = nil, _ direction: SwipeResultDirection? = nil) {
        notifications += 1
        if losesNotification?(notifications - 1) == true { return }
        heard.append([name, index.map(String.init), direction?.rawValue].compactMap { $0 }.joined(separator: " "))
    }

    /// Swipe reports that do not match the swipe the deck just recorded (its history's last record): a report of
    /// an older swipe, e.g. one delivered twice. A record evicted right after (`didEvict` follows, e.g. the data
    /// source's count dropped to zero unannounced) accounts for one.
    private(set) var unrecordedSwipes: [String] = []

    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        log("didSwipeCardAt", index, direction)
        if koloda.deck.undoLimit == nil, koloda.deck.history.last != SwipeRecord(index: index, direction: direction) {
            unrecordedSwipes.append(
                "didSwipeCardAt \(index) \(direction.rawValue) with the history ending in "
                    + "\(koloda.deck.history.suffix(2))")
        }
    }
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double) {
        log("didSwipeCardAtAngle", index, direction)
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { log("kolodaDidRunOutOfCards") }
    /// The answer to a release that would swipe (`ViewOperation.decision`).
    var decision = SwipeDecision.swipe
    func koloda(_ koloda: KolodaView, decideSwipe swipe: PendingSwipe) -> SwipeDecision { decision }
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) { log("didSelectCardAt", index) }
    func koloda(_ koloda: KolodaView, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection)
    {
        log("draggedCardWithPercentage", nil, direction)
    }
    func kolodaDidResetCard(_ koloda: KolodaView) { log("kolodaDidResetCard") }
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int) { log("didShowCardAt", index) }
    func koloda(_ koloda: KolodaView, didRewindTo index: Int) { log("didRewindTo", index) }
    func kolodaPanBegan(_ koloda: KolodaView, cardAt index: Int) { log("kolodaPanBegan", index) }
    func kolodaPanFinished(_ koloda: KolodaView, cardAt index: Int) { log("kolodaPanFinished", index) }
    func koloda(
        _ koloda: KolodaView, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection,
        isPastThreshold: Bool
    ) {
        log("didCrossThreshold", index, direction)
    }
    func koloda(_ koloda: KolodaView, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {
        log("didEvict")
        if !unrecordedSwipes.isEmpty { unrecordedSwipes.removeFirst() }
    }
    func koloda(_ koloda: KolodaView, didReport diagnostic: KolodaDiagnostic) { log("didReport") }
}

extension KolodaEvent {
    /// The event as `CheckDeckContent` logs the matching notification.
    var logLine: String {
        switch self {
        case .draggedCard(_, _, let direction): return "draggedCardWithPercentage \(direction.rawValue)"
        case .thresholdCrossed(let index, let direction, _): return "didCrossThreshold \(index) \(direction.rawValue)"
        case .didResetCard: return "kolodaDidResetCard"  // the delegate method has no index
        case .historyEvicted: return "didEvict"
        case .diagnostic: return "didReport"
        default:
            return [name, index.map(String.init), direction?.rawValue].compactMap { $0 }.joined(separator: " ")
        }
    }
}
