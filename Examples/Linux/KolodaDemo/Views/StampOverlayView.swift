import CCairo
import KolodaCairo
import KolodaCore

/// The demo's overlay: a rubber stamp tilted in the card's top corner — green "LIKE" when dragged right, red
/// "NOPE" when dragged left, blue "SUPER" when dragged up — whose alpha follows the drag progress
/// (`OverlayView.update(progress:)`'s default).
final class StampOverlayView: OverlayView {
    /// The stamp for a direction: text, colour, where it sits (fractions of the card) and its tilt (rad).
    private struct Stamp {
        var text: String
        var color: CairoColor
        var center: (x: Double, y: Double)
        var angle: Double
    }

    private static func stamp(for direction: SwipeResultDirection?) -> Stamp? {
        switch direction {
        case .right: return Stamp(text: "LIKE", color: .likeGreen, center: (0.28, 0.14), angle: -0.26)
        case .left: return Stamp(text: "NOPE", color: .nopeRed, center: (0.72, 0.14), angle: 0.26)
        case .up: return Stamp(text: "SUPER", color: CairoColor(hex: 0x2EA8FF), center: (0.5, 0.72), angle: -0.1)
        default: return nil
        }
    }

    /// True while the swipe waits for the app's decision (v2's like being checked): the stamp says "checking…".
    var isPending = false {
        didSet { if isPending != oldValue { setNeedsDisplay() } }
    }

    /// The stamp depends only on the direction and whether it waits (and the size): overlays share the rasters.
    override var sharedRasterKey: AnyHashable? { AnyHashable([AnyHashable(overlayState), AnyHashable(isPending)]) }

    override func draw(in context: DrawingContext) {
        guard let stamp = Self.stamp(for: overlayState), bounds.size.isDrawable else { return }
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
        let below = Rect(x: rect.minX, y: rect.maxY + 6 * unit, width: rect.width, height: 30 * unit)
        context.fill(below, color: CairoColor.white.withAlpha(0.85), cornerRadius: 15 * unit)
        TextPainter.draw(
            "● ● ●  checking…", in: below, font: .system(size: 18 * unit, weight: .heavy), color: stamp.color,
            alignment: .center, context: context)
    }
}
