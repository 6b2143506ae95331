import Foundation
@_spi(Fronts) import KolodaCore

/// Runs `DeckOperation`s on a real `KolodaDeck` and on a `ReferenceDeck`, and checks after every step that they
/// agree and that the scene is sane. After the last operation input stops: everything must settle within 5 s of
/// engine time to the resting layout, and every undo must have produced exactly one `didRewindTo`.
///
/// ```swift
/// let failure = DeckRun.check(initialCount: 3, [.swipe(.left, force: false), .revert(nil)])
/// ```
@MainActor
package final class DeckRun {
    /// A broken invariant: the step (operation index; `operations.count` for the final settle) and what broke.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package var step: Int
        /// Which invariant, e.g. "visible cards", "history", "swipe report": the shrinker keeps it.
        package var kind: String
        package var message: String
        package var description: String { "step \(step): [\(kind)] \(message)" }
    }

    package let deck: KolodaDeck
    let dataSource: CheckDataSource
    let delegate: CheckDelegate
    package internal(set) var reference: ReferenceDeck
    package private(set) var failure: Failure?
    /// Operations run so far (nested ones included).
    package private(set) var operationsRun = 0

    var time = 0.0
    var pressed: Point?
    var sampleStart: Point?
    var step = 0
    var nesting = 0
    var armedNotification: DeckOperation?
    var armedQuery: DeckOperation?
    var swipesHeard = 0
    var expectedRunOuts = 0
    var runOuts = 0
    var reverts = 0
    /// `didSwipeCardAtAngle` reports heard, and swipes toward an angle accepted.
    var anglesHeard = 0
    var angleSwipes = 0
    var rewinds = 0
    /// Fault injection, to prove the checker can fail: returns true for a `didSwipeCardAt` (numbered from 1) that
    /// the run should not hear, as if the app had lost that swipe.
    package var losesSwipeReport: (Int) -> Bool = { _ in false }
    /// The swipe a swipe back in progress would undo: the history's last record when it began.
    var swipeBackRecord: SwipeRecord?
    /// Swipe backs released and checked, and those that undid (`DeckRun+SwipeBack.swift`).
    package internal(set) var swipeBacksReleased = 0
    package internal(set) var swipeBacksUndone = 0
    /// The model before the last top-level swipe, while the next operation may be its undo.
    var modelBeforeSwipe: DeckModel?
    /// What the deck's release policy saw, checked against `ReferenceRelease` after each release.
    let releases = ReleaseLog()
    /// The direction of the last `didSwipeCardAt` heard.
    var lastSwipeDirection: SwipeResultDirection?
    /// Releases checked against `ReferenceRelease` so far.
    package internal(set) var releasesChecked = 0
    /// Releases left waiting for a decision, and decisions the app confirmed or rejected (`DeckRun+Pending.swift`).
    package internal(set) var decisionsDeferred = 0
    package internal(set) var decisionsDecided = 0
    /// Reading-order swipes accepted while reading right to left, and keys pressed (`DeckRun+ReadingOrder.swift`).
    package internal(set) var rightToLeftSwipes = 0
    package internal(set) var keysPressed = 0

    /// A 300×400 deck with `initialCount` cards, a delegate that records everything, and the reference model.
    /// `policy` decides releases (default the UIKit drop-in's); every release is checked against `ReferenceRelease`.
    package init(initialCount: Int, policy: SwipeDecisionPolicy = .positionOrFlick()) {
        deck = KolodaDeck(size: Size(width: 300, height: 400))
        dataSource = CheckDataSource(count: initialCount)
        delegate = CheckDelegate()
        reference = ReferenceDeck(count: max(0, initialCount))
        dataSource.run = self
        delegate.run = self
        deck.delegate = delegate
        deck.dataSource = dataSource
        // The UIKit drop-in's rule, with every release it decides recorded for the reference model.
        let log = releases
        deck.decisionPolicy = .custom { context in
            log.record(context)
            return policy.decide(context)
        }
        checkInvariants()
    }

    /// Runs `operations`, then stops input and checks that the deck settles. Returns the first broken invariant.
    package static func check(initialCount: Int, _ operations: [DeckOperation]) -> Failure? {
        let run = DeckRun(initialCount: initialCount)
        run.perform(operations)
        run.finish()
        return run.failure
    }

    /// Performs each operation and checks the invariants after each; stops at the first failure.
    package func perform(_ operations: [DeckOperation]) {
        for op in operations where failure == nil {
            apply(op)
            if failure == nil { checkInvariants() }
            step += 1
        }
    }

    /// Input stops: drags are cancelled and the clock runs at 60 Hz for up to 5 s. Checks the resting state.
    package func finish() {
        guard failure == nil else { return }
        armedNotification = nil
        armedQuery = nil
        if pressed != nil {
            deck.pointerCancelled()
            pressed = nil
        }
        deck.dragCancelled()
        sampleStart = nil
        var frames = 0
        while frames < 300 {
            // A decision with no timeout never ends by itself: the app's answer never came, and the screen goes.
            if !deck.isAnimating { resolveLastDecision() }
            guard deck.isAnimating else { break }
            time += 1.0 / 60
            frames += 1
            do { try deck.tick(now: time) } catch { fail("tick", "tick(now: \(time)) threw \(error)") }
        }
        guard failure == nil else { return }
        if deck.isAnimating {
            fail("settle", "still animating 5 s after input stopped")
            return
        }
        checkInvariants()
        guard failure == nil else { return }
        if rewinds != reverts {
            fail("rewind", "\(reverts) undos produced \(rewinds) didRewindTo")
            return
        }
        checkRestingLayout()
    }

    func fail(_ kind: String, _ message: String) {
        if failure == nil { failure = Failure(step: step, kind: kind, message: message + " — reference: \(reference)") }
    }

    var actualCount: Int { max(0, dataSource.count) }

    // MARK: Operations

    func advanceInputClock(_ dt: Double) -> Double {
        let t = time + dt
        if t.isFinite && t > time { time = t }
        return t
    }

    func expectInvalidSample(_ shouldThrow: Bool, _ what: String, _ body: () throws -> Void) {
        do {
            try body()
            if shouldThrow { fail("bad input", "\(what) with a non-finite value was accepted") }
        } catch {
            if !shouldThrow {
                fail("bad input", "\(what) threw \(error) for finite values")
            } else if error as? KolodaError != .invalidSample {
                fail("bad input", "\(what) threw \(error), expected invalidSample")
            }
        }
    }

    func apply(_ op: DeckOperation) {
        operationsRun += 1
        defer { trackSwipeBack() }
        let topLevel = nesting == 0
        let savedModelBeforeSwipe = modelBeforeSwipe
        if topLevel { modelBeforeSwipe = nil }
        switch op {
        case .pointerDown(let x, let y):
            let p = Point(x: x, y: y)
            expectInvalidSample(!p.isFinite, "pointerDown") { try deck.pointerDown(at: p, time: time) }
            if p.isFinite { pressed = p }
        case .pointerMove(let dx, let dy, let dt):
            guard let p = pressed else { break }
            let t = advanceInputClock(dt)
            let q = p + Vector(dx: dx, dy: dy)
            expectInvalidSample(!(q.isFinite && t.isFinite), "pointerMoved") { try deck.pointerMoved(to: q, time: t) }
        case .pointerUp(let dx, let dy, let dt):
            guard let p = pressed else { break }
            let t = advanceInputClock(dt)
            let q = p + Vector(dx: dx, dy: dy)
            let valid = q.isFinite && t.isFinite
            checkingRelease { expectInvalidSample(!valid, "pointerUp") { try deck.pointerUp(at: q, time: t) } }
            if valid { pressed = nil }  // a rejected release leaves the pointer down
        case .pointerCancel:
            deck.pointerCancelled()
            pressed = nil
        case .dragBegan(let x, let y):
            let sample = DragSample(location: Point(x: x, y: y), translation: .zero, timestamp: time)
            var began = false
            expectInvalidSample(!sample.isFinite, "dragBegan") { began = try deck.dragBegan(sample) }
            if began { sampleStart = sample.location }
        case .dragChanged(let dx, let dy, let vx, let vy):
            let start = sampleStart ?? Point(x: 150, y: 120)
            let sample = DragSample(
                location: start + Vector(dx: dx, dy: dy), translation: Vector(dx: dx, dy: dy),
                velocity: Vector(dx: vx, dy: vy), timestamp: time)
            expectInvalidSample(!sample.isFinite, "dragChanged") { try deck.dragChanged(sample) }
        case .dragEnded(let dx, let dy, let vx, let vy):
            let start = sampleStart ?? Point(x: 150, y: 120)
            let sample = DragSample(
                location: start + Vector(dx: dx, dy: dy), translation: Vector(dx: dx, dy: dy),
                velocity: Vector(dx: vx, dy: vy), timestamp: time)
            checkingRelease { expectInvalidSample(!sample.isFinite, "dragEnded") { try deck.dragEnded(sample) } }
            if sample.isFinite { sampleStart = nil }
        case .dragCancel:
            deck.dragCancelled()
            sampleStart = nil
        case .tap(let x, let y):
            let window = reference.window  // before the call: didSelectCardAt may change the deck
            if let index = deck.tap(at: Point(x: x, y: y)), !window.contains(index) {
                fail("tap", "tap selected card \(index), which is not in the deck")
            }
        case .tick(let dt):
            let t = time + dt
            do {
                try deck.tick(now: t)
                if !t.isFinite { fail("bad input", "tick(now: \(t)) was accepted") }
            } catch {
                if t.isFinite { fail("bad input", "tick(now: \(t)) threw \(error)") }
            }
            if t.isFinite && t > time { time = t }
        case .swipe(let direction, let force):
            checkedSwipe(direction, force: force, topLevel: topLevel, name: "swipe(.\(direction), force: \(force))") {
                deck.swipe(direction, force: force)
            }
        case .swipeAngle(let angle, let force):
            swipe(toward: angle, force: force)
        case .revert(let direction):
            checkedRevert(before: topLevel ? savedModelBeforeSwipe : nil) { deck.revertAction(direction: direction) }
        case .reloadData(let count):
            dataSource.count = Self.bounded(count)
            reference.reload(actualCount)
            deck.reloadData()
        case .reset:
            reference.reset(actualCount)
            deck.resetCurrentCardIndex()
        case .insert(let at, let length, let delta, let animated):
            rangeUpdate(insert: true, at: at, length: length, delta: delta, animated: animated)
        case .remove(let at, let length, let delta, let animated):
            rangeUpdate(insert: false, at: at, length: length, delta: delta, animated: animated)
        case .reloadRange(let at, let length):
            let at = Self.bounded(at)
            let length = Self.bounded(max(0, length))
            let valid = at >= 0 && at + length <= reference.count
            do {
                try deck.reloadCards(at: at..<at + length)
                if !valid { fail("bad input", "reloadCards(at: \(at)..<\(at + length)) was accepted") }
            } catch {
                if valid { fail("bad input", "reloadCards(at: \(at)..<\(at + length)) threw \(error)") }
            }
        case .changeCountSilently(let count):
            dataSource.count = Self.bounded(count)
        case .setLoop(let value):
            reference.loop = value
            reference.reload(reference.count)
            deck.isLoop = value
        case .setVisible(let value):
            if value >= 1 { reference.visible = value }
            deck.countOfVisibleCards = value
        case .setUndoLimit(let value):
            if value.map({ $0 >= 0 }) ?? true {
                reference.undoLimit = value
                reference.trim()
            }
            deck.undoLimit = value
        case .resize(let width, let height):
            let valid = width.isFinite && height.isFinite && width > 0 && height > 0
            do {
                try deck.resize(to: Size(width: width, height: height))
                if !valid { fail("bad input", "resize to \(width)×\(height) was accepted") }
            } catch {
                if valid { fail("bad input", "resize to \(width)×\(height) threw \(error)") }
            }
        case .setReducedMotion(let value):
            deck.reducedMotion = value
        case .setAllowed(let mask):
            delegate.allowed = SwipeResultDirection.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(
                \.element)
        case .setShouldSwipe(let value):
            delegate.shouldSwipeAnswer = value
        case .snapshotRestore:
            snapshotRestore()
        case .setDecision, .confirmPending, .rejectPending, .leaveScreen, .aimedRelease:
            applyPending(op)
        case .showCard(let index, let animated):
            showCard(at: index, animated: animated)
        case .setSwipeBack, .swipeBack:
            applySwipeBack(op)
        case .setLayoutDirection, .swipeRelative, .key:
            applyReadingOrder(op, before: savedModelBeforeSwipe)
        case .inNotification(let inner):
            if topLevel { armedNotification = inner }
        case .inQuery(let inner):
            guard topLevel else { break }
            armedQuery = inner
            askQuestionsNow()
        }
    }

    /// Keeps range bounds and counts within ±10⁶, where `at..<at + length` and count arithmetic cannot overflow.
    static func bounded(_ v: Int) -> Int { min(max(v, -1_000_000), 1_000_000) }

    private func rangeUpdate(insert: Bool, at: Int, length: Int, delta: Int, animated: Bool) {
        let at = Self.bounded(at)
        let length = Self.bounded(max(0, length))
        let delta = Self.bounded(delta)
        let range = at..<at + length
        let old = dataSource.count
        dataSource.count = insert ? old + delta : old - delta
        let inBounds = at >= 0 && (insert ? at <= reference.count : at + length <= reference.count)
        let consistent = actualCount == (insert ? reference.count + length : reference.count - length)
        let saved = reference
        if inBounds && consistent {
            if insert { reference.insert(at: at, length: length) } else { reference.remove(at: at, length: length) }
        }
        let name = insert ? "insertCards(at: \(range))" : "removeCards(at: \(range))"
        do {
            if insert {
                try deck.insertCards(at: range, animated: animated)
            } else {
                try deck.removeCards(at: range, animated: animated)
            }
            if !(inBounds && consistent) {
                fail("bad input", "\(name) was accepted with \(dataSource.count) cards in the data source")
            }
        } catch {
            dataSource.count = old
            reference = saved
            if inBounds && consistent {
                fail("bad input", "\(name) threw \(error)")
            } else if !inBounds, case .indexRangeOutOfBounds = error {
            } else if inBounds, case .inconsistentCardCount = error {
            } else {
                fail("bad input", "\(name) threw \(error), which does not name the problem")
            }
        }
    }

    private func snapshotRestore() {
        let snapshot = deck.snapshot()
        let decoded: DeckModel
        do {
            decoded = try JSONDecoder().decode(DeckModel.self, from: JSONEncoder().encode(snapshot))
        } catch {
            fail("snapshot", "JSON round trip failed: \(error)")
            return
        }
        if decoded != snapshot {
            fail("snapshot", "JSON round trip changed the snapshot: \(snapshot) → \(decoded)")
            return
        }
        let valid = reference.restorable(actualCount: actualCount)
        let saved = reference
        let operations = operationsRun
        if valid { reference.count = actualCount }
        let front = reference.window.first
        do {
            try deck.restore(decoded)
            if !valid { fail("snapshot", "a snapshot that does not fit \(actualCount) cards was restored") }
        } catch {
            reference = saved
            if valid { fail("snapshot", "restore threw \(error)") }
            return
        }
        // A callback that ran an operation of its own (an insert from a waiting card's reset, which restoring reports
        // before the restored deck is drawn) may set the deck moving again.
        guard nesting == 0, operationsRun == operations else { return }
        if deck.isAnimating { fail("snapshot", "restored deck is not at rest") }
        if deck.visibleIndexes.first != front {
            fail(
                "snapshot",
                "restored front card \(String(describing: deck.visibleIndexes.first)), expected "
                    + "\(String(describing: front))"
            )
        }
    }

    // MARK: Callbacks

    /// The delegate heard `didSwipeCardAt`: the reference commits the same swipe.
    func heardSwipe(_ index: Int, _ direction: SwipeResultDirection) {
        swipesHeard += 1
        lastSwipeDirection = direction
        if losesSwipeReport(swipesHeard) { return }
        guard let record = reference.swipe(direction, actualCount: actualCount) else {
            fail("swipe report", "didSwipeCardAt(\(index), .\(direction)) but the reference deck is empty")
            return
        }
        if record.index != index {
            fail("swipe report", "didSwipeCardAt(\(index), .\(direction)), expected index \(record.index)")
        }
        if reference.isEmpty { expectedRunOuts += 1 }
    }

    func heardRunOut() {
        runOuts += 1
        if runOuts > expectedRunOuts { fail("run out", "kolodaDidRunOutOfCards without a swipe that emptied the deck") }
    }

    func heardRewind() {
        rewinds += 1
        if rewinds > reverts { fail("rewind", "\(rewinds) didRewindTo for \(reverts) undos") }
    }

    /// A notification callback: runs the armed operation, as an app calling back into the deck would.
    func notified() {
        guard let op = armedNotification, nesting == 0 else { return }
        armedNotification = nil
        nesting += 1
        apply(op)
        nesting -= 1
    }

    /// A query callback (it returns a value): every mutating call made from it must be rejected.
    /// Makes the deck ask its questions now, so that an armed operation runs inside a query callback at this step.
    /// A frame asks the app nothing (Koloda 5 asked the threshold, transparentize and move-background questions at
    /// inputs and changes, never per display refresh; docs/behaviour.md, "When the app is asked"), so the run does
    /// what makes an app's deck ask all three at once: it assigns its delegate again. (The old cadence asked them
    /// at the check's scene, right after the operation was armed.)
    private func askQuestionsNow() {
        deck.delegate = nil
        deck.delegate = delegate
    }

    func queried() {
        guard let op = armedQuery else { return }
        armedQuery = nil
        operationsRun += 1
        let before = deck.model
        func expectRejected(_ name: String, _ body: () throws -> Void) {
            do {
                try body()
                fail("query", "\(name) was accepted inside a query callback")
            } catch {
                if case .calledDuringQuery? = error as? KolodaError {
                } else if case .invalidSample? = error as? KolodaError {
                } else {
                    fail("query", "\(name) inside a query threw \(error)")
                }
            }
        }
        switch op {
        case .swipe(let d, let force):
            if deck.swipe(d, force: force) { fail("query", "swipe accepted inside a query callback") }
        case .swipeAngle(let angle, let force):
            if deck.swipe(toward: angle, force: force) {
                fail("query", "swipe(toward:) accepted inside a query callback")
            }
        case .revert(let d):
            if deck.revertAction(direction: d) { fail("query", "revertAction accepted inside a query callback") }
        case .reloadData: deck.reloadData()
        case .reset: deck.resetCurrentCardIndex()
        case .insert(let at, let length, _, let animated):
            expectRejected("insertCards(at:animated:)") {
                try deck.insertCards(
                    at: Self.bounded(at)..<Self.bounded(at) + Self.bounded(max(0, length)), animated: animated)
            }
        case .remove(let at, let length, _, let animated):
            expectRejected("removeCards(at:animated:)") {
                try deck.removeCards(
                    at: Self.bounded(at)..<Self.bounded(at) + Self.bounded(max(0, length)), animated: animated)
            }
        case .setLoop(let v): deck.isLoop = v
        case .setVisible(let v): deck.countOfVisibleCards = v
        case .setUndoLimit(let v): deck.undoLimit = v
        case .tap(let x, let y):
            if deck.tap(at: Point(x: x, y: y)) != nil { fail("query", "tap accepted inside a query callback") }
        case .snapshotRestore: expectRejected("restore") { try deck.restore(deck.snapshot()) }
        case .confirmPending, .rejectPending: pendingCallInQuery(op)
        case .swipeRelative(let d, let force):
            if deck.swipe(d, force: force) { fail("query", "a reading-order swipe accepted inside a query callback") }
        case .key(let key):
            if deck.perform(key.action) { fail("query", "key \(key) accepted inside a query callback") }
        case .showCard(let index, let animated):
            expectRejected("showCard") { try deck.showCard(at: index, animated: animated) }
        case .dragBegan(let x, let y):
            expectRejected("dragBegan") {
                _ = try deck.dragBegan(DragSample(location: Point(x: x, y: y), translation: .zero, timestamp: time))
            }
        default: break
        }
        if deck.model != before {
            fail("query", "\(op) inside a query callback changed the deck: \(before) → \(deck.model)")
        }
    }

    // MARK: Invariants

    func checkInvariants() {
        let scene = deck.scene
        let inDeck = scene.cards.filter { !$0.isLeaving }.reversed().map(\.index)
        if inDeck != reference.window {
            fail("visible cards", "deck shows \(inDeck), expected \(reference.window)")
            return
        }
        if deck.history != reference.history {
            fail("history", "deck history \(deck.history.map { "\($0.index)\($0.direction)" })")
            return
        }
        if deck.currentCardIndex != reference.current || deck.countOfCards != reference.count {
            fail("index", "deck at \(deck.currentCardIndex) of \(deck.countOfCards)")
            return
        }
        if deck.isRunOutOfCards != reference.isEmpty {
            fail("run out", "isRunOutOfCards is \(deck.isRunOutOfCards)")
            return
        }
        if runOuts != expectedRunOuts {
            fail("run out", "\(runOuts) kolodaDidRunOutOfCards, expected \(expectedRunOuts)")
            return
        }
        checkPendingDecision(scene)
        checkSwipeActions()
        for card in scene.cards {
            let finite =
                card.transform.isFinite && card.frame.isFinite && card.offset.isFinite && card.slot.isFinite
                && card.rotation.isFinite && card.scale.isFinite && card.alpha.isFinite
                && card.overlay.progress.isFinite
            if !finite {
                fail("scene values", "non-finite value in \(card)")
                return
            }
            if !(0...1).contains(card.alpha) {
                fail("scene values", "alpha \(card.alpha) of card \(card.index)")
                return
            }
            if !(0...1).contains(card.overlay.progress) {
                fail("scene values", "overlay progress \(card.overlay.progress)")
                return
            }
        }
    }

    /// The settled scene must be exactly the resting layout: the one a fresh deck restored from the same state shows.
    func checkRestingLayout() {
        let scene = deck.scene
        if scene.cards.contains(where: \.isLeaving) {
            fail("resting layout", "a card is still leaving")
            return
        }
        for (slot, card) in scene.cards.reversed().enumerated() {
            if card.slot != Double(slot) || card.frame != deck.frameForCard(at: slot) || card.offset != .zero
                || card.rotation != 0 || card.scale != 1
            {
                fail("resting layout", "card \(card.index) at slot \(slot) is not at rest: \(card)")
                return
            }
        }
        let fresh = KolodaDeck(size: deck.size)
        fresh.reducedMotion = deck.reducedMotion
        let freshSource = CheckDataSource(count: deck.countOfCards)
        let freshDelegate = CheckDelegate()
        freshDelegate.allowed = delegate.allowed
        fresh.delegate = freshDelegate
        fresh.dataSource = freshSource
        do { try fresh.restore(deck.snapshot()) } catch {
            fail("resting layout", "the deck's own snapshot does not restore: \(error)")
            return
        }
        // Compared to 1e-9 (pt, rad, alpha): a card grabbed off-centre keeps its pivot, which rounds differently
        // (~1e-14).
        func pose(_ c: CardPose) -> [Double] {
            let t = c.transform
            return [
                Double(c.index), c.slot, c.frame.minX, c.frame.minY, c.frame.width, c.frame.height, c.offset.dx,
                c.offset.dy,
                c.rotation, c.scale, t.a, t.b, t.c, t.d, t.tx, t.ty, c.alpha, c.overlay.progress,
                c.isInteractive ? 1 : 0,
                c.isLeaving ? 1 : 0, c.overlay.direction == nil ? 0 : 1
            ]
        }
        let expected = fresh.scene.cards.map(pose)
        let actual = scene.cards.map(pose)
        let same =
            expected.count == actual.count
            && zip(expected, actual).allSatisfy { e, a in
                zip(e, a).allSatisfy { abs($0 - $1) <= 1e-9 }
            }
        if !same { fail("resting layout", "settled scene \(actual) differs from the resting layout \(expected)") }
    }
}

/// The data source of a `DeckRun`: a count the run controls. Its methods are queries.
@MainActor
final class CheckDataSource: KolodaDeckDataSource {
    var count: Int
    weak var run: DeckRun?
    init(count: Int) { self.count = count }
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int {
        run?.queried()
        return count
    }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed {
        run?.queried()
        return .default
    }
}

/// The delegate of a `DeckRun`: answers queries from settable values, reports notifications to the run, and runs
/// the armed operation from inside callbacks.
@MainActor
final class CheckDelegate: KolodaDeckDelegate {
    weak var run: DeckRun?
    var allowed: [SwipeResultDirection] = [.left, .right, .up]
    var shouldSwipeAnswer = true
    /// Every direction `shouldSwipeCardAt` was asked about, in order.
    var shouldSwipeQuestions: [SwipeResultDirection] = []
    /// The answer to `decideSwipe`, and every handle it was asked about.
    var decision = SwipeDecision.swipe
    var decisionsAsked: [PendingSwipe] = []

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        run?.queried()
        return allowed
    }
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        shouldSwipeQuestions.append(direction)
        run?.queried()
        return shouldSwipeAnswer
    }
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool {
        run?.queried()
        return true
    }
    func koloda(_ koloda: KolodaDeck, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        decisionsAsked.append(swipe)
        run?.queried()
        return decision
    }
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? {
        run?.queried()
        return nil
    }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool {
        run?.queried()
        return true
    }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool {
        run?.queried()
        return true
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool {
        run?.queried()
        return true
    }

    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        run?.heardSwipe(index, direction)
        run?.notified()
    }
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double) {
        run?.heardSwipeAngle(index, direction, angle)
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) {
        run?.heardRunOut()
        run?.notified()
    }
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) { run?.heardRewind() }
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) { run?.notified() }
    func kolodaPanBegan(_ koloda: KolodaDeck, cardAt index: Int) { run?.notified() }
    func kolodaPanFinished(_ koloda: KolodaDeck, cardAt index: Int) { run?.notified() }
    func kolodaDidResetCard(_ koloda: KolodaDeck) { run?.notified() }
    func koloda(_ koloda: KolodaDeck, didEvict record: SwipeRecord, reason: HistoryEvictionReason) { run?.notified() }
}
