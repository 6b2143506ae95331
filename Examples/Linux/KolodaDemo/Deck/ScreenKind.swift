/// The demo's two screens, Koloda's two example view controllers.
enum ScreenKind: Int, CaseIterable, Sendable {
    /// Koloda's `ViewController`: the default stacked deck of three.
    case v1
    /// Koloda's `BackgroundAnimationViewController`: a custom two-card layout with springy background cards.
    case v2

    /// The short name used in the status line ("v1").
    var name: String { self == .v1 ? "v1" : "v2" }
    /// The title of its segment in the segmented control.
    var segmentTitle: String { self == .v1 ? "v1 · Stack" : "v2 · Spring" }
    /// The other screen.
    var other: ScreenKind { self == .v1 ? .v2 : .v1 }
}
