#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

// What `KolodaView` adds to Koloda 5's API under names a Koloda 5 subclass could have used for its own members
// (`deck`, `strings`, …). Declared in the class, such a member would make the subclass's own `var deck` an invalid
// override; declared here, on a protocol extension, it is shadowed by the subclass's member and never clashes with
// it (see docs/migrating-from-koloda.md, "How Koloda 5 code keeps compiling"). On a `KolodaView`, or a subclass
// that declares no member of that name, these read and write as if declared in the class.

/// The stored values behind the options below.
struct KolodaViewOptions {
    var followsReduceMotion = true
    var isCardAccessibilityEnabled = true
    var strings = KolodaStrings.standard
    var keepsCardsAboveSubviews = KolodaDefaults.DropIn.keepsCardsAboveSubviews
}

extension KolodaDeckHosting where Self: KolodaView {
    /// The engine. Use it for everything beyond Koloda's API (decision policy, undo limit, snapshots, …); make calls
    /// that move cards through `updateDeck(_:)` so the view animates them.
    public var deck: KolodaDeck { engine }

    /// Whether crossing the swipe threshold during a drag plays a haptic tap (default false, as in Koloda 5, which had
    /// none: `KolodaDefaults.DropIn.isHapticFeedbackEnabled`).
    public var isHapticFeedbackEnabled: Bool {
        get { haptics.isEnabled }
        set { haptics.isEnabled = newValue }
    }

    /// Whether the deck follows the system's Reduce Motion setting (default true): swipes and undos then
    /// cross-fade instead of flying and rotating (the engine's `reducedMotion`).
    public var followsReduceMotion: Bool {
        get { options.followsReduceMotion }
        set {
            options.followsReduceMotion = newValue
            kolodaReduceMotionStatusDidChange()
        }
    }

    /// Whether each card is one VoiceOver element with the deck's actions (swipe in each allowed direction, undo,
    /// select; "card 3 of 20" as its value), followed by the views inside it (default true). False gives Koloda 5's
    /// accessibility: VoiceOver reads the cards' and the deck's views as UIKit finds them, with no actions of the
    /// deck's.
    public var isCardAccessibilityEnabled: Bool {
        get { options.isCardAccessibilityEnabled }
        set { options.isCardAccessibilityEnabled = newValue }
    }

    /// The words VoiceOver speaks and the iPad's key-command titles: the action names, a card's value and hint.
    /// Default: the package's localized strings (English, German, French, Spanish, Japanese) in the app's language.
    public var strings: KolodaStrings {
        get { options.strings }
        set { options.strings = newValue }
    }

    /// Whether the cards are kept above every view the app adds inside the deck, also one added later (default false:
    /// Koloda 5's order, where a view added after the cards is on top of them, `KolodaDefaults.DropIn`).
    public var keepsCardsAboveSubviews: Bool {
        get { options.keepsCardsAboveSubviews }
        set {
            options.keepsCardsAboveSubviews = newValue
            stackCards(presenter.lastPlan)
        }
    }
}
#endif
