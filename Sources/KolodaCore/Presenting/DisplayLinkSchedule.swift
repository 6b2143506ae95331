/// What a display-link clock does with its one link, decided without the platform: a clock (`DisplayLinkClock` on
/// iOS) hands each call of its presenter here with whether the presenter's views are on screen, and applies the step
/// returned to its link. One link per stay on screen: made at the first request there, paused when the presenter
/// stops the clock, resumed at the next request, ended when the views leave the screen. No link while off screen,
/// and none before the front first says its views are on screen (`linkMayRun(for:)`).
package struct DisplayLinkSchedule: Hashable, Sendable {
    /// The link's state.
    package enum Link: Hashable, Sendable {
        /// No link: none made yet, or the last one was ended.
        case none
        /// A link that fires at every display refresh.
        case running
        /// A link that exists but does not fire.
        case paused
    }

    /// What the clock does to its link.
    package enum Step: Hashable, Sendable {
        /// Make a link, running, and add it to the run loop.
        case create
        /// Stop the link firing; it stays in the run loop.
        case pause
        /// Let the paused link fire again.
        case resume
        /// End the link: out of the run loop, released, its target released.
        case invalidate
    }

    /// The link as the steps returned so far have left it (default `.none`).
    package private(set) var link: Link = .none

    package init() {}

    /// The presenter asks for frames. `onScreen`: the presenter's views are on screen (`DeckPresenter.isOnScreen`).
    /// Off screen nothing is made, and a link still there is ended.
    package mutating func requestFrames(onScreen: Bool) -> Step? {
        guard onScreen else { return leaveScreen() }
        switch link {
        case .none:
            link = .running
            return .create
        case .paused:
            link = .running
            return .resume
        case .running:
            return nil
        }
    }

    /// The presenter stops the clock: on screen the link is paused (the next request resumes it), off screen it is
    /// ended (the views left their window or the stack disappeared, or the presenter is gone).
    package mutating func stopFrames(onScreen: Bool) -> Step? {
        guard onScreen else { return leaveScreen() }
        guard link == .running else { return nil }
        link = .paused
        return .pause
    }

    /// The views left the screen, or the clock is given up: the link, if any, is ended.
    package mutating func leaveScreen() -> Step? {
        guard link != .none else { return nil }
        link = .none
        return .invalidate
    }
}

extension DisplayLinkSchedule {
    /// Whether a display link may exist for `presenter`'s views: from the moment their front says they are on screen
    /// (`DeckPresenter.enterScreen()`: UIKit's `didMoveToWindow()` into a window, SwiftUI's `onAppear`) until it
    /// says they left. The one rule of both Apple fronts; nil (the presenter is gone) is off screen.
    // Views never placed (`ScreenPresence.untold`) count as on screen for the presenter, whose other clocks need no
    // signal, but not here: a view made and configured before it joins a window, or a stack's controller made before
    // its stack appears, would otherwise make a link for views that may never show.
    @MainActor
    package static func linkMayRun(for presenter: DeckPresenter?) -> Bool { presenter?.screen == .onScreen }

    /// `requestFrames(onScreen:)` for a clock whose presenter is `presenter`, on screen as `linkMayRun(for:)` says.
    @MainActor
    package mutating func requestFrames(for presenter: DeckPresenter?) -> Step? {
        requestFrames(onScreen: Self.linkMayRun(for: presenter))
    }

    /// `stopFrames(onScreen:)` for a clock whose presenter is `presenter`, on screen as `linkMayRun(for:)` says.
    @MainActor
    package mutating func stopFrames(for presenter: DeckPresenter?) -> Step? {
        stopFrames(onScreen: Self.linkMayRun(for: presenter))
    }
}
