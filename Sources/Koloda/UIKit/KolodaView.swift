#if os(iOS)
import KolodaCore
import UIKit

/// Koloda's swipeable card deck for UIKit, driven by the `KolodaDeck` engine.
///
/// Set `dataSource` (and `delegate`). The view turns touches, VoiceOver actions and key presses into engine input,
/// follows Reduce Motion, plays haptics at the swipe threshold, and animates with a display link that runs only
/// while something moves. Every behaviour is the engine's; this class only translates.
@MainActor
open class KolodaView: UIView, UIGestureRecognizerDelegate, KolodaDeckHosting {
    /// The type of Koloda's alphas, margins and ratios here: `CGFloat`.
    public typealias Fraction = CGFloat
    /// The engine. Use it for everything beyond Koloda's API (decision policy, undo limit, snapshots, …); make calls
    /// that move cards through `updateDeck(_:)` so the view animates them.
    public let deck = KolodaDeck()
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
    var frontCardID: CardID?
    /// Nesting of `updateDeck` and display-link ticks (delegate callbacks may call back into the view).
    var updateDepth = 0

    /// Whether crossing the swipe threshold during a drag plays a haptic tap (default false, as in Koloda 5, which had
    /// none: `KolodaDefaults.DropIn.isHapticFeedbackEnabled`).
    public var isHapticFeedbackEnabled: Bool { get { haptics.isEnabled } set { haptics.isEnabled = newValue } }
    /// Whether the deck follows the system's Reduce Motion setting (default true): swipes and undos then
    /// cross-fade instead of flying and rotating (the engine's `reducedMotion`).
    public var followsReduceMotion = true { didSet { reduceMotionStatusDidChange() } }

    /// Supplies the cards. Held weakly. Assigning another object loads its cards; assigning the same one again
    /// changes nothing (D12).
    public weak var dataSource: (any KolodaViewDataSource)? {
        didSet {
            guard dataSource !== oldValue else { return }
            updateDeck { deck in
                for view in cardViews.values { view.removeFromSuperview() }
                cardViews.removeAll()
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

    /// Hears events and tunes behaviour. Held weakly.
    public weak var delegate: (any KolodaViewDelegate)? {
        didSet {
            delegateForwarder = delegate.map { KolodaForwarding.delegate($0, host: self, observer: events) }
            updateDeck { deck in deck.delegate = delegateForwarder ?? events }  // haptics need events without a delegate
        }
    }

    /// Creates a deck view with the given frame (pt).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a deck view from Interface Builder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        KolodaDefaults.DropIn.configure(deck)  // Koloda 5's behaviour where the new one would surprise an app
        events.view = self
        deck.delegate = events  // haptics need threshold events even without a delegate; it answers the defaults
        deck.layout = ClosureLayout { [weak self] slot, context in
            self.map { Rect($0.frameForCard(at: slot)) } ?? StackLayout.frame(at: slot, in: context)
        }
        resizeDeck()
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
        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        reduceMotionStatusDidChange()
    }

    /// Koloda's layout hook: the rectangle of `slot` (0 = front) in the view's bounds (pt). Override it for a
    /// custom deck; the default is Koloda's stack.
    open func frameForCard(at index: Int) -> CGRect {
        CGRect(StackLayout.frame(at: index, in: deck.layoutContext))
    }

    /// The content view of the visible card with data `index`, or nil.
    public func viewForCard(at index: Int) -> UIView? {
        deck.scene.cards.first { $0.index == index && !$0.isLeaving }.flatMap { cardViews[$0.id]?.contentView }
    }

    /// Runs `body` on the engine at the current time, then shows the result and animates it. Use it for engine
    /// calls that move cards (e.g. `updateDeck { $0.perform(.undo) }`).
    @discardableResult
    public func updateDeck<T, E: Error>(_ body: (KolodaDeck) throws(E) -> T) throws(E) -> T {
        if updateDepth == 0 {
            _ = try? deck.tick(now: CACurrentMediaTime())  // animations start now, not at the last frame
            updateViewport()
        }
        updateDepth += 1
        defer {
            updateDepth -= 1
            if updateDepth == 0 { deckDidChange() }  // calls from delegate callbacks show once, after the outer one
        }
        return try body(deck)
    }

    /// Koloda's `point(inside:with:)`: false while no card is shown if `shouldPassthroughTapsWhenNoVisibleCards`.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        deck.acceptsPointer(at: Point(point))
    }

    /// Resizes the deck to the view's bounds (mid-animation too) and places the cards.
    open override func layoutSubviews() {
        super.layoutSubviews()
        resizeDeck()
        updateViewport()
        applyScene(deck.scene)
    }

    private func resizeDeck() {
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        if size.isDrawable, size != deck.size { try? deck.resize(to: size) }
    }

    /// Tells the engine what part of the deck's plane is on screen (the window, in the view's coordinates), so a
    /// swiped card flies until it is out of the window, not just out of the deck's bounds (on an iPad the window
    /// is much larger than the deck).
    func updateViewport() {
        guard let window else { return }
        let visible = Rect(convert(window.bounds, from: window))
        if visible.isFinite { deck.viewport = visible }  // the deck ignores a value it already has
    }
}

#endif
