/// Identifies one card on screen for its whole life, from entering the deck to leaving it. A data index can be on
/// screen twice (a card flying out while the same index returns), so renderers key their caches by `CardID`.
public struct CardID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw value, increasing in creation order.
    public let rawValue: Int
    /// Creation order: the card made first is less.
    public static func < (a: CardID, b: CardID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "card#\(rawValue)" }
}
