import CCairo
import KolodaCore

/// A view that shows an `Image`, fitted by `contentMode` and always clipped to its rounded bounds.
@MainActor
open class ImageView: View {
    /// The image shown; `nil` shows only the background.
    public var image: Image? { didSet { if image !== oldValue { setNeedsDisplay() } } }
    /// How the image fits the bounds. Default `.scaleAspectFill`.
    public var contentMode: ContentMode = .scaleAspectFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }

    /// Creates an image view with a frame (pt) and an optional image.
    public init(frame: Rect = .zero, image: Image? = nil) {
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
