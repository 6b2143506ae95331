#if os(iOS)
@_spi(Fronts) import KolodaCore
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
        // `onKeyPress` is in the iOS 17 SDK and later (SwiftUI 5); built against an earlier SDK the stack has no keys.
        #if canImport(SwiftUI, _version: 5.0)
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
        #else
        content
        #endif
    }

    /// The deck key a key stands for, or nil. Compared by character: `KeyEquivalent` is not `Equatable` in every
    /// SDK.
    static func key(_ key: KeyEquivalent, command: Bool) -> StackKey? {
        let keys: [(KeyEquivalent, StackKey)] = [
            (.leftArrow, .leftArrow), (.rightArrow, .rightArrow), (.upArrow, .upArrow), (.downArrow, .downArrow),
            (.delete, .delete), (.return, .returnKey), (.space, .space)
        ]
        if command { return key.character == "z" ? .commandZ : nil }
        return keys.first { $0.0.character == key.character }?.1
    }
}
#endif
