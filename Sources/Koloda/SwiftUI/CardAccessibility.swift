#if os(iOS)
import KolodaCore
import SwiftUI

/// VoiceOver for one card of a `KolodaStack`: the front card is one element ("card 3 of 20" as its value) whose
/// activation selects it and whose actions are the swipes its directions allow and undo; the others are hidden.
@available(iOS 14.0, *)
@MainActor
struct CardAccessibility: ViewModifier {
    let pose: StackCardPose<AnyHashable>
    let controller: KolodaStackController
    /// Names for the swipe actions by direction (the stack's `accessibilitySwipeNames`).
    let swipeNames: [SwipeResultDirection: String]

    func body(content: Content) -> some View {
        if pose.isFront {
            let actions = controller.deck.availableActions.filter { $0 != .select }
            let element = AnyView(content
                .accessibilityElement(children: .combine)
                .accessibilityValue(Text(KolodaStrings.standard.cardValue(pose.index + 1, controller.deck.countOfCards)))
                .accessibilityAction(.default) { _ = controller.updateDeck { $0.selectFrontCard() } })
            actions.reduce(element) { view, action in
                AnyView(view.accessibilityAction(named: Text(name(of: action))) { _ = controller.updateDeck { $0.perform(action) } })
            }
        } else {
            content.accessibilityHidden(true)
        }
    }

    private func name(of action: DeckAction) -> String {
        if case let .swipe(direction) = action, let name = swipeNames[direction] { return name }
        return KolodaStrings.standard.actionName(action)
    }
}
#endif
