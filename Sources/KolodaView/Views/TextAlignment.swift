/// Horizontal alignment of a label's lines.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    case left, center, right
}
