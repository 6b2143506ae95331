#if os(macOS)
import AppKit
@_spi(Fronts) import KolodaCore
import SwiftUI

/// The deck's keys on the Mac, for a `KolodaStack` that has the keyboard focus (click it, or Tab to it with
/// keyboard navigation on): the keys of the UIKit view on iPad, received as the commands AppKit sends for them,
/// which SwiftUI offers from macOS 10.15.
///
/// | key | command | action |
/// | --- | --- | --- |
/// | arrows | move command | swipe that way |
/// | Delete | delete command | undo |
/// | ⌘Z (Edit ▸ Undo) | `undo:` | undo |
/// | Return | `insertNewline:` | select |
///
/// Each is a `StackKey`, as on iOS, performed through `KolodaDeck.perform(_:)`, so allowed directions and
/// `shouldSwipe` apply as to a drag.
@available(iOS 14.0, *)
@MainActor
struct MacDeckKeys: ViewModifier {
    let controller: KolodaStackController

    func body(content: Content) -> some View {
        content
            .focusable()
            .onMoveCommand { direction in Self.key(for: direction).map(press) }
            .onDeleteCommand { press(.delete) }
            .onCommand(Selector(("undo:"))) { press(.commandZ) }
            .onCommand(#selector(NSResponder.insertNewline(_:))) { press(.returnKey) }
    }

    /// The deck key an arrow stands for (`StackKey`, the same keys as on iOS); nil for a direction a later macOS
    /// may add.
    static func key(for direction: MoveCommandDirection) -> StackKey? {
        switch direction {
        case .left: return .leftArrow
        case .right: return .rightArrow
        case .up: return .upArrow
        case .down: return .downArrow
        @unknown default: return nil
        }
    }

    private func press(_ key: StackKey) { _ = controller.press(key) }
}
#endif
