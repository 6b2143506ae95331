#if os(iOS) || os(macOS)
import CoreGraphics
@_spi(Fronts) import KolodaCore

// The engine works in Double (pt); UIKit and SwiftUI in CoreGraphics types. One conversion each way, for both.

extension Point { init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) } }
extension Vector { init(_ p: CGPoint) { self.init(dx: Double(p.x), dy: Double(p.y)) } }
extension Rect {
    init(_ r: CGRect) {
        self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }
}
extension CGRect { init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) } }
extension CGAffineTransform {
    init(_ t: AffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
}
#endif
