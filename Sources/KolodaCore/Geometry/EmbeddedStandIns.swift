// Stand-ins, in Embedded Swift only, for what the standard library lacks there, so that the declarations using them
// compile unchanged (docs/embedded.md). `Codable`: the values declare it; here it is an empty protocol of this module,
// which shadows the unavailable one. `EmbeddedFraction`: what `KolodaDelegate.Fraction` needs, a conversion from
// `Double`, where `BinaryFloatingPoint` would crash the compiler. In Geometry, the lowest layer: the geometry values
// are the first to declare `Codable`.
#if hasFeature(Embedded)
protocol Codable {}
public protocol EmbeddedFraction { init(_ value: Double) }
extension Double: EmbeddedFraction {}
#endif
