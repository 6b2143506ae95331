import KolodaCheck
import KolodaCore
import KolodaSDL

/// One thing a user, the window system, the app or the clock does to a `KolodaView` in a window.
package enum ViewOperation: Hashable, Sendable {
    /// A pointer event at window coordinates (pt; anywhere, NaN and huge included), from the mouse (`finger` 0) or
    /// a finger.
    case pointer(PointerEvent.Phase, x: Double, y: Double, finger: Int64)
    /// A key press (or auto-repeat), optionally with Control held.
    case key(KeyEvent.Key, isRepeat: Bool, control: Bool)
    /// The window is resized to `width` × `height` pt (anything, 0 and NaN included); the app lays the deck out
    /// again with a 20 pt margin.
    case resize(width: Double, height: Double)
    /// Time passes (s) and a frame is ticked and drawn at `scale` px per pt.
    case render(after: Double, scale: Double)
    /// Time passes (s) and the deck is ticked without drawing.
    case tick(after: Double)
    /// `reloadData()`, after the data source's content changed (all items new).
    case reload
    /// The data source inserts `count` items at `at`, then tells the view (`insertCards(at:animated:)`).
    case insert(at: Int, count: Int)
    /// The data source removes `count` items at `at`, then tells the view (`removeCards(at:animated:)`).
    case remove(at: Int, count: Int)
    /// The data source's count changes to `count` without telling the view (until a later reload).
    case silentCount(Int)
    /// `isLoop` is set.
    case loop(Bool)
    /// `countOfVisibleCards` is set (any value, negative included).
    case visibleCount(Int)
    /// The delegate's `decideSwipe` answer from now on.
    case decision(SwipeDecision)
    /// The app confirms (or rejects) the swipe waiting for its decision, through the view.
    case decide(confirm: Bool)
    /// The window showing the deck is gone (`deckDidLeaveScreen()`).
    case leaveScreen
    /// `showCard(at:animated:)`: a jump to a chosen front card (indexes outside the cards included).
    case showCard(at: Int, animated: Bool)
    /// `swipe(toward:)`: a programmatic swipe toward an angle (rad; NaN included).
    case swipeAngle(Double)
    /// `settings.swipeBackEdgeWidth = edgeWidth`: swipe back on (a band of that width, pt) or off (nil).
    case swipeBack(edgeWidth: Double?)
    /// `layoutDirection` is set: the reading direction the app's layout has.
    case layoutDirection(DeckLayoutDirection)
    /// `swipe(_: RelativeSwipeDirection)`: a programmatic swipe in reading order (the demo's LIKE and NOPE).
    case swipeRelative(RelativeSwipeDirection)

    /// Simpler variants, for the shrinker.
    package var simplifications: [ViewOperation] {
        switch self {
        case .pointer(let phase, let x, let y, let finger):
            var out: [ViewOperation] = []
            if finger != 0 { out.append(.pointer(phase, x: x, y: y, finger: 0)) }
            if x != x.rounded() || y != y.rounded(), x.isFinite, y.isFinite {
                out.append(.pointer(phase, x: x.rounded(), y: y.rounded(), finger: finger))
            }
            return out
        case .render(let after, let scale):
            return scale != 1 ? [.render(after: after, scale: 1), .tick(after: after)] : [.tick(after: after)]
        case .tick(let after) where after != 1.0 / 60:
            return [.tick(after: 1.0 / 60)]
        case .key(let key, let isRepeat, let control) where isRepeat || control:
            return [.key(key, isRepeat: false, control: false)]
        default:
            return []
        }
    }

    /// The operation as Swift source (a `ViewOperation` literal).
    package var source: String {
        func d(_ v: Double) -> String {
            if v.isNaN { return ".nan" }
            if v.isInfinite { return v > 0 ? ".infinity" : "-.infinity" }
            return "\(v)"
        }
        switch self {
        case .pointer(let phase, let x, let y, let finger):
            return ".pointer(.\(phase), x: \(d(x)), y: \(d(y)), finger: \(finger))"
        case .key(let key, let isRepeat, let control):
            return ".key(.\(key), isRepeat: \(isRepeat), control: \(control))"
        case .resize(let w, let h): return ".resize(width: \(d(w)), height: \(d(h)))"
        case .render(let after, let scale): return ".render(after: \(d(after)), scale: \(d(scale)))"
        case .tick(let after): return ".tick(after: \(d(after)))"
        case .reload: return ".reload"
        case .insert(let at, let count): return ".insert(at: \(at), count: \(count))"
        case .remove(let at, let count): return ".remove(at: \(at), count: \(count))"
        case .silentCount(let n): return ".silentCount(\(n))"
        case .loop(let on): return ".loop(\(on))"
        case .visibleCount(let n): return ".visibleCount(\(n))"
        case .decision(.swipe): return ".decision(.swipe)"
        case .decision(.cancel): return ".decision(.cancel)"
        case .decision(.decideLater(let t)): return ".decision(.decideLater(timeout: \(t.map(d) ?? "nil")))"
        case .decide(let confirm): return ".decide(confirm: \(confirm))"
        case .leaveScreen: return ".leaveScreen"
        case .showCard(let at, let animated): return ".showCard(at: \(at), animated: \(animated))"
        case .swipeAngle(let angle): return ".swipeAngle(\(d(angle)))"
        case .swipeBack(let width): return ".swipeBack(edgeWidth: \(width.map(d) ?? "nil"))"
        case .layoutDirection(let layout): return ".layoutDirection(.\(layout))"
        case .swipeRelative(let direction): return ".swipeRelative(.\(direction))"
        }
    }
}

/// A view-layer test case: the initial number of cards and the operations.
package struct ViewCase: Sendable, CustomStringConvertible {
    /// Cards in the data source at the start.
    package var initialCount: Int
    /// What happens, in order.
    package var operations: [ViewOperation]

    /// Creates a case.
    package init(initialCount: Int, operations: [ViewOperation]) {
        self.initialCount = initialCount
        self.operations = operations
    }

    /// Decodes a case from any bytes (every byte string decodes): one byte for the initial count, then an opcode
    /// byte and argument bytes per operation, at most `maxOperations`.
    package static func decode<E: OperationEntropy>(_ entropy: inout E, maxOperations: Int) -> ViewCase {
        var d = EntropyReader(entropy: entropy)
        let initial = Int(d.byte() % 9)
        var ops: [ViewOperation] = []
        while ops.count < maxOperations, let op = d.viewOperation() { ops.append(op) }
        entropy = d.entropy
        return ViewCase(initialCount: initial, operations: ops)
    }

    /// The case as a Swift Testing test to paste into the tests.
    package func testSnippet(name: String = "shrunkViewFailure", failure: ViewRun.Failure? = nil) -> String {
        var lines = ["@Test func \(name)() {"]
        if let failure { lines.append("    // \(failure)") }
        lines.append("    let failure = ViewRun.check(initialCount: \(initialCount), [")
        lines += operations.map { "        \($0.source)," }
        lines.append("    ])")
        lines.append("    #expect(failure == nil, \"\\(failure!)\")")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    package var description: String { testSnippet() }
}

/// Reads the view layer's operations from entropy bytes.
extension EntropyReader {
    /// A window coordinate (pt): mostly inside a 240 × 320 window, sometimes outside, NaN, infinite or huge.
    mutating func coordinate(_ extent: Double) -> Double {
        switch byte() % 16 {
        case 0: return pick([.nan, .infinity, -.infinity, 1e300, -1e12, 1e9])
        case 1: return -40 + unit() * 20
        case 2: return extent + unit() * 60
        default: return unit() * extent
        }
    }

    mutating func viewOperation() -> ViewOperation? {
        let op = byte()
        guard !exhausted else { return nil }
        switch op % 20 {
        case 0, 1, 2, 3:
            let phase: PointerEvent.Phase = op % 20 == 0 ? .down : op % 20 == 3 ? .up : .moved
            let finger: Int64 = byte() % 4 == 0 ? Int64(byte() % 3) + 1 : 0
            return .pointer(phase, x: coordinate(240), y: coordinate(320), finger: finger)
        case 4:
            return .pointer(.cancelled, x: 0, y: 0, finger: 0)
        case 5, 6:
            let key: KeyEvent.Key = pick([.left, .right, .up, .down, .backspace, .z, .enter, .space, .tab, .other(97)])
            return .key(key, isRepeat: byte() % 3 == 0, control: byte() % 2 == 0)
        case 7:
            return .resize(
                width: pick([240, 320, 0, 1, 41, 800, .nan, 100, 200, .infinity, 60]),
                height: pick([320, 480, 0, 1, 41, 1000, .nan, 120, 260, -5, 90]))
        case 8, 9, 10, 11:
            return .render(after: pick([1.0 / 60, 1.0 / 120, 0, 0.05, 0.3, 1.2, 1.0 / 30]), scale: pick([1, 1, 2, 1.5]))
        case 12, 13:
            return .tick(after: pick([1.0 / 60, 0.004, 0.1, 0.5, 2]))
        case 14:
            return .reload
        case 15:
            return .insert(at: pick([0, 1, 2, 3, 5, -1, 9]), count: pick([1, 1, 2, 3, 0, -1]))
        case 16:
            return .remove(at: pick([0, 1, 2, 3, 5, -1, 9]), count: pick([1, 1, 2, 3, 0, -1]))
        case 17:
            return .silentCount(pick([0, 1, 2, 3, 5, 8]))
        case 18:
            return .loop(byte() % 2 == 0)
        default:
            switch byte() % 6 {
            case 0: return .showCard(at: pick([0, 1, 2, 4, 7, -1, 30]), animated: byte() % 2 == 0)
            case 1: return .swipeAngle(pick([0.3, -0.3, 3, -1.6, 0.39, 0.4, 2.4, .nan]))
            case 2: return decisionOperation()
            case 3: return .layoutDirection(pick([.leftToRight, .rightToLeft]))
            case 4: return .swipeRelative(pick(RelativeSwipeDirection.allCases))
            default: break
            }
            return .visibleCount(pick([1, 2, 3, 4, 0, -1, 6]))
        }
    }

    /// Swipes decided later: the answer, the app's confirm or reject, the window going.
    mutating func decisionOperation() -> ViewOperation {
        switch byte() % 8 {
        case 0: return .decision(pick([.swipe, .cancel]))
        case 1, 2: return .decision(.decideLater(timeout: pick([nil, nil, 0.3, 1])))
        case 3, 4, 5: return .decide(confirm: true)
        case 6: return .decide(confirm: false)
        default: return byte() % 2 == 0 ? .leaveScreen : .swipeBack(edgeWidth: pick([40, 80, 40, nil]))
        }
    }
}
