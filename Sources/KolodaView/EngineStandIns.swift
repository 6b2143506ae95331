// TODO(engine): `SwipeResultDirection` belongs to the engine (KolodaCore), which does not define it yet.
// This stand-in is identical to the engine's enum; delete this file when merging the engine.

/// The direction in which a card was (or is being) swiped, as in Koloda.
public enum SwipeResultDirection: String, CaseIterable, Sendable, Codable {
    case left, right, up, down, topLeft, topRight, bottomLeft, bottomRight
}
