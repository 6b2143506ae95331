#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore
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
/// The data is the deck, as in Koloda: swiping moves `controller.currentIndex` on and the data stays. A change to
/// the data is applied by identity: items removed fade out, items inserted fade in, every other card keeps its view
/// and state, and the front item stays in front unless it was removed (then the next item not yet swiped comes
/// forward). Identities must be unique. A card always shows the current value of its item.
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
    /// The front item's identity, read and written (`front(_:)`).
    var frontBinding: Binding<ID?>?
    /// Whether a jump asked through `frontBinding` animates (`front(_:animated:)`).
    var animatesFront = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The reading direction, handed to the deck (what leading and trailing mean, the VoiceOver actions' order).
    @Environment(\.layoutDirection) private var layoutDirection
    /// The handlers and callbacks, owned here so that they go with the stack (`StackCallbacks`).
    @State private var callbacks = StackCallbacks()

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
                controller: controller, data: data, id: id,
                update: update(size: geometry.size))
            StackCards(
                data: data, id: id, controller: controller, frames: controller.frames, card: card,
                overlay: overlay, speech: CardSpeech(strings: handlers.strings, swipeNames: handlers.swipeActionNames)
            )
            .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
            #if os(macOS)
            .modifier(MacDeckKeys(controller: controller))
            #else
            .modifier(StackKeys(controller: controller))
            #endif
            // Apple's `onAppear(perform:)` ("adds an action to perform before this view appears") is the stack's
            // signal that it is on screen: the controller makes its display link only from here.
            .onAppear {
                inputs.apply()
                controller.stackAppeared()
            }
            // Apple's `onDisappear(perform:)` ("adds an action to perform after this view disappears") is the hook
            // for leaving the hierarchy: a gesture in progress then never reports its end, so the controller cancels
            // it and ends its display link.
            .onDisappear { controller.stackDisappeared() }
            .onChange(of: inputs) { $0.apply() }
        }
    }

    /// What this update hands the controller besides the items.
    private func update(size: CGSize) -> KolodaStackController.Update {
        let front = frontBinding
        // Written without `AnyHashable.init` as a function value and without a cast to `ID` in the closure: either
        // captures `ID`'s metatype, which is not `Sendable`, in a main-actor closure (an error with the iOS 26 SDK).
        var requested: AnyHashable?? = nil
        if let front {
            if let value = front.wrappedValue { requested = .some(AnyHashable(value)) } else { requested = .some(nil) }
        }
        return KolodaStackController.Update(
            callbacks: callbacks, handlers: handlers.erased(controller), itemsRejected: handlers.onItemsRejected,
            reducedMotion: reduceMotion, layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            swipeBackEdgeWidth: handlers.swipeBackEdgeWidth, size: size, requestedFront: requested,
            animatesFront: animatesFront,
            frontChanged: front.map { binding in
                // The identity is looked up in the data (the front item is always there): O(n) once per change of
                // the front.
                { [data, id] item in
                    let value = item.flatMap { item in
                        data.first { AnyHashable($0[keyPath: id]) == item }.map { $0[keyPath: id] }
                    }
                    if binding.wrappedValue != value { binding.wrappedValue = value }
                }
            })
    }

    /// Binds the front item's identity: the stack writes it whenever another item comes to the front (a swipe, an
    /// undo, a list change), and setting it to an item in the list brings that item to the front at once (a jump;
    /// the cards on screen are rebuilt). Save it to restore a session's place; an identity not in the list is
    /// ignored.
    public func front(_ binding: Binding<ID?>) -> Self {
        var copy = self
        copy.frontBinding = binding
        return copy
    }

    /// ``front(_:)``, where a jump to another item of the list is animated when `animated` is true: cards that stay
    /// on screen slide and the others fade (`KolodaStackController.show(_:animated:)`). The stack's first items
    /// start at the bound item without animation either way, so the binding also chooses where the deck starts.
    public func front(_ binding: Binding<ID?>, animated: Bool) -> Self {
        var copy = front(binding)
        copy.animatesFront = animated
        return copy
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
    private let update: KolodaStackController.Update

    init(
        controller: KolodaStackController, data: Data, id: KeyPath<Data.Element, ID>,
        update: KolodaStackController.Update
    ) {
        self.controller = controller
        self.data = data
        self.id = id
        self.update = update
    }

    /// Gives the controller the items, handlers, Reduce Motion, size and requested front of this update.
    func apply() {
        controller.adopt(data, id: id, update: update)
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
