import Testing

@_spi(Fronts) @testable import KolodaCore

/// The data-driven deck behind SwiftUI's KolodaStack, driven with a manual clock.
@MainActor
@Suite("Data-driven deck")
struct KolodaStackModelTests {
    /// A 300×400 deck of `items`, recording every event as text.
    @MainActor
    final class Fixture {
        let model: KolodaStackModel<String>
        var log: [String] = []
        var now = 0.0

        init(_ items: [String]) {
            model = KolodaStackModel(items: items)
            model.resize(to: Size(width: 300, height: 400))
            model.handlers.onSwipe = { [unowned self] item, direction in log.append("swipe \(item) \(direction)") }
            model.handlers.onRunOut = { [unowned self] in log.append("run out") }
            model.handlers.onSelect = { [unowned self] item in log.append("select \(item)") }
            model.handlers.onRewind = { [unowned self] item in log.append("rewind \(item)") }
            model.frame(at: now)
        }

        /// Advances the clock to rest (at most 5 s), 60 frames a second.
        func settle() {
            for _ in 0..<300 where model.frame(at: now) { now += 1.0 / 60 }
        }

        /// A gesture from `start` through `moves` (pt from the start), one sample every `step` s, released at the
        /// last. Gesture timestamps run on a clock 5000 s ahead of the deck's, as SwiftUI's dates would.
        func gesture(from start: Point, moves: [Vector], step: Double = 1.0 / 60) {
            let epoch = 5000.0
            var t = 0.0
            model.dragChanged(start: start, location: start, sampleTime: epoch + t, now: now)
            for move in moves {
                t += step
                now += step
                model.dragChanged(start: start, location: start + move, sampleTime: epoch + t, now: now)
            }
            model.dragEnded(location: start + (moves.last ?? .zero), sampleTime: epoch + t)
        }

        var center: Point { model.deck.frameForCard(at: 0).center }
    }

    @Test func aDragRefreshBuildsOneSceneForTheSampleTheFrameAndTheBody() {
        // SwiftUI's stack, call for call: a gesture sample, then the display link's frame, then the cards' body reads
        // the poses. One scene for the whole refresh: the sample only moves the clock.
        let f = Fixture(["a", "b", "c", "d"])
        f.model.dragChanged(start: Point(x: 150, y: 150), location: Point(x: 150, y: 150), sampleTime: 0, now: f.now)
        for step in 1...30 {
            let before = f.model.deck.scenesBuilt
            f.now += 1.0 / 60
            f.model.dragChanged(
                start: Point(x: 150, y: 150), location: Point(x: 150 + Double(step) * 6, y: 150),
                sampleTime: Double(step) / 60, now: f.now)
            f.model.frame(at: f.now)
            let poses = f.model.poses
            #expect(f.model.deck.scenesBuilt - before == 1)
            #expect(poses.last?.transform == f.model.presenter.lastFrame.scene.cards.last?.transform)
        }
        // Each drag moved the front card, so the poses of consecutive frames differ: the scene is not stale.
        let moved = f.model.poses.last?.transform
        f.model.dragChanged(start: Point(x: 150, y: 150), location: Point(x: 40, y: 150), sampleTime: 0.6, now: f.now)
        f.model.frame(at: f.now)
        #expect(f.model.poses.last?.transform != moved)
    }

    @Test func eventsNameTheItems() {
        let f = Fixture(["ada", "grace"])
        f.model.deck.swipe(.right)
        f.model.deck.swipe(.left)
        f.model.deck.revertAction()
        f.settle()
        #expect(f.log == ["swipe ada right", "swipe grace left", "run out", "rewind grace"])
    }

    @Test func aFlickSwipesWithItsReleaseVelocityAndASlowShortDragReturns() {
        // 40 pt in 50 ms is a flick: the engine projects the release velocity past the threshold.
        let flick = Fixture(["a", "b", "c"])
        flick.gesture(from: flick.center, moves: [Vector(dx: 13, dy: 0), Vector(dx: 27, dy: 0), Vector(dx: 40, dy: 0)])
        #expect(flick.log == ["swipe a right"])
        // The same 40 pt over a second, then held still: no swipe, the card goes back.
        let slow = Fixture(["a", "b", "c"])
        slow.gesture(
            from: slow.center,
            moves: (1...60).map { Vector(dx: Double($0) * 40 / 60, dy: 0) }
                + Array(repeating: Vector(dx: 40, dy: 0), count: 10))
        #expect(slow.log.isEmpty)
        slow.settle()
        #expect(slow.model.deck.currentCardIndex == 0)
    }

    @Test func aTapSelectsTheFrontItem() {
        // SwiftUI's tap gesture on the front card selects it through the model.
        let f = Fixture(["a", "b"])
        #expect(f.model.perform(at: f.now) { $0.selectFrontCard() })
        #expect(f.log == ["select a"])
    }

    @Test func aPressOffTheCardOrWithBadValuesDoesNothing() {
        let f = Fixture(["a", "b"])
        f.gesture(from: Point(x: -50, y: -50), moves: [Vector(dx: 300, dy: 0)])
        f.model.dragChanged(start: Point(x: .nan, y: 0), location: f.center, sampleTime: 1, now: f.now)
        f.model.dragChanged(start: f.center, location: f.center, sampleTime: .infinity, now: f.now)
        f.model.dragEnded(location: f.center, sampleTime: .nan)
        #expect(f.log.isEmpty && !f.model.needsFrames)
        #expect(f.model.deck.currentCardIndex == 0)
    }

    @Test func theHandlersAnswerTheQueries() {
        let f = Fixture(["a", "b"])
        f.model.handlers.allowedDirections = { _ in [.up] }
        #expect(!f.model.deck.swipe(.right))
        f.model.handlers.shouldSwipe = { item, _ in item != "a" }
        #expect(!f.model.deck.swipe(.up))
        f.model.handlers.shouldSwipe = nil
        #expect(f.model.deck.swipe(.up))
        #expect(f.log == ["swipe a up"])
    }

    @Test func anAppendedItemAnimatesInAndRefillsADeckThatRanOut() throws {
        let f = Fixture(["a"])
        f.model.deck.swipe(.left)
        f.settle()
        #expect(f.model.deck.isRunOutOfCards && f.model.currentItem == nil)
        #expect(try f.model.setItems(["a", "b", "c"]) == .inserted(1..<3))
        #expect(f.model.currentItem == "b")
        #expect(f.model.needsFrames)  // the new cards fade in
        f.settle()
        #expect(f.model.poses.last?.item == "b" && f.model.poses.last?.isFront == true)
    }

    @Test func aCardFlyingOutKeepsItsItemWhenTheAppDropsIt() throws {
        let f = Fixture(["a", "b", "c"])
        f.model.deck.swipe(.right)
        f.now += 0.1
        f.model.frame(at: f.now)
        #expect(try f.model.setItems(["b", "c"]) == .removed(0..<1))
        let leaving = f.model.poses.filter(\.isLeaving)
        #expect(leaving.map(\.item) == ["a"])
        #expect(f.model.poses.first(where: \.isFront)?.item == "b")
        f.settle()
        #expect(f.model.poses.map(\.item) == ["c", "b"])
    }

    @Test func aReorderedListKeepsTheFrontItemInFront() throws {
        let f = Fixture(["a", "b", "c"])
        #expect(try f.model.setItems(["c", "b", "a"]) == .reload)
        f.settle()
        // "a" stays in front, now last in the list: "c" and "b" come before it, as if passed.
        #expect(f.model.poses.map(\.item) == ["a"])
        #expect(f.model.currentItem == "a" && f.model.deck.currentCardIndex == 2)
    }

    @Test func posesAreTheEnginesSceneWithItems() {
        let f = Fixture(["a", "b", "c", "d"])
        f.gesture(from: f.center, moves: [Vector(dx: 30, dy: 10)], step: 1)  // a slow drag, released: returning
        f.model.frame(at: f.now)
        let scene = f.model.deck.scene.cards
        let poses = f.model.poses
        #expect(poses.map(\.id) == scene.map(\.id))
        #expect(poses.map(\.transform) == scene.map(\.transform))
        #expect(poses.map(\.alpha) == scene.map(\.alpha))
        #expect(poses.map(\.zIndex) == [0, 1, 2])
        #expect(poses.map(\.item) == ["c", "b", "a"])
        #expect(poses.map(\.isFront) == [false, false, true])
    }

    @Test func framesAreNeededOnlyWhileSomethingMovesOrAFingerIsDown() {
        let f = Fixture(["a", "b"])
        f.settle()
        #expect(!f.model.frame(at: f.now))
        f.model.dragChanged(start: f.center, location: f.center, sampleTime: 0, now: f.now)
        #expect(f.model.needsFrames)
        f.model.dragCancelled()
        f.settle()
        #expect(!f.model.needsFrames)
        f.model.deck.swipe(.left)
        #expect(f.model.frame(at: f.now))
        f.settle()
        #expect(!f.model.needsFrames)
    }
}

@MainActor
@Suite("Data-driven deck: first items and background cards")
struct KolodaStackModelSetUpTests {
    @Test func theFirstItemsAppearWithTheAppearAnimationNotAnInsertion() throws {
        let model = KolodaStackModel<String>()
        model.resize(to: Size(width: 300, height: 400))
        model.frame(at: 0)
        #expect(try model.setItems(["a", "b", "c"]) == .inserted(0..<3))
        model.frame(at: 0.05)
        let front = model.poses.first(where: \.isFront)
        // Koloda's appear animation grows the deck from 0.1; an insertion would only fade the cards in at full size.
        #expect(front.map { $0.transform.a < 0.5 } == true)
        #expect(model.needsFrames)
    }

    @Test(arguments: [Size(width: 0, height: 400), Size(width: .nan, height: 400), Size(width: 300, height: .infinity)])
    func aSizeThatCannotBeDrawnIsIgnored(size: Size) {
        let model = KolodaStackModel(items: ["a"])
        model.resize(to: Size(width: 320, height: 480))
        model.resize(to: size)
        #expect(model.deck.size == Size(width: 320, height: 480))
    }

    @Test func backgroundCardsStayPutWhileDraggingWhenTheHandlerSaysSo() {
        func backgroundMoves(_ moves: Bool?) -> Bool {
            let model = KolodaStackModel(items: ["a", "b", "c"])
            model.resize(to: Size(width: 300, height: 400))
            if let moves { model.handlers.shouldMoveBackgroundCard = { moves } }
            for t in 0...60 { model.frame(at: Double(t) / 60) }
            let resting = model.poses[1].transform
            let center = model.deck.frameForCard(at: 0).center
            model.dragChanged(start: center, location: center, sampleTime: 0, now: 1)
            model.dragChanged(start: center, location: center + Vector(dx: 120, dy: 0), sampleTime: 0.5, now: 1.5)
            model.frame(at: 1.5)
            return model.poses[1].transform != resting
        }
        #expect(backgroundMoves(nil))
        #expect(!backgroundMoves(false))
    }
}

/// Swipe back to undo through the data-driven deck behind SwiftUI's `KolodaStack` (its gesture calls, as the
/// stack's `DragGesture` makes them): the item comes back and `onRewind` names it.
@MainActor
@Suite("Data-driven deck, swipe back")
struct KolodaStackModelSwipeBackTests {
    @Test func aGestureFromTheEdgeTheItemLeftFromBringsItBack() {
        let f = KolodaStackModelTests.Fixture(["a", "b", "c"])
        f.model.deck.settings.swipeBackEdgeWidth = 40
        f.settle()
        f.model.perform(at: f.now) { $0.swipe(.left) }
        f.settle()
        f.log.removeAll()
        // From the left edge, rightward, past where a drag would return; held still before the release.
        f.gesture(
            from: Point(x: 20, y: 200),
            moves: (1...20).map { Vector(dx: Double($0) * 13, dy: 0) } + [
                Vector(dx: 260, dy: 0), Vector(dx: 260, dy: 0), Vector(dx: 260, dy: 0)
            ])
        f.settle()
        #expect(f.log == ["rewind a"])
        #expect(f.model.currentItem == "a")
    }

    @Test func aShortGestureSendsTheItemBackOutAndReportsNothing() {
        let f = KolodaStackModelTests.Fixture(["a", "b", "c"])
        f.model.deck.settings.swipeBackEdgeWidth = 40
        f.settle()
        f.model.perform(at: f.now) { $0.swipe(.left) }
        f.settle()
        f.log.removeAll()
        // Held still at 10 pt in before the release, so the release has no speed toward the deck.
        f.gesture(from: Point(x: 20, y: 200), moves: Array(repeating: Vector(dx: 10, dy: 0), count: 20))
        f.settle()
        #expect(f.log.isEmpty)
        #expect(f.model.currentItem == "b")
    }
}
