// The CoreGraphics surface KolodaUIKit uses that swift-corelibs-foundation lacks. (CGFloat, CGPoint, CGSize and
// CGRect come from corelibs Foundation, which has the same API as Apple's for what is used.)
@_exported import Foundation
@_exported import ObjectiveC

/// CoreGraphics/CGAffineTransform.h: struct CGAffineTransform.
public struct CGAffineTransform: Equatable, Sendable {
    /// CoreGraphics/CGAffineTransform.h: the six coefficients.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    /// CoreGraphics/CGAffineTransform.h: CGAffineTransformMake, imported as init(a:b:c:d:tx:ty:).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
}

/// CoreFoundation/CFDate.h: typedef double CFTimeInterval.
public typealias CFTimeInterval = Double

/// Foundation/NSNotification.h: -[NSNotificationCenter addObserver:selector:name:object:] (missing from corelibs).
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
