import Benchmark
import Foundation
@_spi(Fronts) import KolodaCore

/// Runs `body` on the main actor with `benchmark`, from whatever thread the benchmark runner calls on (the runner's
/// closures are not isolated; `KolodaDeck` is `@MainActor`). Benchmarks start and stop their measurement inside
/// `body`, so the hop itself is never measured.
func onMain(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) {
    // The runner's thread waits until `body` returns, so `benchmark` is never used from two threads at once.
    let handoff = Handoff(benchmark: benchmark)
    if Thread.isMainThread { return MainActor.assumeIsolated { body(handoff.benchmark) } }
    DispatchQueue.main.sync { MainActor.assumeIsolated { body(handoff.benchmark) } }
}

private struct Handoff: @unchecked Sendable { let benchmark: Benchmark }

/// A data source with a settable count (the benchmarks' decks hold no per-card data: the engine asks only the count).
@MainActor
final class CountSource: KolodaDeckDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
}

/// A delegate that keeps every default: the deck still asks it every query, as it would an app's delegate.
@MainActor
final class DefaultDelegate: KolodaDeckDelegate {}

/// A 460 × 660 pt deck with `count` cards, `visible` of them on screen, a delegate with the defaults, at rest at time
/// 0.
@MainActor
final class BenchDeck {
    let deck = KolodaDeck(size: Size(width: 460, height: 660))
    let source: CountSource
    let delegate = DefaultDelegate()
    /// The frame discipline a front uses around the deck.
    lazy var presenter = DeckPresenter(deck: deck)
    /// The deck's clock (s).
    var time = 0.0

    init(count: Int, visible: Int = 3, loop: Bool = false) {
        source = CountSource(count: count)
        deck.countOfVisibleCards = visible
        deck.isLoop = loop
        deck.delegate = delegate
        deck.dataSource = source
        let front = deck.frameForCard(at: 0)
        grab = Point(x: front.center.x, y: front.center.y - 100)
        tick()
    }

    /// A point in the top half of the front card (pt).
    let grab: Point

    @discardableResult
    func tick() -> DeckFrame {
        // `time` is always finite, so the tick cannot throw.
        try! deck.tick(now: time)
    }

    /// Moves the clock by `seconds` and ticks.
    @discardableResult
    func advance(_ seconds: Double) -> DeckFrame {
        time += seconds
        return tick()
    }

    /// Ticks at `hz` until nothing moves (at most 5 s of deck time).
    func settle(hz: Double = 60) {
        let limit = time + 5
        tick()
        while deck.isAnimating && time < limit { advance(1 / hz) }
    }

    /// Begins a drag on the front card (an empty translation at the grab point).
    func beginDrag() {
        _ = try? deck.dragBegan(DragSample(location: grab, translation: .zero, timestamp: time))
    }

    /// The sample of a drag `step` updates in: to the right, swinging between 20 and 120 pt (below the threshold),
    /// a little upward, at 120 Hz.
    func dragSample(step: Int) -> DragSample {
        let phase = Double(step % 64) / 32  // 0…2
        let dx = 20 + 100 * (phase < 1 ? phase : 2 - phase)
        let translation = Vector(dx: dx, dy: -dx / 5)
        return DragSample(
            location: grab + translation, translation: translation,
            velocity: Vector(dx: 600, dy: -120), timestamp: time)
    }
}

/// Resident set size of this process (bytes), from /proc/self/statm.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
