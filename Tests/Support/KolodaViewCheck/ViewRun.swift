import KolodaCairo
import KolodaCheck
import KolodaCore
import KolodaSDL

/// Runs `ViewOperation`s on a real `KolodaView` in a simulated window: input goes through the window host's
/// translation (`HostInput`), frames are ticked and drawn into a frame buffer that keeps its pixels, as
/// `KolodaWindowHost` does. After every tick and frame it checks the view layer's invariants:
///
/// - the delegate heard exactly the engine's events, in order, each once, and each `didSwipeCardAt` reports the
///   swipe the deck has just recorded in its history (`events`);
/// - no card transform, frame, alpha or drawn layer holds NaN or ∞ (`nonFinite`);
/// - the cards in the deck are exactly its visible window: the next `min(countOfVisibleCards, remaining)` indexes,
///   loop aware (`window`);
/// - each card shows the view the data source made for its item, after inserts and removals too (`item`);
/// - no card view outlives its card: the live views the data source made are at most the cards in the scene, and
///   exactly those at the end (`leak`);
/// - the scene applied to a platform-free model of the UIKit view's view tree (`SceneApplication`) gives one view
///   per card, in the scene's order, with current content, finite placements, and touches only on the front card,
///   whose centre is inside its hit area (`sceneApplication`);
/// - a settled deck draws the same pixels into the window's buffer as a fresh full render (`pixels`: no ghost
///   cards, no stale overlay);
/// - a reading-order swipe goes the way the reference model resolves it in the current layout direction, and an
///   arrow key the way it points, in every layout (`readingOrder`);
/// - input stopped, the deck settles within 10 s (`settle`).
@MainActor
package final class ViewRun {
    /// A broken invariant.
    package struct Failure: CustomStringConvertible, Sendable, Equatable {
        /// Which invariant (see `ViewRun`).
        package var kind: String
        /// The operation after which it broke (0-based; -1 at the start, `operations.count` at the end).
        package var step: Int
        /// What was seen.
        package var detail: String
        package var description: String { "step \(step): [\(kind)] \(detail)" }
    }

    /// The first broken invariant, if any.
    package private(set) var failure: Failure?
    /// Operations run so far.
    package private(set) var operationsRun = 0

    let content: CheckDeckContent
    package let koloda: KolodaView
    private var window = Size(width: 240, height: 320)
    private var time = 1.0
    private var step = -1
    /// Draws the frames into the window's buffer, which it keeps (as the window host's canvas does).
    private let renderer = DeckFrameRenderer(backgroundColor: .white)
    private var engineLog: [String] = []
    /// True after an unannounced count change, until a reload: items and cards may then disagree.
    private var contentIsStale = false
    /// Translates each window event before `HostInput` sees it, given the window's size (pt): e.g. into SDL events
    /// and back through the window's event translator. nil: the events go to `HostInput` as they are.
    package typealias Translation = (HostEvent, Size) -> [HostEvent]
    private let translate: Translation?
    /// The UIKit-like view tree, updated from every frame's scene through `SceneApplication`.
    private var viewTree = SceneViewTreeModel()
    /// What the run knows of the deck's model: its reading direction, to resolve reading-order swipes.
    private var reference = ReferenceDeck(count: 0)

    /// A deck of `initialCount` cards in a 240 × 320 pt window, ticked once. `losesNotification` injects a fault
    /// (to prove the checker fails): the delegate does not record the notifications for which it returns true,
    /// numbered from 0.
    package init(initialCount: Int, losesNotification: ((Int) -> Bool)? = nil, translate: Translation? = nil) {
        self.translate = translate
        content = CheckDeckContent(count: initialCount)
        content.losesNotification = losesNotification
        koloda = KolodaView(frame: Self.deckFrame(in: window))
        koloda.dataSource = content
        koloda.delegate = content
        tick()
    }

    /// The deck's frame in a window of `size` (pt): a 20 pt margin (a size that is not drawable stays so).
    static func deckFrame(in size: Size) -> Rect {
        Rect(x: 20, y: 20, width: size.width - 40, height: size.height - 40)
    }

    /// Runs `operations` (stops at the first failure).
    package func perform(_ operations: [ViewOperation]) {
        for op in operations {
            guard failure == nil else { return }
            step += 1
            operationsRun += 1
            perform(op)
        }
    }

    /// Ends the run: input stops (pointers cancelled), the deck must settle within 10 s of 60 Hz frames, then the
    /// final scene is checked, views counted and the settled frame compared with a fresh render.
    package func finish() {
        guard failure == nil else { return }
        step += 1
        HostInput.apply(
            .pointer(PointerEvent(phase: .cancelled, location: .zero, timestamp: time, source: .mouse)), to: koloda)
        // A decision with no timeout never ends by itself: the app's answer never came, and the window goes.
        if koloda.pendingSwipe != nil { koloda.updateDeck { $0.deckDidLeaveScreen() } }
        let limit = time + 10
        repeat {
            time += 1.0 / 60
            tick()
        } while failure == nil && koloda.isAnimating && time < limit
        guard failure == nil else { return }
        guard !koloda.isAnimating else { return fail("settle", "still animating 10 s after input stopped") }
        draw(scale: 1)
        guard failure == nil else { return }
        let scene = koloda.deck.scene
        let shown = scene.cards.filter { $0.index >= 0 && $0.index < koloda.countOfCards }.count
        if content.liveCards.count != shown || content.liveOverlays.count != shown {
            fail(
                "leak",
                "settled with \(shown) cards but \(content.liveCards.count) card views and "
                    + "\(content.liveOverlays.count) overlays alive")
        }
    }

    /// Runs a whole case; the first failure or nil.
    /// `translation` makes a fresh translation per run (translators keep state), if any.
    package static func check(
        initialCount: Int, _ operations: [ViewOperation],
        translation: (() -> Translation)? = nil
    ) -> Failure? {
        let run = ViewRun(initialCount: initialCount, translate: translation?())
        run.perform(operations)
        run.finish()
        return run.failure
    }

    // MARK: Operations

    private func perform(_ op: ViewOperation) {
        switch op {
        case .pointer(let phase, let x, let y, let finger):
            let event = PointerEvent(
                phase: phase, location: Point(x: x, y: y), timestamp: time,
                source: finger == 0 ? .mouse : .touch(finger))
            send(.pointer(event))
        case .key(let key, let isRepeat, let control):
            let history = koloda.deck.history
            send(.keyDown(KeyEvent(key: key, modifiers: control ? [.control] : [], isRepeat: isRepeat)))
            checkSwipe(after: history, expected: isRepeat ? nil : Self.arrowDirection(key), by: "key \(key)")
        case .resize(let width, let height):
            window = Size(width: width, height: height)
            send(.resized(window))
            koloda.frame = Self.deckFrame(in: window)
        case .render(let after, let scale):
            time += after
            tick()
            if failure == nil { draw(scale: scale) }
        case .tick(let after):
            time += after
            tick()
        case .decision(let decision):
            content.decision = decision
        case .decide(let confirm):
            guard let pending = koloda.pendingSwipe else { break }
            let decided = confirm ? koloda.confirmSwipe(pending) : koloda.rejectSwipe(pending)
            if !decided || koloda.pendingSwipe == pending {
                fail("pending", "\(confirm ? "confirm" : "reject") of the waiting \(pending) did not decide it")
            }
        case .leaveScreen:
            koloda.updateDeck { $0.deckDidLeaveScreen() }
            if let pending = koloda.pendingSwipe { fail("pending", "\(pending) still waits after the window went") }
        case .reload:
            content.items = content.newItems(content.items.count)
            contentIsStale = false
            koloda.reloadData()
        case .insert(let at, let count):
            guard !contentIsStale else { return }
            if at >= 0, count > 0, at <= content.items.count {
                content.items.insert(contentsOf: content.newItems(count), at: at)
                do { try koloda.insertCards(at: at..<at + count, animated: true) } catch {
                    fail(
                        "item",
                        "insertCards(at: \(at)..<\(at + count)) of a deck of \(content.items.count - count) threw "
                            + "\(error)"
                    )
                }
            } else if count > 0, at < 0 || at > content.items.count {
                expectRejected { () throws(KolodaError) in try koloda.insertCards(at: at..<at + count, animated: true) }
            }
        case .remove(let at, let count):
            guard !contentIsStale else { return }
            if at >= 0, count > 0, at + count <= content.items.count {
                content.items.removeSubrange(at..<at + count)
                do { try koloda.removeCards(at: at..<at + count, animated: true) } catch {
                    fail(
                        "item",
                        "removeCards(at: \(at)..<\(at + count)) of a deck of \(content.items.count + count) threw "
                            + "\(error)"
                    )
                }
            } else if count > 0 {
                expectRejected { () throws(KolodaError) in try koloda.removeCards(at: at..<at + count, animated: true) }
            }
        case .silentCount(let n):
            if n < content.items.count {
                content.items.removeLast(content.items.count - n)
            } else {
                content.items += content.newItems(n - content.items.count)
            }
            contentIsStale = true
        case .loop(let on):
            koloda.isLoop = on
        case .swipeBack(let width):
            koloda.settings.swipeBackEdgeWidth = width
        case .visibleCount(let n):
            koloda.countOfVisibleCards = n
        case .showCard(let at, let animated):
            showCard(at: at, animated: animated)
        case .swipeAngle(let angle):
            koloda.swipe(toward: angle)
        case .layoutDirection(let layout):
            koloda.layoutDirection = layout
            reference.layoutDirection = layout
        case .swipeRelative(let direction):
            let history = koloda.deck.history
            koloda.swipe(direction)
            checkSwipe(after: history, expected: reference.physical(direction), by: "swipe(.\(direction))")
        }
    }

    /// The physical direction an arrow key names, in every layout; nil for other keys.
    static func arrowDirection(_ key: KeyEvent.Key) -> SwipeResultDirection? {
        switch key {
        case .left: return .left
        case .right: return .right
        case .up: return .up
        case .down: return .down
        default: return nil
        }
    }

    /// A command that may have swiped: if the history grew by one record, it is the front card's, in `expected`
    /// (the reading-order model's resolution, or the arrow's own side); a key that is not an arrow swipes nothing.
    private func checkSwipe(after history: [SwipeRecord], expected: SwipeResultDirection?, by name: String) {
        let now = koloda.deck.history
        guard now.count == history.count + 1, now.dropLast() == history[...], let record = now.last else { return }
        if record.direction != expected {
            fail(
                "readingOrder",
                "\(name) reading \(reference.layoutDirection) swiped .\(record.direction), expected "
                    + (expected.map { ".\($0)" } ?? "no swipe"))
        }
    }

    /// `showCard(at:animated:)`: a card's index becomes the front at once (the window check follows at the next
    /// tick); any other index throws and changes nothing.
    private func showCard(at index: Int, animated: Bool) {
        guard index >= 0, index < koloda.countOfCards else {
            return expectRejected { () throws(KolodaError) in try koloda.showCard(at: index, animated: animated) }
        }
        do { try koloda.showCard(at: index, animated: animated) } catch {
            return fail("item", "showCard(at: \(index)) of a deck of \(koloda.countOfCards) threw \(error)")
        }
        if koloda.currentCardIndex != index {
            fail("window", "showCard(at: \(index)) left card \(koloda.currentCardIndex) in front")
        }
    }

    /// Hands a window event to the view through the host's input translation (and `translate` first, if set).
    private func send(_ event: HostEvent) {
        for e in translate?(event, window) ?? [event] { HostInput.apply(e, to: koloda) }
    }

    /// A bad range must throw and change nothing visible.
    private func expectRejected(_ body: () throws(KolodaError) -> Void) {
        let before = (koloda.currentCardIndex, koloda.countOfCards)
        do {
            try body()
            fail("item", "a range outside the deck was accepted")
        } catch {
            if (koloda.currentCardIndex, koloda.countOfCards) != before {
                fail("item", "a rejected range changed the deck")
            }
        }
    }

    // MARK: Frames and invariants

    private func tick() {
        guard let frame = try? koloda.tick(now: time) else { return fail("nonFinite", "tick(now: \(time)) threw") }
        engineLog += frame.events.map(\.event.logLine)
        if content.heard != engineLog {
            let common = zip(content.heard, engineLog).prefix { $0 == $1 }.count
            return fail(
                "events",
                "the delegate heard \(content.heard.dropFirst(common).prefix(4)) where the engine "
                    + "reported \(engineLog.dropFirst(common).prefix(4)) (after \(common) matching events)")
        }
        if let swipe = content.unrecordedSwipes.first {
            return fail("events", "a swipe reported that the deck did not just record: \(swipe)")
        }
        check(frame.scene)
        guard failure == nil else { return }
        if let problem = viewTree.apply(
            frame.scene, countOfCards: koloda.countOfCards, point: { koloda.point(inside: $0) })
        {
            fail("sceneApplication", problem)
        }
    }

    private func check(_ scene: DeckScene) {
        // A decision waits only on the front card, and the scene says which.
        if scene.pendingSwipe != koloda.pendingSwipe {
            return fail(
                "pending",
                "scene \(String(describing: scene.pendingSwipe)), view \(String(describing: koloda.pendingSwipe))")
        }
        if let pending = scene.pendingSwipe, pending.index != koloda.currentCardIndex {
            return fail("pending", "\(pending) waits with the front card at \(koloda.currentCardIndex)")
        }
        for card in scene.cards {
            let t = card.transform
            let values = [
                t.a, t.b, t.c, t.d, t.tx, t.ty, card.alpha, card.frame.minX, card.frame.minY, card.frame.width,
                card.frame.height, card.offset.dx, card.offset.dy, card.rotation, card.scale, card.overlay.progress
            ]
            if !values.allSatisfy(\.isFinite) { return fail("nonFinite", "card \(card.index): \(card)") }
            if !(0...1).contains(card.alpha) { return fail("nonFinite", "card \(card.index) alpha \(card.alpha)") }
        }
        let inDeck = scene.cards.filter { !$0.isLeaving }.map(\.index).sorted()
        let expected = expectedWindow().sorted()
        if inDeck != expected {
            return fail(
                "window",
                "cards \(inDeck) in the deck; the visible window is \(expected) (index "
                    + "\(koloda.currentCardIndex) of \(koloda.countOfCards), \(koloda.countOfVisibleCards) visible, "
                    + "loop \(koloda.isLoop))"
            )
        }
        if !contentIsStale {
            for card in scene.cards where !card.isLeaving {
                guard let view = koloda.viewForCard(at: card.index) else { continue }
                let item = (view as? ItemView)?.item
                let want = content.items.indices.contains(card.index) ? content.items[card.index] : nil
                if item != want {
                    return fail(
                        "item",
                        "card \(card.index) shows item \(item.map(String.init) ?? "?"), the data source "
                            + "has \(want.map(String.init) ?? "none") there")
                }
            }
        }
        if content.liveCards.count > scene.cards.count || content.liveOverlays.count > scene.cards.count {
            fail(
                "leak",
                "\(content.liveCards.count) card views and \(content.liveOverlays.count) overlays alive for "
                    + "\(scene.cards.count) cards in the scene")
        }
    }

    /// The indexes the deck should hold: the next `min(countOfVisibleCards, remaining)` from the current one.
    private func expectedWindow() -> [Int] {
        let count = koloda.countOfCards
        let current = koloda.currentCardIndex
        let visible = max(0, koloda.countOfVisibleCards)
        guard count > 0 else { return [] }
        if koloda.isLoop { return (0..<min(visible, count)).map { (current + $0) % count } }
        guard current < count else { return [] }
        return Array(current..<min(current + visible, count))
    }

    /// Draws a frame into the window's buffer at `scale` (skipped when the window has no pixels); when the deck is
    /// settled, compares it with a fresh full render.
    private func draw(scale: Double) {
        let w = window.width * scale
        let h = window.height * scale
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w * h <= 4_000_000 else { return }
        let width = Int(w.rounded())
        let height = Int(h.rounded())
        let origin = koloda.frame.origin
        for layer in koloda.lastFrameLayers(scale: scale, origin: origin) {
            let t = layer.transform
            if ![t.a, t.b, t.c, t.d, t.tx, t.ty, layer.alpha].allSatisfy(\.isFinite) {
                return fail("nonFinite", "a drawn layer has transform \(t), alpha \(layer.alpha)")
            }
        }
        renderer.render(koloda, width: width, height: height, scale: scale, origin: origin)
        guard let buffer = renderer.target, !koloda.isAnimating, !koloda.isSceneMoving else { return }
        let fresh = FrameBuffer(width: width, height: height, scale: scale)
        DeckFrameRenderer(backgroundColor: .white).render(koloda, into: fresh, origin: origin)
        let differing = Self.differingPixels(buffer, fresh)
        if differing > 0 {
            fail(
                "pixels",
                "the settled frame differs from a fresh render in \(differing) px (window \(window), scale \(scale))")
        }
    }

    /// Pixels whose channels differ by more than 16 (resampling noise is far below that).
    static func differingPixels(_ a: FrameBuffer, _ b: FrameBuffer) -> Int {
        guard a.width == b.width, a.height == b.height else { return a.width * a.height }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.premultipliedPixel(x: x, y: y)
                let q = b.premultipliedPixel(x: x, y: y)
                guard p != q else { continue }
                for shift in stride(from: 0, through: 24, by: 8) {
                    let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                    if d > 16 {
                        count += 1
                        break
                    }
                }
            }
        }
        return count
    }

    private func fail(_ kind: String, _ detail: String) {
        if failure == nil { failure = Failure(kind: kind, step: step, detail: detail) }
    }
}

extension ViewCase {
    /// Shrinks a failing case: fewer initial cards, fewer and simpler operations, keeping the same kind of failure.
    @MainActor
    package func shrunk(
        keeping failure: ViewRun.Failure, maxAttempts: Int = 2000,
        translation: (() -> ViewRun.Translation)? = nil
    ) -> (ViewCase, ViewRun.Failure) {
        var best = self
        var bestFailure = failure
        func same(_ c: ViewCase) -> ViewRun.Failure? {
            guard let f = ViewRun.check(initialCount: c.initialCount, c.operations, translation: translation),
                f.kind == failure.kind
            else { return nil }
            return f
        }
        for n in 0..<initialCount {
            let smaller = ViewCase(initialCount: n, operations: operations)
            if let f = same(smaller) {
                best = smaller
                bestFailure = f
                break
            }
        }
        let initial = best.initialCount
        let ops = Shrinker.shrink(best.operations, simplify: \.simplifications, maxAttempts: maxAttempts) {
            same(ViewCase(initialCount: initial, operations: $0)) != nil
        }
        let shrunk = ViewCase(initialCount: initial, operations: ops)
        return (shrunk, same(shrunk) ?? bestFailure)
    }
}

extension ViewCase: FuzzCase {
    package static func decode(fuzzInput bytes: [UInt8], maxOperations: Int) -> ViewCase {
        var entropy = ByteEntropy(bytes)
        return decode(&entropy, maxOperations: maxOperations)
    }
    package var operationCount: Int { operations.count }
    package func checkCase() -> ViewRun.Failure? { ViewRun.check(initialCount: initialCount, operations) }
    package func shrunkTest(keeping failure: ViewRun.Failure) -> (operations: Int, test: String) {
        let (shrunk, shrunkFailure) = shrunk(keeping: failure, maxAttempts: 2000)
        return (shrunk.operations.count, shrunk.testSnippet(failure: shrunkFailure))
    }
}
