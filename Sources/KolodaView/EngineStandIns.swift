// TODO(engine): `SwipeResultDirection` belongs to the engine (KolodaCore), which does not define it yet.
// This stand-in is identical to the engine's enum; delete this file when merging the engine.

/// The direction in which a card was (or is being) swiped, as in Koloda.
public enum SwipeResultDirection: String, CaseIterable, Sendable, Codable {
    /// Towards −x.
    case left
    /// Towards +x.
    case right
    /// Towards −y (up on screen).
    case up
    /// Towards +y (down on screen).
    case down
    /// Diagonally up and left.
    case topLeft
    /// Diagonally up and right.
    case topRight
    /// Diagonally down and left.
    case bottomLeft
    /// Diagonally down and right.
    case bottomRight
}
