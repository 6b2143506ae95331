import KolodaCore

/// The deck's keys on Linux, one mapping for every app: the keys the UIKit front binds (Koloda on iPad), onto the
/// engine's `DeckAction`s, performed with `KolodaDeck.perform(_:)` (so the delegate's allowed directions and
/// `shouldSwipeCardAt` apply as for any swipe).
///
/// | key | action |
/// | --- | --- |
/// | Left, Right, Up, Down | `.swipe` that way |
/// | Backspace, Ctrl+Z | `.undo` |
/// | Enter, Space | `.select` (the front card, as a tap would) |
///
/// The arrows are physical in every layout direction (`KolodaSettings.layoutDirection`): Left swipes left in a
/// right-to-left layout too, since an arrow names a side of the screen; directions in reading order
/// (`RelativeSwipeDirection`) are for the buttons an app draws.
///
/// Auto-repeats map to nothing: a held arrow swipes one card, not one per repeat. ``KolodaWindowHost`` uses it
/// (through ``HostInput``); an app with keys of its own handles those first and passes the rest on.
public enum DeckKeys {
    /// The action `key` stands for, or nil (another key, or an auto-repeat).
    public static func action(for key: KeyEvent) -> DeckAction? {
        guard !key.isRepeat else { return nil }
        switch key.key {
        case .left: return .swipe(.left)
        case .right: return .swipe(.right)
        case .up: return .swipe(.up)
        case .down: return .swipe(.down)
        case .backspace: return .undo
        case .z where key.modifiers.contains(.control): return .undo
        case .enter, .space: return .select
        default: return nil
        }
    }
}
