/// Connects a front's delegate to its engine. A front (a `KolodaView`) declares its protocols as ``KolodaDelegate``
/// and ``KolodaDataSource`` with itself as `Koloda`; the forwarders let the engine call them with the view as the
/// first argument, so no front writes a bridge of its own (see also ``KolodaDataSourceForwarder``).
@MainActor
@_spi(Fronts) public enum KolodaForwarding {
    /// The engine's delegate that asks `target`, passing `host` as the deck. Holds both weakly; once either is gone
    /// it gives ``KolodaDefaults``' answers. `observer` (held weakly) hears each notification after `target`:
    /// a front's own reactions, such as haptics at the threshold. The engine holds its delegate weakly: keep the
    /// returned object for as long as it is connected.
    public static func delegate<Target: KolodaDelegate>(
        _ target: Target, host: Target.Koloda, observer: (any KolodaDeckDelegate)? = nil
    ) -> any KolodaDeckDelegate {
        DelegateForwarder(target, host: host, observer: observer)
    }
}

/// The engine's data source for a front: asks the front's data source, passing the front as the deck. One object
/// for the front's lifetime, so that switching to another data source is a reload of the same deck (the engine
/// sees the same data source object). Holds the source and the host weakly; without them it answers no cards.
@MainActor
@_spi(Fronts) public final class KolodaDataSourceForwarder: KolodaDeckDataSource {
    private var count: () -> Int? = { nil }
    private var speed: () -> DragSpeed? = { nil }

    /// A forwarder connected to nothing: it answers no cards.
    public init() {}

    /// Forwards to `source`, passing `host` as the deck.
    public func connect<Source: KolodaDataSource>(_ source: Source, host: Source.Koloda) {
        count = { [weak source, weak host] in
            guard let source, let host else { return nil }
            return source.kolodaNumberOfCards(host)
        }
        speed = { [weak source, weak host] in
            guard let source, let host else { return nil }
            return source.kolodaSpeedThatCardShouldDrag(host)
        }
    }

    /// Forwards to nothing again.
    public func disconnect() {
        count = { nil }
        speed = { nil }
    }

    /// The source's count, or 0 without a source.
    public func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count() ?? 0 }
    /// The source's speed, or `.default` without a source.
    public func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { speed() ?? .default }
}

// One method per query; every notification arrives as an event through `koloda(_:didReceive:)`.
@MainActor
private final class DelegateForwarder<Target: KolodaDelegate>: KolodaDeckDelegate {
    private weak var target: Target?
    private weak var host: Target.Koloda?
    private weak var observer: (any KolodaDeckDelegate)?

    init(_ target: Target, host: Target.Koloda, observer: (any KolodaDeckDelegate)?) {
        self.target = target
        self.host = host
        self.observer = observer
    }

    /// The target's answer, or nil once the target or the host is gone.
    private func ask<T>(_ query: (Target, Target.Koloda) -> T) -> T? {
        guard let target, let host else { return nil }
        return query(target, host)
    }

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        ask { $0.koloda($1, allowedDirectionsForIndex: index) } ?? KolodaDefaults.allowedDirections
    }
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        ask { $0.koloda($1, shouldSwipeCardAt: index, in: direction) } ?? KolodaDefaults.shouldSwipeCard
    }
    func koloda(_ koloda: KolodaDeck, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        ask { $0.koloda($1, decideSwipe: swipe) } ?? KolodaDefaults.swipeDecision
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool {
        ask { $0.kolodaShouldApplyAppearAnimation($1) } ?? KolodaDefaults.shouldApplyAppearAnimation
    }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool {
        ask { $0.kolodaShouldMoveBackgroundCard($1) } ?? KolodaDefaults.shouldMoveBackgroundCard
    }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool {
        ask { $0.kolodaShouldTransparentizeNextCard($1) } ?? KolodaDefaults.shouldTransparentizeNextCard
    }
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? {
        ask { $0.kolodaSwipeThresholdRatioMargin($1).map { Double($0) } } ?? nil
    }
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool {
        ask { $0.koloda($1, shouldDragCardAt: index) } ?? KolodaDefaults.shouldDragCard
    }

    /// Every notification: to the target's `koloda(_:didReceive:)` with the host as the deck, then to the observer.
    func koloda(_ koloda: KolodaDeck, didReceive event: KolodaEvent) {
        if let target, let host { target.koloda(host, didReceive: event) }
        observer?.koloda(koloda, didReceive: event)
    }
}
