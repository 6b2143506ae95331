/// How a data-driven deck's list of item identities changed, in one word: one inserted run, one removed run, or
/// anything else. `KolodaStackModel.setItems(_:)` returns it; it applies every change by identity, as range updates.
@_spi(Fronts) public enum DeckItemsChange: Hashable, Sendable {
    /// The same identities in the same order.
    case none
    /// New identities at `range` of the new list; the rest kept their order.
    case inserted(Range<Int>)
    /// The identities at `range` of the old list are gone; the rest kept their order.
    case removed(Range<Int>)
    /// Any other change (reordering, replacing, several separate edits). The name is from when such a change
    /// reloaded the deck; `KolodaStackModel.setItems(_:)` now applies it by identity, as several range updates.
    case reload

    /// The change from `old` to `new`: one contiguous insertion or removal when that explains it, else `.reload`.
    public static func between<ID: Equatable>(_ old: [ID], _ new: [ID]) -> DeckItemsChange {
        if old == new { return .none }
        let (shorter, longer) = old.count < new.count ? (old, new) : (new, old)
        guard !shorter.isEmpty || !longer.isEmpty else { return .none }
        // The longest common prefix and suffix; what lies between them in the longer list is the edit.
        var prefix = 0
        while prefix < shorter.count, shorter[prefix] == longer[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter.count - prefix, shorter[shorter.count - 1 - suffix] == longer[longer.count - 1 - suffix]
        {
            suffix += 1
        }
        guard prefix + suffix == shorter.count, shorter.count != longer.count else { return .reload }
        let range = prefix..<(longer.count - suffix)
        return old.count < new.count ? .inserted(range) : .removed(range)
    }
}
