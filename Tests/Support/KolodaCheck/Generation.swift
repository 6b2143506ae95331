@_spi(Fronts) import KolodaCore

/// A source of bytes for `DeckOperation.decode`: the fuzzer's input, or a seeded random generator.
package protocol OperationEntropy {
    /// The next byte, or nil when the input is exhausted.
    mutating func nextByte() -> UInt8?
}

/// The bytes of a fuzz input.
package struct ByteEntropy: OperationEntropy {
    let bytes: [UInt8]
    var position = 0
    package init(_ bytes: [UInt8]) { self.bytes = bytes }
    package mutating func nextByte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }
}

/// An endless stream of bytes from a seeded generator (SplitMix64), for the random tests.
package struct SeededEntropy: OperationEntropy {
    var generator: SplitMix
    var buffer: UInt64 = 0
    var left = 0
    /// The stream of `seed`. The seed is mixed into the generator's starting state (SplitMix's output function is a
    /// bijection), so neighbouring seeds start at unrelated states: starting at `seed × increment` would make seed
    /// k + 1's stream seed k's, shifted by one word, and a run of 10,000 seeds nearly one sequence.
    package init(seed: UInt64) {
        var mixer = SplitMix(state: seed)
        generator = SplitMix(state: mixer.next())
    }
    package mutating func nextByte() -> UInt8? {
        if left == 0 {
            buffer = generator.next()
            left = 8
        }
        defer {
            buffer >>= 8
            left -= 1
        }
        return UInt8(truncatingIfNeeded: buffer)
    }
}

/// A decoded case: the data source's initial count and the operations.
package struct DeckCase: Hashable, Sendable, CustomStringConvertible {
    package var initialCount: Int
    package var operations: [DeckOperation]
    package init(initialCount: Int, operations: [DeckOperation]) {
        self.initialCount = initialCount
        self.operations = operations
    }

    /// Decodes bytes into a case: one byte for the initial count, then operations until the bytes run out
    /// (or `maxOperations`). Every byte string decodes to something, so the fuzzer never wastes an input.
    package static func decode<E: OperationEntropy>(_ entropy: inout E, maxOperations: Int) -> DeckCase {
        var reader = EntropyReader(entropy: entropy)
        let initialCount = Int(reader.byte() % 9)
        var operations: [DeckOperation] = []
        while operations.count < maxOperations, !reader.exhausted {
            operations.append(reader.operation(nestable: true))
        }
        entropy = reader.entropy
        return DeckCase(initialCount: initialCount, operations: operations)
    }

    /// Runs the case and returns the first broken invariant.
    @MainActor package func check() -> DeckRun.Failure? { DeckRun.check(initialCount: initialCount, operations) }

    /// The case as a Swift Testing test to paste into `Tests/KolodaCoreTests`.
    package func testSnippet(name: String = "shrunkRandomFailure", failure: DeckRun.Failure? = nil) -> String {
        var s = "@Test func \(name)() {\n"
        if let failure { s += "    // \(failure.description.split(separator: "\n").joined(separator: " "))\n" }
        s += "    let failure = DeckRun.check(initialCount: \(initialCount), [\n"
        for op in operations { s += "        \(op),\n" }
        s += "    ])\n    #expect(failure == nil, \"\\(failure!)\")\n}\n"
        return s
    }

    package var description: String { testSnippet() }
}

/// Reads values from entropy bytes: the decoder of the deck's operations here, and of the view layer's. Once the bytes
/// run out it reads zeros and sets `exhausted`.
package struct EntropyReader<E: OperationEntropy> {
    /// The bytes still to read.
    package var entropy: E
    /// Set once a read found no byte left.
    package private(set) var exhausted = false

    /// Reads from `entropy`.
    package init(entropy: E) { self.entropy = entropy }

    /// The next byte, or 0 once the bytes have run out.
    package mutating func byte() -> UInt8 {
        guard let b = entropy.nextByte() else {
            exhausted = true
            return 0
        }
        return b
    }

    /// One of `values`, chosen by the next byte.
    package mutating func pick<T>(_ values: [T]) -> T { values[Int(byte()) % values.count] }

    /// A value in 0…1 from the next byte.
    package mutating func unit() -> Double { Double(byte()) / 255 }
}

/// Turns bytes into deck operations through small tables of values, weighted toward what users do (press, move,
/// release, tick) and salted with what they should not (NaN, infinities, huge values, zero, negative times).
extension EntropyReader {
    mutating func rawDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// A coordinate on (mostly) or off the card.
    mutating func coordinate(_ low: Double, _ high: Double) -> Double {
        let b = byte()
        switch b {
        case 0..<224: return low + (high - low) * Double(b) / 223
        case 224..<232: return pick([-50, 0, 1000, -1e9])
        case 232..<240: return pick([Double.nan, .infinity, -.infinity, 1e308, -Double.greatestFiniteMagnitude])
        default: return rawDouble()
        }
    }

    /// A translation: small, threshold-sized, past the threshold, or unreasonable.
    mutating func translation() -> Double {
        let b = byte()
        switch b {
        case 0..<200: return (Double(b) - 100) * 4  // −400 … 396 pt in 4 pt steps
        case 200..<230: return pick([0, 149, 150, 151, -149, -150, -151, 9, 10, 11])
        case 230..<248:
            return pick([Double.nan, .infinity, -.infinity, 1e12, -1e12, 1e308, -1e308, .leastNonzeroMagnitude])
        default: return rawDouble()
        }
    }

    mutating func velocity() -> Double {
        let b = byte()
        switch b {
        case 0..<200: return (Double(b) - 100) * 40  // −4000 … 3960 pt/s
        case 200..<248:
            return pick([0, 0, 1e5, -1e5, 1e12, -1e12, .nan, .infinity, -.infinity, 1e308, -1e308, 20_000, 25_000])
        default: return rawDouble()
        }
    }

    /// A frame time: typical rates with jitter, zero, negative, long pauses, huge jumps and NaN.
    mutating func frameTime() -> Double {
        let b = byte()
        switch b {
        case 0..<128: return 1.0 / 60 + (Double(b % 16) - 8) / 2000  // 60 Hz ± 4 ms jitter
        case 128..<208: return pick([0, 1.0 / 144, 1.0 / 120, 1.0 / 60, 1.0 / 30, 0.05, 0.1, 0.25, 0.5, 1])
        default: return pick([0, -0.05, -1, 5, 100, 1e6, .nan, .infinity, -.infinity, 1e-9])
        }
    }

    mutating func count() -> Int { pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 0, 1, 2, -1, -7]) }
    mutating func small() -> Int { pick([0, 1, 2, 3, 4, 5, 6, 8, -1, 1, 1, 2]) }
    mutating func direction() -> SwipeResultDirection { pick(SwipeResultDirection.allCases) }
    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func operation(nestable: Bool) -> DeckOperation {
        switch byte() % 64 {
        case 0..<6: return .pointerDown(x: coordinate(0, 300), y: coordinate(0, 400))
        case 6..<16: return .pointerMove(dx: translation(), dy: translation() / 4, dt: frameTime())
        case 16..<19: return .pointerUp(dx: translation(), dy: translation() / 4, dt: frameTime())
        case 19: return .pointerCancel
        case 20..<22: return .dragBegan(x: coordinate(0, 300), y: coordinate(0, 400))
        case 22..<25: return .dragChanged(dx: translation(), dy: translation(), vx: velocity(), vy: velocity())
        case 25..<27: return .dragEnded(dx: translation(), dy: translation(), vx: velocity(), vy: velocity())
        case 27: return .dragCancel
        case 28: return .tap(x: coordinate(0, 300), y: coordinate(0, 400))
        case 29..<36: return .tick(dt: frameTime())
        case 36: return pendingOperation()
        case 37..<40: return .swipe(direction(), force: bool())
        case 40:
            let angle =
                pick([0, Double.pi / 8, -Double.pi / 2, Double.pi, 7, -20, .nan, .infinity]) + Double(byte()) / 64
            return .swipeAngle(byte() % 3 == 0 ? pick([Double.pi / 8, .nan, -.infinity]) : angle, force: bool())
        case 41..<44: return .revert(bool() ? nil : direction())
        case 44: return .reloadData(count: count())
        case 45: return .reset
        case 46..<48:
            let at = small()
            let length = small()  // mostly consistent updates: the data source changes by `length`
            return .insert(at: at, length: length, delta: byte() % 4 == 0 ? small() : length, animated: bool())
        case 48..<50:
            let at = small()
            let length = small()
            return .remove(at: at, length: length, delta: byte() % 4 == 0 ? small() : length, animated: bool())
        case 50: return .reloadRange(at: small(), length: small())
        case 51: return .changeCountSilently(to: count())
        case 52: return .setLoop(bool())
        case 53: return .setVisible(pick([-1, 0, 1, 2, 3, 4, 5, 8, Int.max]))
        case 54: return .setUndoLimit(pick([nil, nil, 0, 1, 2, 5, -1]))
        case 55:
            return .resize(
                width: pick([300, 280, 420, 1, 0, -10, .nan, .infinity, 1e9]), height: pick([400, 300, 600, 1, 0, .nan])
            )
        case 56: return .setReducedMotion(bool())
        case 57: return .setAllowed(mask: byte())
        case 58: return .setShouldSwipe(byte() % 4 != 0)
        case 59: return .snapshotRestore
        case 60, 61: return nestable ? .inNotification(operation(nestable: false)) : .tick(dt: frameTime())
        case 62: return nestable ? .inQuery(operation(nestable: false)) : .tick(dt: frameTime())
        default:
            switch byte() % 4 {
            case 0: return swipeBackOperation()
            case 1: return pendingOperation()
            case 2: return readingOrderOperation()
            default: return .showCard(at: pick([0, 1, 2, 3, 5, 9, -1, 12, Int.max, Int.min]), animated: bool())
            }
        }
    }
}

extension EntropyReader {
    /// Swipe back: the band's width (mostly on), and swipe backs released short of, near and past the threshold,
    /// slow or flung either way.
    package mutating func swipeBackOperation() -> DeckOperation {
        switch byte() % 8 {
        case 0: return .setSwipeBack(edgeWidth: pick([40, 40, 60, nil, 0, -5, .nan, .infinity, 400]))
        default:
            return .swipeBack(
                distance: pick([10, 60, 150, 250, 300, 400, 0, -40, .nan]),
                speed: pick([0, 0, 0, 500, 3000, -3000, -500, .infinity]))
        }
    }

    /// Reading order: the layout direction switched either way, swipes in reading order and the keyboard's keys.
    package mutating func readingOrderOperation() -> DeckOperation {
        switch byte() % 8 {
        case 0, 1: return .setLayoutDirection(pick([.leftToRight, .rightToLeft]))
        case 2..<5: return .swipeRelative(pick(RelativeSwipeDirection.allCases), force: bool())
        default: return .key(pick(StackKey.allCases))
        }
    }

    /// Swipes decided later: the delegate's answer, the app's confirm or reject (with the live handle or a stale
    /// one), and the deck leaving the screen.
    package mutating func pendingOperation() -> DeckOperation {
        // Aimed drags too (pressed on the front card, released past the threshold), so that releases do wait.
        switch byte() % 16 {
        case 0: return .setDecision(pick([.swipe, .cancel]))
        case 1..<4: return .setDecision(.decideLater(timeout: pick([nil, nil, 0.25, 1, 0, -1, .nan])))
        case 4..<8: return .aimedRelease(dx: pick([200, -200, 100]))
        case 8..<12: return .confirmPending(stale: byte() % 4 == 0)
        case 12..<15: return .rejectPending(stale: byte() % 4 == 0)
        default: return .leaveScreen
        }
    }
}
