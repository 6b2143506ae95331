import CCairo
import KolodaCore

/// Replaces `cr`'s current path with `rect` (user units) whose corners are rounded by `radius`, clamped to
/// 0…half the shorter side; a plain rectangle for 0. The one outline of a card: its shadow's mask here, its fill and
/// border in KolodaCairo's `DrawingContext`.
package func addRoundedRectPath(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
    cairo_new_path(cr)
    let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
    if r <= 0 {
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        return
    }
    let pi = Double.pi
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -pi / 2, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, pi / 2)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, pi / 2, pi)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, pi, 3 * pi / 2)
    cairo_close_path(cr)
}
