import KolodaCairo
import KolodaCore

/// Draws a line of text inside `CairoView.draw(in:)` with a transient `CairoLabel`, so a view can size its text to its
/// current bounds at rasterization time (the card and button views lay out nothing in advance).
@MainActor
enum TextPainter {
    /// Draws `text` in `rect` (pt, the view's local space) with `font`, `color` and `alignment`.
    static func draw(
        _ text: String, in rect: Rect, font: CairoFont, color: CairoColor, alignment: CairoTextAlignment = .left,
        lines: Int = 1, context: DrawingContext
    ) {
        let label = CairoLabel(frame: rect, text: text)
        label.font = font
        label.textColor = color
        label.alignment = alignment
        label.numberOfLines = lines
        label.render(in: context)
    }
}
