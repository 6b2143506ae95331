import Testing

@_spi(Fronts) @testable import KolodaCore

/// The model driven with the calls SwiftUI's `KolodaStack` makes, in its order: the list handed over after an
/// update (`setItems(_:)`), a gesture's samples then the display frame (`dragChanged`, `frame(at:)`), and after
/// every call `takePublication()`, whose `.status` is what the app's screen observes.
@MainActor
@Suite("Data-driven deck: what the SwiftUI front relies on")
struct KolodaStackFrontTests {
    private static let deckSize = Size(width: 300, height: 400)

    private func model(_ items: [String], allowed: [SwipeResultDirection]? = nil) -> KolodaStackModel<String> {
        let model = KolodaStackModel(items: items)
        model.resize(to: Self.deckSize)
        if let allowed { model.handlers.allowedDirections = { _ in allowed } }
        settle(model, from: 0)
        _ = model.takePublication()
        return model
    }

    /// Frames at 60 Hz from `start` (s) until nothing moves (at most 5 s); returns the time reached.
    @discardableResult
    private func settle(_ model: KolodaStackModel<String>, from start: Double) -> Double {
        var now = start
        for _ in 0..<300 where model.frame(at: now) { now += 1.0 / 60 }
        return now
    }

    private func front(_ model: KolodaStackModel<String>) -> StackCardPose<String>? {
        model.poses.last(where: \.isFront)
    }

    // MARK: The list

    @Test func aListChangeIsAdoptedInTheCallThatHandsItOver() throws {
        // The example's screen: five pictures; when they run out, `onRunOut` appends four more to the app's list and
        // the stack hands the new list over after that update. The deck must show the sixth at once.
        var appItems = ["a", "b", "c", "d", "e"]
        let model = model(appItems)
        model.handlers.onRunOut = { appItems += ["f", "g", "h", "i"] }
        var now = 1.0
        for _ in 0..<5 {
            model.perform(at: now) { $0.swipe(.left) }
            now = settle(model, from: now)
        }
        #expect(model.status.isRunOutOfCards)
        #expect(appItems.count == 9)
        _ = model.takePublication()

        try model.setItems(appItems)
        #expect(model.deck.countOfCards == 9)
        #expect(!model.status.isRunOutOfCards && model.currentItem == "f")
        #expect(model.takePublication().contains(.status))
        settle(model, from: now)
        #expect(front(model)?.item == "f")
    }

    // MARK: Identity and data

    @Test func aCardShowsTheCurrentValueOfAnItemEditedInPlace() throws {
        struct Profile: Equatable {
            var id: String
            var isFavorite: Bool
        }
        var data = [Profile(id: "a", isFavorite: false), Profile(id: "b", isFavorite: false)]
        let model = model(data.map(\.id))
        let pose = try! #require(front(model))
        #expect(pose.element(in: data, identity: \.id)?.isFavorite == false)
        data[0].isFavorite = true  // same identity: the list the model holds does not change
        #expect(try model.setItems(data.map(\.id)) == .none)
        #expect(pose.element(in: data, identity: \.id) == Profile(id: "a", isFavorite: true))
        // An item that moved away from the card's index is not taken for another's: the view uses what it kept.
        #expect(pose.element(in: Array(data.reversed()), identity: \.id) == nil)
        #expect(pose.element(in: [Profile](), identity: \.id) == nil)
    }

    @Test func contentIsIdentifiedByItsItemAfterAReplaceAndAReorder() throws {
        let model = model(["a", "b", "c", "d", "e"])
        let before = model.poses
        #expect(before.map(\.contentID.item) == ["c", "b", "a"])

        // Every item replaced: new cards with new content (the front is the first position: nothing was swiped).
        #expect(try model.setItems(["x", "y", "z", "w"]) == .reload)
        settle(model, from: 1)
        let replaced = model.poses
        #expect(replaced.map(\.contentID.item) == ["z", "y", "x"])
        #expect(Set(replaced.map(\.contentID)).isDisjoint(with: before.map(\.contentID)))

        // Reordered: the front item "x" stays in front; its card and content are kept.
        #expect(try model.setItems(["y", "x", "z", "w"]) == .reload)
        settle(model, from: 2)
        let reordered = model.poses
        #expect(reordered.map(\.contentID.item) == ["w", "z", "x"])
        #expect(reordered.allSatisfy { $0.contentID.item == $0.item })
        #expect(reordered.last(where: \.isFront)?.contentID == replaced.last(where: \.isFront)?.contentID)
        #expect(reordered.last(where: \.isFront)?.id == replaced.last(where: \.isFront)?.id)

        // Appending keeps every card's content: nothing on screen shows another item.
        #expect(try model.setItems(["y", "x", "z", "w", "v"]) == .inserted(4..<5))
        settle(model, from: 3)
        #expect(model.poses.map(\.contentID) == reordered.map(\.contentID))
    }

    // MARK: Per-frame work

    /// A one-second drag to the right at `rate` frames a second: per frame a gesture sample, then the display
    /// frame, each followed by `takePublication()`. Returns the publications during the drag and at the release.
    private func publications(duringDragAt rate: Double) -> (
        calls: Int, status: Int, poses: Int, release: StackPublication
    ) {
        let model = model(["a", "b", "c"])
        let start = model.deck.frameForCard(at: 0).center
        let frames = Int(rate)
        var now = 1.0
        var calls = 0
        var status = 0
        var poses = 0
        func take() {
            calls += 1
            let publication = model.takePublication()
            if publication.contains(.status) { status += 1 }
            if publication.contains(.poses) { poses += 1 }
        }
        for frame in 1...frames {
            now += 1 / rate
            let location = start + Vector(dx: Double(frame) * 200 / Double(frames), dy: 0)
            model.dragChanged(start: start, location: location, sampleTime: now, now: now)
            take()
            model.frame(at: now)
            take()
        }
        model.dragEnded(location: start + Vector(dx: 200, dy: 0), sampleTime: now)
        var release = model.takePublication()
        model.frame(at: now + 1 / rate)
        release.formUnion(model.takePublication())
        return (calls, status, poses, release)
    }

    @Test(arguments: [60.0, 120.0])
    func aDragPublishesPosesOncePerFrameAndTheStatusOnlyAtTheSwipe(rate: Double) {
        let counts = publications(duringDragAt: rate)
        #expect(counts.calls == 2 * Int(rate))  // what a controller publishing after every call would send
        #expect(counts.status == 0)
        #expect(counts.poses == Int(rate))
        #expect(counts.release.contains(.status))  // 200 pt to the right: swiped, the front index moved
    }

    @Test func aCardsContentInputsDoNotChangeDuringADragOrItsReturn() {
        // The SwiftUI stack evaluates a card's content only when the card's `contentID` (item and content version)
        // changes, or when the app hands it new data; a drag hands none. Replayed: a drag of 60 frames and the
        // spring back, recording each card's content input at every frame: no card's input changes, so no content
        // is evaluated while the card moves (a card holding a closure included).
        let model = model(["a", "b", "c", "d"])
        let start = model.deck.frameForCard(at: 0).center
        var inputs = Dictionary(uniqueKeysWithValues: model.poses.map { ($0.id, $0.contentID) })
        var evaluations = 0
        var moved = 0
        var now = 1.0
        func frame() {
            let before = model.poses.map(\.transform)
            model.frame(at: now)
            if model.poses.map(\.transform) != before { moved += 1 }
            for pose in model.poses where inputs.updateValue(pose.contentID, forKey: pose.id) != pose.contentID {
                evaluations += 1
            }
        }
        for step in 1...60 {
            now += 1.0 / 60
            let location = start + Vector(dx: Double(step), dy: 0)
            model.dragChanged(start: start, location: location, sampleTime: now, now: now)
            frame()
        }
        model.dragEnded(location: start + Vector(dx: 60, dy: 0), sampleTime: now + 1)
        for _ in 0..<600 where model.needsFrames {
            now += 1.0 / 60
            frame()
        }
        #expect(moved >= 60)  // the card really moved at every drag frame
        #expect(evaluations == 0)
    }

    // MARK: Touches

    @Test func anEmptyDeckPassesTouchesThroughOnlyWhenAskedTo() {
        for passes in [false, true] {
            let model = model(["a", "b"])
            model.deck.shouldPassthroughTapsWhenNoVisibleCards = passes
            #expect(!model.passesTouchesThrough)
            var now = 1.0
            for _ in 0..<2 {
                model.perform(at: now) { $0.swipe(.right) }
                now = settle(model, from: now)
            }
            #expect(model.poses.isEmpty)
            #expect(model.passesTouchesThrough == passes)
        }
    }

    /// The front card's transform's translation after a gesture from its centre by `moves`, without releasing.
    private func frontOffset(allowed: [SwipeResultDirection], moves: [Vector]) -> (moved: Vector, needsFrames: Bool) {
        let model = model(["a", "b"], allowed: allowed)
        let rest = front(model)!.transform
        let start = model.deck.frameForCard(at: 0).center
        var now = 1.0
        for move in moves {
            now += 1.0 / 60
            model.dragChanged(start: start, location: start + move, sampleTime: now, now: now)
            model.frame(at: now)
        }
        let moved = front(model)!.transform
        return (Vector(dx: moved.tx - rest.tx, dy: moved.ty - rest.ty), model.needsFrames)
    }

    @Test func aDragBeginsOnlyHeadingWithin60DegreesOfAnAllowedDirection() {
        // Left-and-right: a first movement straight down is the scroll view's, for the whole gesture.
        let down = frontOffset(allowed: [.left, .right], moves: [Vector(dx: 0, dy: 12), Vector(dx: 80, dy: 20)])
        #expect(down.moved == .zero && !down.needsFrames)
        // 50° below the right: close enough to the right.
        let steep = frontOffset(allowed: [.left, .right], moves: [Vector(dx: 7.7, dy: 9.2), Vector(dx: 60, dy: 20)])
        #expect(steep.moved.dx > 0 && steep.needsFrames)
        // 70° below the right: not.
        let steeper = frontOffset(allowed: [.left, .right], moves: [Vector(dx: 4.1, dy: 11.3), Vector(dx: 60, dy: 20)])
        #expect(steeper.moved == .zero)
        // Up and down: the same movement down is the deck's.
        let vertical = frontOffset(allowed: [.up, .down], moves: [Vector(dx: 0, dy: 12), Vector(dx: 0, dy: 60)])
        #expect(vertical.moved.dy > 0)
    }

    @Test func aDeclinedGestureEndsWithNothingDone() {
        let model = model(["a", "b"])
        var log: [String] = []
        model.handlers.onSwipe = { item, _ in log.append(item) }
        model.handlers.onSelect = { log.append("select \($0)") }
        let start = model.deck.frameForCard(at: 0).center
        model.dragChanged(start: start, location: start + Vector(dx: 0, dy: -12), sampleTime: 10, now: 1)
        model.dragChanged(start: start, location: start + Vector(dx: 250, dy: -12), sampleTime: 10.02, now: 1.02)
        model.dragEnded(location: start + Vector(dx: 300, dy: -12), sampleTime: 10.04)
        settle(model, from: 1.04)
        #expect(log.isEmpty && model.deck.currentCardIndex == 0)
        // The next gesture is judged afresh.
        model.dragChanged(start: start, location: start + Vector(dx: 12, dy: 0), sampleTime: 20, now: 2)
        model.dragChanged(start: start, location: start + Vector(dx: 200, dy: 0), sampleTime: 20.05, now: 2.05)
        model.dragEnded(location: start + Vector(dx: 220, dy: 0), sampleTime: 20.06)
        #expect(log == ["a"])
    }
}

@MainActor
@Suite("Data-driven deck: what a view's body reads")
struct KolodaStackBodyReadTests {
    @Test func theFrontCardsActionsAreReadFromTheLastFrameWithoutAskingTheApp() {
        let model = KolodaStackModel(items: ["a", "b", "c"])
        model.resize(to: Size(width: 300, height: 400))
        var asked = 0
        model.handlers.allowedDirections = { _ in
            asked += 1
            return [.left, .right]
        }
        model.frame(at: 0)
        #expect(model.frontCardActions == [.swipe(.left), .swipe(.right)])
        let before = asked
        _ = model.poses
        _ = model.frontCardActions
        #expect(asked == before)  // what `body` reads asks nothing
        model.perform(at: 0.1) { $0.swipe(.left) }
        for t in 1...120 { model.frame(at: 0.1 + Double(t) / 60) }
        #expect(model.frontCardActions == [.swipe(.left), .swipe(.right), .undo])
        // New handlers may answer differently: asked again at once when nothing moves (no frame follows).
        #expect(!model.needsFrames)
        model.handlers.allowedDirections = { _ in [.up] }
        #expect(model.frontCardActions == [.swipe(.up), .undo])
    }
}
