import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// A data source of procedural picture cards with a "LIKE"/"NOPE" overlay.
@MainActor
class PictureCards: KolodaViewDataSource {
    var count: Int
    private(set) var requests: [Int] = []
    init(count: Int) { self.count = count }
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        requests.append(index)
        let skies: [(CairoColor, CairoColor)] = [
            (CairoColor(hex: 0x6FA8FF), CairoColor(hex: 0xFFC3A0)),
            (CairoColor(hex: 0x2E3192), CairoColor(hex: 0x1BFFFF)),
            (CairoColor(hex: 0xF857A6), CairoColor(hex: 0xFF5858)),
            (CairoColor(hex: 0x11998E), CairoColor(hex: 0x38EF7D))
        ]
        return Fixtures.card(
            size: Size(width: 300, height: 392), title: "Card \(index)", subtitle: "A procedural landscape",
            sky: skies[index % skies.count])
    }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { OverlayView() }
}

@Suite("KolodaView")
@MainActor
struct KolodaViewTests {
    @Test func asksForViewsLazilyOnlyForCardsOnScreen() throws {
        let view = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let cards = PictureCards(count: 50)
        view.dataSource = cards
        try view.tick(now: 0)
        #expect(cards.requests == [0, 1, 2])
        view.swipe(.right)
        try view.tick(now: 0.016)
        #expect(cards.requests == [0, 1, 2, 3])
        #expect(view.viewForCard(at: 1) != nil && view.viewForCard(at: 0) == nil)
        // Assigning the same data source again is idempotent: no view is asked for twice.
        view.dataSource = cards
        try view.tick(now: 0.032)
        #expect(cards.requests == [0, 1, 2, 3])
    }

    @Test func assigningADataSourceReadsTheCountOnce() throws {
        final class Counting: PictureCards {
            var countReads = 0
            override func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
                countReads += 1
                return super.kolodaNumberOfCards(koloda)
            }
        }
        let view = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let cards = Counting(count: 5)
        view.dataSource = cards
        #expect(cards.countReads == 1)
        let other = PictureCards(count: 2)
        view.dataSource = other
        try view.tick(now: 0)
        #expect(view.countOfCards == 2 && other.requests == [0, 1])
    }

    @Test func rendersTheDeckMidDrag() throws {
        let view = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let cards = PictureCards(count: 5)  // held: dataSource is weak, as in Koloda
        view.dataSource = cards
        try view.tick(now: 0)
        let frame = FrameBuffer(width: 360, height: 480)
        let renderer = DeckFrameRenderer(backgroundColor: CairoColor(hex: 0xF2F2F7))
        renderer.render(view, into: frame, origin: Point(x: 30, y: 40))
        let resting = try PNGWriter.data(of: frame)
        let began = try view.deck.dragBegan(
            DragSample(location: Point(x: 150, y: 100), translation: .zero, timestamp: 0))
        #expect(began)
        try view.deck.dragChanged(
            DragSample(location: Point(x: 225, y: 100), translation: Vector(dx: 75, dy: 0), timestamp: 0.1))
        try view.tick(now: 0.1)
        renderer.render(view, into: frame, origin: Point(x: 30, y: 40))
        try PNGWriter.write(frame, to: "/tmp/kolodaview-middrag.png")
        #expect(try PNGWriter.data(of: frame) != resting)
        // The card moved right: its old left edge shows the background card now.
        let overlay = try #require(view.cardViews.values.compactMap(\.overlay).first { $0.overlayState == .right })
        #expect(overlay.alpha > 0.4 && overlay.alpha < 0.6)
    }
}
