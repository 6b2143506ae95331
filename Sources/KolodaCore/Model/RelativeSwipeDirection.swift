/// The reading direction of the deck's layout: whether leading is left (English) or right (Arabic, Hebrew). The fronts
/// set it from the platform (UIKit's `effectiveUserInterfaceLayoutDirection`, SwiftUI's `layoutDirection`); on Linux
/// the app sets it (``KolodaSettings/layoutDirection``).
public enum DeckLayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft
}

/// A swipe direction with a horizontal part, in reading order: leading and trailing instead of left and right, for an
/// app whose directions follow the language (a "like" that goes toward the trailing edge, say). ``resolved(in:)``
/// gives the physical ``SwipeResultDirection``, which is what the deck reports: a left swipe is left in every
/// language. Up and down are the same in every layout: they are `SwipeResultDirection.up` and `.down`.
public enum RelativeSwipeDirection: String, CaseIterable, Hashable, Sendable, Codable {
    /// Toward the leading edge: left in a left-to-right layout, right in a right-to-left one.
    case leading
    /// Toward the trailing edge: right in a left-to-right layout, left in a right-to-left one.
    case trailing
    /// Up and toward the leading edge.
    case topLeading
    /// Up and toward the trailing edge.
    case topTrailing
    /// Down and toward the leading edge.
    case bottomLeading
    /// Down and toward the trailing edge.
    case bottomTrailing

    /// The physical direction this is in `layout`.
    public func resolved(in layout: DeckLayoutDirection) -> SwipeResultDirection {
        let leftToRight: SwipeResultDirection
        switch self {
        case .leading: leftToRight = .left
        case .trailing: leftToRight = .right
        case .topLeading: leftToRight = .topLeft
        case .topTrailing: leftToRight = .topRight
        case .bottomLeading: leftToRight = .bottomLeft
        case .bottomTrailing: leftToRight = .bottomRight
        }
        return layout == .leftToRight ? leftToRight : leftToRight.mirroredHorizontally
    }
}

extension SwipeResultDirection {
    /// This direction in reading order in `layout`: `.left` is `.leading` in a left-to-right layout and `.trailing` in
    /// a right-to-left one; nil for `.up` and `.down`, which have no horizontal part. The inverse of
    /// ``RelativeSwipeDirection/resolved(in:)``.
    public func relative(in layout: DeckLayoutDirection) -> RelativeSwipeDirection? {
        let leftToRight = layout == .leftToRight ? self : mirroredHorizontally
        switch leftToRight {
        case .left: return .leading
        case .right: return .trailing
        case .up, .down: return nil
        case .topLeft: return .topLeading
        case .topRight: return .topTrailing
        case .bottomLeft: return .bottomLeading
        case .bottomRight: return .bottomTrailing
        }
    }

    /// The direction mirrored left to right (`.left` ↔ `.right`, `.topLeft` ↔ `.topRight`, …; `.up` and `.down`
    /// stay).
    public var mirroredHorizontally: SwipeResultDirection {
        switch self {
        case .left: return .right
        case .right: return .left
        case .up: return .up
        case .down: return .down
        case .topLeft: return .topRight
        case .topRight: return .topLeft
        case .bottomLeft: return .bottomRight
        case .bottomRight: return .bottomLeft
        }
    }
}
