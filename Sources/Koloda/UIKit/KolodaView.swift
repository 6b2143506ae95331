#if os(iOS)
import KolodaCore
import UIKit

/// Koloda's swipeable card deck for UIKit, driven by the `KolodaDeck` engine.
///
/// Set `dataSource` (and `delegate`). The view turns touches, VoiceOver actions and key presses into engine input,
/// follows Reduce Motion, can play a haptic at the swipe threshold, and draws one frame per display refresh with a
/// display link that runs only while something moves. Every behaviour is the engine's and its presenter's
/// (`DeckPresenter`); this class only translates and applies.
@MainActor
open class KolodaView: UIView, UIGestureRecognizerDelegate, KolodaDeckHosting {
    /// The type of Koloda's alphas, margins and ratios here: `CGFloat`.
    public typealias Fraction = CGFloat
    /// The engine. Use it for everything beyond Koloda's API (decision policy, undo limit, snapshots, …); make calls
    /// that move cards through `updateDeck(_:)` so the view animates them.
    public let deck = KolodaDeck()
    /// The frame discipline shared with every front: input, one frame per display refresh, the view plan.
    let presenter: DeckPresenter
    private let dataSourceForwarder = KolodaDataSourceForwarder()
    private var delegateForwarder: (any KolodaDeckDelegate)?
    /// The view's own reactions (haptics, Koloda 5's pan callbacks), heard after the delegate.
    let events = KolodaViewEvents()
    /// Card views by on-screen identity.
    var cardViews: [CardID: DraggableCardView] = [:]
    var displayLink: CADisplayLink?
    var panRecognizer: UIPanGestureRecognizer?
    var tapRecognizer: UITapGestureRecognizer?
    let haptics = ThresholdHaptics()

    /// Whether crossing the swipe threshold during a drag plays a haptic tap (default false, as in Koloda 5, which had
    /// none: `KolodaDefaults.DropIn.isHapticFeedbackEnabled`).
    public var isHapticFeedbackEnabled: Bool {
        get { haptics.isEnabled }
        set { haptics.isEnabled = newValue }
    }
    /// Whether the deck follows the system's Reduce Motion setting (default true): swipes and undos then
    /// cross-fade instead of flying and rotating (the engine's `reducedMotion`).
    public var followsReduceMotion = true { didSet { reduceMotionStatusDidChange() } }
    /// Whether each card is one VoiceOver element with the deck's actions (swipe in each allowed direction, undo,
    /// select; "card 3 of 20" as its value), followed by the views inside it (default true). False gives Koloda 5's
    /// accessibility: VoiceOver reads the cards' and the deck's views as UIKit finds them, with no actions of the
    /// deck's.
    public var isCardAccessibilityEnabled = true
    /// The words VoiceOver speaks and the iPad's key-command titles: the action names, a card's value and hint.
    /// Default: the package's localized strings (English, German, French, Spanish, Japanese) in the app's language.
    public var strings = KolodaStrings.standard
    /// Whether the cards are kept above every view the app adds inside the deck, also one added later (default false:
    /// Koloda 5's order, where a view added after the cards is on top of them, `KolodaDefaults.DropIn`).
    public var keepsCardsAboveSubviews = KolodaDefaults.DropIn.keepsCardsAboveSubviews {
        didSet { stackCards(presenter.lastPlan) }
    }

    /// Supplies the cards. Held weakly. Assigning another object loads its cards; assigning the same one again
    /// changes nothing.
    public weak var dataSource: (any KolodaViewDataSource)? {
        didSet {
            guard dataSource !== oldValue else { return }
            for view in cardViews.values { view.removeFromSuperview() }
            cardViews.removeAll()
            presenter.forgetCardViews()
            updateDeck { deck in
                guard let dataSource else {
                    dataSourceForwarder.disconnect()
                    deck.dataSource = nil
                    return
                }
                dataSourceForwarder.connect(dataSource, host: self)
                if deck.dataSource == nil {
                    deck.dataSource = dataSourceForwarder
                } else {
                    deck.reloadData()  // the forwarder stays connected; read the new object's cards
                }
            }
        }
    }

    /// Hears events and tunes behaviour. Held weakly. Installing it moves no clock, so the first `didShowCardAt`
    /// reaches it whether it is assigned before or after `dataSource`.
    public weak var delegate: (any KolodaViewDelegate)? {
        didSet {
            delegateForwarder = delegate.map { KolodaForwarding.delegate($0, host: self, observer: events) }
            presenter.setDelegate(delegateForwarder ?? events)  // haptics need events without a delegate
            requestFrame()
        }
    }

    /// Creates a deck view with the given frame (pt).
    public override init(frame: CGRect) {
        presenter = DeckPresenter(deck: deck)
        super.init(frame: frame)
        setUp()
    }

    /// Creates a deck view from Interface Builder.
    public required init?(coder: NSCoder) {
        presenter = DeckPresenter(deck: deck)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        KolodaDefaults.DropIn.configure(deck)  // Koloda 5's behaviour where the new one would surprise an app
        events.view = self
        presenter.setDelegate(events)  // haptics need threshold events even without a delegate; it answers the defaults
        deck.layout = ClosureLayout { [weak self] slot, context in
            self.map { Rect($0.frameForCard(at: slot)) } ?? StackLayout.frame(at: slot, in: context)
        }
        _ = resizeDeck()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        // As in Koloda: a tap selects the card and still reaches the views inside it.
        tap.cancelsTouchesInView = false
        for recognizer in [pan, tap] as [UIGestureRecognizer] {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
        panRecognizer = pan
        tapRecognizer = tap
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionStatusDidChange),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        reduceMotionStatusDidChange()
    }

    /// Koloda's layout hook: the rectangle of `slot` (0 = front) in the view's bounds (pt). Override it for a
    /// custom deck; the default is Koloda's stack.
    open func frameForCard(at index: Int) -> CGRect {
        CGRect(StackLayout.frame(at: index, in: deck.layoutContext))
    }

    /// The content view of the card with data `index` as last drawn, or nil when it is not on screen. Cards a call
    /// has just loaded get their views at the next frame (the next layout pass or display refresh).
    public func viewForCard(at index: Int) -> UIView? {
        presenter.card(showing: index).flatMap { cardViews[$0.id]?.contentView }
    }

    /// Runs `body` on the engine at the current time, then draws the result at the next display refresh. Use it for
    /// engine calls that move cards (e.g. `updateDeck { $0.perform(.undo) }`). Calls from delegate callbacks apply
    /// at once, at the same time as the call they came from.
    @discardableResult
    public func updateDeck<T, E: Error>(_ body: (KolodaDeck) throws(E) -> T) throws(E) -> T {
        defer { requestFrame() }
        return try presenter.update(at: CACurrentMediaTime()) { deck throws(E) -> T in
            updateViewport()
            return try body(deck)
        }
    }

    /// Koloda's `point(inside:with:)`: false while no card is shown if `shouldPassthroughTapsWhenNoVisibleCards`.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        deck.acceptsPointer(at: Point(point))
    }

    /// Resizes the deck to the view's bounds (mid-animation too) and, when that or anything else changed since the
    /// last frame, draws a frame now, so a new size or a first appearance never shows a stale deck for a refresh.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let resized = resizeDeck()
        let viewportChanged = updateViewport()
        if resized || viewportChanged || presenter.needsFrame { showFrame(at: CACurrentMediaTime()) }
    }

    /// Resizes the deck to the view's bounds; true when the size changed.
    private func resizeDeck() -> Bool {
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        guard size.isDrawable, size != deck.size else { return false }
        try? deck.resize(to: size)
        return true
    }

    /// Tells the engine what part of the deck's plane is on screen (the window, in the view's coordinates), so a
    /// swiped card flies until it is out of the window, not just out of the deck's bounds (on an iPad the window
    /// is much larger than the deck). True when it changed.
    @discardableResult
    func updateViewport() -> Bool {
        guard let window else { return false }
        let visible = Rect(convert(window.bounds, from: window))
        guard visible.isFinite, deck.viewport != visible else { return false }
        deck.viewport = visible
        return true
    }
}

#endif
