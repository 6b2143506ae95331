/// A key press or release, platform-neutral, reduced to the keys a card deck demo uses.
public struct KeyEvent: Hashable, Sendable {
    /// The key, by its meaning in the current keyboard layout (SDL keycode, not scancode).
    public enum Key: Hashable, Sendable {
        /// Left arrow.
        case left
        /// Right arrow.
        case right
        /// Up arrow.
        case up
        /// Down arrow.
        case down
        /// Backspace.
        case backspace
        /// Return, or Enter on the keypad.
        case enter
        /// Space bar.
        case space
        /// Escape.
        case escape
        /// Tab.
        case tab
        /// The letter Z (for undo with control).
        case z
        /// Any other key: its SDL keycode (`SDL_Keycode`).
        case other(Int32)
    }

    /// Modifier keys held during the event; left and right variants are merged.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Either Shift key.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Either Control key.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Either Alt (Option) key.
        public static let alt = Modifiers(rawValue: 1 << 2)
        /// Either GUI (Super, Windows, Command) key.
        public static let gui = Modifiers(rawValue: 1 << 3)
    }

    /// The key.
    public var key: Key
    /// Modifiers held.
    public var modifiers: Modifiers
    /// True for auto-repeat presses generated while the key is held down.
    public var isRepeat: Bool

    /// Creates a key event.
    public init(key: Key, modifiers: Modifiers = [], isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
