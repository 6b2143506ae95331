/// Which side the background cards of the default stack layout peek out from.
public enum VisibleCardsDirection: Int, Sendable, Codable, CaseIterable {
    /// Background cards peek out above the front card.
    case top = 0
    /// Background cards peek out below the front card (Koloda's default).
    case bottom = 1
}
