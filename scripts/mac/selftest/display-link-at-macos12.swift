// against: macos
// The display link the iOS stack uses, on the Mac without `#available`: CADisplayLink is macOS 14 and later.
// expect: 'CADisplayLink' is only available in macOS 14.0 or newer
import QuartzCore

@MainActor func frameTime(of link: CADisplayLink) -> Double { link.targetTimestamp }
