/// How long a swiped card takes to leave (s), as in Koloda.
///
/// The speed is per deck instance (read from the data source when a card enters the deck),
/// not one global shared by every deck.
public enum DragSpeed: Double, CaseIterable, Sendable, Codable {
    /// 2.0 s.
    case slow = 2.0
    /// 1.5 s.
    case moderate = 1.5
    /// 0.8 s, the default.
    case `default` = 0.8
    /// 0.4 s.
    case fast = 0.4

    /// The duration (s).
    @inlinable public var duration: Double { rawValue }
}
