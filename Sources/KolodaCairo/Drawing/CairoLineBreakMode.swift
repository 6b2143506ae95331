/// What a label does with text that does not fit its bounds or line limit.
public enum CairoLineBreakMode: Sendable, Hashable, CaseIterable {
    /// Wraps by word and ends the last visible line with "…".
    case byTruncatingTail
    /// Wraps by word and cuts off what does not fit.
    case byClipping
}
