@_spi(Fronts) import KolodaCore

/// Koloda's swipeable card deck for Linux: the `KolodaDeck` engine with views drawn by Cairo and Pango.
///
/// Set `dataSource` (and `delegate`), feed pointer events and call `tick(now:)` once per frame; draw the frame with
/// a `DeckFrameRenderer` (or let `KolodaWindowHost` do all three). Every behaviour is the engine's (see
/// `KolodaDeck`); this class adds the views.
@MainActor
open class KolodaView: CairoView, KolodaDeckHosting {
    /// The type of Koloda's alphas, margins and ratios here: `Double`.
    public typealias Fraction = Double
    /// The engine. Use it for everything beyond Koloda's API (decision policy, reduced motion, snapshots, …).
    public let deck: KolodaDeck
    /// The frame discipline (input, one frame per `tick(now:)`, the view plan), shared with every front.
    package let presenter: DeckPresenter
    private let dataSourceForwarder = KolodaDataSourceForwarder()
    private var delegateForwarder: (any KolodaDeckDelegate)?
    /// Card views by on-screen identity, asked from the data source lazily.
    var cardViews: [CardID: CardViews] = [:]
    /// Rasterizes each card once, re-rasterizing only when its content or the scale changes. Its `scale` follows the
    /// pixels the last frame's layers were asked for (`lastFrameLayers(scale:origin:clip:)`).
    public let rasterizer = CardRasterizer()

    /// Resampling of transformed cards while the scene moves (dragged, animating or leaving cards). Default `.fast`:
    /// nearest pixel for scaled back cards; rotated cards are bilinear either way.
    public var filterWhileMoving: CompositingFilter = .fast
    /// Resampling of cards when the scene is at rest. Default `.good` (bilinear).
    public var filterAtRest: CompositingFilter = .good

    /// Supplies the cards. Held weakly. Assigning another object loads its cards; assigning the same one again
    /// changes nothing (no duplicated cards, no second load).
    public weak var dataSource: (any KolodaViewDataSource)? {
        didSet {
            guard dataSource !== oldValue else { return }
            presenter.replaceDataSource(at: deck.now) {
                guard let dataSource else {
                    dataSourceForwarder.disconnect()
                    return nil  // the engine empties the deck
                }
                dataSourceForwarder.connect(dataSource, host: self)
                return dataSourceForwarder
            }
        }
    }

    /// Hears events and tunes behaviour. Held weakly.
    public weak var delegate: (any KolodaViewDelegate)? {
        didSet {
            delegateForwarder = delegate.map { KolodaForwarding.delegate($0, host: self) }
            presenter.setDelegate(delegateForwarder)
        }
    }

    /// Creates a deck view with the given frame (pt).
    public override init(frame: Rect = Rect(x: 0, y: 0, width: 300, height: 400)) {
        deck = KolodaDeck(size: frame.size.isDrawable ? frame.size : Size(width: 300, height: 400))
        presenter = DeckPresenter(deck: deck)
        super.init(frame: frame)
        presenter.renderer = self
        deck.layout = ClosureLayout { [weak self] slot, context in
            self?.frameForCard(at: slot) ?? StackLayout.frame(at: slot, in: context)
        }
    }

    /// The deck's frame (pt). Changing its size re-lays out the deck at once, mid-animation too; a size that is not
    /// finite and positive is ignored by the deck (it keeps the last good size).
    open override var frame: Rect {
        didSet { presenter.resize(to: frame.size) }
    }

    /// Koloda's layout hook: the rectangle of `slot` (0 = front) in the deck (pt). Override it for a custom deck.
    open func frameForCard(at index: Int) -> Rect {
        StackLayout.frame(at: index, in: deck.layoutContext)
    }

    /// The content view of the card with data `index`, or nil when it is not on screen (a card on its way out
    /// included). A call that brings cards in (`dataSource =`, a swipe, `reloadData()`, an insert) makes their views
    /// before it returns and before the delegate hears of it, as Koloda 5 did.
    public func viewForCard(at index: Int) -> CairoView? {
        presenter.card(showing: index).flatMap { cardViews[$0.id]?.content }
    }
}

/// The views of one card on screen.
struct CardViews {
    var content: CairoView
    var overlay: OverlayView?
    var contentVersion: Int
}

// MARK: - Koloda's API (the properties and methods come from `KolodaDeckHosting`)

extension KolodaView {
    /// Runs `body` on the engine at the deck's time (the host delivers input just before a frame). The view shows
    /// the result at its next frame; cards the call brings in get their views at once, before its events.
    @discardableResult
    public func updateDeck<T, E: Error>(_ body: (KolodaDeck) throws(E) -> T) throws(E) -> T {
        try presenter.update(at: deck.now, body)
    }

    /// Koloda's `point(inside:)` (in the deck's coordinates, pt).
    public func point(inside point: Point) -> Bool { deck.acceptsPointer(at: point) }
}
