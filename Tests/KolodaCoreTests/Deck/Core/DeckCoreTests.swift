import Testing

@_spi(Fronts) @testable import KolodaCore

/// The value core on its own: no data source, no delegate, no layout object. The answers the shell would get from
/// the app are plain arguments, and the events are read from `core.events`. Time is set by hand.
@Suite("Deck core")
@MainActor
struct DeckCoreTests {
    let fixture = CoreFixture()
    var curves: AnimationCurves { fixture.curves }

    @Test func loadingFillsTheWindowAndTheFrontIsShownOnceItsMotionIsComplete() {
        var core = fixture.makeCore(count: 5)
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
            var core = fixture.makeCore(count: count, visible: visible)
            for _ in 0..<swipes {
                core.launchFrontCard(
                    .right, velocity: .zero, programmatic: true, frontFrame: fixture.frames(core, slots: 0).whole[0],
                    curves: curves)
                _ = core.model.commitSwipe(.right)
                let visibleIndexes = core.model.visibleIndexes
                let expected = DeckCore.countOfCardsEntering(visibleIndexes, withFront: false, cards: core.cards)
                let before = Set(core.cards.map(\.id))
                fixture.sync(&core, .fadeIn)
                let created = core.cards.filter { !before.contains($0.id) }.count
                #expect(created == expected, "\(count) cards, \(visible) visible")
            }
        }
    }

    @Test func aDragQueuesItsEventsWithoutAskingAnyone() {
        var core = fixture.makeCore(count: 3)
        core.events.removeAll()
        let size = fixture.frames(core, slots: 0).whole[0].size
        let center = fixture.frames(core, slots: 0).whole[0].center
        core.beginDrag(
            press: center, translation: .zero, allowed: [.left, .right], frontTransform: .identity,
            cardSize: size, curves: curves)
        #expect(core.drag != nil)
        #expect(core.events == [.didShowCard(index: 0), .panBegan(index: 0)], "a dragged card counts as shown")

        let move = core.moveDrag(
            translation: Vector(dx: size.width / 4, dy: 0), allowed: [.left, .right], cardSize: size)
        #expect(move?.direction == .right)
        #expect(close(move?.progress ?? 0, 0.5))
        let held = core.heldOffset
        #expect(held == Vector(dx: size.width / 4, dy: 0))
        #expect(core.events.last == .draggedCard(index: 0, percentage: 50, direction: .right))

        core.crossThreshold(past: .right)
        core.crossThreshold(past: .right)  // no change, no event
        core.crossThreshold(past: .left)
        #expect(
            Array(core.events.suffix(3)) == [
                .thresholdCrossed(index: 0, direction: .right, isPastThreshold: true),
                .thresholdCrossed(index: 0, direction: .right, isPastThreshold: false),
                .thresholdCrossed(index: 0, direction: .left, isPastThreshold: true)
            ])
    }

    @Test func moveDragIsIgnoredWithoutADrag() {
        var core = fixture.makeCore(count: 3)
        let before = core.cards.map(\.id)
        #expect(
            core.moveDrag(
                translation: Vector(dx: 50, dy: 0), allowed: [.right], cardSize: Size(width: 300, height: 390)) == nil)
        #expect(core.cards.map(\.id) == before)
        let held = core.heldOffset
        #expect(held == nil)
    }

    @Test func aLaunchedCardLeavesAndIsDroppedWhenItsFlightEnds() throws {
        var core = fixture.makeCore(count: 5)
        core.advance(to: 1)
        let front = try #require(core.cards.first)
        core.launchFrontCard(
            .left, velocity: .zero, programmatic: true, frontFrame: fixture.frames(core, slots: 0).whole[0],
            curves: curves)
        #expect(core.cards.first?.id != front.id)
        #expect(core.leaving.map(\.id) == [front.id])
        let animating = core.isAnimating
        #expect(animating)
        core.advance(to: 1 + front.swipeDuration / 2)
        #expect(core.leaving.count == 1, "still flying")
        core.advance(to: 1 + front.swipeDuration + 0.01)
        #expect(core.leaving.isEmpty)
    }

}
