#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore
import SwiftUI

/// VoiceOver for one card of a `KolodaStack`, as `KolodaView` does it: the front card is a container whose first
/// element stands for the card ("card 3 of 20", activation selects it, its actions are the swipes its directions
/// allow and undo), followed by the content's own elements, so a button, text field or scroll view in a card is
/// reached and used on its own. Every other card is hidden. After a swipe made while VoiceOver's focus was on a card,
/// focus moves to the new front card (iOS 15 and later).
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
        ZStack {
            // Declared first and sorted first: read before the content. Below the content, and never hit by a touch,
            // so the content's controls get theirs.
            summary.allowsHitTesting(false)
            content
        }
        // `.contain`: the card is a container of its children's elements, each kept (Apple's
        // `AccessibilityChildBehavior`; `.combine` would merge them into one element and turn buttons into actions).
        .accessibilityElement(children: .contain)
        .accessibilityHidden(!pose.isFront)
    }

    /// The element standing for the card: its number as label, the select hint and action, and the swipe and undo
    /// actions. Each action is an element of its own that `.combine` merges into this one (Apple's documentation of
    /// `.combine`), so the list of actions is rows of a `ForEach`, not a varying chain of modifiers.
    private var summary: some View {
        let actions = pose.isFront ? controller.model.frontCardActions : []
        let element = ZStack {
            Color.clear
            ForEach(actions, id: \.self) { action in
                ActionElement(name: name(of: action)) { _ = controller.updateDeck { $0.perform(action) } }
            }
        }
        .accessibilityElement(children: .combine)
        // One accessibility modifier per step: on another's result, SwiftUI's iOS 13 and iOS 14 overloads of the
        // same modifier are both candidates and the call is ambiguous.
        let labelled = opaque(
            element.accessibilityLabel(
                Text(pose.isFront ? speech.strings.cardValue(pose.index + 1, controller.deck.countOfCards) : "")))
        let hinted = opaque(labelled.accessibilityHint(Text(pose.isFront ? speech.strings.selectHint : "")))
        let activated = opaque(hinted.accessibilityAction(AccessibilityActionKind.default) { controller.select() })
        return opaque(activated.accessibilitySortPriority(1)).modifier(CardFocus(pose: pose, controller: controller))
    }

    private func opaque(_ view: some View) -> some View { view }

    private func name(of action: DeckAction) -> String {
        if case .swipe(let direction) = action, let name = speech.swipeNames[direction] { return name }
        return speech.strings.actionName(action)
    }
}

/// Moves VoiceOver's focus to the new front card after a swipe made while focus was on a card, and tells the model
/// where focus is (`KolodaStackModel.voiceOverFocusMoved(to:)`), which decides. `AccessibilityFocusState` (iOS 15):
/// setting it moves accessibility focus to the element bound to it (Apple's documentation). Before iOS 15, focus
/// stays where VoiceOver puts it.
@available(iOS 14.0, *)
@MainActor
private struct CardFocus: ViewModifier {
    let pose: StackCardPose<AnyHashable>
    let controller: KolodaStackController

    func body(content: Content) -> some View {
        if #available(iOS 15.0, macOS 12.0, *) {
            let model = controller.model
            content.modifier(FocusedCard(card: pose.id, isTarget: model.voiceOverFocusTarget == pose.id, model: model))
        } else {
            content
        }
    }
}

@available(iOS 15.0, macOS 12.0, *)
@MainActor
private struct FocusedCard: ViewModifier {
    let card: CardID
    /// True when the model asks focus to move to this card.
    let isTarget: Bool
    let model: KolodaStackModel<AnyHashable>
    @AccessibilityFocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        content
            .accessibilityFocused($isFocused)
            .onChange(of: isFocused) { [card, model] focused in
                model.voiceOverFocusMoved(to: focused ? card : nil, from: card)
            }
            .onChange(of: isTarget) { target in
                if target { isFocused = true }
            }
            .onAppear { if isTarget { isFocused = true } }
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
