#if os(macOS)
import AppKit
import KolodaCore
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
/// Each goes through `KolodaDeck.perform(_:)`, so allowed directions and `shouldSwipe` apply as to a drag.
@available(iOS 14.0, *)
@MainActor
struct MacDeckKeys: ViewModifier {
    let controller: KolodaStackController

    func body(content: Content) -> some View {
        content
            .focusable()
            .onMoveCommand { direction in Self.action(for: direction).map(perform) }
            .onDeleteCommand { perform(.undo) }
            .onCommand(Selector(("undo:"))) { perform(.undo) }
            .onCommand(#selector(NSResponder.insertNewline(_:))) { perform(.select) }
    }

    /// The swipe an arrow key stands for; nil for a direction a later macOS may add.
    static func action(for direction: MoveCommandDirection) -> DeckAction? {
        switch direction {
        case .left: return .swipe(.left)
        case .right: return .swipe(.right)
        case .up: return .swipe(.up)
        case .down: return .swipe(.down)
        @unknown default: return nil
        }
    }

    private func perform(_ action: DeckAction) { _ = controller.updateDeck { $0.perform(action) } }
}
#endif
