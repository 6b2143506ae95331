/// Hears a deck's events and tunes its behaviour: Koloda's 16 delegate methods, plus undo-history eviction,
/// threshold crossing and diagnostics. This is the one declaration of Koloda's delegate API; each front names it
/// for its own view (`KolodaDeckDelegate` for the engine, `KolodaViewDelegate` for the Linux view; the UIKit view's
/// `KolodaViewDelegate` is a plain protocol with these methods, adapted to this one), so the first argument
/// is the object the app talks to and cards are named by data index.
///
/// Every method has a default (``KolodaDefaults``), and the defaults are the same with or without a delegate.
/// The deck delivers every notification as a ``KolodaEvent`` through ``koloda(_:didReceive:)``, whose default calls
/// the notification's own method (``KolodaEvent/deliver(to:from:)``). Notification methods may call back into the
/// deck; the calls apply at once and the events they cause are delivered after the current one, in order. Query
/// methods (those returning a value) must not mutate the deck: such calls are rejected
/// (`KolodaError.calledDuringQuery`) or ignored with a diagnostic.
@MainActor
public protocol KolodaDelegate: AnyObject {
    /// The object passed as the first argument: `KolodaDeck`, or a front's `KolodaView`.
    associatedtype Koloda: AnyObject
    #if hasFeature(Embedded)  // `BinaryFloatingPoint` here crashes the compiler (docs/embedded.md)
    associatedtype Fraction: EmbeddedFraction
    #else
    /// The type of drag percentages and threshold margins: `Double`, or `CGFloat` in UIKit as in Koloda.
    associatedtype Fraction: BinaryFloatingPoint
    #endif

    /// Directions the card at `index` may be swiped in; order breaks ties (default `[.left, .right]`).
    func koloda(_ koloda: Koloda, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection]
    /// Whether the card may be swiped in `direction` (default true). Asked before a swipe commits, and, as Koloda
    /// asked it, on every release with a direction: for a release that returns, about the allowed direction nearest
    /// to where the card is, and the answer then changes nothing.
    func koloda(_ koloda: Koloda, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool
    /// How a release that would swipe is decided, asked after `shouldSwipeCardAt` allowed it (default `.swipe`).
    /// Answer `.decideLater(timeout:)` to check with a server first: the card waits where it was released until you
    /// pass `swipe` to `confirmSwipe(_:)` (it flies out and is reported) or `rejectSwipe(_:)` (it springs back and
    /// no swipe is reported). Programmatic swipes (buttons, keys, VoiceOver) are not asked.
    func koloda(_ koloda: Koloda, decideSwipe swipe: PendingSwipe) -> SwipeDecision
    /// A swipe was committed.
    func koloda(_ koloda: Koloda, didSwipeCardAt index: Int, in direction: SwipeResultDirection)
    /// The swipe just reported by `koloda(_:didSwipeCardAt:in:)` (same index and direction, the nearest of the eight)
    /// went toward an exact `angle` (rad, 0 right, π/2 down): a swipe toward an angle or a vector. Default: nothing.
    func koloda(_ koloda: Koloda, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double)
    /// The last card was swiped.
    func kolodaDidRunOutOfCards(_ koloda: Koloda)
    /// A card was tapped (or activated with VoiceOver or the keyboard).
    func koloda(_ koloda: Koloda, didSelectCardAt index: Int)
    /// Whether `applyAppearAnimationIfNeeded()` animates (default true).
    func kolodaShouldApplyAppearAnimation(_ koloda: Koloda) -> Bool
    /// Whether background cards follow the drag toward the next slot (default true).
    func kolodaShouldMoveBackgroundCard(_ koloda: Koloda) -> Bool
    /// Whether background cards are drawn at `alphaValueSemiTransparent` (default true).
    func kolodaShouldTransparentizeNextCard(_ koloda: Koloda) -> Bool
    /// A drag moved; `percentage` is 0…100 toward `direction`.
    func koloda(_ koloda: Koloda, draggedCardWithPercentage percentage: Fraction, in direction: SwipeResultDirection)
    /// A drag ended without a swipe.
    func kolodaDidResetCard(_ koloda: Koloda)
    /// The swipe threshold as a ratio of the centre-to-edge distance (default nil, meaning 1.0).
    func kolodaSwipeThresholdRatioMargin(_ koloda: Koloda) -> Fraction?
    /// A card is in front and settled.
    func koloda(_ koloda: Koloda, didShowCardAt index: Int)
    /// An undone card is back.
    func koloda(_ koloda: Koloda, didRewindTo index: Int)
    /// Whether the card may be dragged (default true); taps still work when false.
    func koloda(_ koloda: Koloda, shouldDragCardAt index: Int) -> Bool
    /// A drag began on the card.
    func kolodaPanBegan(_ koloda: Koloda, cardAt index: Int)
    /// A drag ended (not cancelled), after the decision.
    func kolodaPanFinished(_ koloda: Koloda, cardAt index: Int)
    /// The drag crossed the swipe threshold toward `direction` (once per crossing each way); the hook for haptics.
    func koloda(
        _ koloda: Koloda, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection, isPastThreshold: Bool)
    /// A swipe left the undo history without being undone; it is final now.
    func koloda(_ koloda: Koloda, didEvict record: SwipeRecord, reason: HistoryEvictionReason)
    /// A problem the deck worked around (see `KolodaDiagnostic`).
    func koloda(_ koloda: Koloda, didReport diagnostic: KolodaDiagnostic)

    /// Every notification above, as an event, in the order the deck delivers them; the deck calls no other
    /// notification method. The default calls the method the event stands for (``KolodaEvent/deliver(to:from:)``).
    /// Implement it to hear every notification in one place, and call `event.deliver(to: self, from: koloda)` from
    /// it to keep the methods too.
    func koloda(_ koloda: Koloda, didReceive event: KolodaEvent)
}

/// The answers a deck uses when the delegate does not give one, in one place: the protocol extensions, the engine
/// without a delegate, and the fronts all read them from here; and the settings a deck starts with (``settings``).
/// ``DropIn`` holds how the UIKit `KolodaView`, the drop-in for Koloda 5's, starts where this package's behaviour is
/// new.
public enum KolodaDefaults {
    /// The settings every deck starts with: Koloda's (`KolodaSettings()`, whose properties say each default).
    public static let settings = KolodaSettings()
    /// `[.left, .right]`.
    public static let allowedDirections: [SwipeResultDirection] = [.left, .right]
    /// 1.0: the threshold is the card's edge distance.
    public static let swipeThresholdRatioMargin = 1.0
    /// true: every direction the card allows may be swiped.
    public static let shouldSwipeCard = true
    /// `.swipe`: a release that would swipe swipes at once.
    public static let swipeDecision = SwipeDecision.swipe
    /// true: every card may be dragged.
    public static let shouldDragCard = true
    /// true: the appear animation runs.
    public static let shouldApplyAppearAnimation = true
    /// true: background cards follow the drag.
    public static let shouldMoveBackgroundCard = true
    /// true: background cards are semi-transparent.
    public static let shouldTransparentizeNextCard = true
}

extension KolodaDelegate {
    public func koloda(_ koloda: Koloda, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        KolodaDefaults.allowedDirections
    }
    public func koloda(_ koloda: Koloda, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        KolodaDefaults.shouldSwipeCard
    }
    public func koloda(_ koloda: Koloda, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        KolodaDefaults.swipeDecision
    }
    public func koloda(_ koloda: Koloda, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
    public func koloda(
        _ koloda: Koloda, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double
    ) {}
    public func kolodaDidRunOutOfCards(_ koloda: Koloda) {}
    public func koloda(_ koloda: Koloda, didSelectCardAt index: Int) {}
    public func kolodaShouldApplyAppearAnimation(_ koloda: Koloda) -> Bool { KolodaDefaults.shouldApplyAppearAnimation }
    public func kolodaShouldMoveBackgroundCard(_ koloda: Koloda) -> Bool { KolodaDefaults.shouldMoveBackgroundCard }
    public func kolodaShouldTransparentizeNextCard(_ koloda: Koloda) -> Bool {
        KolodaDefaults.shouldTransparentizeNextCard
    }
    public func koloda(
        _ koloda: Koloda, draggedCardWithPercentage percentage: Fraction, in direction: SwipeResultDirection
    ) {}
    public func kolodaDidResetCard(_ koloda: Koloda) {}
    public func kolodaSwipeThresholdRatioMargin(_ koloda: Koloda) -> Fraction? { nil }
    public func koloda(_ koloda: Koloda, didShowCardAt index: Int) {}
    public func koloda(_ koloda: Koloda, didRewindTo index: Int) {}
    public func koloda(_ koloda: Koloda, shouldDragCardAt index: Int) -> Bool { KolodaDefaults.shouldDragCard }
    public func kolodaPanBegan(_ koloda: Koloda, cardAt index: Int) {}
    public func kolodaPanFinished(_ koloda: Koloda, cardAt index: Int) {}
    public func koloda(
        _ koloda: Koloda, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection, isPastThreshold: Bool
    ) {}
    public func koloda(_ koloda: Koloda, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {}
    public func koloda(_ koloda: Koloda, didReport diagnostic: KolodaDiagnostic) {}
    public func koloda(_ koloda: Koloda, didReceive event: KolodaEvent) { event.deliver(to: self, from: koloda) }
}

/// The engine's delegate: ``KolodaDelegate`` with the deck itself as the first argument and `Double` fractions.
@MainActor
public protocol KolodaDeckDelegate: KolodaDelegate where Koloda == KolodaDeck, Fraction == Double {}
