import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// The cached render path (damage rectangle, backdrop of resting cards, occlusion culling) draws the same pixels as
/// a naive full redraw, and skips work when it can.
@Suite("Deck render cache")
@MainActor
struct DeckRenderCacheTests {
    static let origin = Point(x: 20, y: 20)

    @MainActor
    final class Pair {
        let cached: KolodaView, naive: KolodaView
        let cachedCards: StampedCards, naiveCards: StampedCards
        let cachedTarget = FrameBuffer(width: 340, height: 440)
        let naiveTarget = FrameBuffer(width: 340, height: 440)
        let cachedCompositor = Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7))
        let naiveCompositor = Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7))
        let cachedRenderer: DeckFrameRenderer
        let naiveRenderer: DeckFrameRenderer
        var delegate: StillBackground?

        init(stillBackground: Bool = false) throws {
            cached = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
            naive = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
            cachedCards = StampedCards(count: 6, cardSize: cached.frameForCard(at: 0).size)
            naiveCards = StampedCards(count: 6, cardSize: naive.frameForCard(at: 0).size)
            cachedRenderer = DeckFrameRenderer(compositor: cachedCompositor)
            naiveRenderer = DeckFrameRenderer(compositor: naiveCompositor)
            naiveRenderer.cachesFrames = false
            naiveCompositor.cullsOccludedLayers = false
            if stillBackground {
                let d = StillBackground()
                delegate = d
                cached.delegate = d
                naive.delegate = d
            }
            cached.dataSource = cachedCards
            naive.dataSource = naiveCards
            try cached.tick(now: 0)
            try naive.tick(now: 0)
        }

        /// Renders both; returns the cached path's info and the difference between the two frames.
        func render() throws -> (DeckRenderInfo, ImageDiff) {
            let info = cachedRenderer.render(cached, into: cachedTarget, origin: DeckRenderCacheTests.origin)
            naiveRenderer.render(naive, into: naiveTarget, origin: DeckRenderCacheTests.origin)
            return (info, try #require(ImageDiff.compare(cachedTarget, naiveTarget)))
        }

        func drag(_ t: Vector, time: Double, begin: Bool = false) throws {
            for view in [cached, naive] {
                if begin { try Drag.to(t, in: view, time: time) } else { try Drag.move(t, in: view, time: time) }
            }
        }
    }

    static func expectSame(_ diff: ImageDiff, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(diff.mean < 0.05 && diff.max <= 16, "cached vs naive: \(diff)", sourceLocation: sourceLocation)
    }

    @Test func aDragSequenceMatchesTheNaivePath() throws {
        let pair = try Pair()
        Self.expectSame(try pair.render().1)
        try pair.drag(Vector(dx: 10, dy: 2), time: 0.02, begin: true)
        var damaged: [Bool] = []
        for step in 1...12 {
            try pair.drag(Vector(dx: 10 + Double(step) * 17, dy: Double(step) * 3 - 10), time: 0.02 + Double(step) / 60)
            let (info, diff) = try pair.render()
            Self.expectSame(diff)
            damaged.append(info.damage != nil)
            #expect(info.filter == .fast)
        }
        // Every moving frame redraws only a region, the first too: switching to the moving filter redraws only the
        // layers it resamples.
        #expect(damaged == Array(repeating: true, count: 12))
        // Release: the card returns (or leaves); the animation frames match too, and at rest the filter is `.good`.
        for view in [pair.cached, pair.naive] {
            try view.deck.dragEnded(
                DragSample(location: Point(x: 150, y: 120), translation: Vector(dx: 50, dy: 0), timestamp: 0.3))
        }
        for k in 1...30 {
            let t = 0.3 + Double(k) / 15
            try pair.cached.tick(now: t)
            try pair.naive.tick(now: t)
            Self.expectSame(try pair.render().1)
        }
        #expect(!pair.cached.isSceneMoving)
        let (atRest, diff) = try pair.render()
        #expect(atRest.filter == .good)
        Self.expectSame(diff)
    }

    @Test func aFilterSwitchRedrawsOnlyTheResampledLayers() throws {
        let pair = try Pair()
        let view = pair.cached
        let target = pair.cachedTarget
        let renderer = pair.cachedRenderer
        let layers = view.lastFrameLayers(scale: target.scale, origin: Self.origin)
        _ = renderer.draw(layers, into: target, filter: .good)
        for filter in [CompositingFilter.fast, .good] {
            // The same scene with the other filter: the scaled back cards change, so something is redrawn, but not all.
            let info = renderer.draw(layers, into: target, filter: filter)
            #expect(!info.isSkipped && info.damage != nil, "\(filter)")
            let fresh = FrameBuffer(width: target.width, height: target.height)
            let reference = Compositor(backgroundColor: renderer.compositor.backgroundColor, filter: filter)
            reference.render(layers: layers, into: fresh)
            let diff = try #require(ImageDiff.compare(target, fresh))
            #expect(diff.max <= 1, "\(filter): \(diff)")
        }
    }

    @Test func restingBackCardsComeFromTheBackdrop() throws {
        let pair = try Pair(stillBackground: true)
        _ = try pair.render()
        try pair.drag(Vector(dx: 20, dy: 0), time: 0.02, begin: true)
        _ = try pair.render()
        var cachedFrames = 0
        for step in 1...6 {
            try pair.drag(Vector(dx: 20 + Double(step) * 25, dy: 0), time: 0.02 + Double(step) / 60)
            let (info, diff) = try pair.render()
            Self.expectSame(diff)
            if info.cachedLayerCount > 0 { cachedFrames += 1 }
        }
        #expect(cachedFrames == 6)
    }

    @Test func anUnchangedFrameTouchesNoPixel() throws {
        let pair = try Pair()
        _ = try pair.render()
        pair.cachedTarget.fill(.black)  // would show if anything were redrawn
        let info = pair.cachedRenderer.render(pair.cached, into: pair.cachedTarget, origin: Self.origin)
        #expect(info.isSkipped)
        #expect(pair.cachedTarget.color(x: 170, y: 220) == .black)
        pair.cachedRenderer.setNeedsFullRedraw()
        let redrawn = pair.cachedRenderer.render(pair.cached, into: pair.cachedTarget, origin: Self.origin)
        #expect(!redrawn.isSkipped && redrawn.damage == nil)
        #expect(pair.cachedTarget.color(x: 170, y: 220) != .black)
    }

    @Test func aNewTargetIsDrawnInFull() throws {
        let pair = try Pair()
        _ = try pair.render()
        let other = FrameBuffer(width: 340, height: 440)
        let info = pair.cachedRenderer.render(pair.cached, into: other, origin: Self.origin)
        #expect(!info.isSkipped && info.damage == nil)
        #expect(try #require(ImageDiff.compare(other, pair.cachedTarget)).max == 0)
    }

    @Test func occlusionCullingKeepsThePixels() throws {
        let r = CardRasterizer()
        let cards = (0..<3).map { i in
            Fixtures.card(
                size: Size(width: 260, height: 360), title: "Card \(i)", subtitle: "Subtitle",
                sky: StampedCards.skies[i])
        }
        for angle in [0.0, 0.12, -0.3] {
            let layers = Fixtures.deckLayers(
                rasterizer: r, cards: cards, deck: Size(width: 340, height: 480),
                angle: angle, drag: Vector(dx: 30 * angle * 10, dy: 4))
            let culled = FrameBuffer(width: 340, height: 480)
            let full = FrameBuffer(width: 340, height: 480)
            let compositor = Compositor(backgroundColor: .white)
            // The culled frame starts as garbage: what the front card covers is neither cleared nor drawn under it,
            // so any pixel the card did not replace would show magenta.
            culled.fill(CairoColor(r: 1, g: 0, b: 1))
            compositor.render(layers: layers, into: culled)
            compositor.cullsOccludedLayers = false
            compositor.render(layers: layers, into: full)
            Self.expectSame(try #require(ImageDiff.compare(culled, full)))
        }
    }

    /// A recorded drag (press, 14 moves to +40 % of the width, release, the fly-out) drawn through the cached path
    /// with occlusion and without: byte for byte the same pixels in every frame, drawn at 1.5 px per pt.
    @Test func aRecordedDragIsByteIdenticalWithoutOcclusion() throws {
        let (frames, differing) = try differingFramesOfARecordedDrag { $0[1].cullsOccludedLayers = false }
        #expect(frames == 36)
        #expect(differing.isEmpty, "frames that differ: \(differing)")
    }

    /// Drawn in bands of rows on several threads, a frame is the one drawn on one thread, byte for byte.
    @Test(arguments: [2, 3])
    func aRecordedDragIsByteIdenticalInBands(threads: Int) throws {
        // The whole first frame is cut into as many bands as threads.
        #expect(RowBands.split(PixelRect(x0: 0, y0: 0, x1: 510, y1: 660), into: threads).count == threads)
        let (frames, differing) = try differingFramesOfARecordedDrag {
            $0[0].threadCount = 1
            $0[1].threadCount = threads
        }
        #expect(frames == 36)
        #expect(differing.isEmpty, "frames that differ: \(differing)")
    }

    /// Draws the same recorded drag (press, 15 moves, release, 20 frames of its fly-out) in two decks whose
    /// compositors `configure` sets apart, the second one redrawn in full every frame with `fullRedraw`; returns the
    /// number of frames and those whose pixels differ. Redrawn only where the cards were and are (damage in bands of
    /// rows, over the previous frame's pixels and the backdrop), every frame of a recorded drag is the full redraw's,
    /// byte for byte.
    @Test func aDamageOnlyRedrawIsByteIdenticalToAFullRedraw() throws {
        let (frames, differing) = try differingFramesOfARecordedDrag(fullRedraw: true) { _ in }
        #expect(frames == 36)
        #expect(differing.isEmpty, "frames that differ: \(differing)")
    }

    private func differingFramesOfARecordedDrag(fullRedraw: Bool = false, configure: ([Compositor]) -> Void) throws -> (
        Int, [Int]
    ) {
        let views = (0..<2).map { _ in KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400)) }
        let sources = views.map { StampedCards(count: 6, cardSize: $0.frameForCard(at: 0).size) }
        let targets = views.map { _ in FrameBuffer(width: 510, height: 660, scale: 1.5) }
        let compositors = views.map { _ in Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7)) }
        let renderers = compositors.map { DeckFrameRenderer(compositor: $0) }
        configure(compositors)
        for (view, source) in zip(views, sources) {
            view.dataSource = source
            try view.tick(now: 0)
        }
        var frames = 0
        var differing: [Int] = []
        func frame() throws {
            if fullRedraw { renderers[1].setNeedsFullRedraw() }
            for i in 0..<2 { renderers[i].render(views[i], into: targets[i], origin: Self.origin) }
            let diff = try #require(ImageDiff.compare(targets[0], targets[1]))
            if diff.max != 0 { differing.append(frames) }
            frames += 1
        }
        try frame()
        for view in views { try Drag.to(Vector(dx: 4, dy: 1), in: view, time: 0.02) }
        try frame()
        for step in 1...14 {
            let t = Vector(dx: 120 * Double(step) / 14, dy: 20 * Double(step) / 14)
            for view in views { try Drag.move(t, in: view, time: 0.02 + Double(step) / 60) }
            try frame()
        }
        for view in views {
            try view.deck.dragEnded(
                DragSample(
                    location: Point(x: 270, y: 140), translation: Vector(dx: 120, dy: 20),
                    timestamp: 0.27))
        }
        for k in 1...20 {
            for view in views { try view.tick(now: 0.27 + Double(k) / 60) }
            try frame()
        }
        return (frames, differing)
    }

    @Test func translucentCardsDoNotOcclude() throws {
        let r = CardRasterizer()
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = CairoColor.red.withAlpha(0.5)
        #expect(r.raster(for: card).opaqueInterior == nil)
        card.backgroundColor = .red
        #expect(r.raster(for: card).opaqueInterior != nil)
    }
}
