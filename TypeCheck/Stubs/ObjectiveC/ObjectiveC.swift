// The Swift overlay of the ObjectiveC module (on Apple platforms part of the SDK): the Clang module above plus the
// bridge for BOOL, without which emitting `@objc` members that take or return Bool aborts the compiler.
@_exported import ObjectiveC

/// objc/objc.h: BOOL, as the Swift overlay's ObjCBool.
public struct ObjCBool {
    private var value: Bool
    /// Overlay: ObjCBool(_:).
    public init(_ value: Bool) { self.value = value }
    /// Overlay: ObjCBool.boolValue.
    public var boolValue: Bool { value }
}

/// Overlay: the compiler's Bool → BOOL bridging entry point.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
/// Overlay: the compiler's BOOL → Bool bridging entry point.
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
