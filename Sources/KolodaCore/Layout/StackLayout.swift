// The formulas and their test vectors: docs/koloda-behaviour.md §4.1.

/// Koloda's default layout: cards centred horizontally, each level
/// `backgroundCardsScalePercent` the size of the previous, stepped by `backgroundCardsTopMargin`.
///
/// With `W×H` the deck size, `V` visible cards, margin `m` and scale `s`:
/// `w_i = W·sⁱ`, `h_i = (H − m(V−1))·sⁱ`, `x_i = (W − w_i)/2`;
/// `.bottom`: `y_0 = 0`, `y_i = y_{i−1} + h_{i−1} + m − h_i` (each bottom edge m below the previous);
/// `.top`: `y_i = m·max(V−1−i, 0)` (each top edge m above the previous).
public struct StackLayout: CardLayout, Hashable, Sendable {
    /// Creates the default stack layout; it reads every setting from the context.
    public init() {}

    public func frameForCard(at slot: Int, in context: LayoutContext) -> Rect {
        Self.frame(at: slot, in: context)
    }

    /// The pure function behind the layout.
    public static func frame(at slot: Int, in context: LayoutContext) -> Rect {
        let deckWidth = context.deckSize.width
        let deckHeight = context.deckSize.height
        let m = context.backgroundCardsTopMargin
        let s = context.backgroundCardsScalePercent
        let visible = max(1, context.countOfVisibleCards)
        let i = max(0, slot)
        let topOffset = m * Double(visible - 1)
        func width(_ k: Int) -> Double { deckWidth * power(s, k) }
        func height(_ k: Int) -> Double { (deckHeight - topOffset) * power(s, k) }
        let w = width(i)
        let h = height(i)
        let x = (deckWidth - w) / 2
        let y: Double
        switch context.visibleCardsDirection {
        case .bottom:
            // y_i = y_{i-1} + h_{i-1} + m - h_i, y_0 = 0, which telescopes to h_0 + i·m − h_i.
            y = i == 0 ? 0 : height(0) + Double(i) * m - h
        case .top:
            y = m * Double(max(visible - 1 - i, 0))
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    private static func power(_ base: Double, _ exponent: Int) -> Double {
        var r = 1.0
        for _ in 0..<exponent { r *= base }
        return r
    }
}
