import Testing

@_spi(Fronts) @testable import KolodaCore

/// Poses from the core and the shell's answers, without a delegate or a layout object.
@Suite("Scene poser")
@MainActor
struct ScenePoserTests {
    let fixture = CoreFixture()
    var curves: AnimationCurves { fixture.curves }

    @Test func theFrontCardsDragPullsTheBackgroundCardsTowardTheirNextSlot() throws {
        var core = fixture.makeCore(count: 5)
        core.advance(to: 1)
        let frames = fixture.frames(core, slots: 3)
        let size = frames.whole[0].size
        core.beginDrag(
            press: frames.whole[0].center, translation: .zero, allowed: [.right], frontTransform: .identity,
            cardSize: size, curves: curves)
        // Half way.
        core.moveDrag(translation: Vector(dx: size.width / 4, dy: 0), allowed: [.right], cardSize: size, threshold: 1)

        let pulled = try #require(fixture.scene(core, fixture.answers(core)))
        let still = try #require(fixture.scene(core, fixture.answers(core, moveBackground: false)))
        // Back to front: the last card is the front one; the one before it is slot 1.
        let second = pulled.cards[pulled.cards.count - 2]
        let secondStill = still.cards[still.cards.count - 2]
        #expect(close(second.slot, 0.5))
        #expect(close(secondStill.slot, 1))
        #expect(close(second.frame, frames.whole[0].interpolated(to: frames.whole[1], 0.5)))
        #expect(pulled.cards.last?.overlay == OverlayState(direction: .right, progress: 0.5))
    }

    @Test func aSceneNeedingASlotItWasNotGivenSaysWhichAndIsMadeOnceGivenIt() throws {
        let core = fixture.makeCore(count: 5)
        var missing: [Int] = []
        var given = fixture.answers(core, slots: 1)  // slots 0 and 1; the third card sits at slot 2
        #expect(fixture.scene(core, given, missing: &missing) == nil)
        #expect(missing == [2])
        given.frames.extra.append((2, StackLayout.frame(at: 2, in: core.layoutContext)))
        missing.removeAll()
        let completed = try #require(fixture.scene(core, given, missing: &missing))
        #expect(missing.isEmpty)
        #expect(completed == fixture.scene(core, fixture.answers(core)))
    }

    @Test func composeGivesTheCoefficientsOfTheProducts() {
        let placements = [
            AffineTransform(a: 0.9, b: 0, c: 0, d: 0.95, tx: 12.5, ty: 30),
            AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            AffineTransform(a: 1.7, b: 0, c: 0, d: 0.3, tx: -40, ty: 1e4)
        ]
        for placement in placements {
            for (scale, rotation) in [(1.0, 0.0), (0.8, 0.0), (1.0, 0.3), (0.93, -0.21)] {
                for (pivot, offset) in [(Point(x: 150, y: 100), Vector(dx: 60, dy: -5)), (Point(x: 0, y: 0), .zero)] {
                    let product =
                        placement
                        .then(.translation(Point.zero - pivot))
                        .then(.scale(x: scale, y: scale))
                        .then(.rotation(rotation))
                        .then(.translation((pivot - Point.zero) + offset))
                    let composed = ScenePoser.compose(
                        placement, pivot: pivot, scale: scale, rotation: rotation, offset: offset)
                    #expect(composed == product, "scale \(scale), rotation \(rotation)")
                }
            }
        }
    }
}
