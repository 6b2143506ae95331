// `import Koloda` gives the engine and the platform's `KolodaView`, with the same API on both: on iOS the UIKit view
// declared in this module (UIKit/), on Linux the Cairo view of KolodaCairo. Each platform gets exactly one.
@_exported import KolodaCore

#if os(Linux)
@_exported import KolodaCairo
#endif
