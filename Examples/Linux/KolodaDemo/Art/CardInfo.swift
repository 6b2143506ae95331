import KolodaCairo

/// One card of the demo's data: what its picture shows and its caption.
struct CardInfo: Equatable, Sendable {
    /// The caption's first line.
    var title: String
    /// The caption's second line.
    var subtitle: String
    /// The procedural picture.
    var style: SceneStyle
}

/// The demo's card data: five first cards (Koloda's example has five images) and an endless supply of
/// refills, four at a time, as the example appends when it runs out.
@MainActor
enum CardCatalog {
    /// The first five cards, each a different scene and palette.
    static let initial: [CardInfo] = [
        CardInfo(
            title: "Alpine Dawn", subtitle: "Dolomites · first light over the ridges",
            style: SceneStyle(
                motif: .mountains, sky: (CairoColor(hex: 0xFF9A8B), CairoColor(hex: 0xFFD3A5)),
                light: CairoColor(hex: 0xFFF4D6), ground: (CairoColor(hex: 0x6B4E71), CairoColor(hex: 0x3B2C4A)),
                seed: 1)),
        CardInfo(
            title: "Ocean Sunset", subtitle: "Big Sur · the sun meets the Pacific",
            style: SceneStyle(
                motif: .ocean, sky: (CairoColor(hex: 0x2E1A47), CairoColor(hex: 0xF76B1C)),
                light: CairoColor(hex: 0xFFE29F), ground: (CairoColor(hex: 0x3A2B5F), CairoColor(hex: 0x120C26)),
                seed: 2)),
        CardInfo(
            title: "Northern Lights", subtitle: "Tromsø · swipe up for a super like",
            style: SceneStyle(
                motif: .aurora, sky: (CairoColor(hex: 0x05081C), CairoColor(hex: 0x1B3A4B)),
                light: CairoColor(hex: 0x5CFFB0), ground: (CairoColor(hex: 0x0E1A24), CairoColor(hex: 0x04080D)),
                seed: 3)),
        CardInfo(
            title: "Desert Dunes", subtitle: "Sahara · warm wind, endless sand",
            style: SceneStyle(
                motif: .dunes, sky: (CairoColor(hex: 0xF9D976), CairoColor(hex: 0xF39F86)),
                light: CairoColor(hex: 0xFFFBEA), ground: (CairoColor(hex: 0xE2A05B), CairoColor(hex: 0x9C5B2E)),
                seed: 4)),
        CardInfo(
            title: "Forest Lake", subtitle: "Banff · pines mirrored in still water",
            style: SceneStyle(
                motif: .forest, sky: (CairoColor(hex: 0x9BE2D5), CairoColor(hex: 0xE8F6EF)),
                light: CairoColor(hex: 0xFFFFFF), ground: (CairoColor(hex: 0x1E4D3A), CairoColor(hex: 0x2F6F73)),
                seed: 5))
    ]

    private static let refillPlaces = [
        ("Misty Peaks", "Patagonia"), ("Lagoon Glow", "Bora Bora"), ("Polar Night", "Lapland"), ("Red Canyon", "Utah"),
        ("Pine Valley", "Black Forest"), ("Glacier Bay", "Alaska"), ("Coral Coast", "Queensland"),
        ("Starfield", "Atacama")
    ]

    /// The `n`-th refill card (0, 1, 2, …): the first five scenes with shifted palettes and new captions.
    static func refill(_ n: Int) -> CardInfo {
        let base = initial[n % initial.count]
        let place = refillPlaces[n % refillPlaces.count]
        var style = base.style
        style.seed = 100 + UInt64(n)
        style.sky = (
            style.sky.0.mixed(with: CairoColor(hex: 0x6A5ACD), 0.25),
            style.sky.1.mixed(with: CairoColor(hex: 0x87CEEB), 0.2)
        )
        return CardInfo(title: place.0, subtitle: "\(place.1) · fresh card #\(n + 1)", style: style)
    }
}
