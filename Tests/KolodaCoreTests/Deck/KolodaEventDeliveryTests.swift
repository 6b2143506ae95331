import Testing

@_spi(Fronts) @testable import KolodaCore

/// The object a recording delegate is told about, standing in for a front's view.
@MainActor
private final class Host {}

@MainActor private protocol HostDelegate: KolodaDelegate where Koloda == Host, Fraction == Float {}

/// Writes down each notification method called, with its arguments.
@MainActor
private final class Recorder: HostDelegate {
    private(set) var calls: [String] = []
    private(set) var hosts: Set<ObjectIdentifier> = []

    private func note(_ koloda: Host, _ call: String) {
        hosts.insert(ObjectIdentifier(koloda))
        calls.append(call)
    }

    func koloda(_ koloda: Host, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        note(koloda, "didSwipeCardAt \(index) \(direction)")
    }
    func kolodaDidRunOutOfCards(_ koloda: Host) { note(koloda, "kolodaDidRunOutOfCards") }
    func koloda(_ koloda: Host, didSelectCardAt index: Int) { note(koloda, "didSelectCardAt \(index)") }
    func koloda(_ koloda: Host, draggedCardWithPercentage percentage: Float, in direction: SwipeResultDirection) {
        note(koloda, "draggedCardWithPercentage \(percentage) \(direction)")
    }
    func kolodaDidResetCard(_ koloda: Host) { note(koloda, "kolodaDidResetCard") }
    func koloda(_ koloda: Host, didShowCardAt index: Int) { note(koloda, "didShowCardAt \(index)") }
    func koloda(_ koloda: Host, didRewindTo index: Int) { note(koloda, "didRewindTo \(index)") }
    func kolodaPanBegan(_ koloda: Host, cardAt index: Int) { note(koloda, "kolodaPanBegan \(index)") }
    func kolodaPanFinished(_ koloda: Host, cardAt index: Int) { note(koloda, "kolodaPanFinished \(index)") }
    func koloda(
        _ koloda: Host, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection,
        isPastThreshold: Bool
    ) {
        note(koloda, "didCrossThreshold \(index) \(direction) \(isPastThreshold)")
    }
    func koloda(_ koloda: Host, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {
        note(koloda, "didEvict \(record.index) \(record.direction) \(reason)")
    }
    func koloda(_ koloda: Host, didReport diagnostic: KolodaDiagnostic) { note(koloda, "didReport \(diagnostic)") }
}

/// Hears every notification in one place, then keeps the methods.
@MainActor
private final class Funnel: HostDelegate {
    private(set) var heard: [KolodaEvent] = []
    private(set) var swipes: [Int] = []

    func koloda(_ koloda: Host, didReceive event: KolodaEvent) {
        heard.append(event)
        event.deliver(to: self, from: koloda)
    }
    func koloda(_ koloda: Host, didSwipeCardAt index: Int, in direction: SwipeResultDirection) { swipes.append(index) }
}

@Suite("Delivering events as delegate calls")
@MainActor
struct KolodaEventDeliveryTests {
    /// One event of each kind, with the call it stands for.
    nonisolated static let calls: [(KolodaEvent, String)] = [
        (.didSwipeCard(index: 1, direction: .right), "didSwipeCardAt 1 right"),
        (.didRunOutOfCards, "kolodaDidRunOutOfCards"),
        (.didSelectCard(index: 2), "didSelectCardAt 2"),
        (.draggedCard(index: 3, percentage: 42.5, direction: .up), "draggedCardWithPercentage 42.5 up"),
        (.didResetCard(index: 4), "kolodaDidResetCard"),
        (.didShowCard(index: 5), "didShowCardAt 5"),
        (.didRewind(index: 6), "didRewindTo 6"),
        (.panBegan(index: 7), "kolodaPanBegan 7"),
        (.panFinished(index: 8), "kolodaPanFinished 8"),
        (.thresholdCrossed(index: 9, direction: .left, isPastThreshold: true), "didCrossThreshold 9 left true"),
        (.historyEvicted(SwipeRecord(index: 10, direction: .down), reason: .undoLimit), "didEvict 10 down undoLimit"),
        (.diagnostic(.negativeCardCount(-1)), "didReport \(KolodaDiagnostic.negativeCardCount(-1))")
    ]

    @Test(arguments: calls)
    func eachEventCallsItsOwnMethodThroughTheDefaultFunnel(event: KolodaEvent, call: String) {
        let host = Host()
        let recorder = Recorder()
        recorder.koloda(host, didReceive: event)
        #expect(recorder.calls == [call])
        #expect(recorder.calls.first?.hasPrefix(event.name) == true)
        #expect(recorder.hosts == [ObjectIdentifier(host)])
    }

    @Test func theForwarderPassesEveryEventToTheAppsFunnelWithTheFrontAsTheDeck() {
        let host = Host()
        let app = Funnel()
        let deck = KolodaDeck(size: Size(width: 300, height: 400))
        let forwarder = KolodaForwarding.delegate(app, host: host)
        deck.delegate = forwarder
        let cards = CountingSource(count: 3)
        deck.dataSource = cards
        let driver = DeckDriver(deck: deck)
        _ = driver.settle()
        driver.drag(from: deck.frameForCard(at: 0).center, by: Vector(dx: 200, dy: 0), duration: 0.3, hold: 0.1)
        _ = driver.settle()
        #expect(!app.heard.isEmpty)
        #expect(app.heard == driver.events.map(\.event))
        #expect(app.swipes == [0])
    }
}

/// A data source of `count` cards.
@MainActor
private final class CountingSource: KolodaDeckDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
}
