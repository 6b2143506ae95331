import KolodaCairo
import KolodaCompositing

/// An app's own content around the deck in a ``KolodaWindowHost`` (or headless, a ``DeckCanvas``): a background
/// drawn under the deck, controls drawn over it (buttons, a title, a status line), and the input they take.
///
/// The host asks for the chrome's layers once per frame and draws them with the deck into its persistent frame
/// buffer, through the deck's damage-region cache: a layer whose raster image, transform, alpha or clip changed
/// redraws only its region, and a frame in which nothing changed touches no pixel and presents nothing. So the
/// chrome invalidates itself by what it returns: keep returning the same raster images (a `CardRasterizer`
/// re-rasterizes a view only when the view changed) and change a layer only when it should look different. Call
/// ``DeckCanvas/setNeedsFullRedraw()`` to redraw everything anyway.
///
/// Coordinates are content pt: window pt ÷ ``DeckCanvas/contentScale``, the deck's `frame` included.
@MainActor
public protocol WindowChrome: AnyObject {
    /// Sees each event before the deck does, pointer locations in content pt (``HostEvent/resized(_:)`` keeps the
    /// window's size in window pt). Returns true when the chrome took the event (a press on one of its buttons, a
    /// key of its own): it then does not reach the deck. Default: takes nothing.
    func handleChromeEvent(_ event: HostEvent) -> Bool
    /// Called once per frame right after the deck's tick, before drawing, with what the tick returned: the scene
    /// about to be drawn and the deck's events since the last tick (e.g. for a status line). Default: nothing.
    func deckDidTick(_ frame: DeckFrame)
    /// The chrome's layers for this frame, drawn at `scale` px per content pt (rasterize at that scale). Default: none.
    func chromeLayers(scale: Double) -> ChromeLayers
}

extension WindowChrome {
    public func handleChromeEvent(_ event: HostEvent) -> Bool { false }
    public func deckDidTick(_ frame: DeckFrame) {}
    public func chromeLayers(scale: Double) -> ChromeLayers { ChromeLayers() }
}

/// What a ``WindowChrome`` draws in one frame, in content pt.
public struct ChromeLayers {
    /// Drawn first, under the deck (a background), back to front.
    public var underDeck: [CompositeLayer]
    /// Drawn last, over the deck (controls), back to front.
    public var overDeck: [CompositeLayer]
    /// Where the deck's cards are cut off (content pt); nil: nowhere (they may cover the whole window).
    public var deckClip: Rect?

    /// Layers under and over the deck, and the deck's clip.
    public init(underDeck: [CompositeLayer] = [], overDeck: [CompositeLayer] = [], deckClip: Rect? = nil) {
        self.underDeck = underDeck
        self.overDeck = overDeck
        self.deckClip = deckClip
    }
}
