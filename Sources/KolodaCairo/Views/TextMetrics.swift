import KolodaCore

/// The laid-out size of a label's text.
public struct TextMetrics: Hashable, Sendable {
    /// Logical extent of the laid-out text (pt).
    public var size: Size
    /// Number of lines laid out.
    public var lineCount: Int
    /// True when Pango replaced part of the text with an ellipsis.
    public var isEllipsized: Bool
}
