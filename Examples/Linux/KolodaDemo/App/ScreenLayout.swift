import KolodaCore

/// Where everything goes in a window of a given size (pt): header, segmented control, deck, buttons, status.
struct ScreenLayout: Equatable {
    /// The window size.
    var window: Size
    /// The app title in the header.
    var title: Rect
    /// The segmented control.
    var segments: Rect
    /// The deck's frame.
    var deck: Rect
    /// The three buttons, keyed by kind.
    var buttons: [DemoButton: Rect]
    /// The top of the captions under the buttons.
    var captionTop: Double
    /// The status line.
    var status: Rect

    /// Lays out a window of `size` pt: the deck centred, `min(400, W − 40)` wide and 1.3 times as tall, shrunk
    /// to fit between the header and the buttons when the window is short.
    init(window size: Size) {
        window = size
        let w = max(size.width, 120)
        let h = max(size.height, 200)
        let headerHeight = 84.0
        let footerHeight = 150.0
        title = Rect(x: 20, y: 16, width: w - 40, height: 30)
        segments = Rect(x: (w - 220) / 2, y: 48, width: 220, height: 30)
        var deckWidth = min(400, w - 40)
        let available = h - headerHeight - footerHeight - 20
        if deckWidth * 1.3 > available { deckWidth = max(60, available / 1.3) }
        let deckHeight = deckWidth * 1.3
        let deckTop = headerHeight + 10 + max(0, (available - deckHeight) / 2)
        deck = Rect(x: (w - deckWidth) / 2, y: deckTop, width: deckWidth, height: deckHeight)
        let buttonCentreY = deck.maxY + 16 + 36
        let big = 68.0
        let small = 52.0
        let gap = 34.0
        buttons = [
            .nope: Rect(x: w / 2 - small / 2 - gap - big, y: buttonCentreY - big / 2, width: big, height: big),
            .undo: Rect(x: w / 2 - small / 2, y: buttonCentreY - small / 2, width: small, height: small),
            .like: Rect(x: w / 2 + small / 2 + gap, y: buttonCentreY - big / 2, width: big, height: big)
        ]
        captionTop = buttonCentreY + big / 2 + 6
        status = Rect(x: 12, y: h - 34, width: w - 24, height: 24)
    }

    /// The size the screen is designed for (pt): the recorder's window. Larger windows scale it up (`uiScale`).
    static let designSize = Size(width: 480, height: 800)

    /// Window pt per app pt for a window of `size` (pt): the largest factor at which the design size still fits,
    /// never below 1 (a smaller window lays the screen out smaller instead). 1080×1920 gives 2.25.
    static func uiScale(forWindow size: Size) -> Double {
        guard size.width.isFinite, size.height.isFinite else { return 1 }
        return max(1, min(size.width / designSize.width, size.height / designSize.height))
    }

    /// Where cards that hang below the deck are cut off (pt from the window's top): 12 pt below the deck's frame,
    /// room for the front card's shadow, and never lower than just above the buttons.
    var deckClipBottom: Double {
        min(deck.maxY + 12, (buttons.values.map(\.minY).min() ?? window.height) - 6)
    }

    /// The visible window in the deck's coordinates (for `KolodaDeck.viewport`).
    var viewportInDeck: Rect { Rect(x: -deck.minX, y: -deck.minY, width: window.width, height: window.height) }

    /// Converts a window point to the deck's coordinates.
    func deckPoint(_ p: Point) -> Point { Point(x: p.x - deck.minX, y: p.y - deck.minY) }

    /// The button whose circle contains the window point `p`, if any.
    func button(at p: Point) -> DemoButton? {
        buttons.first { _, r in (p - r.center).length <= r.width / 2 + 4 }?.key
    }
}
