// The QuartzCore surface KolodaUIKit uses. QuartzCore classes are not main-actor annotated in the SDK.
@_exported import CoreGraphics

/// QuartzCore/CALayer.h: @interface CALayer : NSObject.
open class CALayer: ObjectiveC.NSObject {
    /// QuartzCore/CALayer.h: -init.
    public override init() { super.init() }
    /// QuartzCore/CALayer.h: @property BOOL shouldRasterize.
    open var shouldRasterize: Bool { get { fatalError() } set {} }
    /// QuartzCore/CALayer.h: @property CGFloat rasterizationScale.
    open var rasterizationScale: CGFloat { get { fatalError() } set {} }
}

/// QuartzCore/CADisplayLink.h: @interface CADisplayLink : NSObject (final in Swift: no public initializer to subclass).
open class CADisplayLink: ObjectiveC.NSObject {
    /// QuartzCore/CADisplayLink.h: +displayLinkWithTarget:selector:, imported as init(target:selector:).
    public /*not inherited*/ init(target: Any, selector sel: Selector) { super.init() }
    /// QuartzCore/CADisplayLink.h: -addToRunLoop:forMode:.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// QuartzCore/CADisplayLink.h: -invalidate.
    open func invalidate() {}
    /// QuartzCore/CADisplayLink.h: @property(readonly) CFTimeInterval targetTimestamp (iOS 10).
    open var targetTimestamp: CFTimeInterval { fatalError() }
    /// QuartzCore/CADisplayLink.h: @property(getter=isPaused) BOOL paused.
    open var isPaused: Bool { get { fatalError() } set {} }
}

/// QuartzCore/CABase.h: CFTimeInterval CACurrentMediaTime(void).
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }
