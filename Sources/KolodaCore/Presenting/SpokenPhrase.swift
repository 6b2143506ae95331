/// Something a front says to a person (a screen reader's action name, a card's value or hint, a key command's
/// title), as a key and its numbers, never as English: each front looks the key up in its localized strings.
/// The keys are the entries of `Sources/Koloda/Resources/*.lproj/Localizable.strings`.
@_spi(Fronts) public enum SpokenPhrase: Hashable, Sendable, CaseIterable {
    /// The name of a deck action: "Swipe left", "Undo", "Select".
    case action(DeckAction)
    /// A card's position in the deck: "card 3 of 20" (arguments: the card's number from 1, and the card count).
    case cardPosition
    /// How to select the front card with a screen reader: "Double-tap to select".
    case selectHint

    /// Every phrase, one per key.
    public static var allCases: [SpokenPhrase] {
        SwipeResultDirection.allCases.map { .action(.swipe($0)) } + [
            .action(.undo), .action(.select), .cardPosition,
            .selectHint
        ]
    }

    /// The phrase's key in the localized strings.
    public var key: String {
        switch self {
        case .action(.swipe(let direction)): return "action.swipe.\(direction)"
        case .action(.undo): return "action.undo"
        case .action(.select): return "action.select"
        case .cardPosition: return "card.position"
        case .selectHint: return "card.hint.select"
        }
    }

    /// How many integer arguments (`%d`, in order) the phrase's strings take.
    public var argumentCount: Int { self == .cardPosition ? 2 : 0 }
}
