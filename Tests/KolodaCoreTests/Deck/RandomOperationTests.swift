import Foundation
import Testing
@testable import KolodaCore

private func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

/// A deliberately simple reference model of the deck: what the engine must agree with after every operation.
struct ReferenceDeck {
    var count: Int
    var current = 0
    var loop = false
    var visible = 3
    var history: [SwipeRecord] = []

    var window: [Int] {
        guard count > 0 else { return [] }
        if loop { return (0..<min(visible, count)).map { (current % count + $0) % count } }
        return current < count ? Array(current..<min(current + visible, count)) : []
    }

    mutating func swipe(_ d: SwipeResultDirection) -> SwipeRecord? {
        guard let front = window.first else { return nil }
        history.append(SwipeRecord(index: front, direction: d))
        current = front + 1
        if loop && current >= count { current = 0 }
        return history.last
    }

    mutating func revert() -> Bool {
        guard let last = history.popLast() else { return false }
        current = last.index
        return true
    }
}

/// A delegate that sometimes calls back into the deck from notifications, and counts what it hears.
@MainActor
final class ChaosDelegate: KolodaDeckDelegate {
    var allowed: [SwipeResultDirection] = [.left, .right, .up]
    var swipes: [SwipeRecord] = []
    var rewinds = 0
    var runOuts = 0
    var reentrantSwipes = 0
    var swipeBackInside = false

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { allowed }
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        swipes.append(SwipeRecord(index: index, direction: direction))
        if swipeBackInside { swipeBackInside = false; if koloda.swipe(.left) { reentrantSwipes += 1 } }
    }
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) { rewinds += 1 }
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) { runOuts += 1 }
}

@Suite("Random operation sequences")
@MainActor
struct RandomOperationTests {
    /// Sequences per run: `KOLODA_RANDOM_SEQUENCES` or 400.
    static let sequences = Int(environment("KOLODA_RANDOM_SEQUENCES") ?? "") ?? 400

    /// Runs `sequences` random sequences of operations and checks the invariants after every step.
    @Test func engineAgreesWithTheReferenceModel() throws {
        var operations = 0
        for seed in 0..<Self.sequences {
            operations += try runSequence(seed: UInt64(seed), length: 60)
        }
        print("random sequences: \(Self.sequences), operations: \(operations)")
    }

    func runSequence(seed: UInt64, length: Int) throws -> Int {
        var rng = SplitMix(state: seed &* 0x9E37_79B9)
        let ds = CountingDataSource(count: Int(rng.next() % 7))
        let delegate = ChaosDelegate()
        let deck = KolodaDeck(size: Size(width: 300, height: 400))
        deck.delegate = delegate
        deck.dataSource = ds
        var ref = ReferenceDeck(count: ds.count)
        var time = 0.0
        var reverts = 0
        var pressed: Point?
        func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
        func value() -> Double { pick([Double.nan, .infinity, -1e9, 0, 5, 80, 160, 400, -120, -260]) }

        for step in 0..<length {
            let before = delegate.swipes.count
            switch rng.next() % 14 {
            case 0, 1:  // a press, or a move of the pressed pointer
                if let p = pressed {
                    try? deck.pointerMoved(to: p + Vector(dx: value(), dy: value() / 3), time: time)
                } else {
                    let p = Point(x: 150 + Double(rng.next() % 60), y: 120)
                    pressed = p
                    try? deck.pointerDown(at: p, time: time)
                }
            case 2:  // release, after a random pause
                if let p = pressed {
                    time += pick([0.0, 0.01, 0.2])
                    // A non-finite release is rejected and the drag goes on: the pointer is still down.
                    if (try? deck.pointerUp(at: p + Vector(dx: value(), dy: 0), time: time)) != nil { pressed = nil }
                }
            case 3: deck.pointerCancelled(); pressed = nil
            case 4, 5:
                let d = pick(SwipeResultDirection.allCases)
                let expected = ref.window.first != nil && delegate.allowed.contains(d)
                #expect(deck.swipe(d, force: rng.next() % 2 == 0) == expected, "seed \(seed) step \(step)")
            case 6:
                let undone = deck.revertAction(direction: rng.next() % 2 == 0 ? nil : pick(SwipeResultDirection.allCases))
                #expect(undone == ref.revert(), "seed \(seed) step \(step)")
                if undone { reverts += 1 }
            case 7:  // the data changes and the deck is told
                ds.count = Int(rng.next() % 9)
                deck.reloadData()
                ref.count = ds.count
                ref.current = ref.loop ? (ref.count == 0 ? 0 : ref.current % ref.count) : min(ref.current, ref.count)
                ref.history.removeAll { $0.index >= ref.count }
            case 8:  // insert or remove, valid or not
                let lower = Int(rng.next() % UInt64(ds.count + 2)), n = Int(rng.next() % 3)
                let old = ds.count
                if rng.next() % 2 == 0 {
                    ds.count = old + n
                    do {
                        try deck.insertCardAtIndexRange(lower..<lower + n)
                        if lower < ref.current { ref.current += n }
                        for i in ref.history.indices where ref.history[i].index >= lower { ref.history[i].index += n }
                        ref.count = ds.count
                    } catch { ds.count = old; #expect(lower > old, "seed \(seed) step \(step): \(error)") }
                } else if n <= old {
                    ds.count = old - n
                    do {
                        try deck.removeCardInIndexRange(lower..<lower + n, animated: rng.next() % 2 == 0)
                        ref.current -= min(max(ref.current - lower, 0), n)
                        ref.count = ds.count
                        if ref.loop && ref.current >= ref.count { ref.current = 0 }
                        ref.history = ref.history.compactMap { r in
                            if (lower..<lower + n).contains(r.index) { return nil }
                            return r.index >= lower + n ? SwipeRecord(index: r.index - n, direction: r.direction) : r
                        }
                    } catch { ds.count = old; #expect(lower + n > old, "seed \(seed) step \(step): \(error)") }
                }
            case 9:
                deck.resetCurrentCardIndex()
                ref.current = 0; ref.history = []; ref.count = ds.count
            case 10:
                let v = Int(rng.next() % 5)  // 0 is rejected
                deck.countOfVisibleCards = v
                if v >= 1 { ref.visible = v }
            case 11:
                deck.isLoop.toggle()
                ref.loop.toggle()
                ref.current = ref.loop ? (ref.count == 0 ? 0 : ref.current % ref.count) : min(ref.current, ref.count)
            case 12:
                try? deck.resize(to: Size(width: pick([0, 280, 420, .nan]), height: 400))
                delegate.swipeBackInside = rng.next() % 3 == 0
            default:
                time += pick([0.0, 1.0 / 144, 1.0 / 30, 0.25, 100])
                _ = try? deck.tick(now: pick([time, time, .nan]))
            }
            // Swipes made by drags and by callbacks: each reported once, in order, and applied to the reference.
            for record in delegate.swipes[before...] {
                let expected = ref.swipe(record.direction)
                #expect(expected == record, "seed \(seed) step \(step)")
            }
            try checkInvariants(deck, ref, seed: seed, step: step)
        }
        // Input stops: everything settles within 5 s of engine time, at the resting layout.
        if let p = pressed { try? deck.pointerUp(at: p, time: time) }
        let settleStart = time
        while deck.isAnimating && time - settleStart < 5 { time += 1.0 / 60; _ = try deck.tick(now: time) }
        #expect(!deck.isAnimating, "seed \(seed): still animating after 5 s")
        for (slot, card) in deck.scene.cards.reversed().enumerated() {
            #expect(card.frame == deck.frameForCard(at: slot) && card.offset == .zero, "seed \(seed)")
        }
        #expect(delegate.rewinds == reverts, "seed \(seed): \(delegate.rewinds) rewinds for \(reverts) undos")
        return length
    }

    func checkInvariants(_ deck: KolodaDeck, _ ref: ReferenceDeck, seed: UInt64, step: Int) throws {
        let scene = deck.scene
        let inDeck = scene.cards.filter { !$0.isLeaving }.reversed().map(\.index)
        #expect(inDeck == ref.window, "seed \(seed) step \(step): deck \(inDeck) vs reference \(ref.window)")
        #expect(deck.history == ref.history, "seed \(seed) step \(step)")
        #expect(deck.currentCardIndex == ref.current, "seed \(seed) step \(step)")
        for card in scene.cards {
            #expect(card.transform.isFinite && card.frame.isFinite && card.offset.isFinite, "seed \(seed) step \(step)")
            #expect(card.alpha >= 0 && card.alpha <= 1, "seed \(seed) step \(step)")
            #expect(card.overlay.progress >= 0 && card.overlay.progress <= 1, "seed \(seed) step \(step)")
        }
    }
}
