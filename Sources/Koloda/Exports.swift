// `import Koloda` gives the engine and the platform's `KolodaView`, with the same API on both:
// the UIKit view where UIKit exists (iOS), the Cairo view on Linux. Each platform gets exactly one `KolodaView`.
@_exported import KolodaCore

#if canImport(UIKit)
@_exported import KolodaUIKit
#elseif canImport(KolodaCairo)
@_exported import KolodaCairo
#endif
