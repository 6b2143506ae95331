#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

/// Koloda's swipeable card deck for UIKit, driven by the `KolodaDeck` engine.
///
/// Set `dataSource` (and `delegate`). The view turns touches, VoiceOver actions and key presses into engine input,
/// follows Reduce Motion, can play a haptic at the swipe threshold, and draws one frame per display refresh with a
/// display link that runs only while something moves. Every behaviour is the engine's and its presenter's
/// (`DeckPresenter`); this class only translates and applies.
@preconcurrency @MainActor
open class KolodaView: UIView, KolodaDeckHosting {
    /// The type of Koloda's alphas, margins and ratios here: `CGFloat`.
    public typealias Fraction = CGFloat
    // Members a subclass could also declare (`deck`, `strings`, …) are not declared in the class: they are in
    // `KolodaView+Options.swift`, on a protocol extension, which a subclass's own member of that name shadows
    // instead of clashing with. The members here are Koloda 5's or internal.

    /// The engine, public as `deck`.
    let engine = KolodaDeck()
    /// The frame discipline shared with every front: input, one frame per display refresh, the view plan.
    let presenter: DeckPresenter
    private let dataSourceForwarder = KolodaDataSourceForwarder()
    private var dataSourceBridge: KolodaViewDataSourceBridge?
    private var delegateBridge: KolodaViewDelegateBridge?
    private var delegateForwarder: (any KolodaDeckDelegate)?
    /// The view's own reactions (haptics, Koloda 5's pan callbacks), heard after the delegate.
    let events = KolodaViewEvents()
    /// The recognizers' delegate, so that the view itself adopts no `UIGestureRecognizerDelegate` a subclass may want.
    let gestureRules = KolodaGestureRules()
    /// Card views by on-screen identity.
    var cardViews: [CardID: DraggableCardView] = [:]
    var panRecognizer: UIPanGestureRecognizer?
    var tapRecognizer: UITapGestureRecognizer?
    let haptics = ThresholdHaptics()
    /// Backs `followsReduceMotion`, `isCardAccessibilityEnabled`, `strings` and `keepsCardsAboveSubviews`
    /// (KolodaView+Options.swift).
    var options = KolodaViewOptions()

    /// Supplies the cards. Held weakly. Assigning another object loads its cards; assigning the same one again
    /// changes nothing.
    public weak var dataSource: (any KolodaViewDataSource)? {
        didSet {
            guard dataSource !== oldValue else { return }
            presenter.replaceDataSource(at: CACurrentMediaTime()) {
                guard let dataSource else {
                    dataSourceBridge = nil
                    dataSourceForwarder.disconnect()
                    return nil
                }
                let bridge = KolodaViewDataSourceBridge(dataSource)
                dataSourceBridge = bridge
                dataSourceForwarder.connect(bridge, host: self)
                return dataSourceForwarder
            }
        }
    }

    /// Hears events and tunes behaviour. Held weakly. Installing it moves no clock, so the first `didShowCardAt`
    /// reaches it whether it is assigned before or after `dataSource`.
    public weak var delegate: (any KolodaViewDelegate)? {
        didSet {
            delegateBridge = delegate.map { KolodaViewDelegateBridge($0) }
            delegateForwarder = delegateBridge.map { KolodaForwarding.delegate($0, host: self, observer: events) }
            presenter.setDelegate(delegateForwarder ?? events)  // haptics need events without a delegate
        }
    }

    /// Creates a deck view with the given frame (pt).
    public override init(frame: CGRect) {
        presenter = DeckPresenter(deck: engine)
        super.init(frame: frame)
        setUp()
    }

    /// Creates a deck view from Interface Builder.
    public required init?(coder: NSCoder) {
        presenter = DeckPresenter(deck: engine)
        super.init(coder: coder)
        setUp()
    }

    /// Chooses the curve of every animation (Koloda's `animator`, default `KolodaViewAnimator()`). An engine
    /// animator set through `deck.animator` reads back wrapped in one that forwards every curve to it.
    public var animator: KolodaViewAnimator {
        get { (engine.animator as? KolodaViewAnimator) ?? EngineAnimatorAdapter(engine.animator) }
        set { updateDeck { $0.animator = (newValue as? EngineAnimatorAdapter)?.base ?? newValue } }
    }

    private func setUp() {
        KolodaDefaults.DropIn.configure(engine)  // Koloda 5's behaviour where the new one would surprise an app
        events.view = self
        presenter.renderer = self  // its card views are made before the delegate hears the events that need them
        presenter.setDelegate(events)  // haptics need threshold events even without a delegate; it answers the defaults
        // The display link is made once the view is in a window (`didMoveToWindow()`), not before: the rule of
        // `DisplayLinkSchedule`, as for the SwiftUI stack.
        presenter.clock = DisplayLinkClock()
        engine.layout = ClosureLayout { [weak self] slot, context in
            self.map { Rect($0.frameForCard(at: slot)) } ?? StackLayout.frame(at: slot, in: context)
        }
        presenter.resize(to: Size(width: Double(bounds.width), height: Double(bounds.height)))
        // The actions' selectors carry a `koloda_` prefix, and their Swift names are internal, so that a subclass's
        // own `@objc func handleTap(_:)` neither clashes nor overrides them.
        let pan = UIPanGestureRecognizer(target: self, action: #selector(kolodaHandlePan(_:)))
        let tap = UITapGestureRecognizer(target: self, action: #selector(kolodaHandleTap(_:)))
        // As in Koloda: a tap selects the card and still reaches the views inside it.
        tap.cancelsTouchesInView = false
        for recognizer in [pan, tap] as [UIGestureRecognizer] {
            recognizer.delegate = gestureRules
            addGestureRecognizer(recognizer)
        }
        panRecognizer = pan
        tapRecognizer = tap
        gestureRules.view = self
        NotificationCenter.default.addObserver(
            self, selector: #selector(kolodaReduceMotionStatusDidChange),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        kolodaReduceMotionStatusDidChange()
    }

    /// Koloda's layout hook: the rectangle of `slot` (0 = front) in the view's bounds (pt). Override it for a
    /// custom deck; the default is Koloda's stack.
    open func frameForCard(at index: Int) -> CGRect {
        CGRect(StackLayout.frame(at: index, in: engine.layoutContext))
    }

    /// The content view of the card with data `index`, or nil when it is not on screen (a card on its way out
    /// included). A call that brings cards in (`dataSource =`, a swipe, `reloadData()`, an insert) makes their
    /// views before it returns and before the delegate hears of it, as Koloda 5 did.
    public func viewForCard(at index: Int) -> UIView? {
        presenter.card(showing: index).flatMap { cardViews[$0.id]?.contentView }
    }

    /// Runs `body` on the engine at the current time, then draws the result at the next display refresh; cards the
    /// call brings in get their views at once, before its events. Use it for engine calls that move cards (e.g.
    /// `updateDeck { $0.perform(.undo) }`). Calls from delegate callbacks apply at once, at the same time as the call
    /// they came from.
    @discardableResult
    public func updateDeck<T, E: Error>(_ body: (KolodaDeck) throws(E) -> T) throws(E) -> T {
        try presenter.update(at: CACurrentMediaTime(), body)
    }

    /// Koloda's `point(inside:with:)`: false while no card is shown if `shouldPassthroughTapsWhenNoVisibleCards`.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        engine.acceptsPointer(at: Point(point))
    }

    /// Resizes the deck to the view's bounds (mid-animation too), sets the viewport, and when either or anything else
    /// changed since the last frame, draws a frame now, so a new size or a first appearance never shows a stale deck
    /// for a refresh.
    open override func layoutSubviews() {
        super.layoutSubviews()
        presenter.layOut(
            size: Size(width: Double(bounds.width), height: Double(bounds.height)), viewport: windowViewport,
            layoutDirection: deckLayoutDirection, at: CACurrentMediaTime())
    }

    /// The part of the deck's plane on screen: the window, in the view's coordinates (nil without a window). A swiped
    /// card flies until it is out of the window, not just out of the deck's bounds (on an iPad the window is much
    /// larger than the deck).
    var windowViewport: Rect? {
        window.map { Rect(convert($0.bounds, from: $0)) }
    }
}

#endif
