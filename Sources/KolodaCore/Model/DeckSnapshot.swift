/// The earlier name of the deck's saved state, which is now ``DeckModel`` itself: `snapshot()` returns the deck's
/// model, and its JSON is unchanged (the same six keys), so state saved under this name decodes as a `DeckModel`.
@available(*, deprecated, renamed: "DeckModel")
public typealias DeckSnapshot = DeckModel
