import CCairo
import Glibc
import KolodaCairo
import KolodaCore

/// Shared test fixtures: a procedural "photo" and a polished card view tree.
@MainActor
enum Fixtures {
    /// A landscape-like procedural photo: sky gradient, sun, two mountain ranges.
    static func photo(width: Double, height: Double, scale: Double = 1, sky: (CairoColor, CairoColor)) -> CairoImage {
        CairoImage(width: width, height: height, scale: scale) { ctx in
            let cr = ctx.cairo
            ctx.fill(Rect(x: 0, y: 0, width: width, height: height), gradient: CairoGradient(colors: [sky.0, sky.1]))
            ctx.setColor(CairoColor(hex: 0xFFF4D6, alpha: 0.95))
            cairo_arc(cr, width * 0.7, height * 0.3, min(width, height) * 0.12, 0, 2 * Double.pi)
            cairo_fill(cr)
            for (i, shade) in [CairoColor(hex: 0x3B4A6B, alpha: 0.85), CairoColor(hex: 0x1F2A44)].enumerated() {
                let base = height * (0.62 + 0.12 * Double(i))
                cairo_move_to(cr, 0, height)
                cairo_line_to(cr, 0, base)
                var x = 0.0
                var k = 0
                while x <= width {
                    let peak = base - height * (k % 2 == 0 ? 0.18 : 0.06) * (1 - 0.4 * Double(i))
                    cairo_line_to(cr, x + width / 8, peak)
                    x += width / 4
                    k += 1
                    cairo_line_to(cr, x, base - height * 0.02)
                }
                cairo_line_to(cr, width, height)
                cairo_close_path(cr)
                ctx.setColor(shade)
                cairo_fill(cr)
            }
        }
    }

    /// A Koloda-style card: rounded, clipped photo, bottom scrim, title and subtitle, soft shadow.
    static func card(
        size: Size, title: String, subtitle: String, sky: (CairoColor, CairoColor),
        scale: Double = 1
    ) -> CairoView {
        let card = CairoView(frame: Rect(origin: .zero, size: size))
        card.backgroundColor = .white
        card.cornerRadius = 18
        card.clipsToBounds = true
        card.shadow = CairoShadow(color: CairoColor.black.withAlpha(0.28), offset: Vector(dx: 0, dy: 8), blurRadius: 22)
        let photo = CairoImageView(
            frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
            image: photo(width: size.width, height: size.height * 0.8, scale: scale, sky: sky))
        photo.contentMode = .scaleAspectFill
        card.addSubview(photo)
        let scrim = CairoView(frame: Rect(x: 0, y: size.height * 0.55, width: size.width, height: size.height * 0.45))
        scrim.backgroundGradient = CairoGradient(colors: [
            CairoColor.black.withAlpha(0),
            CairoColor.black.withAlpha(0.72)
        ])
        card.addSubview(scrim)
        let titleLabel = CairoLabel(
            frame: Rect(x: 24, y: size.height - 118, width: size.width - 48, height: 44), text: title)
        titleLabel.font = .system(size: 32, weight: .bold)
        titleLabel.textColor = .white
        card.addSubview(titleLabel)
        let sub = CairoLabel(
            frame: Rect(x: 24, y: size.height - 72, width: size.width - 48, height: 48),
            text: subtitle)
        sub.font = .system(size: 17)
        sub.textColor = CairoColor.white.withAlpha(0.85)
        sub.numberOfLines = 2
        card.addSubview(sub)
        return card
    }

    /// Three stacked cards, the top one dragged and rotated `angle` (rad) about its centre: back to front.
    static func deckLayers(
        rasterizer: CardRasterizer, cards: [CairoView], deck: Size, angle: Double,
        drag: Vector
    ) -> [CompositeLayer] {
        var layers: [CompositeLayer] = []
        for (i, card) in cards.enumerated().reversed() {
            let image = rasterizer.raster(for: card)
            let s = 1 - 0.06 * Double(i)
            let c = Point(x: image.size.width / 2, y: image.size.height / 2)
            let centre = Point(x: deck.width / 2, y: deck.height / 2 + 30 * Double(i))
            var t = AffineTransform.translation(Vector(dx: -c.x, dy: -c.y)).then(.scale(x: s, y: s))
            if i == 0 { t = t.then(.rotation(angle)).then(.translation(drag)) }
            t = t.then(.translation(Vector(dx: centre.x, dy: centre.y)))
            layers.append(CompositeLayer(image: image, transform: t, alpha: 1))
        }
        return layers
    }
}
