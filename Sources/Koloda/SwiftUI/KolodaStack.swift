#if os(iOS)
import KolodaCore
import SwiftUI

/// Koloda's swipeable card deck for SwiftUI, on the same engine as `KolodaView`: a deck of `data`, each card drawn
/// by `card`, with an optional overlay ("LIKE" / "NOPE") drawn over the card while it is dragged or flies out.
///
/// ```swift
/// KolodaStack(profiles, id: \.id, controller: deck) { profile in
///     ProfileCard(profile)
/// } overlay: { profile, direction, progress in
///     Stamp(direction).opacity(progress)
/// }
/// .onSwipe { profile, direction in … }
/// ```
///
/// The data is the deck, as in Koloda: swiping moves `controller.currentIndex` on and the data stays. Appending
/// items (or inserting or removing one run of them) animates them in or out; any other change reloads the deck.
/// Drags, flicks (with their release velocity), taps, undo, springs, reduced motion and VoiceOver ("card 3 of 20",
/// with swipe and undo actions) behave as they do in `KolodaView`.
@available(iOS 14.0, *)
@MainActor
public struct KolodaStack<Data: RandomAccessCollection, ID: Hashable, Card: View, Overlay: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    @ObservedObject private var controller: KolodaStackController
    private let card: (Data.Element) -> Card
    private let overlay: (Data.Element, SwipeResultDirection, Double) -> Overlay
    var handlers = KolodaStackHandlers<Data.Element>()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @GestureState private var isPressed = false

    /// A deck of `data`, identified by `id`, driven by `controller`. `card` draws a card's content at the card's
    /// size; `overlay` draws over it the direction the card heads in and the progress toward the swipe threshold
    /// (0…1; Koloda's overlays fade with it).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, controller: KolodaStackController,
                @ViewBuilder card: @escaping (Data.Element) -> Card,
                @ViewBuilder overlay: @escaping (Data.Element, SwipeResultDirection, Double) -> Overlay) {
        self.data = data
        self.id = id
        self.controller = controller
        self.card = card
        self.overlay = overlay
    }

    public var body: some View {
        controller.deck.reducedMotion = reduceMotion  // writing the same value changes nothing
        controller.model.handlers = handlers.erased(controller)
        let ids = data.map { $0[keyPath: id] }
        return GeometryReader { geometry in
            ZStack(alignment: .topLeading) {
                ForEach(controller.model.poses()) { pose in
                    if let element = controller.elements[pose.item] as? Data.Element {
                        cardView(element, pose)
                    }
                }
            }
            .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
            .contentShape(Rectangle())
            .gesture(drag)
            .onAppear { controller.resize(to: geometry.size) }
            .onChange(of: geometry.size) { controller.resize(to: $0) }
        }
        .onAppear { controller.update(data, id: id) }
        .onChange(of: ids) { _ in controller.update(data, id: id) }
        .onChange(of: isPressed) { pressed in if !pressed { controller.gestureDidReset() } }
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isPressed) { _, pressed, _ in pressed = true }
            .onChanged { controller.dragChanged($0) }
            .onEnded { controller.dragEnded($0) }
    }

    /// One card: its content and overlay at the card's size, placed by the engine's transform as given.
    private func cardView(_ element: Data.Element, _ pose: StackCardPose<AnyHashable>) -> some View {
        ZStack {
            card(element)
            if let direction = pose.overlay.direction {
                overlay(element, direction, pose.overlay.progress)
            }
        }
        .frame(width: CGFloat(pose.size.width), height: CGFloat(pose.size.height))
        .transformEffect(CGAffineTransform(pose.transform))
        .opacity(pose.alpha)
        .zIndex(pose.zIndex)
        .allowsHitTesting(false)  // the deck's gesture hit-tests the rotated card itself
        .modifier(CardAccessibility(pose: pose, controller: controller, swipeNames: handlers.swipeActionNames))
    }
}

@available(iOS 14.0, *)
extension KolodaStack where Overlay == EmptyView {
    /// A deck of `data` without overlays.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, controller: KolodaStackController,
                @ViewBuilder card: @escaping (Data.Element) -> Card) {
        self.init(data, id: id, controller: controller, card: card, overlay: { _, _, _ in EmptyView() })
    }
}

@available(iOS 14.0, *)
extension KolodaStack where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A deck of identifiable `data`.
    public init(_ data: Data, controller: KolodaStackController,
                @ViewBuilder card: @escaping (Data.Element) -> Card,
                @ViewBuilder overlay: @escaping (Data.Element, SwipeResultDirection, Double) -> Overlay) {
        self.init(data, id: \.id, controller: controller, card: card, overlay: overlay)
    }
}
#endif
