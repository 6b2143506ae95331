// The Linux views' earlier names, kept for one release so that an app that wrote `import Koloda` on Linux still
// compiles (with a deprecation warning naming the new name). They live here, in the umbrella module, and not in
// KolodaCairo or KolodaSDL: an alias declared there would still make `View` ambiguous in an app that imports one of
// those modules next to another UI module with its own `View`.
#if os(Linux)
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
#endif
