#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore
import SwiftUI

/// The app's content for one card, evaluated only when the card shows another item or content version, or the stack
/// was handed a new update (`generation`), never at a display frame. A frame changes only the card's pose, which is
/// applied around this view.
///
/// SwiftUI evaluates a view's `body` again when its value changed, and a closure (`make`, or a closure the app's card
/// holds) never compares equal; `equatable()` makes SwiftUI compare this view with its own `==` instead and skip
/// the `body` when it says equal (Apple's `EquatableView`: it "prevents its child updating if its new value is the
/// same as its old value").
@available(iOS 14.0, *)
@MainActor
struct StackCardContent<Card: View>: View, Equatable {
    // Read by `==` alone, which SwiftUI calls on the main thread while it updates; `nonisolated(unsafe)` because the
    // item's `AnyHashable` is not `Sendable` in every SDK this builds against.
    nonisolated(unsafe) let key: StackContentID<AnyHashable>
    nonisolated let generation: Int
    let make: () -> Card

    var body: some View { make() }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.generation == rhs.generation
    }
}
#endif
