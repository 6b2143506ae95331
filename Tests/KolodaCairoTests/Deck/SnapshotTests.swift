import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// Rendered frames of typical decks against PNG goldens (see `Snapshot`): a 300 × 400 pt deck on a 340 × 440 pt
/// canvas, the deck at (20, 20) pt.
@Suite("Snapshots")
@MainActor
struct SnapshotTests {
    static let canvas = Size(width: 340, height: 440)
    static let origin = Point(x: 20, y: 20)
    static let background = CairoColor(hex: 0xF2F2F7)

    /// A 300 × 400 pt deck of stamped picture cards sized like its front slot, ticked once.
    func deck(_ configure: (KolodaView) -> Void = { _ in }) throws -> (KolodaView, StampedCards) {
        let view = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        configure(view)
        let cards = StampedCards(count: 6, cardSize: view.frameForCard(at: 0).size)
        view.dataSource = cards
        try view.tick(now: 0)
        return (view, cards)
    }

    func frame(_ view: KolodaView, scale: Double = 1) -> FrameBuffer {
        view.renderFrame(size: Self.canvas, scale: scale, background: Self.background, origin: Self.origin)
    }

    @Test func restingDeckBottom() throws {
        let (view, cards) = try deck()
        withExtendedLifetime(cards) { Snapshot.assert(frame(view), named: "resting-bottom") }
    }

    @Test func restingDeckTop() throws {
        let (view, cards) = try deck { $0.visibleCardsDirection = .top }
        withExtendedLifetime(cards) { Snapshot.assert(frame(view), named: "resting-top") }
    }

    @Test func midDragRightShowsLikeAtHalf() throws {
        let (view, cards) = try deck()
        try Drag.to(Vector(dx: 75, dy: 10), in: view)
        let overlay = try #require(view.cardViews.values.compactMap(\.overlay).first { $0.overlayState == .right })
        #expect(abs(overlay.alpha - 0.5) < 0.05)
        withExtendedLifetime(cards) { Snapshot.assert(frame(view), named: "drag-right-like-50") }
    }

    @Test func dragLeftShowsNopeInFull() throws {
        let (view, cards) = try deck()
        try Drag.to(Vector(dx: -160, dy: 20), in: view)
        let overlay = try #require(view.cardViews.values.compactMap(\.overlay).first { $0.overlayState == .left })
        #expect(overlay.alpha > 0.99)
        withExtendedLifetime(cards) { Snapshot.assert(frame(view), named: "drag-left-nope-100") }
    }

    @Test func backgroundAnimationLayout() throws {
        let view = BackgroundAnimationKolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        view.countOfVisibleCards = 2
        view.alphaValueSemiTransparent = 0.1
        let still = StillBackground()
        view.delegate = still
        let cards = StampedCards(count: 6, cardSize: view.frameForCard(at: 0).size)
        view.dataSource = cards
        try view.tick(now: 0)
        #expect(view.deck.scene.cards.count == 2)
        #expect(view.deck.scene.cards.first.map { abs($0.alpha - 0.1) < 1e-9 } == true)
        withExtendedLifetime((cards, still)) { Snapshot.assert(frame(view), named: "v2-background-card") }
    }

    @Test func longTextEllipsizes() throws {
        let (view, cards) = try deck { _ in }
        cards.titles[0] = (
            "Bartholomew Fitzgerald-Montgomery the Third",
            "A subtitle that goes on and on well past two lines of text, so it has to end with an ellipsis somewhere."
        )
        view.reloadData()
        try view.tick(now: 0)
        let title = try #require(view.viewForCard(at: 0)?.subviews.compactMap { $0 as? CairoLabel }.first)
        #expect(title.textMetrics().isEllipsized)
        withExtendedLifetime(cards) { Snapshot.assert(frame(view), named: "ellipsized-text") }
    }

    @Test func restingDeckAtScale2() throws {
        let (view, cards) = try deck()
        let f = frame(view, scale: 2)
        #expect(f.width == 680 && f.height == 880)
        withExtendedLifetime(cards) { Snapshot.assert(f, named: "resting-bottom@2x") }
    }

    @Test func aMovedCardFailsTheComparison() throws {
        // The tolerance is tight enough to catch a card moved by a few points.
        let (view, cards) = try deck()
        let resting = frame(view)
        try Drag.to(Vector(dx: 6, dy: 0), in: view)
        let moved = frame(view)
        let diff = try #require(ImageDiff.compare(resting, moved))
        #expect(diff.mean >= Snapshot.maxMeanError || diff.max >= Snapshot.maxChannelError)
        withExtendedLifetime(cards) {}
    }
}
