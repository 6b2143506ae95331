import CCairo
import KolodaCairo
import KolodaCore

/// The window's background: a deep indigo-to-plum gradient with two soft colour glows.
final class BackdropView: CairoView {
    /// The gradient's top colour (also what the compositor clears to).
    static let topColor = CairoColor(hex: 0x1C1838)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundGradient = CairoGradient(colors: [Self.topColor, CairoColor(hex: 0x3B2558)])
    }

    override func draw(in context: DrawingContext) {
        let cr = context.cairo
        let b = bounds
        for (x, y, r, color) in [
            (0.15, 0.2, 0.55, CairoColor(hex: 0xFF5E8A)), (0.9, 0.75, 0.6, CairoColor(hex: 0x4FACFE))
        ] {
            let cx = b.width * x
            let cy = b.height * y
            let radius = max(b.width, b.height) * r
            guard let glow = cairo_pattern_create_radial(cx, cy, 0, cx, cy, radius) else { continue }
            cairo_pattern_add_color_stop_rgba(glow, 0, color.r, color.g, color.b, 0.22)
            cairo_pattern_add_color_stop_rgba(glow, 1, color.r, color.g, color.b, 0)
            cairo_set_source(cr, glow)
            cairo_paint(cr)
            cairo_pattern_destroy(glow)
        }
    }
}
