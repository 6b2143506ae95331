import KolodaCore

/// How a `CairoImageView` fits its image into its bounds.
public enum CairoContentMode: Sendable, Hashable, CaseIterable {
    /// Scales uniformly to cover the bounds; the overflow is cropped.
    case scaleAspectFill
    /// Scales uniformly to fit inside the bounds; may leave empty bands.
    case scaleAspectFit
    /// Stretches to the bounds exactly, ignoring the aspect ratio.
    case scaleToFill
    /// Keeps the image's size (pt), centred.
    case center

    /// Where an image of `imageSize` (pt) is drawn inside `bounds` (pt) in this mode.
    public func rect(for imageSize: Size, in bounds: Rect) -> Rect {
        guard imageSize.isDrawable else { return bounds }
        let sx = bounds.width / imageSize.width
        let sy = bounds.height / imageSize.height
        let s: Double
        switch self {
        case .scaleToFill: return bounds
        case .scaleAspectFill: s = max(sx, sy)
        case .scaleAspectFit: s = min(sx, sy)
        case .center: s = 1
        }
        let w = imageSize.width * s
        let h = imageSize.height * s
        return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    }
}

extension Rect {
    var midX: Double { origin.x + size.width / 2 }
    var midY: Double { origin.y + size.height / 2 }
}
