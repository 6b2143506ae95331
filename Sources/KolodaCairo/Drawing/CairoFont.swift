/// A font request for `CairoLabel`: a Fontconfig family name, a size (pt) and a weight.
public struct CairoFont: Hashable, Sendable {
    /// Stroke weight, with the usual CSS/OpenType numeric values.
    public enum Weight: Int, Sendable, Hashable, CaseIterable {
        /// Weight 100.
        case thin = 100
        /// Weight 300.
        case light = 300
        /// Weight 400, the body weight.
        case regular = 400
        /// Weight 500.
        case medium = 500
        /// Weight 600.
        case semibold = 600
        /// Weight 700.
        case bold = 700
        /// Weight 800.
        case heavy = 800
    }

    /// Family name or Fontconfig alias ("DejaVu Sans", "sans-serif", …).
    public var family: String
    /// Em size (pt).
    public var size: Double
    /// Weight.
    public var weight: Weight

    /// Creates a font request.
    public init(family: String = CairoFont.defaultFamily, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The family used by `system(size:weight:)`: DejaVu Sans (installed with `fonts-dejavu-core`).
    public static let defaultFamily = "DejaVu Sans"

    /// The default sans-serif family at `size` (pt) and `weight`.
    public static func system(size: Double, weight: Weight = .regular) -> CairoFont {
        CairoFont(family: defaultFamily, size: size, weight: weight)
    }
}
