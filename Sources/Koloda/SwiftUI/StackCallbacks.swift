#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore

/// What a `KolodaStack` keeps in its own state and its controller reaches weakly: the app's handlers (lent on to the
/// controller's model), the rejected-items callback and the front binding's writer.
///
/// An app's handlers often capture the screen that owns the controller (a `@State` it changes, or the controller
/// itself), and that screen holds the controller. Held by the controller, they would close a cycle and keep screen,
/// controller, engine and items alive after the screen is dismissed; kept in the stack's state, they go with the
/// stack.
@available(iOS 14.0, *)
@MainActor
final class StackCallbacks {
    /// The handlers, lent to the model (`KolodaStackModel.lendHandlers(from:)`).
    let handlers = StackHandlerStore<AnyHashable>()
    /// Called with items the model rejected (the stack's `onItemsRejected`).
    var itemsRejected: ((StackItemsError) -> Void)?
    /// Told the front item whenever it changes (the stack's `front` binding).
    var frontChanged: ((AnyHashable?) -> Void)?

    init() {}
}
#endif
