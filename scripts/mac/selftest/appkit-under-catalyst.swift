// against: catalyst
// AppKit is the native Mac's: a Mac Catalyst app reaches the Mac through UIKit.
// expect: no such module 'AppKit'
// expect: 'NSWindow' is unavailable in Mac Catalyst
import AppKit

@MainActor func window() -> NSWindow { NSWindow() }
