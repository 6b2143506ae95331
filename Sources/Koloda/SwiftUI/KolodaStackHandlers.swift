#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore
import SwiftUI

/// The closures a `KolodaStack`'s modifiers set, typed by the stack's element.
@available(iOS 14.0, *)
@MainActor
struct KolodaStackHandlers<Element> {
    var onSwipe: ((Element, SwipeResultDirection) -> Void)?
    var onSwipeAngle: ((Element, SwipeResultDirection, Double) -> Void)?
    var onRunOut: (() -> Void)?
    var onSelect: ((Element) -> Void)?
    var onRewind: ((Element) -> Void)?
    var onShow: ((Element) -> Void)?
    var onDrag: ((Element, SwipeResultDirection, Double) -> Void)?
    var onThresholdCrossed: ((Element, SwipeResultDirection, Bool) -> Void)?
    var onReset: ((Element) -> Void)?
    var onDragBegan: ((Element) -> Void)?
    var onDragEnded: ((Element) -> Void)?
    var onDiagnostic: ((KolodaDiagnostic) -> Void)?
    var onItemsRejected: ((StackItemsError) -> Void)?
    var shouldSwipe: ((Element, SwipeResultDirection) -> Bool)?
    var decideSwipe: ((Element, PendingSwipe) -> SwipeDecision)?
    var allowedDirections: ((Element) -> [SwipeResultDirection])?
    var shouldDrag: ((Element) -> Bool)?
    var shouldMoveBackgroundCard: Bool?
    var appliesAppearAnimation: Bool?
    var transparentizesNextCard: Bool?
    var swipeThresholdRatio: Double?
    /// Swipe back to undo: the band's width from the edge (pt; nil: off, the default).
    var swipeBackEdgeWidth: Double?
    /// Whether crossing the swipe threshold plays a haptic tap (default false, as on `KolodaView`).
    var isHapticFeedbackEnabled = false
    /// VoiceOver's names for the swipe actions, by direction; missing ones read "Swipe left" and the like.
    var swipeActionNames: [SwipeResultDirection: String] = [:]
    /// The words the deck says (VoiceOver's action names, a card's value); default `KolodaStrings.standard`.
    var strings: KolodaStrings?

    /// The same closures for the controller's model, which names items by identity: each looks the element up.
    func erased(_ controller: KolodaStackController) -> StackHandlers<AnyHashable> {
        let element = { [weak controller] (item: AnyHashable) in controller?.elements[item] as? Element }
        var handlers = StackHandlers<AnyHashable>()
        if let onSwipe { handlers.onSwipe = { item, direction in element(item).map { onSwipe($0, direction) } } }
        if let onSwipeAngle {
            handlers.onSwipeAngle = { item, direction, angle in element(item).map { onSwipeAngle($0, direction, angle) }
            }
        }
        handlers.onRunOut = onRunOut
        handlers.onDiagnostic = onDiagnostic
        if let onSelect { handlers.onSelect = { item in element(item).map(onSelect) } }
        if let onRewind { handlers.onRewind = { item in element(item).map(onRewind) } }
        if let onShow { handlers.onShow = { item in element(item).map(onShow) } }
        if let onDrag { handlers.onDrag = { item, to, percent in element(item).map { onDrag($0, to, percent) } } }
        handlers.onThresholdCrossed = thresholdCrossed(element, controller)
        if let onReset { handlers.onReset = { item in element(item).map(onReset) } }
        handlers.onDragBegan = dragBegan(element, controller)
        if let onDragEnded { handlers.onDragEnded = { item in element(item).map(onDragEnded) } }
        erasedQueries(into: &handlers, element)
        return handlers
    }

    /// The drag-began handler: the app's, and waking the haptic engine when haptics are enabled (as `KolodaView`).
    private func dragBegan(
        _ element: @escaping (AnyHashable) -> Element?, _ controller: KolodaStackController
    ) -> ((AnyHashable) -> Void)? {
        let onDragBegan = onDragBegan
        guard onDragBegan != nil || isHapticFeedbackEnabled else { return nil }
        let haptics = isHapticFeedbackEnabled ? controller.haptics : nil
        return { item in
            haptics?.prepare()
            element(item).map { onDragBegan?($0) }
        }
    }

    /// The threshold handler: the app's, and the haptic when it is enabled.
    private func thresholdCrossed(
        _ element: @escaping (AnyHashable) -> Element?, _ controller: KolodaStackController
    ) -> ((AnyHashable, SwipeResultDirection, Bool) -> Void)? {
        let onThresholdCrossed = onThresholdCrossed
        guard onThresholdCrossed != nil || isHapticFeedbackEnabled else { return nil }
        let haptics = isHapticFeedbackEnabled ? controller.haptics : nil
        return { item, direction, isPast in
            haptics?.play(isPastThreshold: isPast)
            element(item).map { onThresholdCrossed?($0, direction, isPast) }
        }
    }

    private func erasedQueries(
        into handlers: inout StackHandlers<AnyHashable>, _ element: @escaping (AnyHashable) -> Element?
    ) {
        if let shouldMoveBackgroundCard { handlers.shouldMoveBackgroundCard = { shouldMoveBackgroundCard } }
        if let appliesAppearAnimation { handlers.shouldApplyAppearAnimation = { appliesAppearAnimation } }
        if let transparentizesNextCard { handlers.shouldTransparentizeNextCard = { transparentizesNextCard } }
        if let swipeThresholdRatio { handlers.swipeThresholdRatioMargin = { swipeThresholdRatio } }
        if let shouldSwipe {
            handlers.shouldSwipe = { item, direction in
                element(item).map { shouldSwipe($0, direction) } ?? KolodaDefaults.shouldSwipeCard
            }
        }
        if let decideSwipe {
            handlers.decideSwipe = { item, swipe in
                element(item).map { decideSwipe($0, swipe) } ?? KolodaDefaults.swipeDecision
            }
        }
        if let allowedDirections {
            handlers.allowedDirections = { item in
                element(item).map(allowedDirections) ?? KolodaDefaults.allowedDirections
            }
        }
        if let shouldDrag {
            handlers.shouldDrag = { item in element(item).map(shouldDrag) ?? KolodaDefaults.shouldDragCard }
        }
    }
}

@available(iOS 14.0, *)
extension KolodaStack {
    /// Called when a card is swiped (Koloda's `didSwipeCardAt`), with its element and the direction.
    public func onSwipe(_ action: @escaping (Data.Element, SwipeResultDirection) -> Void) -> Self {
        with { $0.onSwipe = action }
    }
    /// Called after `onSwipe` for a swipe toward an exact angle (`KolodaStackController.swipe(toward:force:)`), with
    /// its element, the nearest direction (the one `onSwipe` heard) and the angle (rad, 0 right, π/2 down).
    public func onSwipeAngle(_ action: @escaping (Data.Element, SwipeResultDirection, Double) -> Void) -> Self {
        with { $0.onSwipeAngle = action }
    }
    /// Called when the last card has been swiped (`kolodaDidRunOutOfCards`).
    public func onRunOut(_ action: @escaping () -> Void) -> Self { with { $0.onRunOut = action } }
    /// Called when the front card is tapped, or activated with VoiceOver or the keyboard (`didSelectCardAt`).
    public func onSelect(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onSelect = action } }
    /// Called when an undone card is back (`didRewindTo`).
    public func onRewind(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onRewind = action } }
    /// Called when a card is in front and settled (`didShowCardAt`).
    public func onShow(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onShow = action } }
    /// Called as a drag moves the front card, with the direction it heads in and the percentage of the way to the
    /// swipe threshold (0…100; `draggedCardWithPercentage`). Called at the display's rate: keep it light.
    public func onDrag(_ action: @escaping (Data.Element, SwipeResultDirection, Double) -> Void) -> Self {
        with { $0.onDrag = action }
    }
    /// Called when a drag crosses the swipe threshold toward a direction: `true` going past it, `false` coming back
    /// (`didCrossThresholdIn`).
    public func onThresholdCrossed(_ action: @escaping (Data.Element, SwipeResultDirection, Bool) -> Void) -> Self {
        with { $0.onThresholdCrossed = action }
    }
    /// Called when a drag ends without a swipe, or is cancelled, and the card returns (`kolodaDidResetCard`).
    public func onReset(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onReset = action } }
    /// Called when a drag begins on the front card (`kolodaPanBegan`).
    public func onDragBegan(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onDragBegan = action } }
    /// Called when a drag ends, after the deck decided between a swipe and a return (`kolodaPanFinished`; not
    /// called for a cancelled drag).
    public func onDragEnded(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onDragEnded = action } }
    /// Called with a problem the deck worked around (`didReport`).
    public func onDiagnostic(_ action: @escaping (KolodaDiagnostic) -> Void) -> Self {
        with { $0.onDiagnostic = action }
    }
    /// Called when the stack was given items it cannot adopt (two with the same identity); the deck keeps the
    /// previous items.
    public func onItemsRejected(_ action: @escaping (StackItemsError) -> Void) -> Self {
        with { $0.onItemsRejected = action }
    }
}

@available(iOS 14.0, *)
extension KolodaStack {
    /// Whether a card may be swiped in a direction (`shouldSwipeCardAt`; default: always).
    public func shouldSwipe(_ decide: @escaping (Data.Element, SwipeResultDirection) -> Bool) -> Self {
        with { $0.shouldSwipe = decide }
    }
    /// How a release that would swipe a card is decided (default `.swipe`). Answer `.decideLater(timeout:)` to ask a
    /// server first: the card waits where it was released until you pass the handle to the controller's
    /// `confirmSwipe(_:)` (it flies out, `onSwipe` hears it) or `rejectSwipe(_:)` (it springs back). Leaving the
    /// screen, a timeout or another command rejects it.
    public func decideSwipe(_ decide: @escaping (Data.Element, PendingSwipe) -> SwipeDecision) -> Self {
        with { $0.decideSwipe = decide }
    }
    /// The directions every card may be swiped in (default: left and right).
    public func allowedDirections(_ directions: [SwipeResultDirection]) -> Self {
        with { $0.allowedDirections = { _ in directions } }
    }
    /// The directions each card may be swiped in (`allowedDirectionsForIndex`).
    public func allowedDirections(_ decide: @escaping (Data.Element) -> [SwipeResultDirection]) -> Self {
        with { $0.allowedDirections = decide }
    }
    /// Whether a card may be dragged (`shouldDragCardAt`; default: always). Taps, keys and the controller's
    /// `swipe(_:force:)` still work on a card that may not be dragged.
    public func shouldDrag(_ decide: @escaping (Data.Element) -> Bool) -> Self { with { $0.shouldDrag = decide } }

    /// Whether background cards follow the drag toward the next slot (`kolodaShouldMoveBackgroundCard`; default
    /// true). Koloda's example v2 turns it off.
    public func shouldMoveBackgroundCard(_ moves: Bool) -> Self { with { $0.shouldMoveBackgroundCard = moves } }
    /// Whether the first cards appear with Koloda's appear animation (`kolodaShouldApplyAppearAnimation`; default
    /// true).
    public func appearAnimation(_ applies: Bool) -> Self { with { $0.appliesAppearAnimation = applies } }
    /// Whether background cards are drawn semi-transparent (`kolodaShouldTransparentizeNextCard`; default true).
    public func transparentizesNextCard(_ transparentizes: Bool) -> Self {
        with { $0.transparentizesNextCard = transparentizes }
    }
    /// The swipe threshold as a ratio of the distance from the card's centre to its edge
    /// (`kolodaSwipeThresholdRatioMargin`; default 1: the centre must travel to where the edge was).
    public func swipeThresholdRatio(_ ratio: Double) -> Self { with { $0.swipeThresholdRatio = ratio } }
    /// Whether crossing the swipe threshold during a drag plays a haptic tap, softer when it crosses back (default
    /// false, as on `KolodaView`, because Koloda had none).
    public func hapticFeedback(_ enabled: Bool = true) -> Self { with { $0.isHapticFeedbackEnabled = enabled } }
    /// Swipe back to undo (off by default): a drag that starts within `edgeWidth` (pt; default 40) of the edge the
    /// last swiped card left from brings it back under the finger; let go where a drag would return, it is undone
    /// (`onRewind`), else it flies back out and nothing is reported. Nil turns it off
    /// (`KolodaSettings.swipeBackEdgeWidth`).
    public func swipeBack(edgeWidth: Double? = 40) -> Self { with { $0.swipeBackEdgeWidth = edgeWidth } }

    /// What VoiceOver calls the swipe in each direction, for example `[.right: "Like", .left: "Nope"]`; directions
    /// not named read "Swipe left", "Swipe right" and so on. Undo is always "Undo".
    public func accessibilitySwipeNames(_ names: [SwipeResultDirection: String]) -> Self {
        with { $0.swipeActionNames = names }
    }
    /// The words the deck says, replaceable as on `KolodaView` (`strings`): VoiceOver's action names and a card's
    /// value ("card 3 of 20"). Default `KolodaStrings.standard`, localized. `accessibilitySwipeNames` wins for the
    /// swipes it names.
    public func strings(_ strings: KolodaStrings) -> Self { with { $0.strings = strings } }

    private func with(_ change: (inout KolodaStackHandlers<Data.Element>) -> Void) -> Self {
        var copy = self
        change(&copy.handlers)
        return copy
    }
}
#endif
