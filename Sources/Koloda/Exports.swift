// `import Koloda` gives the engine and the platform's `KolodaView`, with the same API on both: on iOS the UIKit view
// declared in this module (UIKit/), on Linux the Cairo view of KolodaCairo. Each platform gets exactly one. On Linux
// that is all: the SDL window host is `import KolodaSDL`, and the views' earlier names are in the opt-in
// KolodaLinuxCompatibility, so `import Koloda` links no SDL2 and puts no generic `View` or `Color` in scope.
@_exported import KolodaCore

#if os(Linux)
@_exported import KolodaCairo
#endif

// As Koloda 5's framework did through its umbrella header: `import Koloda` alone gives the app UIKit (`UIView`,
// `CGRect`, `CGFloat`, …), so a Koloda 5 file that imports only Koloda keeps compiling.
#if os(iOS)
@_exported import UIKit
#endif
