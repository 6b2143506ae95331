/// What a front said last of its views' place on screen (`DeckPresenter.screen`).
package enum ScreenPresence: Hashable, Sendable {
    /// The front has said nothing yet (a view not yet in a window, a stack not yet appeared, or a front with no such
    /// signal).
    case untold
    /// The views are on screen: UIKit's `didMoveToWindow()` with a window, SwiftUI's `onAppear`, a window host's run.
    case onScreen
    /// The views left the screen: no window, the last stack showing the deck disappeared, the window closed.
    case offScreen
}
