@_spi(Fronts) import KolodaCore
import KolodaSDL
import Testing

/// SwiftUI's keys (`StackKey`) stand for the same actions as the Linux deck's (`DeckKeys`), key for key; the iPad's
/// ⌘Z is the Linux deck's Ctrl+Z.
@Test func swiftUIKeysStandForTheLinuxDecksActions() {
    let linux: [StackKey: KeyEvent] = [
        .leftArrow: KeyEvent(key: .left), .rightArrow: KeyEvent(key: .right), .upArrow: KeyEvent(key: .up),
        .downArrow: KeyEvent(key: .down), .delete: KeyEvent(key: .backspace),
        .commandZ: KeyEvent(key: .z, modifiers: .control), .returnKey: KeyEvent(key: .enter),
        .space: KeyEvent(key: .space)
    ]
    #expect(Set(linux.keys) == Set(StackKey.allCases))
    for (key, event) in linux { #expect(key.action == DeckKeys.action(for: event), "\(key)") }
}
