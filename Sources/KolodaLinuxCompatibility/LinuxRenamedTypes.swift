// The Linux views' earlier names, kept for one release in a module of their own: an app that still uses them adds
// the `KolodaLinuxCompatibility` product and `import KolodaLinuxCompatibility`, and compiles with a deprecation warning
// naming each new name. They live neither in KolodaCairo, KolodaSDL nor the umbrella `Koloda`: an alias declared
// there would make `View`, `Color` or `Image` ambiguous in every app that imports that module next to another UI
// module with its own `View`. (The manifest declares this module on Linux only.)
import KolodaCairo
import KolodaSDL

/// The earlier name of ``KolodaCairo/CairoView``, the Cairo-drawn view.
@available(*, deprecated, renamed: "CairoView")
public typealias View = CairoView

/// The earlier name of ``KolodaCairo/CairoLabel``, the Pango text view.
@available(*, deprecated, renamed: "CairoLabel")
public typealias Label = CairoLabel

/// The earlier name of ``KolodaCairo/CairoImageView``, the view that shows an image.
@available(*, deprecated, renamed: "CairoImageView")
public typealias ImageView = CairoImageView

/// The earlier name of ``KolodaCairo/CairoImage``, a bitmap image.
@available(*, deprecated, renamed: "CairoImage")
public typealias Image = CairoImage

/// The earlier name of ``KolodaCairo/CairoColor``, an RGBA colour.
@available(*, deprecated, renamed: "CairoColor")
public typealias Color = CairoColor

/// The earlier name of ``KolodaCairo/CairoFont``, a font request.
@available(*, deprecated, renamed: "CairoFont")
public typealias Font = CairoFont

/// The earlier name of ``KolodaCairo/CairoGradient``, a linear gradient.
@available(*, deprecated, renamed: "CairoGradient")
public typealias Gradient = CairoGradient

/// The earlier name of ``KolodaCairo/CairoShadow``, a view's drop shadow.
@available(*, deprecated, renamed: "CairoShadow")
public typealias Shadow = CairoShadow

/// The earlier name of ``KolodaCairo/CairoTextAlignment``, a label's horizontal alignment.
@available(*, deprecated, renamed: "CairoTextAlignment")
public typealias TextAlignment = CairoTextAlignment

/// The earlier name of ``KolodaCairo/CairoLineBreakMode``, how a label shortens text that does not fit.
@available(*, deprecated, renamed: "CairoLineBreakMode")
public typealias LineBreakMode = CairoLineBreakMode

/// The earlier name of ``KolodaCairo/CairoContentMode``, how an image view fits its image.
@available(*, deprecated, renamed: "CairoContentMode")
public typealias ContentMode = CairoContentMode

/// The earlier name of ``KolodaSDL/SDLWindow``, the SDL window.
@available(*, deprecated, renamed: "SDLWindow")
public typealias Window = SDLWindow
