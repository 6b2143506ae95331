#if os(iOS) || os(macOS)
import KolodaCore
import SwiftUI

/// VoiceOver for one card of a `KolodaStack`: the front card is one element ("card 3 of 20" as its value) whose
/// activation selects it and whose actions are the swipes its directions allow and undo; the others are hidden.
///
/// Front or not, and the list of actions, change only modifier arguments and the rows of a `ForEach` beside the
/// content, never the views around `content`: a branch (or a varying chain of `AnyView`s) around it would be a
/// different view to SwiftUI when it flips, and SwiftUI would rebuild the app's card, resetting its state, at every
/// swipe.
@available(iOS 14.0, *)
@MainActor
struct CardAccessibility: ViewModifier {
    let pose: StackCardPose<AnyHashable>
    let controller: KolodaStackController
    /// The words the card says (the stack's `strings` and `accessibilitySwipeNames`).
    let speech: CardSpeech

    func body(content: Content) -> some View {
        let actions = pose.isFront ? controller.model.frontCardActions : []
        // Each action is a child element of its own; `accessibilityElement(children: .combine)` merges the
        // children's properties into the card's one element (Apple's documentation of `.combine`), so the card
        // offers them as its custom actions.
        let element = ZStack {
            content
            ForEach(actions, id: \.self) { action in
                ActionElement(name: name(of: action)) { _ = controller.updateDeck { $0.perform(action) } }
            }
        }
        .accessibilityElement(children: .combine)
        // One accessibility modifier per step: on another's result, SwiftUI's iOS 13 and iOS 14 overloads of the
        // same modifier are both candidates and the call is ambiguous.
        let valued = opaque(
            element.accessibilityValue(
                Text(pose.isFront ? speech.strings.cardValue(pose.index + 1, controller.deck.countOfCards) : "")
            ))
        let activated = opaque(valued.accessibilityAction(AccessibilityActionKind.default) { controller.select() })
        return activated.accessibilityHidden(!pose.isFront)
    }

    private func opaque(_ view: some View) -> some View { view }

    private func name(of action: DeckAction) -> String {
        if case .swipe(let direction) = action, let name = speech.swipeNames[direction] { return name }
        return speech.strings.actionName(action)
    }
}

/// What a stack's cards say: the app's strings (default `KolodaStrings.standard`) and its names for the swipes.
@available(iOS 14.0, *)
struct CardSpeech {
    let strings: KolodaStrings
    let swipeNames: [SwipeResultDirection: String]

    init(strings: KolodaStrings?, swipeNames: [SwipeResultDirection: String]) {
        self.strings = strings ?? .standard
        self.swipeNames = swipeNames
    }
}

/// An invisible accessibility element with one named action, for the card's element to merge.
@available(iOS 14.0, *)
@MainActor
private struct ActionElement: View {
    let name: String
    let perform: () -> Void

    var body: some View {
        Color.clear
            .frame(width: 0, height: 0)
            .accessibilityElement()
            .accessibilityAction(named: Text(name), perform)
    }
}
#endif
