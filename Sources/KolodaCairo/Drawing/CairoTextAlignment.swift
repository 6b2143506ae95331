/// Horizontal alignment of a label's lines.
public enum CairoTextAlignment: Sendable, Hashable, CaseIterable {
    /// Lines flush with the left edge.
    case left
    /// Lines centred.
    case center
    /// Lines flush with the right edge.
    case right
}
