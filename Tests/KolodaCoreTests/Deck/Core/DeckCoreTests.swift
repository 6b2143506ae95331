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

        // A quarter of the width to the right: progress 0.5 (docs/koloda-behaviour.md §2.5, the centre's travel over
        // the distance to the edge, half the width), so 50 %, below a threshold of 0.6 and past one of 0.4.
        core.moveDrag(
            translation: Vector(dx: size.width / 4, dy: 0), allowed: [.left, .right], cardSize: size, threshold: 0.6)
        let held = core.heldOffset
        #expect(held == Vector(dx: size.width / 4, dy: 0))
        #expect(core.events.last == .draggedCard(index: 0, percentage: 50, direction: .right))
        #expect(core.answers.threshold == 0.6, "the threshold given is kept for the frames")

        let events = core.events.count
        core.moveDrag(
            translation: Vector(dx: size.width / 4, dy: 0), allowed: [.left, .right], cardSize: size, threshold: 0.4)
        core.moveDrag(
            translation: Vector(dx: size.width / 4, dy: 0), allowed: [.left, .right], cardSize: size, threshold: 0.4)
        core.moveDrag(
            translation: Vector(dx: -size.width / 4, dy: 0), allowed: [.left, .right], cardSize: size, threshold: 0.4)
        let crossings = core.events[events...].filter {
            if case .thresholdCrossed = $0 { return true } else { return false }
        }
        // Past on the right once (the second move is no change, no event), then out of the right and past on the left.
        #expect(
            crossings == [
                .thresholdCrossed(index: 0, direction: .right, isPastThreshold: true),
                .thresholdCrossed(index: 0, direction: .right, isPastThreshold: false),
                .thresholdCrossed(index: 0, direction: .left, isPastThreshold: true)
            ])
    }

    @Test func moveDragIsIgnoredWithoutADrag() {
        var core = fixture.makeCore(count: 3)
        let before = core.cards.map(\.id)
        let events = core.events
        core.moveDrag(
            translation: Vector(dx: 50, dy: 0), allowed: [.right], cardSize: Size(width: 300, height: 390), threshold: 1
        )
        #expect(core.cards.map(\.id) == before)
        #expect(core.events == events)
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
