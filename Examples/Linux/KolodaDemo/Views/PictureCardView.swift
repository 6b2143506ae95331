import KolodaCairo
import KolodaCore

/// A demo card: a procedural picture filling a rounded card, a dark scrim at the bottom, a title and subtitle.
///
/// Everything is drawn in `draw(in:)` from the current bounds, so the card looks right at whatever size the
/// deck lays it out; it is rasterized once per size by the deck's `CardRasterizer`.
final class PictureCardView: CairoView {
    private let info: CardInfo

    /// Creates the card for `info`, `size` pt large.
    init(info: CardInfo, size: Size) {
        self.info = info
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = .white
        cornerRadius = 18
        clipsToBounds = true
        shadow = CairoShadow(color: CairoColor.black.withAlpha(0.35), offset: Vector(dx: 0, dy: 10), blurRadius: 24)
    }

    override func draw(in context: DrawingContext) {
        let b = bounds
        guard b.size.isDrawable else { return }
        SceneArt.paint(info.style, in: b, context: context)
        let scrimTop = b.height * 0.58
        context.fill(
            Rect(x: 0, y: scrimTop, width: b.width, height: b.height - scrimTop),
            gradient: CairoGradient(colors: [CairoColor.black.withAlpha(0), CairoColor.black.withAlpha(0.7)]))
        let unit = b.width / 400  // type scales with the card
        let inset = 22 * unit
        TextPainter.draw(
            info.title, in: Rect(x: inset, y: b.height - 104 * unit, width: b.width - 2 * inset, height: 42 * unit),
            font: .system(size: max(12, 30 * unit), weight: .bold), color: .white, context: context)
        TextPainter.draw(
            info.subtitle, in: Rect(x: inset, y: b.height - 60 * unit, width: b.width - 2 * inset, height: 40 * unit),
            font: .system(size: max(9, 16 * unit)), color: CairoColor.white.withAlpha(0.85), context: context)
    }
}
