import Testing
@testable import KolodaCore

/// The value core on its own: no data source, no delegate, no layout object. The answers the shell would get from
/// the app are plain arguments, and the events are read from `core.events`. Time is set by hand.
@Suite("Deck core")
@MainActor
struct DeckCoreTests {
    let animator = KolodaViewAnimator()

    /// A core of `count` cards, `visible` of them in the deck, loaded at rest at time 0.
    func makeCore(count: Int, visible: Int = 3) -> DeckCore {
        var core = DeckCore()
        core.size = Size(width: 300, height: 400)
        _ = core.model.setCountOfVisibleCards(visible)
        _ = core.model.reload(newCount: count)
        sync(&core, .instant)
        return core
    }

    /// The shell's sync: one swipe duration (0.5 s) for each card the core says will enter.
    func sync(_ core: inout DeckCore, _ entrance: CardEntrance, front: CardRuntime? = nil) {
        let visible = core.model.visibleIndexes
        let entering = core.countOfCardsEntering(visible, withFront: front != nil)
        core.syncCards(visible, newCards: entrance, front: front, swipeDurations: Array(repeating: 0.5, count: entering),
                       animator: animator)
    }

    /// The default layout's rectangles for slots 0…`slots` (pt).
    func frames(_ core: DeckCore, slots: Int) -> SlotFrames {
        SlotFrames(whole: (0...slots).map { StackLayout.frame(at: $0, in: core.layoutContext) })
    }

    func answers(_ core: DeckCore, slots: Int? = nil, moveBackground: Bool = true) -> SceneAnswers {
        SceneAnswers(threshold: 1, transparentize: true, moveBackground: moveBackground,
                     frames: frames(core, slots: slots ?? core.cards.count))
    }

    func scene(_ core: inout DeckCore, _ answers: SceneAnswers) -> DeckScene? {
        var snapshots: [CardSnapshot] = []
        var missing: [Int] = []
        return core.makeScene(into: &snapshots, answers: answers, missing: &missing)
    }

    @Test func loadingFillsTheWindowAndTheFrontIsShownOnceItsMotionIsComplete() {
        var core = makeCore(count: 5)
        #expect(core.cards.map(\.index) == [0, 1, 2])
        #expect(core.cards.map(\.swipeDuration) == [0.5, 0.5, 0.5])
        #expect(core.events.isEmpty)
        core.advance(to: 0.1)
        #expect(core.events == [.didShowCard(index: 0)])
        core.advance(to: 0.2)
        #expect(core.events == [.didShowCard(index: 0)], "shown once")
    }

    @Test func countOfCardsEnteringIsWhatTheSyncCreates() {
        for (count, visible, swipes) in [(5, 3, 1), (4, 3, 3), (2, 5, 0), (10, 1, 4), (3, 3, 3)] {
            var core = makeCore(count: count, visible: visible)
            for _ in 0..<swipes {
                core.launchFrontCard(.right, velocity: .zero, programmatic: true, frontFrame: frames(core, slots: 0).whole[0],
                                     animator: animator)
                _ = core.model.commitSwipe(.right)
                let visibleIndexes = core.model.visibleIndexes
                let expected = core.countOfCardsEntering(visibleIndexes, withFront: false)
                let before = Set(core.cards.map(\.id))
                sync(&core, .fadeIn)
                let created = core.cards.filter { !before.contains($0.id) }.count
                #expect(created == expected, "\(count) cards, \(visible) visible")
            }
        }
    }

    @Test func aDragQueuesItsEventsWithoutAskingAnyone() {
        var core = makeCore(count: 3)
        core.events.removeAll()
        let size = frames(core, slots: 0).whole[0].size
        let center = frames(core, slots: 0).whole[0].center
        core.beginDrag(press: center, translation: .zero, allowed: [.left, .right], frontTransform: .identity,
                       cardSize: size, animator: animator)
        #expect(core.drag != nil)
        #expect(core.events == [.didShowCard(index: 0), .panBegan(index: 0)], "a dragged card counts as shown")

        let move = core.moveDrag(translation: Vector(dx: size.width / 4, dy: 0), allowed: [.left, .right], cardSize: size)
        #expect(move?.direction == .right)
        #expect(close(move?.progress ?? 0, 0.5))
        let held = core.heldOffset
        #expect(held == Vector(dx: size.width / 4, dy: 0))
        #expect(core.events.last == .draggedCard(index: 0, percentage: 50, direction: .right))

        core.crossThreshold(past: .right)
        core.crossThreshold(past: .right)  // no change, no event
        core.crossThreshold(past: .left)
        #expect(Array(core.events.suffix(3)) == [
            .thresholdCrossed(index: 0, direction: .right, isPastThreshold: true),
            .thresholdCrossed(index: 0, direction: .right, isPastThreshold: false),
            .thresholdCrossed(index: 0, direction: .left, isPastThreshold: true),
        ])
    }

    @Test func moveDragIsIgnoredWithoutADrag() {
        var core = makeCore(count: 3)
        let before = core.cards.map(\.id)
        #expect(core.moveDrag(translation: Vector(dx: 50, dy: 0), allowed: [.right], cardSize: Size(width: 300, height: 390)) == nil)
        #expect(core.cards.map(\.id) == before)
        let held = core.heldOffset
        #expect(held == nil)
    }

    @Test func aLaunchedCardLeavesAndIsDroppedWhenItsFlightEnds() throws {
        var core = makeCore(count: 5)
        core.advance(to: 1)
        let front = try #require(core.cards.first)
        core.launchFrontCard(.left, velocity: .zero, programmatic: true, frontFrame: frames(core, slots: 0).whole[0],
                             animator: animator)
        #expect(core.cards.first?.id != front.id)
        #expect(core.leaving.map(\.id) == [front.id])
        let animating = core.isAnimating
        #expect(animating)
        core.advance(to: 1 + front.swipeDuration / 2)
        #expect(core.leaving.count == 1, "still flying")
        core.advance(to: 1 + front.swipeDuration + 0.01)
        #expect(core.leaving.isEmpty)
    }

    @Test func theFrontCardsDragPullsTheBackgroundCardsTowardTheirNextSlot() throws {
        var core = makeCore(count: 5)
        core.advance(to: 1)
        let frames = frames(core, slots: 3)
        let size = frames.whole[0].size
        core.beginDrag(press: frames.whole[0].center, translation: .zero, allowed: [.right], frontTransform: .identity,
                       cardSize: size, animator: animator)
        _ = core.moveDrag(translation: Vector(dx: size.width / 4, dy: 0), allowed: [.right], cardSize: size)  // half way

        let pulled = try #require(scene(&core, answers(core)))
        let still = try #require(scene(&core, answers(core, moveBackground: false)))
        // Back to front: the last card is the front one; the one before it is slot 1.
        let second = pulled.cards[pulled.cards.count - 2], secondStill = still.cards[still.cards.count - 2]
        #expect(close(second.slot, 0.5))
        #expect(close(secondStill.slot, 1))
        #expect(close(second.frame, frames.whole[0].interpolated(to: frames.whole[1], 0.5)))
        #expect(pulled.cards.last?.overlay == OverlayState(direction: .right, progress: 0.5))
    }

    @Test func aSceneNeedingASlotItWasNotGivenSaysWhichAndIsMadeOnceGivenIt() throws {
        var core = makeCore(count: 5)
        var missing: [Int] = []
        var snapshots: [CardSnapshot] = []
        var given = answers(core, slots: 1)  // slots 0 and 1; the third card sits at slot 2
        #expect(core.makeScene(into: &snapshots, answers: given, missing: &missing) == nil)
        #expect(missing == [2])
        given.frames.extra.append((2, StackLayout.frame(at: 2, in: core.layoutContext)))
        missing.removeAll()
        let completed = try #require(core.makeScene(into: &snapshots, answers: given, missing: &missing))
        #expect(missing.isEmpty)
        #expect(completed == scene(&core, answers(core)))
    }

    @Test func composeGivesTheCoefficientsOfTheProducts() {
        let placements = [AffineTransform(a: 0.9, b: 0, c: 0, d: 0.95, tx: 12.5, ty: 30),
                          AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                          AffineTransform(a: 1.7, b: 0, c: 0, d: 0.3, tx: -40, ty: 1e4)]
        for placement in placements {
            for (scale, rotation) in [(1.0, 0.0), (0.8, 0.0), (1.0, 0.3), (0.93, -0.21)] {
                for (pivot, offset) in [(Point(x: 150, y: 100), Vector(dx: 60, dy: -5)), (Point(x: 0, y: 0), .zero)] {
                    let product = placement
                        .then(.translation(Point.zero - pivot))
                        .then(.scale(x: scale, y: scale))
                        .then(.rotation(rotation))
                        .then(.translation((pivot - Point.zero) + offset))
                    let composed = ScenePoser.compose(placement, pivot: pivot, scale: scale, rotation: rotation, offset: offset)
                    #expect(composed == product, "scale \(scale), rotation \(rotation)")
                }
            }
        }
    }

    @Test func theOffsetClockAgreesWithItsMotion() {
        var spring = Animated<Vector>(Vector(dx: 80, dy: 10), threshold: .points)
        spring.animate(to: .zero, curve: .spring(.reset), at: 1)
        let motions: [OffsetMotion] = [
            .held(Vector(dx: 3, dy: 4)),
            .animated(Animated(Vector(dx: 5, dy: 0), threshold: .points)),
            .animated(spring),
            .flight(FlightPath(from: .zero, to: Vector(dx: 900, dy: 0), velocity: Vector(dx: 500, dy: 0),
                               maximumDuration: 0.5, startTime: 1)),
        ]
        for motion in motions {
            let clock = OffsetClock(motion)
            for t in [0, 1, 1.01, 1.2, 1.5, 3, .infinity, .nan] {
                #expect(clock.isSettled(at: t) == motion.isSettled(at: t), "\(motion) at \(t)")
                #expect(clock.isComplete(at: t) == motion.isComplete(at: t), "\(motion) at \(t)")
                if let known = clock.knownValue(at: t) { #expect(known == motion.value(at: t), "\(motion) at \(t)") }
            }
        }
    }
}
