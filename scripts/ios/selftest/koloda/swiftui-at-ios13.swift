// KolodaStack and its controller need iOS 14 (StateObject, onChange): used at the package's iOS 13 target without
// `#available`, they must be refused.
// expect: 'KolodaStackController' is only available in iOS 14.0 or newer
import Koloda

@MainActor func makeController() -> AnyObject { KolodaStackController() }
