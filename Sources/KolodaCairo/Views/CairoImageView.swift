import CCairo
import KolodaCore

/// A view that shows a `CairoImage`, fitted by `contentMode` and always clipped to its rounded bounds.
@MainActor
open class CairoImageView: CairoView {
    /// The image shown; `nil` shows only the background.
    public var image: CairoImage? { didSet { if image !== oldValue { setNeedsDisplay() } } }
    /// How the image fits the bounds. Default `.scaleAspectFill`.
    public var contentMode: CairoContentMode = .scaleAspectFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view with a frame (pt) and an optional image.
    public init(frame: Rect = .zero, image: CairoImage? = nil) {
        self.image = image
        super.init(frame: frame)
    }

    /// Draws the image per `contentMode`, clipped to the bounds rounded by `cornerRadius`.
    open override func draw(in context: DrawingContext) {
        guard let image else { return }
        context.addRoundedRect(bounds, radius: cornerRadius)
        cairo_clip(context.cairo)
        context.draw(image, in: contentMode.rect(for: image.size, in: bounds))
    }
}
