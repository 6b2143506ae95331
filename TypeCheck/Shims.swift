// Added to the type-check only, never to the real target: with corelibs Foundation and the ObjC stub both in scope,
// `NSObject` would be ambiguous; module-level declarations shadow imports, as on iOS where there is one NSObject.
import ObjectiveC

public typealias NSObject = ObjectiveC.NSObject
public typealias NSObjectProtocol = ObjectiveC.NSObjectProtocol
