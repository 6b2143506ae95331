#if os(iOS) || os(macOS)
import KolodaCore
import SwiftUI

/// Koloda's swipeable card deck for SwiftUI, on the same engine as `KolodaView`: a deck of `data`, each card drawn
/// by `card`, with an optional overlay ("LIKE" / "NOPE") drawn over the card while it is dragged or flies out.
///
/// ```swift
/// KolodaStack(profiles, id: \.id, controller: deck) { profile in
///     ProfileCard(profile)   // buttons, toggles and scroll views in it work
/// } overlay: { profile, direction, progress in
///     Stamp(direction).opacity(progress)
/// }
/// .onSwipe { profile, direction in … }
/// ```
///
/// The data is the deck, as in Koloda: swiping moves `controller.currentIndex` on and the data stays. Appending
/// items (or inserting or removing one run of them) animates them in or out; any other change reloads the deck. A
/// card always shows the current value of its item.
///
/// The front card follows a drag that heads toward a direction it may be swiped in; a drag heading elsewhere is
/// left to the views around (a scroll view). A tap on the card selects it, unless a control inside the card takes
/// the tap. Flicks (with their release velocity), undo, springs, reduced motion and VoiceOver ("card 3 of 20", with
/// swipe and undo actions) behave as they do in `KolodaView`.
@available(iOS 14.0, *)
@MainActor
public struct KolodaStack<Data: RandomAccessCollection, ID: Hashable, Card: View, Overlay: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let controller: KolodaStackController
    private let card: (Data.Element) -> Card
    private let overlay: (Data.Element, SwipeResultDirection, Double) -> Overlay
    var handlers = KolodaStackHandlers<Data.Element>()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// A deck of `data`, identified by `id`, driven by `controller`. `card` draws a card's content at the card's
    /// size; `overlay` draws over it the direction the card heads in and the progress toward the swipe threshold
    /// (0…1; Koloda's overlays fade with it).
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, controller: KolodaStackController,
        @ViewBuilder card: @escaping (Data.Element) -> Card,
        @ViewBuilder overlay: @escaping (Data.Element, SwipeResultDirection, Double) -> Overlay
    ) {
        self.data = data
        self.id = id
        self.controller = controller
        self.card = card
        self.overlay = overlay
    }

    // The body only reads. What the controller must adopt from this update (the items, handlers, Reduce Motion,
    // the size) travels in `StackInputs`, applied on appear and in `onChange`, whose closure reads only the new
    // value it is given: `onChange(of:perform:)` closures capture the state before the change, so a closure
    // reading `data` would see the previous list (Apple's note on that modifier).
    public var body: some View {
        GeometryReader { geometry in
            let inputs = StackInputs(
                controller: controller, data: data, id: id, handlers: handlers,
                reducedMotion: reduceMotion, size: geometry.size)
            StackCards(
                data: data, id: id, controller: controller, frames: controller.frames, card: card,
                overlay: overlay, swipeNames: handlers.swipeActionNames
            )
            .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
            #if os(macOS)
            .modifier(MacDeckKeys(controller: controller))
            #endif
            .onAppear { inputs.apply() }
            .onChange(of: inputs) { $0.apply() }
        }
    }
}

/// What one update of a `KolodaStack` hands to its controller. Each update makes a new one, and two are equal
/// only when they are the same object, so `onChange(of:)` hands every update's inputs over, as its new value.
@available(iOS 14.0, *)
@MainActor
final class StackInputs<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    private let controller: KolodaStackController
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let handlers: KolodaStackHandlers<Data.Element>
    private let reducedMotion: Bool
    private let size: CGSize

    init(
        controller: KolodaStackController, data: Data, id: KeyPath<Data.Element, ID>,
        handlers: KolodaStackHandlers<Data.Element>, reducedMotion: Bool, size: CGSize
    ) {
        self.controller = controller
        self.data = data
        self.id = id
        self.handlers = handlers
        self.reducedMotion = reducedMotion
        self.size = size
    }

    /// Gives the controller the items, handlers, Reduce Motion and size of this update.
    func apply() {
        controller.adopt(data, id: id, handlers: handlers.erased(controller), reducedMotion: reducedMotion, size: size)
    }

    nonisolated static func == (lhs: StackInputs, rhs: StackInputs) -> Bool { lhs === rhs }
}

@available(iOS 14.0, *)
extension KolodaStack where Overlay == EmptyView {
    /// A deck of `data` without overlays.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, controller: KolodaStackController,
        @ViewBuilder card: @escaping (Data.Element) -> Card
    ) {
        self.init(data, id: id, controller: controller, card: card, overlay: { _, _, _ in EmptyView() })
    }
}

@available(iOS 14.0, *)
extension KolodaStack where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A deck of identifiable `data`.
    public init(
        _ data: Data, controller: KolodaStackController,
        @ViewBuilder card: @escaping (Data.Element) -> Card,
        @ViewBuilder overlay: @escaping (Data.Element, SwipeResultDirection, Double) -> Overlay
    ) {
        self.init(data, id: \.id, controller: controller, card: card, overlay: overlay)
    }
}

@available(iOS 14.0, *)
extension KolodaStack where Data.Element: Identifiable, ID == Data.Element.ID, Overlay == EmptyView {
    /// A deck of identifiable `data` without overlays.
    public init(_ data: Data, controller: KolodaStackController, @ViewBuilder card: @escaping (Data.Element) -> Card) {
        self.init(data, id: \.id, controller: controller, card: card, overlay: { _, _, _ in EmptyView() })
    }
}
#endif
