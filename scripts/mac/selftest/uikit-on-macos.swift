// against: macos
// UIKit is Mac Catalyst's, not the native Mac's: the UIKit front is not built for macOS.
// expect: no such module 'UIKit'
import UIKit
