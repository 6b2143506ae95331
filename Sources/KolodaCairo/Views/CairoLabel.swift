import CCairo
import CPangoCairo
import KolodaCompositing
import KolodaCore

/// A view that draws text with Pango: word wrapping, a line limit, alignment, and an ellipsis at the end
/// when the text does not fit its bounds. The text block is centred vertically, as in UIKit.
@MainActor
open class CairoLabel: CairoView {
    /// The text; empty draws nothing.
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// Font family, size (pt) and weight.
    public var font: CairoFont = .system(size: 17) { didSet { if font != oldValue { setNeedsDisplay() } } }
    /// Text colour.
    public var textColor: CairoColor = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// Horizontal alignment of the lines.
    public var alignment: CairoTextAlignment = .left { didSet { if alignment != oldValue { setNeedsDisplay() } } }
    /// Maximum number of lines; 0 means as many as fit the bounds. Default 1.
    public var numberOfLines: Int = 1 { didSet { if numberOfLines != oldValue { setNeedsDisplay() } } }
    /// Ellipsis or clipping for text that does not fit. Default `.byTruncatingTail`.
    public var lineBreakMode: CairoLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { setNeedsDisplay() } }
    }

    /// Creates a label with a frame (pt) and text.
    public init(frame: Rect = .zero, text: String = "") {
        self.text = text
        super.init(frame: frame)
    }

    /// Measures the text as it would be drawn in the current bounds.
    public func textMetrics() -> TextMetrics {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else {
            return TextMetrics(size: .zero, lineCount: 0, isEllipsized: false)
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let layout = makeLayout(cairo: cr)
        defer { koloda_layout_release(layout) }
        return metrics(of: layout)
    }

    /// Draws the text, vertically centred in the bounds.
    open override func draw(in context: DrawingContext) {
        guard !text.isEmpty, frame.size.isDrawable else { return }
        let cr = context.cairo
        let layout = makeLayout(cairo: cr)
        defer { koloda_layout_release(layout) }
        let m = metrics(of: layout)
        if lineBreakMode == .byClipping {
            cairo_rectangle(cr, 0, 0, bounds.width, bounds.height)
            cairo_clip(cr)
        }
        cairo_move_to(cr, 0, max(0, (bounds.height - m.size.height) / 2))
        context.setColor(textColor)
        pango_cairo_show_layout(cr, layout)
    }

    private func metrics(of layout: OpaquePointer) -> TextMetrics {
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        let scale = Double(PANGO_SCALE)
        return TextMetrics(
            size: Size(width: Double(w) / scale, height: Double(h) / scale),
            lineCount: Int(pango_layout_get_line_count(layout)),
            isEllipsized: pango_layout_is_ellipsized(layout) != 0)
    }

    /// A configured PangoLayout for `cairo` (a `cairo_t *` in pt); the caller unrefs it.
    private func makeLayout(cairo cr: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        // Scale-independent metrics: the same line breaks at 1× and 2×.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
            cairo_font_options_destroy(options)
            pango_layout_context_changed(layout)
        }
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, font.family)
        pango_font_description_set_absolute_size(desc, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: PangoWeight.RawValue(font.weight.rawValue)))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)

        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, Int32(max(0, bounds.width) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        let boundsHeight = Int32(max(0, bounds.height) * Double(PANGO_SCALE))
        if lineBreakMode == .byTruncatingTail {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            // A negative height is a line count; a positive one a height in Pango units.
            pango_layout_set_height(layout, numberOfLines > 0 ? -Int32(numberOfLines) : boundsHeight)
            if numberOfLines > 0 {
                var w: Int32 = 0
                var h: Int32 = 0
                pango_layout_get_size(layout, &w, &h)
                if h > boundsHeight { pango_layout_set_height(layout, boundsHeight) }
            }
        } else if numberOfLines > 0, pango_layout_get_line_count(layout) > numberOfLines,
            let line = pango_layout_get_line_readonly(layout, Int32(numberOfLines))
        {
            // Clipping with a line limit: keep only the first `numberOfLines` lines' text.
            let cut = Int(line.pointee.start_index)
            let bytes = Array(text.utf8.prefix(cut))
            pango_layout_set_text(layout, String(decoding: bytes, as: UTF8.self), -1)
        }
        return layout
    }
}
