/// Handlers kept by the view that shows a data-driven deck and lent to its model, which holds them weakly
/// (`KolodaStackModel.lendHandlers(from:)`).
///
/// An app's handlers often capture the screen that owns the deck's controller, and so the controller itself; held
/// by the model, they would keep screen, controller and items alive after the screen is gone. Kept in the stack
/// view's own state instead, they go with it, and the model, reaching them weakly, closes no cycle.
@MainActor
package final class StackHandlerStore<ID: Hashable> {
    /// The handlers lent.
    package var handlers: StackHandlers<ID>

    /// A store holding `handlers` (default: none).
    package init(_ handlers: StackHandlers<ID> = StackHandlers()) {
        self.handlers = handlers
    }
}
