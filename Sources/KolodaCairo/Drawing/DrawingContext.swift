import CCairo
import Glibc
import KolodaCompositing
import KolodaCore

/// A Cairo drawing context handed to `CairoView.draw(in:)`, with a few helpers in points (pt).
///
/// The current transformation already maps the view's local coordinates (pt, origin at its top-left
/// corner) to device pixels, so drawing code never deals with the scale factor. Power users can call
/// Cairo directly on `cairo` (a `cairo_t *`; `import CCairo`); balance any `cairo_save` with a `cairo_restore`.
public struct DrawingContext {
    /// The raw `cairo_t *`. Valid only during the call that received this context.
    public let cairo: OpaquePointer
    /// Device pixels per point of the target (1, 2, …): useful for pixel snapping.
    public let scale: Double

    /// Wraps an existing Cairo context whose user space is in pt and which has `scale` px per pt.
    public init(cairo: OpaquePointer, scale: Double) {
        self.cairo = cairo
        self.scale = scale
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        return try body()
    }

    /// Sets the source to a solid colour.
    public func setColor(_ color: CairoColor) {
        cairo_set_source_rgba(cairo, color.r, color.g, color.b, color.a)
    }

    /// Replaces the current path with a rectangle (pt) whose corners are rounded by `radius` (pt),
    /// clamped to half the shorter side.
    public func addRoundedRect(_ rect: Rect, radius: Double) {
        addRoundedRectPath(cairo, rect, radius: radius)
    }

    /// Fills a rectangle (pt), optionally with rounded corners (pt), with a solid colour.
    public func fill(_ rect: Rect, color: CairoColor, cornerRadius: Double = 0) {
        addRoundedRect(rect, radius: cornerRadius)
        setColor(color)
        cairo_fill(cairo)
    }

    /// Fills a rectangle (pt), optionally with rounded corners (pt), with a linear gradient spanning it.
    public func fill(_ rect: Rect, gradient: CairoGradient, cornerRadius: Double = 0) {
        let stops = gradient.stops.sorted { $0.location < $1.location }
        guard let first = stops.first else { return }
        addRoundedRect(rect, radius: cornerRadius)
        if stops.count == 1 {
            setColor(first.color)
            cairo_fill(cairo)
            return
        }
        // Axis through the centre; half-length is the box's extent along the axis direction.
        let dx = cos(gradient.angle)
        let dy = sin(gradient.angle)
        let half = (abs(dx) * rect.width + abs(dy) * rect.height) / 2
        let c = rect.center
        guard
            let pattern = cairo_pattern_create_linear(
                c.x - dx * half, c.y - dy * half,
                c.x + dx * half, c.y + dy * half)
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        for s in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, Swift.min(1, Swift.max(0, s.location)),
                s.color.r, s.color.g, s.color.b, s.color.a)
        }
        cairo_set_source(cairo, pattern)
        cairo_fill(cairo)
    }

    /// Strokes the outline of a rectangle (pt) with rounded corners (pt), the stroke lying inside it.
    public func strokeInside(_ rect: Rect, color: CairoColor, lineWidth: Double, cornerRadius: Double = 0) {
        guard lineWidth > 0 else { return }
        let h = lineWidth / 2
        let inset = Rect(
            x: rect.minX + h, y: rect.minY + h, width: rect.width - lineWidth, height: rect.height - lineWidth)
        guard inset.width >= 0, inset.height >= 0 else { return }
        addRoundedRect(inset, radius: Swift.max(0, cornerRadius - h))
        setColor(color)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
    }

    /// Draws `image` scaled to fill `rect` (pt) exactly, with high-quality (box-filtered) resampling.
    public func draw(_ image: CairoImage, in rect: Rect) {
        guard rect.width > 0, rect.height > 0, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        withSavedState {
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_rectangle(cairo, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
            cairo_fill(cairo)
        }
    }
}
