import CCairo
import KolodaCairo
import KolodaCore

/// Paints a `SceneStyle` into a rectangle with Cairo: sky, light, then the motif's landforms.
@MainActor
enum SceneArt {
    /// Paints `style` filling `rect` (pt) of `context`.
    static func paint(_ style: SceneStyle, in rect: Rect, context: DrawingContext) {
        let cr = context.cairo
        context.withSavedState {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            let w = rect.width
            let h = rect.height
            context.fill(
                Rect(x: 0, y: 0, width: w, height: h), gradient: CairoGradient(colors: [style.sky.0, style.sky.1]))
            var random = SeededRandom(seed: style.seed)
            switch style.motif {
            case .mountains: paintMountains(style, w, h, cr, context)
            case .ocean: paintOcean(style, w, h, cr, context, &random)
            case .aurora: paintAurora(style, w, h, cr, context, &random)
            case .dunes: paintDunes(style, w, h, cr, context)
            case .forest: paintForest(style, w, h, cr, context, &random)
            }
        }
    }

    // MARK: Motifs

    private static func paintMountains(
        _ s: SceneStyle, _ w: Double, _ h: Double, _ cr: OpaquePointer, _ ctx: DrawingContext
    ) {
        glow(s.light, at: Point(x: w * 0.68, y: h * 0.34), radius: min(w, h) * 0.11, cr)
        ridge(cr, w, h, base: 0.56, peaks: [0.20, 0.08, 0.24, 0.1, 0.18], color: s.ground.0.withAlpha(0.75), ctx)
        ridge(cr, w, h, base: 0.70, peaks: [0.08, 0.2, 0.06, 0.16, 0.05], color: s.ground.0, ctx)
        ridge(cr, w, h, base: 0.84, peaks: [0.1, 0.04, 0.12, 0.03, 0.09], color: s.ground.1, ctx)
    }

    private static func paintOcean(
        _ s: SceneStyle, _ w: Double, _ h: Double, _ cr: OpaquePointer, _ ctx: DrawingContext,
        _ random: inout SeededRandom
    ) {
        let horizon = h * 0.58
        glow(s.light, at: Point(x: w * 0.5, y: horizon - h * 0.06), radius: min(w, h) * 0.14, cr)
        ctx.fill(
            Rect(x: 0, y: horizon, width: w, height: h - horizon),
            gradient: CairoGradient(colors: [s.ground.0, s.ground.1]))
        // The sun's path on the water: short bright strokes, wider toward the viewer.
        ctx.setColor(s.light.withAlpha(0.55))
        for i in 0..<26 {
            let t = Double(i) / 26
            let y = horizon + 4 + t * (h - horizon) * 0.9
            let half = (0.04 + 0.16 * t) * w * random.unit(0.4...1)
            cairo_rectangle(cr, w * 0.5 - half + random.unit(-6...6), y, 2 * half, 1.5 + 2 * t)
        }
        cairo_fill(cr)
    }

    private static func paintAurora(
        _ s: SceneStyle, _ w: Double, _ h: Double, _ cr: OpaquePointer, _ ctx: DrawingContext,
        _ random: inout SeededRandom
    ) {
        ctx.setColor(CairoColor.white.withAlpha(0.85))
        for _ in 0..<90 {
            cairo_arc(cr, random.unit(0...w), random.unit(0...(h * 0.6)), random.unit(0.4...1.4), 0, 2 * .pi)
            cairo_fill(cr)
        }
        for band in 0..<3 {
            let y0 = h * (0.18 + 0.1 * Double(band))
            cairo_move_to(cr, -20, y0)
            cairo_curve_to(cr, w * 0.3, y0 - h * 0.12, w * 0.6, y0 + h * 0.14, w + 20, y0 - h * 0.05)
            cairo_set_line_width(cr, h * (0.07 - 0.015 * Double(band)))
            ctx.setColor(s.light.withAlpha(0.35 - 0.08 * Double(band)))
            cairo_stroke(cr)
        }
        ridge(cr, w, h, base: 0.74, peaks: [0.1, 0.16, 0.06, 0.12, 0.08], color: s.ground.0, ctx)
        ridge(cr, w, h, base: 0.86, peaks: [0.05, 0.08, 0.03, 0.07, 0.04], color: s.ground.1, ctx)
    }

    private static func paintDunes(
        _ s: SceneStyle, _ w: Double, _ h: Double, _ cr: OpaquePointer, _ ctx: DrawingContext
    ) {
        glow(s.light, at: Point(x: w * 0.3, y: h * 0.3), radius: min(w, h) * 0.16, cr)
        for (i, base) in [0.6, 0.72, 0.86].enumerated() {
            let y = h * base
            cairo_move_to(cr, 0, h)
            cairo_line_to(cr, 0, y)
            cairo_curve_to(cr, w * 0.3, y - h * 0.12, w * 0.55, y + h * 0.08, w, y - h * (0.06 + 0.03 * Double(i)))
            cairo_line_to(cr, w, h)
            cairo_close_path(cr)
            ctx.setColor(s.ground.0.mixed(with: s.ground.1, Double(i) / 2))
            cairo_fill(cr)
        }
    }

    private static func paintForest(
        _ s: SceneStyle, _ w: Double, _ h: Double, _ cr: OpaquePointer, _ ctx: DrawingContext,
        _ random: inout SeededRandom
    ) {
        glow(s.light, at: Point(x: w * 0.75, y: h * 0.22), radius: min(w, h) * 0.09, cr)
        let shore = h * 0.62
        ctx.fill(
            Rect(x: 0, y: shore, width: w, height: h - shore),
            gradient: CairoGradient(colors: [s.sky.1.mixed(with: s.ground.1, 0.5), s.ground.1]))
        var x = -10.0
        while x < w + 10 {
            let height = h * random.unit(0.16...0.3)
            let width = height * 0.42
            for (sign, alpha) in [(-1.0, 1.0), (1.0, 0.35)] {  // the tree, then its reflection
                cairo_move_to(cr, x - width / 2, shore)
                cairo_line_to(cr, x, shore + sign * height)
                cairo_line_to(cr, x + width / 2, shore)
                cairo_close_path(cr)
                ctx.setColor(s.ground.0.withAlpha(alpha))
                cairo_fill(cr)
            }
            x += width * random.unit(0.45...0.8)
        }
    }

    // MARK: Helpers

    /// A soft-edged disc: the sun or moon with its halo.
    private static func glow(_ color: CairoColor, at c: Point, radius: Double, _ cr: OpaquePointer) {
        guard let halo = cairo_pattern_create_radial(c.x, c.y, radius * 0.9, c.x, c.y, radius * 3) else { return }
        cairo_pattern_add_color_stop_rgba(halo, 0, color.r, color.g, color.b, 0.45)
        cairo_pattern_add_color_stop_rgba(halo, 1, color.r, color.g, color.b, 0)
        cairo_set_source(cr, halo)
        cairo_arc(cr, c.x, c.y, radius * 3, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_pattern_destroy(halo)
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
        cairo_arc(cr, c.x, c.y, radius, 0, 2 * .pi)
        cairo_fill(cr)
    }

    /// A mountain ridge: alternating peaks (fractions of the height above `base`) across the width.
    private static func ridge(
        _ cr: OpaquePointer, _ w: Double, _ h: Double, base: Double, peaks: [Double],
        color: CairoColor, _ ctx: DrawingContext
    ) {
        let y = h * base
        let step = w / Double(peaks.count)
        cairo_move_to(cr, 0, h)
        cairo_line_to(cr, 0, y)
        for (i, peak) in peaks.enumerated() {
            let x = Double(i) * step
            cairo_line_to(cr, x + step * 0.5, y - h * peak)
            cairo_line_to(cr, x + step, y - h * 0.02)
        }
        cairo_line_to(cr, w, h)
        cairo_close_path(cr)
        ctx.setColor(color)
        cairo_fill(cr)
    }
}
