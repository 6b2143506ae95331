// The Objective-C runtime surface the type-check needs: a real ObjC root class, so that Swift classes deriving from
// it are ObjC-representable (`@objc`, `#selector`, `@objc optional` behave as on Apple platforms).
#pragma once

// <objc/NSObject.h>: @protocol NSObject (imported into Swift as NSObjectProtocol).
@protocol NSObject
@end

// <objc/NSObject.h>: the root class NSObject with -init.
__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
@end

// <objc/objc.h>: SEL, imported into Swift as the `Selector` type that `#selector` produces.
typedef struct Selector { void *_ptr; } Selector;
