/// An sRGB colour with straight (non-premultiplied) alpha; every component is in 0…1.
public struct CairoColor: Hashable, Sendable {
    /// Red, 0…1.
    public var r: Double
    /// Green, 0…1.
    public var g: Double
    /// Blue, 0…1.
    public var b: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var a: Double

    /// Creates a colour from its components (each 0…1; values outside are clamped when drawn).
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value and an opacity (0…1).
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            r: Double((hex >> 16) & 0xFF) / 255, g: Double((hex >> 8) & 0xFF) / 255,
            b: Double(hex & 0xFF) / 255, a: alpha)
    }

    /// Parses `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional); `nil` for anything else.
    public init?(hex string: String) {
        var s = Substring(string)
        if s.first == "#" { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit), let v = UInt32(s, radix: 16) else { return nil }
        switch s.count {
        case 3:
            let r = (v >> 8) & 0xF
            let g = (v >> 4) & 0xF
            let b = v & 0xF
            self.init(r: Double(r * 17) / 255, g: Double(g * 17) / 255, b: Double(b * 17) / 255)
        case 6:
            self.init(hex: v)
        case 8:
            self.init(hex: v >> 8, alpha: Double(v & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// The same colour with opacity `alpha` (0…1).
    public func withAlpha(_ alpha: Double) -> CairoColor { CairoColor(r: r, g: g, b: b, a: alpha) }

    /// Linear interpolation between two colours: `t = 0` gives `self`, `t = 1` gives `other`.
    public func mixed(with other: CairoColor, _ t: Double) -> CairoColor {
        CairoColor(
            r: r + (other.r - r) * t, g: g + (other.g - g) * t,
            b: b + (other.b - b) * t, a: a + (other.a - a) * t)
    }

    /// Fully transparent black.
    public static let clear = CairoColor(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = CairoColor(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = CairoColor(r: 1, g: 1, b: 1)
    /// Opaque mid grey (50 %).
    public static let gray = CairoColor(r: 0.5, g: 0.5, b: 0.5)
    /// Opaque light grey (#D1D1D6).
    public static let lightGray = CairoColor(hex: 0xD1D1D6)
    /// Opaque dark grey (#3A3A3C).
    public static let darkGray = CairoColor(hex: 0x3A3A3C)
    /// Opaque pure red.
    public static let red = CairoColor(r: 1, g: 0, b: 0)
    /// Opaque pure green.
    public static let green = CairoColor(r: 0, g: 1, b: 0)
    /// Opaque pure blue.
    public static let blue = CairoColor(r: 0, g: 0, b: 1)
    /// Koloda's "like" green (#4CD964).
    public static let likeGreen = CairoColor(hex: 0x4CD964)
    /// Koloda's "nope" red (#FF3B30).
    public static let nopeRed = CairoColor(hex: 0xFF3B30)
}
