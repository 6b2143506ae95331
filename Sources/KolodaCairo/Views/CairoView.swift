import CCairo
import KolodaCompositing
import KolodaCore

/// A rectangular node of a small retained view tree, drawn with Cairo: background colour or gradient,
/// rounded corners, border, soft shadow, clipping, subviews, and custom drawing in `draw(in:)`.
///
/// Every change that alters how the tree looks bumps `contentVersion` of the view and of all its
/// ancestors, so a cached raster of the root (see `CardRasterizer`) knows it is stale. Properties that
/// only place the view in its superview (`frame.origin`, `alpha`, `isHidden`) bump the superview's version,
/// not the view's own: moving or fading a root view never invalidates its raster.
@MainActor
open class CairoView {
    /// Position and size in the superview's coordinate space (pt).
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { setNeedsDisplay() } else { superview?.setNeedsDisplay() }
        }
    }
    /// Opacity applied to the view and its subviews, 0…1. Ignored for the root of a rasterized tree:
    /// there the compositor's layer alpha applies.
    public var alpha: Double = 1 { didSet { if alpha != oldValue { superview?.setNeedsDisplay() } } }
    /// When true, neither the view nor its subviews are drawn.
    public var isHidden: Bool = false { didSet { if isHidden != oldValue { superview?.setNeedsDisplay() } } }
    /// Solid fill of the (rounded) bounds, drawn below the gradient.
    public var backgroundColor: CairoColor? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// Linear gradient fill of the (rounded) bounds, drawn above `backgroundColor`.
    public var backgroundGradient: CairoGradient? { didSet { if backgroundGradient != oldValue { setNeedsDisplay() } } }
    /// Corner radius (pt) of the background, border, shadow and (with `clipsToBounds`) the clip.
    public var cornerRadius: Double = 0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    /// Border width (pt), drawn inside the bounds above the content. 0 for none.
    public var borderWidth: Double = 0 { didSet { if borderWidth != oldValue { setNeedsDisplay() } } }
    /// Border colour.
    public var borderColor: CairoColor = .black { didSet { if borderColor != oldValue { setNeedsDisplay() } } }
    /// Soft shadow cast by the rounded bounds. On the root of a rasterized tree it is not part of the raster:
    /// the compositor draws it under the card (see `RasterImage.shadow`).
    public var shadow: CairoShadow? { didSet { if shadow != oldValue { setNeedsDisplay() } } }
    /// When true, `draw(in:)` and subviews are clipped to the rounded bounds.
    public var clipsToBounds: Bool = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }

    /// The subviews, back to front.
    public private(set) var subviews: [CairoView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: CairoView?
    /// Counts changes to the look of this view's subtree; increases monotonically.
    public private(set) var contentVersion: Int = 0

    /// A value that, with the view's class and size, decides every pixel of its subtree when rasterized as a root
    /// (by a `CardRasterizer`): views of the same class and size with equal non-nil keys (and the same corner radius
    /// and shadow) share one raster, made once. For a view shown on every card that looks the same on each, such as a
    /// "LIKE" / "NOPE" overlay, return all the state its drawing reads (e.g. `AnyHashable(overlayState)`); a new card
    /// then reuses the raster instead of drawing its own. `nil`, the default, keeps the raster the view's own.
    open var sharedRasterKey: AnyHashable? { nil }

    /// The view's own coordinate space: origin zero, `frame.size` (pt).
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// Creates a view with the given frame (pt, in the superview's space).
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// Adds `view` on top of the subviews, removing it from its previous superview first.
    /// Adding a view to itself or to one of its descendants is ignored.
    public func addSubview(_ view: CairoView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped) among the subviews (0 is the back), removing it from its
    /// previous superview first. Adding a view to itself or to one of its descendants is ignored.
    public func insertSubview(_ view: CairoView, at index: Int) {
        var ancestor: CairoView? = self
        while let a = ancestor {
            if a === view { return }
            ancestor = a.superview
        }
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        setNeedsDisplay()
    }

    /// Detaches the view from its superview (no-op without one).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsDisplay()
    }

    /// Marks the view's content as changed: bumps `contentVersion` here and in every ancestor.
    /// Call it when state read by an overridden `draw(in:)` changes.
    public func setNeedsDisplay() {
        var v: CairoView? = self
        while let view = v {
            view.contentVersion &+= 1
            v = view.superview
        }
    }

    /// Draws the view's own content, in its local space (pt), above the background and below subviews.
    /// The default does nothing. The context's state is saved and restored around the call.
    open func draw(in context: DrawingContext) {}

    /// Draws the view and its subtree into `context`, whose user space is the superview's (pt):
    /// honours frame origin, `isHidden`, `alpha` and `shadow`.
    public func render(in context: DrawingContext) {
        guard !isHidden, alpha > 0 else { return }
        let cr = context.cairo
        cairo_save(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        let grouped = alpha < 1
        if grouped { cairo_push_group(cr) }
        if let shadow { paintShadow(shadow, in: context) }
        renderContent(in: context)
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// Draws the view's content and subtree into `context`, whose user space is this view's local space
    /// (pt): background, gradient, `draw(in:)`, subviews, border. Ignores frame origin, `isHidden`,
    /// `alpha` and the view's own `shadow` (what a rasterized root leaves to the compositor).
    public func renderContent(in context: DrawingContext) {
        let cr = context.cairo
        let b = bounds
        if let backgroundColor { context.fill(b, color: backgroundColor, cornerRadius: cornerRadius) }
        if let backgroundGradient { context.fill(b, gradient: backgroundGradient, cornerRadius: cornerRadius) }
        cairo_save(cr)
        if clipsToBounds {
            context.addRoundedRect(b, radius: cornerRadius)
            cairo_clip(cr)
        }
        context.withSavedState {
            cairo_new_path(cr)
            draw(in: context)
        }
        for sub in subviews { sub.render(in: context) }
        cairo_restore(cr)
        if borderWidth > 0 {
            context.strokeInside(b, color: borderColor, lineWidth: borderWidth, cornerRadius: cornerRadius)
        }
    }

    private func paintShadow(_ shadow: CairoShadow, in context: DrawingContext) {
        guard
            let mask = ShadowMask(
                size: frame.size, cornerRadius: cornerRadius,
                blurRadius: shadow.blurRadius, color: shadow.color,
                maxScale: context.scale)
        else { return }
        context.withSavedState {
            cairo_translate(context.cairo, shadow.offset.dx, shadow.offset.dy)
            mask.paint(in: context.cairo, opacity: 1)
        }
    }
}
