#if os(iOS)
import KolodaCore
import SwiftUI

/// The keyboard for a `KolodaStack` on iOS 17 and later: once the stack has focus, the UIKit view's keys (arrows
/// swipe, Delete or ⌘Z undoes, Return or Space selects; `StackKey`). `focusable()` lets the stack take focus and
/// `onKeyPress` hears the keys of the focused view (both iOS 17, Apple's documentation). Earlier systems get no
/// keyboard here: the stack's buttons (`KolodaStackController`) stay the way to drive it.
@available(iOS 14.0, *)
@MainActor
struct StackKeys: ViewModifier {
    let controller: KolodaStackController

    func body(content: Content) -> some View {
        if #available(iOS 17.0, *) {
            content
                .focusable()
                // `.down` only: a held arrow swipes one card, not one per auto-repeat (as `DeckKeys`).
                .onKeyPress(phases: .down) { press in
                    guard let key = Self.key(press.key, command: press.modifiers.contains(.command)) else {
                        return .ignored
                    }
                    _ = controller.press(key)
                    return .handled
                }
        } else {
            content
        }
    }

    /// The deck key a key stands for, or nil.
    static func key(_ key: KeyEquivalent, command: Bool) -> StackKey? {
        switch key {
        case .leftArrow: return .leftArrow
        case .rightArrow: return .rightArrow
        case .upArrow: return .upArrow
        case .downArrow: return .downArrow
        case .delete: return .delete
        case .return: return .returnKey
        case .space: return .space
        case KeyEquivalent("z") where command: return .commandZ
        default: return nil
        }
    }
}
#endif
