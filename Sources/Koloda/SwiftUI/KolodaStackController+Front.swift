#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore

@available(iOS 14.0, *)
extension KolodaStackController {
    /// Brings `item` (an identity of the stack's items, the `id` key path's value) to the front without swiping the
    /// items between: cards that stay on screen slide and the others fade (`animated`, default true), or every card
    /// is in place at once. `onShow` hears the item once it settles; the undo history is kept; the front binding
    /// (`front(_:)`) is written. Asking for the item already in front changes nothing.
    /// - Throws: `StackItemsError.itemNotInList` when the stack's items do not hold `item`; nothing changes then.
    public func show(_ item: some Hashable, animated: Bool = true) throws(StackItemsError) {
        let key = AnyHashable(item)
        var refusal: StackItemsError?
        updateDeck { _ in
            do throws(StackItemsError) { try model.show(key, animated: animated) } catch { refusal = error }
        }
        if let refusal { throw refusal }
    }
}
#endif
