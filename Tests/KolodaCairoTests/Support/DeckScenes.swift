import KolodaCore

@testable import KolodaCairo
@testable import KolodaCompositing

/// A data source of procedural picture cards (photo, title, two-line subtitle) of a fixed size, with a
/// LIKE/NOPE stamp overlay. `titles` overrides the title of a card index.
@MainActor
final class StampedCards: KolodaViewDataSource {
    static let skies: [(CairoColor, CairoColor)] = [
        (CairoColor(hex: 0x8EC5FC), CairoColor(hex: 0xE0C3FC)), (CairoColor(hex: 0xF6D365), CairoColor(hex: 0xFDA085)),
        (CairoColor(hex: 0xFF9A8B), CairoColor(hex: 0xFF6A88)), (CairoColor(hex: 0x11998E), CairoColor(hex: 0x38EF7D))
    ]
    static let texts: [(String, String)] = [
        ("Bled, 24", "Weekend hikes, film cameras and very strong coffee."),
        ("Kyoto Nights", "Temples at dawn, ramen at midnight."),
        ("Patagonia", "Wind, granite and glaciers."),
        ("Lisbon", "Trams, tiles and pastéis de nata.")
    ]
    var count: Int
    var cardSize: Size
    var titles: [Int: (String, String)] = [:]

    init(count: Int, cardSize: Size) {
        self.count = count
        self.cardSize = cardSize
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        let text = titles[index] ?? Self.texts[index % Self.texts.count]
        return Fixtures.card(
            size: cardSize, title: text.0, subtitle: text.1, sky: Self.skies[index % Self.skies.count], scale: 2)
    }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlay() }
}

/// Koloda's example "v2" deck (docs/koloda-behaviour.md §4.4): two visible cards, the front one inset, the background
/// one
/// 1.5× the deck's width, centred and overflowing both sides.
@MainActor
final class BackgroundAnimationKolodaView: KolodaView {
    override func frameForCard(at index: Int) -> Rect {
        let w = frame.width
        switch index {
        case 0: return Rect(x: 10, y: 20, width: w - 20, height: (w - 20) * 1.25)
        case 1: return Rect(x: -0.25 * w, y: 0, width: 1.5 * w, height: 1.5 * w * 1.25)
        default: return .zero
        }
    }
}

/// The v2 deck's delegate: the background card does not follow the drag.
@MainActor
final class StillBackground: KolodaViewDelegate {
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool { false }
}

/// Drag helpers over the engine (deck pt).
@MainActor
enum Drag {
    /// Begins a drag at (150, 120) and moves it by `translation`, then ticks at `time` (s).
    static func to(_ translation: Vector, in view: KolodaView, time: Double = 0.1) throws {
        _ = try view.deck.dragBegan(DragSample(location: Point(x: 150, y: 120), translation: .zero, timestamp: 0))
        try view.deck.dragChanged(
            DragSample(
                location: Point(x: 150 + translation.dx, y: 120 + translation.dy),
                translation: translation, timestamp: time))
        try view.tick(now: time)
    }

    /// Moves an ongoing drag to `translation` and ticks at `time` (s).
    static func move(_ translation: Vector, in view: KolodaView, time: Double) throws {
        try view.deck.dragChanged(
            DragSample(
                location: Point(x: 150 + translation.dx, y: 120 + translation.dy),
                translation: translation, timestamp: time))
        try view.tick(now: time)
    }
}
