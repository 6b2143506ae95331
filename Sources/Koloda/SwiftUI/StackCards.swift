#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore
import SwiftUI

/// The cards of a `KolodaStack`, drawn as the engine posed them. This view alone observes the per-frame poses, so
/// a frame draws the cards again and nothing else: not the stack's owner, not the app's other views.
@available(iOS 14.0, *)
@MainActor
struct StackCards<Data: RandomAccessCollection, ID: Hashable, Card: View, Overlay: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let controller: KolodaStackController
    @ObservedObject var frames: StackFrames
    let card: (Data.Element) -> Card
    let overlay: (Data.Element, SwipeResultDirection, Double) -> Overlay
    /// The words the cards say (the stack's `strings` and `accessibilitySwipeNames`).
    let speech: CardSpeech
    @GestureState private var isPressed = false
    /// The app's layout direction, given back to each card's content inside the deck's left-to-right space.
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        let model = controller.model
        return ZStack(alignment: .topLeading) {
            // The deck's area takes touches where no card is, as `KolodaView` does, unless the deck is empty and
            // `shouldPassthroughTapsWhenNoVisibleCards` is set: then the views behind it get them.
            // `allowsHitTesting(false)` takes a view out of hit testing; `contentShape` makes a clear one hit.
            Color.clear
                .contentShape(Rectangle())
                .allowsHitTesting(!model.passesTouchesThrough)
            ForEach(drawn(model.poses)) { drawn in
                cardView(drawn.element, drawn.pose)
            }
        }
        .coordinateSpace(name: DeckSpace.name)
        // The engine's transforms are physical (x grows to the right, from the deck's left edge). In a right-to-left
        // layout `.topLeading` is the top right, so a card narrower than the deck would start at its right edge
        // before the transform; alignment follows the layout direction while content is not mirrored (Apple,
        // `flipsForRightToLeftLayoutDirection(_:)`). So the deck lays its cards out left to right, and each card's
        // content gets the app's direction back (`cardView`).
        .environment(\.layoutDirection, .leftToRight)
        .onChange(of: GesturePress(isPressed: isPressed, controller: controller)) { press in
            if !press.isPressed { press.controller.gestureDidReset() }
        }
    }

    /// A card on screen with the element it shows.
    struct DrawnCard: Identifiable {
        let pose: StackCardPose<AnyHashable>
        let element: Data.Element
        var id: CardID { pose.id }
    }

    /// The cards with their elements, read from the current `data` (so an item edited in place shows its change),
    /// else from the elements the controller kept (a card flying out after the app dropped its item).
    private func drawn(_ poses: [StackCardPose<AnyHashable>]) -> [DrawnCard] {
        poses.compactMap { pose in
            let element =
                pose.element(in: data) { AnyHashable($0[keyPath: id]) }
                ?? controller.elements[pose.item] as? Data.Element
            return element.map { DrawnCard(pose: pose, element: $0) }
        }
    }

    /// One card: its content and overlay at the card's size, placed by the engine's transform as given.
    ///
    /// - The content is keyed by the card's item and content version (`id(_:)`, SwiftUI's explicit identity): a card
    ///   that starts showing another item (after a reload) gets new content and new state, and content keeps its
    ///   state for as long as it shows the same item. No `if` wraps the content: front or not changes only the
    ///   arguments of modifiers, so the content's structural identity never changes.
    /// - The gestures are attached after `transformEffect`, so they hit-test the card where it is drawn. Only the
    ///   front card is hit-testable; inside it, the content is, so a `Button` in a card gets its tap.
    /// - The tap that selects is attached with `gesture(_:)`, which SwiftUI documents as having a lower precedence
    ///   than the gestures of the view it is attached to: a control in the card wins the tap.
    /// - Before iOS 18 the drag is a `highPriorityGesture`, which Apple documents as taking precedence over the
    ///   gestures of the view it is attached to: once it is recognized, a control under the finger loses its touch,
    ///   so a swipe that starts on a button does not also press it (a `simultaneousGesture` would let both fire).
    ///   Its minimum distance (10 pt) means a tap never moves it, so the control still gets its tap. The model then
    ///   lets the deck take the drag only when it heads toward an allowed direction. On iOS 18 and later it is
    ///   `StackPan`, which asks the deck before it begins (`CardDrag`).
    /// - The content is a `StackCardContent`, evaluated only when its item or the stack's data changes, never per
    ///   frame.
    private func cardView(_ element: Data.Element, _ pose: StackCardPose<AnyHashable>) -> some View {
        ZStack {
            StackCardContent(key: pose.contentID, generation: controller.dataGeneration) { card(element) }
                .equatable()
                .id(pose.contentID)
            // The overlay is the app's stamp, shown while the card heads somewhere; it is a sibling of the content,
            // so showing or hiding it does not touch the content's identity.
            if let direction = pose.overlay.direction {
                overlay(element, direction, pose.overlay.progress)
                    .allowsHitTesting(false)
            }
        }
        .environment(\.layoutDirection, layoutDirection)
        .frame(width: CGFloat(pose.size.width), height: CGFloat(pose.size.height))
        .contentShape(Rectangle())
        .modifier(CardAccessibility(pose: pose, controller: controller, speech: speech))
        .transformEffect(CGAffineTransform(pose.transform))
        .gesture(TapGesture().onEnded { controller.select() })
        .modifier(CardDrag(controller: controller, drag: drag))
        .allowsHitTesting(pose.isFront)
        .opacity(pose.alpha)
        .zIndex(pose.zIndex)
    }

    private var drag: some Gesture {
        DragGesture(
            minimumDistance: CGFloat(KolodaStackModel<AnyHashable>.dragMinimumDistance),
            coordinateSpace: .named(DeckSpace.name)
        )
        .updating($isPressed) { _, pressed, _ in pressed = true }
        .onChanged { controller.dragChanged($0) }
        .onEnded { controller.dragEnded($0) }
    }
}

/// The front card's drag: on iOS 18 and later a UIKit pan that asks the deck before it begins (`StackPan`), before
/// that SwiftUI's `DragGesture` as a high-priority gesture. The system's version does not change while the app
/// runs, so the branch never flips and the card's identity is stable.
@available(iOS 14.0, *)
@MainActor
private struct CardDrag<Drag: Gesture>: ViewModifier {
    let controller: KolodaStackController
    let drag: Drag

    func body(content: Content) -> some View {
        #if os(iOS) && canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *) {
            content.gesture(StackPan(controller: controller, space: DeckSpace.name))
        } else {
            content.highPriorityGesture(drag)
        }
        #else
        content.highPriorityGesture(drag)
        #endif
    }
}

/// The coordinate space of a stack's cards: the deck's, in which the engine's transforms and gesture points are.
private enum DeckSpace {
    static let name = "KolodaStack.deck"
}

/// Whether a finger is on the deck, with the controller to tell when it lifts: the value `onChange` hands over,
/// so its closure reads nothing captured.
@available(iOS 14.0, *)
private struct GesturePress: Equatable {
    let isPressed: Bool
    let controller: KolodaStackController

    static func == (lhs: GesturePress, rhs: GesturePress) -> Bool {
        lhs.isPressed == rhs.isPressed && lhs.controller === rhs.controller
    }
}
#endif
