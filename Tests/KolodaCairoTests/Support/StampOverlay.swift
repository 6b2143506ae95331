import CCairo
import KolodaCairo
import KolodaCore

/// Tinder's "LIKE" / "NOPE" stamp as a Koloda overlay: a rounded border and a bold word, rotated, in the top corner
/// opposite to the drag (LIKE green at the top left when dragged right, NOPE red at the top right when dragged left).
/// Its alpha follows the drag progress (OverlayView's default `update(progress:)`).
@MainActor
final class StampOverlay: OverlayView {
    static let likeColor = CairoColor(hex: 0x2ECC71)
    static let nopeColor = CairoColor(hex: 0xFF4458)

    override var overlayState: SwipeResultDirection? {
        didSet { updateStamp() }
    }

    private let label = CairoLabel()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        label.font = .system(size: 40, weight: .bold)
        label.alignment = .center
        updateStamp()
    }

    private func updateStamp() {
        switch overlayState {
        case .right?, .topRight?, .bottomRight?:
            label.text = "LIKE"
            label.textColor = Self.likeColor
        case .left?, .topLeft?, .bottomLeft?:
            label.text = "NOPE"
            label.textColor = Self.nopeColor
        default: label.text = ""
        }
        setNeedsDisplay()
    }

    override func draw(in context: DrawingContext) {
        guard !label.text.isEmpty else { return }
        let cr = context.cairo
        let like = label.text == "LIKE"
        let size = Size(width: 150, height: 62)
        label.frame = Rect(x: 0, y: 2, width: size.width, height: size.height)
        // The stamp's centre, inset from the top corner; rotated like a rubber stamp.
        let centre = Point(x: like ? 28 + size.width / 2 : bounds.width - 28 - size.width / 2, y: 44 + size.height / 2)
        cairo_translate(cr, centre.x, centre.y)
        cairo_rotate(cr, (like ? -18 : 18) * Double.pi / 180)
        cairo_translate(cr, -size.width / 2, -size.height / 2)
        context.strokeInside(Rect(origin: .zero, size: size), color: label.textColor, lineWidth: 5, cornerRadius: 10)
        label.render(in: context)
    }
}
