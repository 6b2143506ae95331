import KolodaCore
import KolodaSDL
import Testing

/// The keys of every Linux deck: one mapping onto `DeckAction`.
@Test func keysMapOntoDeckActions() {
    func action(_ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = [], isRepeat: Bool = false) -> DeckAction? {
        DeckKeys.action(for: KeyEvent(key: key, modifiers: modifiers, isRepeat: isRepeat))
    }
    #expect(action(.left) == .swipe(.left) && action(.right) == .swipe(.right))
    #expect(action(.up) == .swipe(.up) && action(.down) == .swipe(.down))
    #expect(action(.backspace) == .undo && action(.z, .control) == .undo && action(.z) == nil)
    #expect(action(.enter) == .select && action(.space) == .select)
    #expect(action(.left, isRepeat: true) == nil, "auto-repeats do nothing")
    #expect(action(.escape) == nil && action(.tab) == nil && action(.other(97)) == nil)
}
