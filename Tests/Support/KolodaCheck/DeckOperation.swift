@_spi(Fronts) import KolodaCore

/// One thing a user, an app or the clock can do to a deck. Shared by the model-based random tests
/// (`RandomOperationTests`) and the libFuzzer target (`DeckFuzzer`): both run sequences of these through
/// `DeckRun`, which checks the deck against `ReferenceDeck` after every step.
///
/// `description` is the Swift source of the case, so a failing sequence prints as a test that can be pasted.
package indirect enum DeckOperation: Hashable, Sendable, CustomStringConvertible {
    // Raw pointer events (the engine's own recognizer). Coordinates in pt; `dt` advances the input clock (s).
    /// `pointerDown(at:time:)` at (x, y).
    case pointerDown(x: Double, y: Double)
    /// `pointerMoved(to:time:)` to the press point + (dx, dy), `dt` after the previous input.
    case pointerMove(dx: Double, dy: Double, dt: Double)
    /// `pointerUp(at:time:)` at the press point + (dx, dy), `dt` after the previous input.
    case pointerUp(dx: Double, dy: Double, dt: Double)
    /// `pointerCancelled()`.
    case pointerCancel

    // Samples, as a host's gesture recognizer reports them (any velocity, including NaN and infinite ones).
    /// `dragBegan` pressed at (x, y).
    case dragBegan(x: Double, y: Double)
    /// `dragChanged` with translation (dx, dy) and velocity (vx, vy).
    case dragChanged(dx: Double, dy: Double, vx: Double, vy: Double)
    /// `dragEnded` with translation (dx, dy) and velocity (vx, vy).
    case dragEnded(dx: Double, dy: Double, vx: Double, vy: Double)
    /// `dragCancelled()`.
    case dragCancel

    /// `tap(at:)`.
    case tap(x: Double, y: Double)
    /// `tick(now:)` at `dt` after the last time (zero, negative, huge and NaN included).
    case tick(dt: Double)

    /// `swipe(_:force:)`.
    case swipe(SwipeResultDirection, force: Bool)
    /// `swipe(toward:force:)`: a swipe toward an exact angle (rad; NaN and infinite included).
    case swipeAngle(Double, force: Bool)
    /// `revertAction(direction:)`.
    case revert(SwipeResultDirection?)
    /// The data source's count becomes `count`, then `reloadData()`.
    case reloadData(count: Int)
    /// `resetCurrentCardIndex()`.
    case reset
    /// The data source gains `delta` cards, then `insertCards(at: at..<at+length)`: valid when `delta == length`.
    case insert(at: Int, length: Int, delta: Int, animated: Bool)
    /// The data source loses `delta` cards, then `removeCards(at: at..<at+length)`: valid when `delta == length`.
    case remove(at: Int, length: Int, delta: Int, animated: Bool)
    /// `reloadCards(at: at..<at+length)`.
    case reloadRange(at: Int, length: Int)
    /// The data source's count changes and the deck is not told.
    case changeCountSilently(to: Int)
    /// `isLoop = value`.
    case setLoop(Bool)
    /// `countOfVisibleCards = value` (values below 1 are rejected).
    case setVisible(Int)
    /// `undoLimit = value` (negative values are rejected).
    case setUndoLimit(Int?)
    /// `resize(to:)` (non-finite or non-positive sizes are rejected).
    case resize(width: Double, height: Double)
    /// `reducedMotion = value`.
    case setReducedMotion(Bool)
    /// The delegate's `allowedDirectionsForIndex` answer: a bit mask over `SwipeResultDirection.allCases`.
    case setAllowed(mask: UInt8)
    /// The delegate's `shouldSwipeCardAt` answer.
    case setShouldSwipe(Bool)
    /// `restore(snapshot())`, through JSON.
    case snapshotRestore
    /// The delegate's `decideSwipe` answer from now on.
    case setDecision(SwipeDecision)
    /// `confirmSwipe(_:)` with the handle waiting, or (`stale`) with the last handle whose decision is over.
    case confirmPending(stale: Bool)
    /// `rejectSwipe(_:)` with the handle waiting, or (`stale`) with the last handle whose decision is over.
    case rejectPending(stale: Bool)
    /// `deckDidLeaveScreen()`: the window or view showing the deck is gone.
    case leaveScreen
    /// `dragBegan` on the front card's top half, then `dragChanged` and `dragEnded` by (dx, 0) with no velocity.
    case aimedRelease(dx: Double)
    /// `showCard(at:animated:)`: a jump to a chosen front card (indexes outside the cards included).
    case showCard(at: Int, animated: Bool)
    /// `settings.swipeBackEdgeWidth = edgeWidth` (nil, zero, negative and NaN turn swipe back off).
    case setSwipeBack(edgeWidth: Double?)
    /// A swipe back: `dragBegan` 5 pt inside the edge the last swiped card left from, then `dragChanged` and
    /// `dragEnded` by `distance` (pt) straight into the deck, released at `speed` (pt/s; positive: into the deck).
    case swipeBack(distance: Double, speed: Double)
    /// `layoutDirection = value`: the reading direction (what leading and trailing mean, the screen reader's order).
    case setLayoutDirection(DeckLayoutDirection)
    /// `swipe(_: RelativeSwipeDirection, force:)`: a swipe in reading order.
    case swipeRelative(RelativeSwipeDirection, force: Bool)
    /// `perform(key.action)`: a key of the keyboard (`StackKey`), as every front's key handler does.
    case key(StackKey)
    /// Arms `operation` to run inside the next notification callback (`didSwipeCardAt`, `kolodaDidRunOutOfCards`,
    /// `didSelectCardAt`, `kolodaPanBegan`, `kolodaPanFinished`, `kolodaDidResetCard`, `didEvict`).
    case inNotification(DeckOperation)
    /// Arms `operation` to run inside the next query callback (data source or delegate method that returns a value),
    /// where every mutating call must be rejected.
    case inQuery(DeckOperation)

    package var description: String {
        switch self {
        case .pointerDown(let x, let y): return ".pointerDown(x: \(lit(x)), y: \(lit(y)))"
        case .pointerMove(let dx, let dy, let dt): return ".pointerMove(dx: \(lit(dx)), dy: \(lit(dy)), dt: \(lit(dt)))"
        case .pointerUp(let dx, let dy, let dt): return ".pointerUp(dx: \(lit(dx)), dy: \(lit(dy)), dt: \(lit(dt)))"
        case .pointerCancel: return ".pointerCancel"
        case .dragBegan(let x, let y): return ".dragBegan(x: \(lit(x)), y: \(lit(y)))"
        case .dragChanged(let dx, let dy, let vx, let vy):
            return ".dragChanged(dx: \(lit(dx)), dy: \(lit(dy)), vx: \(lit(vx)), vy: \(lit(vy)))"
        case .dragEnded(let dx, let dy, let vx, let vy):
            return ".dragEnded(dx: \(lit(dx)), dy: \(lit(dy)), vx: \(lit(vx)), vy: \(lit(vy)))"
        case .dragCancel: return ".dragCancel"
        case .tap(let x, let y): return ".tap(x: \(lit(x)), y: \(lit(y)))"
        case .tick(let dt): return ".tick(dt: \(lit(dt)))"
        case .swipe(let d, let force): return ".swipe(.\(d), force: \(force))"
        case .swipeAngle(let angle, let force): return ".swipeAngle(\(lit(angle)), force: \(force))"
        case .revert(let d): return ".revert(\(d.map { ".\($0)" } ?? "nil"))"
        case .reloadData(let count): return ".reloadData(count: \(count))"
        case .reset: return ".reset"
        case .insert(let at, let length, let delta, let animated):
            return ".insert(at: \(at), length: \(length), delta: \(delta), animated: \(animated))"
        case .remove(let at, let length, let delta, let animated):
            return ".remove(at: \(at), length: \(length), delta: \(delta), animated: \(animated))"
        case .reloadRange(let at, let length): return ".reloadRange(at: \(at), length: \(length))"
        case .changeCountSilently(let to): return ".changeCountSilently(to: \(to))"
        case .setLoop(let v): return ".setLoop(\(v))"
        case .setVisible(let v): return ".setVisible(\(v))"
        case .setUndoLimit(let v): return ".setUndoLimit(\(v.map(String.init) ?? "nil"))"
        case .resize(let w, let h): return ".resize(width: \(lit(w)), height: \(lit(h)))"
        case .setReducedMotion(let v): return ".setReducedMotion(\(v))"
        case .setAllowed(let mask): return ".setAllowed(mask: \(mask))"
        case .setShouldSwipe(let v): return ".setShouldSwipe(\(v))"
        case .snapshotRestore: return ".snapshotRestore"
        case .setDecision(.swipe): return ".setDecision(.swipe)"
        case .setDecision(.cancel): return ".setDecision(.cancel)"
        case .setDecision(.decideLater(let t)): return ".setDecision(.decideLater(timeout: \(t.map(lit) ?? "nil")))"
        case .confirmPending(let stale): return ".confirmPending(stale: \(stale))"
        case .rejectPending(let stale): return ".rejectPending(stale: \(stale))"
        case .leaveScreen: return ".leaveScreen"
        case .aimedRelease(let dx): return ".aimedRelease(dx: \(lit(dx)))"
        case .showCard(let at, let animated): return ".showCard(at: \(at), animated: \(animated))"
        case .setSwipeBack(let width): return ".setSwipeBack(edgeWidth: \(width.map(lit) ?? "nil"))"
        case .swipeBack(let distance, let speed): return ".swipeBack(distance: \(lit(distance)), speed: \(lit(speed)))"
        case .setLayoutDirection(let layout): return ".setLayoutDirection(.\(layout))"
        case .swipeRelative(let d, let force): return ".swipeRelative(.\(d), force: \(force))"
        case .key(let key): return ".key(.\(key))"
        case .inNotification(let op): return ".inNotification(\(op))"
        case .inQuery(let op): return ".inQuery(\(op))"
        }
    }

    /// Simpler variants of this operation, tried by the shrinker (most aggressive first).
    package var simplifications: [DeckOperation] {
        func simpler(_ v: Double) -> [Double] {
            if v == 0 { return [] }
            if !v.isFinite || abs(v) > 10_000 { return [0, 100] }
            return v.rounded() != v ? [0, v.rounded()] : [0]
        }
        switch self {
        case .inNotification(let op), .inQuery(let op): return [op]
        case .pointerMove(let dx, let dy, let dt):
            return simpler(dx).map { .pointerMove(dx: $0, dy: dy, dt: dt) }
                + simpler(dy).map { .pointerMove(dx: dx, dy: $0, dt: dt) }
                + simpler(dt).map { .pointerMove(dx: dx, dy: dy, dt: $0) }
        case .pointerUp(let dx, let dy, let dt):
            return simpler(dx).map { .pointerUp(dx: $0, dy: dy, dt: dt) }
                + simpler(dy).map { .pointerUp(dx: dx, dy: $0, dt: dt) }
                + simpler(dt).map { .pointerUp(dx: dx, dy: dy, dt: $0) }
        case .dragChanged(let dx, let dy, let vx, let vy):
            return simpler(vx).map { .dragChanged(dx: dx, dy: dy, vx: $0, vy: vy) }
                + simpler(vy).map { .dragChanged(dx: dx, dy: dy, vx: vx, vy: $0) }
                + simpler(dy).map { .dragChanged(dx: dx, dy: $0, vx: vx, vy: vy) }
        case .dragEnded(let dx, let dy, let vx, let vy):
            return simpler(vx).map { .dragEnded(dx: dx, dy: dy, vx: $0, vy: vy) }
                + simpler(vy).map { .dragEnded(dx: dx, dy: dy, vx: vx, vy: $0) }
                + simpler(dy).map { .dragEnded(dx: dx, dy: $0, vx: vx, vy: vy) }
        case .tick(let dt): return dt == 1.0 / 60 ? [] : [.tick(dt: 1.0 / 60)]
        case .swipe(let d, let force):
            return (force ? [.swipe(d, force: false)] : []) + (d == .left ? [] : [.swipe(.left, force: force)])
        case .revert(let d): return d == nil ? [] : [.revert(nil)]
        case .setLayoutDirection(let layout): return layout == .leftToRight ? [] : [.setLayoutDirection(.leftToRight)]
        case .swipeRelative(let d, let force):
            return (force ? [.swipeRelative(d, force: false)] : [])
                + (d == .leading ? [] : [.swipeRelative(.leading, force: force)])
        case .key(let key): return key == .leftArrow ? [] : [.key(.leftArrow)]
        case .swipeAngle(let angle, let force):
            return (force ? [.swipeAngle(angle, force: false)] : [])
                + (angle == 0 ? [] : [.swipeAngle(0, force: force)])
        case .showCard(let at, let animated):
            return (animated ? [.showCard(at: at, animated: false)] : [])
                + (at != 0 ? [.showCard(at: 0, animated: animated)] : [])
        case .insert(let at, let length, let delta, let animated):
            return (animated ? [.insert(at: at, length: length, delta: delta, animated: false)] : [])
                + (at > 0 ? [.insert(at: 0, length: length, delta: delta, animated: animated)] : [])
        case .remove(let at, let length, let delta, let animated):
            return (animated ? [.remove(at: at, length: length, delta: delta, animated: false)] : [])
                + (at > 0 ? [.remove(at: 0, length: length, delta: delta, animated: animated)] : [])
        default: return []
        }
    }
}

/// A Swift literal for `v`.
func lit(_ v: Double) -> String {
    if v.isNaN { return ".nan" }
    if v == .infinity { return ".infinity" }
    if v == -.infinity { return "-.infinity" }
    if v == 1.0 / 60 { return "1.0 / 60" }
    return "\(v)"
}
