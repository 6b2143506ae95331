// A stand-in for another UI module an app may import beside KolodaCairo and KolodaSDL (a SwiftUI-like toolkit):
// it declares the generic names such modules use, so that a test can prove the Linux front's names do not clash.

/// A view, as a declarative toolkit has one.
public protocol View {
    /// The view's name in this toolkit.
    var name: String { get }
}

/// A colour of this toolkit.
public struct Color: Hashable, Sendable {
    /// Its name.
    public var name: String
    /// Creates a colour.
    public init(name: String) { self.name = name }
}

/// A text view of this toolkit.
public struct Label: View {
    /// The text.
    public var text: String
    /// The view's name in this toolkit.
    public var name: String { "Label(\(text))" }
    /// Creates a label.
    public init(_ text: String) { self.text = text }
}

/// An image of this toolkit.
public struct Image: View {
    /// The view's name in this toolkit.
    public var name: String { "Image" }
    /// Creates an image.
    public init() {}
}

/// A font of this toolkit.
public struct Font: Hashable, Sendable {
    /// Its point size.
    public var size: Double
    /// Creates a font.
    public init(size: Double) { self.size = size }
}

/// A window of this toolkit.
public final class Window {
    /// Its title.
    public let title: String
    /// Creates a window.
    public init(title: String) { self.title = title }
}

/// A gradient of this toolkit.
public struct Gradient: Hashable, Sendable {
    /// Its colours.
    public var colors: [Color]
    /// Creates a gradient.
    public init(colors: [Color]) { self.colors = colors }
}

/// A shadow of this toolkit.
public struct Shadow: Hashable, Sendable {
    /// Its radius (pt).
    public var radius: Double
    /// Creates a shadow.
    public init(radius: Double) { self.radius = radius }
}

/// This toolkit's text alignment.
public enum TextAlignment: Sendable { case leading, center, trailing }

/// This toolkit's image fitting.
public enum ContentMode: Sendable { case fit, fill }

/// This toolkit's line breaking.
public enum LineBreakMode: Sendable { case wrap, clip }

/// This toolkit's image view.
public struct ImageView: View {
    /// The view's name in this toolkit.
    public var name: String { "ImageView" }
    /// Creates an image view.
    public init() {}
}
