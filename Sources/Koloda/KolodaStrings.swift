#if os(iOS) || os(macOS)
import Foundation
@_spi(Fronts) import KolodaCore

/// The words a deck says to a person: VoiceOver's action names, a card's value and hint, and the iPad's key-command
/// titles. The defaults are this package's localized strings (English, German, French, Spanish, Japanese), in the
/// app's language; replace any of them, for example to name the swipes as the app's own buttons do:
///
/// ```swift
/// kolodaView.strings.actionName = { action in
///     switch action {
///     case .swipe(.right): return String(localized: "Like")
///     case .swipe(.left): return String(localized: "Nope")
///     default: return KolodaStrings.standard.actionName(action)
///     }
/// }
/// ```
public struct KolodaStrings {
    /// The name of an action: a VoiceOver custom action, a key command's title. Default: "Swipe left", "Undo",
    /// "Select", … localized.
    public var actionName: (DeckAction) -> String
    /// A card's VoiceOver value, from its number (1 for the first card) and the card count. Default: "card 3 of 20",
    /// localized.
    public var cardValue: (_ number: Int, _ count: Int) -> String
    /// The front card's VoiceOver hint, telling what activating it does. Default: "Selects the card.", localized.
    public var selectHint: String

    /// Strings from the three parts.
    public init(
        actionName: @escaping (DeckAction) -> String, cardValue: @escaping (_ number: Int, _ count: Int) -> String,
        selectHint: String
    ) {
        self.actionName = actionName
        self.cardValue = cardValue
        self.selectHint = selectHint
    }

    /// This package's strings, in the app's language when the package has it, else English.
    public static var standard: KolodaStrings {
        KolodaStrings(
            actionName: { localized(.action($0)) },
            cardValue: { number, count in localized(.cardPosition, number, count) },
            selectHint: localized(.selectHint))
    }

    /// This package's localized string for `phrase`, with its integer `arguments` (`SpokenPhrase.argumentCount`).
    package static func localized(_ phrase: SpokenPhrase, _ arguments: Int...) -> String {
        let format = Bundle.module.localizedString(forKey: phrase.key, value: nil, table: nil)
        guard !arguments.isEmpty else { return format }
        return String(format: format, locale: Locale.current, arguments: arguments.map { $0 as CVarArg })
    }
}
#endif
