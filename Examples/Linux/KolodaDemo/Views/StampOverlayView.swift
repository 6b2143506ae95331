import CCairo
import KolodaCairo
import KolodaCore

/// The demo's overlay: a rubber stamp tilted in the card's top corner — green "LIKE" when dragged toward the trailing
/// edge (right, or left in a right-to-left layout), red "NOPE" toward the leading edge, blue "SUPER" when dragged up —
/// whose alpha follows the drag progress (`OverlayView.update(progress:)`'s default).
final class StampOverlayView: OverlayView {
    /// The reading direction the stamps follow (default left to right); a right-to-left layout mirrors them.
    var layoutDirection: DeckLayoutDirection = .leftToRight

    /// The stamp for a direction: text, colour, where it sits (fractions of the card) and its tilt (rad).
    struct Stamp {
        var text: String
        var color: CairoColor
        var center: (x: Double, y: Double)
        var angle: Double
    }

    /// The stamp for a direction in `layout`: LIKE toward the trailing edge, in the leading top corner (the corner the
    /// card drags away from), NOPE the other way; a right-to-left layout mirrors the corners and the tilts.
    static func stamp(for direction: SwipeResultDirection?, in layout: DeckLayoutDirection) -> Stamp? {
        guard let direction else { return nil }
        let mirror = layout == .rightToLeft
        func placed(_ text: String, _ color: CairoColor, x: Double, angle: Double) -> Stamp {
            Stamp(text: text, color: color, center: (mirror ? 1 - x : x, 0.14), angle: mirror ? -angle : angle)
        }
        switch direction.relative(in: layout) {
        case .trailing: return placed("LIKE", .likeGreen, x: 0.28, angle: -0.26)
        case .leading: return placed("NOPE", .nopeRed, x: 0.72, angle: 0.26)
        default:
            guard direction == .up else { return nil }
            return Stamp(text: "SUPER", color: CairoColor(hex: 0x2EA8FF), center: (0.5, 0.72), angle: -0.1)
        }
    }

    /// True while the swipe waits for the app's decision (v2's like being checked): the stamp says "checking…".
    var isPending = false {
        didSet { if isPending != oldValue { setNeedsDisplay() } }
    }

    /// The stamp depends only on the direction, the layout and whether it waits (and the size): every card's overlay
    /// shares the rasters.
    override var sharedRasterKey: AnyHashable? {
        AnyHashable([AnyHashable(overlayState), AnyHashable(layoutDirection), AnyHashable(isPending)])
    }

    override func draw(in context: DrawingContext) {
        guard let stamp = Self.stamp(for: overlayState, in: layoutDirection), bounds.size.isDrawable else { return }
        let cr = context.cairo
        let unit = bounds.width / 400
        let box = Size(width: (stamp.text.count > 4 ? 190 : 150) * unit, height: 64 * unit)
        cairo_translate(cr, bounds.width * stamp.center.x, bounds.height * stamp.center.y)
        cairo_rotate(cr, stamp.angle)
        let rect = Rect(x: -box.width / 2, y: -box.height / 2, width: box.width, height: box.height)
        context.fill(rect, color: CairoColor.white.withAlpha(0.12), cornerRadius: 10 * unit)
        context.strokeInside(rect, color: stamp.color, lineWidth: 5 * unit, cornerRadius: 10 * unit)
        TextPainter.draw(
            stamp.text, in: rect, font: .system(size: 40 * unit, weight: .heavy), color: stamp.color,
            alignment: .center, context: context)
        guard isPending else { return }
        // A spinner-like badge under the stamp: three dots and "checking…".
        let below = Rect(x: -100 * unit, y: rect.maxY + 6 * unit, width: 200 * unit, height: 30 * unit)
        context.fill(below, color: CairoColor.white.withAlpha(0.85), cornerRadius: 15 * unit)
        TextPainter.draw(
            "● ● ●  checking…", in: below, font: .system(size: 18 * unit, weight: .heavy), color: stamp.color,
            alignment: .center, context: context)
    }
}
