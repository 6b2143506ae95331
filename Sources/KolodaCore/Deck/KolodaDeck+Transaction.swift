/// How a call's transaction ended.
enum TransactionEnd<Result> {
    /// It ran: the events it queued are delivered now.
    case done(Result)
    /// It changed nothing and queued nothing: nothing is delivered (events queued earlier wait for the next delivery).
    case untouched(Result)
}

extension KolodaDeck {
    // MARK: Transactions

    /// Runs one mutating call named `operation`: rejected during a query (a diagnostic, and `rejected` is returned),
    /// else `body` runs the core's transitions with the app's answers and the events it queued are delivered, in
    /// order. A call made from a notification callback applies at once and its events follow the current one's.
    func transaction<Result>(_ operation: String, rejected: Result, _ body: () -> TransactionEnd<Result>) -> Result {
        if rejectDuringQuery(operation) {
            flushEvents()
            return rejected
        }
        return finish(body())
    }

    /// As `transaction(_:rejected:_:)` for a call that throws: during a query it throws
    /// `KolodaError.calledDuringQuery`; when `body` throws, nothing is delivered.
    func transaction<Result>(
        throwing operation: String,
        _ body: () throws(KolodaError) -> TransactionEnd<Result>
    ) throws(KolodaError) -> Result {
        guard !isInQuery else { throw .calledDuringQuery(operation: operation) }
        return finish(try body())
    }

    private func finish<Result>(_ end: TransactionEnd<Result>) -> Result {
        switch end {
        case .done(let result):
            flushEvents()
            return result
        case .untouched(let result):
            return result
        }
    }

    // MARK: Delivering events

    /// Delivers queued events in order. Re-entrant calls from a callback queue their events behind the current one.
    /// While a presenter holds the events (`holdsEvents`), they stay queued for it.
    func flushEvents() {
        guard !isDelivering, !isInQuery, !holdsEvents else { return }
        isDelivering = true
        defer { isDelivering = false }
        var i = 0
        while i < core.events.count {
            let event = core.events[i]
            i += 1
            frameEvents.append(TimedEvent(time: core.now, event: event))
            deliver(event)
        }
        core.events.removeAllKeepingStorage()
    }

    /// True when events are queued, not yet delivered.
    var hasQueuedEvents: Bool { !core.events.isEmpty }

    /// Delivers the oldest queued event, held or not, and returns true; false when none is queued or a delivery or a
    /// query is under way (the delivery under way delivers what is queued). The presenter delivers held events one at
    /// a time, so that it can bring the card views up to date before each.
    func deliverOldestEvent() -> Bool {
        guard !isDelivering, !isInQuery, !core.events.isEmpty else { return false }
        isDelivering = true
        defer { isDelivering = false }
        let event = core.events.removeFirst()
        frameEvents.append(TimedEvent(time: core.now, event: event))
        deliver(event)
        return true
    }

    private func deliver(_ event: KolodaEvent) {
        delegate?.koloda(self, didReceive: event)
    }
}
