import CCairo
import KolodaCairo
import KolodaCore

/// A white round button with a drawn icon (a cross, a curved undo arrow or a heart) in its accent colour.
final class RoundButtonView: CairoView {
    /// Which button this is.
    let kind: DemoButton

    /// Creates the button of `kind`, `diameter` pt wide.
    init(kind: DemoButton, diameter: Double) {
        self.kind = kind
        super.init(frame: Rect(x: 0, y: 0, width: diameter, height: diameter))
        backgroundColor = .white
        cornerRadius = diameter / 2
        shadow = CairoShadow(color: CairoColor.black.withAlpha(0.35), offset: Vector(dx: 0, dy: 6), blurRadius: 14)
    }

    /// The icon colour.
    private var accent: CairoColor {
        switch kind {
        case .nope: return .nopeRed
        case .undo: return CairoColor(hex: 0xF5A623)
        case .like: return .likeGreen
        }
    }

    override func draw(in context: DrawingContext) {
        let cr = context.cairo
        let d = bounds.width
        cairo_translate(cr, d / 2, d / 2)
        context.setColor(accent)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        switch kind {
        case .nope:
            let r = d * 0.2
            cairo_set_line_width(cr, d * 0.09)
            cairo_move_to(cr, -r, -r)
            cairo_line_to(cr, r, r)
            cairo_move_to(cr, r, -r)
            cairo_line_to(cr, -r, r)
            cairo_stroke(cr)
        case .undo:
            let r = d * 0.22
            cairo_set_line_width(cr, d * 0.08)
            cairo_arc(cr, 0, 0, r, -0.5 * .pi, 1.1 * .pi)
            cairo_stroke(cr)
            // The arrow head at the arc's start (top), pointing left.
            cairo_move_to(cr, -r * 0.15, -r - r * 0.55)
            cairo_line_to(cr, -r * 0.75, -r)
            cairo_line_to(cr, -r * 0.15, -r + r * 0.55)
            cairo_close_path(cr)
            cairo_fill(cr)
        case .like:
            let s = d * 0.26
            cairo_move_to(cr, 0, s * 0.95)
            cairo_curve_to(cr, -s * 1.6, -s * 0.1, -s * 0.75, -s * 1.35, 0, -s * 0.45)
            cairo_curve_to(cr, s * 0.75, -s * 1.35, s * 1.6, -s * 0.1, 0, s * 0.95)
            cairo_close_path(cr)
            cairo_fill(cr)
        }
    }
}
