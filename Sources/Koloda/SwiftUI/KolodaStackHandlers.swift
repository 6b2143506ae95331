#if os(iOS) || os(macOS)
import KolodaCore
import SwiftUI

/// The closures a `KolodaStack`'s modifiers set, typed by the stack's element.
@available(iOS 14.0, *)
@MainActor
struct KolodaStackHandlers<Element> {
    var onSwipe: ((Element, SwipeResultDirection) -> Void)?
    var onRunOut: (() -> Void)?
    var onSelect: ((Element) -> Void)?
    var onRewind: ((Element) -> Void)?
    var onShow: ((Element) -> Void)?
    var shouldSwipe: ((Element, SwipeResultDirection) -> Bool)?
    var allowedDirections: ((Element) -> [SwipeResultDirection])?
    var shouldMoveBackgroundCard: Bool?
    /// VoiceOver's names for the swipe actions, by direction; missing ones read "Swipe left" and the like.
    var swipeActionNames: [SwipeResultDirection: String] = [:]

    /// The same closures for the controller's model, which names items by identity: each looks the element up.
    func erased(_ controller: KolodaStackController) -> StackHandlers<AnyHashable> {
        let element = { [weak controller] (item: AnyHashable) in controller?.elements[item] as? Element }
        var handlers = StackHandlers<AnyHashable>()
        if let onSwipe { handlers.onSwipe = { item, direction in element(item).map { onSwipe($0, direction) } } }
        handlers.onRunOut = onRunOut
        if let shouldMoveBackgroundCard { handlers.shouldMoveBackgroundCard = { shouldMoveBackgroundCard } }
        if let onSelect { handlers.onSelect = { item in element(item).map(onSelect) } }
        if let onRewind { handlers.onRewind = { item in element(item).map(onRewind) } }
        if let onShow { handlers.onShow = { item in element(item).map(onShow) } }
        if let shouldSwipe {
            handlers.shouldSwipe = { item, direction in
                element(item).map { shouldSwipe($0, direction) } ?? KolodaDefaults.shouldSwipeCard
            }
        }
        if let allowedDirections {
            handlers.allowedDirections = { item in
                element(item).map(allowedDirections) ?? KolodaDefaults.allowedDirections
            }
        }
        return handlers
    }
}

@available(iOS 14.0, *)
extension KolodaStack {
    /// Called when a card is swiped (Koloda's `didSwipeCardAt`), with its element and the direction.
    public func onSwipe(_ action: @escaping (Data.Element, SwipeResultDirection) -> Void) -> Self {
        with { $0.onSwipe = action }
    }
    /// Called when the last card has been swiped (`kolodaDidRunOutOfCards`).
    public func onRunOut(_ action: @escaping () -> Void) -> Self { with { $0.onRunOut = action } }
    /// Called when the front card is tapped or activated with VoiceOver (`didSelectCardAt`).
    public func onSelect(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onSelect = action } }
    /// Called when an undone card is back (`didRewindTo`).
    public func onRewind(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onRewind = action } }
    /// Called when a card is in front and settled (`didShowCardAt`).
    public func onShow(_ action: @escaping (Data.Element) -> Void) -> Self { with { $0.onShow = action } }
    /// Whether a card may be swiped in a direction (`shouldSwipeCardAt`; default: always).
    public func shouldSwipe(_ decide: @escaping (Data.Element, SwipeResultDirection) -> Bool) -> Self {
        with { $0.shouldSwipe = decide }
    }
    /// The directions every card may be swiped in (default: left and right).
    public func allowedDirections(_ directions: [SwipeResultDirection]) -> Self {
        with { $0.allowedDirections = { _ in directions } }
    }
    /// The directions each card may be swiped in (`allowedDirectionsForIndex`).
    public func allowedDirections(_ decide: @escaping (Data.Element) -> [SwipeResultDirection]) -> Self {
        with { $0.allowedDirections = decide }
    }

    /// Whether background cards follow the drag toward the next slot (`kolodaShouldMoveBackgroundCard`; default
    /// true). Koloda's example v2 turns it off.
    public func shouldMoveBackgroundCard(_ moves: Bool) -> Self { with { $0.shouldMoveBackgroundCard = moves } }

    /// What VoiceOver calls the swipe in each direction, for example `[.right: "Like", .left: "Nope"]`; directions
    /// not named read "Swipe left", "Swipe right" and so on. Undo is always "Undo".
    public func accessibilitySwipeNames(_ names: [SwipeResultDirection: String]) -> Self {
        with { $0.swipeActionNames = names }
    }

    private func with(_ change: (inout KolodaStackHandlers<Data.Element>) -> Void) -> Self {
        var copy = self
        change(&copy.handlers)
        return copy
    }
}
#endif
