import CSDL2
import KolodaCore

/// Turns raw `SDL_Event`s into ``HostEvent``s, keeping the little state that needs (which pointers are down).
///
/// Rules:
/// - Mouse: left button only; motion is reported only while the left button is down (hover is ignored).
///   A release without a matching press (e.g. the press happened outside the window) is ignored.
/// - Mouse events SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`) are ignored: the finger
///   events themselves are reported, so a touch is never seen twice.
/// - Fingers: SDL's normalised (0…1) coordinates are scaled by the window size (pt).
/// - Losing focus, or being hidden or minimised, cancels every pointer that is down.
struct SDLEventTranslator {
    /// `SDL_TOUCH_MOUSEID`, `((Uint32)-1)`: a macro with a cast, so not imported.
    static let touchMouseID = UInt32.max

    /// The last location of the pressed mouse, if the left button is down.
    private(set) var mouseLocation: Point?
    /// The last location of each finger that is down.
    private(set) var fingerLocations: [Int64: Point] = [:]

    /// Translates one event received at `now` (s) for a window of `windowSize` (pt). Most events give
    /// zero or one host event; a focus loss gives one `.cancelled` per pointer down.
    mutating func translate(_ event: SDL_Event, at now: Double, windowSize: Size) -> [HostEvent] {
        switch event.type {
        case SDL_QUIT.rawValue:
            return [.quit]

        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            return translateButton(event, at: now)

        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != Self.touchMouseID, mouseLocation != nil else { return [] }
            let location = Point(x: Double(m.x), y: Double(m.y))
            mouseLocation = location
            return [.pointer(PointerEvent(phase: .moved, location: location, timestamp: now, source: .mouse))]

        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return translateFinger(event, at: now, windowSize: windowSize)

        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = event.key
            let key = KeyEvent(
                key: Self.key(for: k.keysym.sym), modifiers: Self.modifiers(for: k.keysym.mod),
                isRepeat: k.repeat != 0)
            return [event.type == SDL_KEYDOWN.rawValue ? .keyDown(key) : .keyUp(key)]

        case SDL_WINDOWEVENT.rawValue:
            let w = event.window
            switch UInt32(w.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return [.resized(Size(width: Double(w.data1), height: Double(w.data2)))]
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue,
                SDL_WINDOWEVENT_MINIMIZED.rawValue:
                return cancelAll(at: now)
            default:
                return []
            }

        default:
            return []
        }
    }

    /// A left mouse button's press or release (not one SDL synthesizes from a touch).
    private mutating func translateButton(_ event: SDL_Event, at now: Double) -> [HostEvent] {
        let b = event.button
        guard b.which != Self.touchMouseID, Int32(b.button) == SDL_BUTTON_LEFT else { return [] }
        let location = Point(x: Double(b.x), y: Double(b.y))
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
            mouseLocation = location
            return [.pointer(PointerEvent(phase: .down, location: location, timestamp: now, source: .mouse))]
        }
        guard mouseLocation != nil else { return [] }
        mouseLocation = nil
        return [.pointer(PointerEvent(phase: .up, location: location, timestamp: now, source: .mouse))]
    }

    /// A finger's touch, move or lift (SDL gives its position as a fraction of the window's size).
    private mutating func translateFinger(_ event: SDL_Event, at now: Double, windowSize: Size) -> [HostEvent] {
        let f = event.tfinger
        let location = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
        guard location.isFinite else { return [] }
        let id = Int64(f.fingerId)
        let phase: PointerEvent.Phase
        switch event.type {
        case SDL_FINGERDOWN.rawValue:
            phase = .down
            fingerLocations[id] = location
        case SDL_FINGERMOTION.rawValue:
            guard fingerLocations[id] != nil else { return [] }
            phase = .moved
            fingerLocations[id] = location
        default:
            guard fingerLocations.removeValue(forKey: id) != nil else { return [] }
            phase = .up
        }
        return [.pointer(PointerEvent(phase: phase, location: location, timestamp: now, source: .touch(id)))]
    }

    /// Cancels every pointer that is down, at its last location.
    mutating func cancelAll(at now: Double) -> [HostEvent] {
        var events: [HostEvent] = []
        if let location = mouseLocation {
            events.append(.pointer(PointerEvent(phase: .cancelled, location: location, timestamp: now, source: .mouse)))
            mouseLocation = nil
        }
        for (id, location) in fingerLocations.sorted(by: { $0.key < $1.key }) {
            events.append(
                .pointer(PointerEvent(phase: .cancelled, location: location, timestamp: now, source: .touch(id))))
        }
        fingerLocations.removeAll()
        return events
    }

    /// Maps an SDL keycode to a ``KeyEvent/Key``.
    static func key(for keycode: SDL_Keycode) -> KeyEvent.Key {
        switch keycode {
        case code(SDLK_LEFT): return .left
        case code(SDLK_RIGHT): return .right
        case code(SDLK_UP): return .up
        case code(SDLK_DOWN): return .down
        case code(SDLK_BACKSPACE): return .backspace
        case code(SDLK_RETURN), code(SDLK_KP_ENTER), code(SDLK_RETURN2): return .enter
        case code(SDLK_SPACE): return .space
        case code(SDLK_ESCAPE): return .escape
        case code(SDLK_TAB): return .tab
        case code(SDLK_z): return .z
        default: return .other(keycode)
        }
    }

    /// Maps SDL's modifier bits to ``KeyEvent/Modifiers``.
    static func modifiers(for mod: UInt16) -> KeyEvent.Modifiers {
        let bits = UInt32(mod)
        var result: KeyEvent.Modifiers = []
        if bits & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if bits & KMOD_GUI.rawValue != 0 { result.insert(.gui) }
        return result
    }

    /// An `SDL_KeyCode` constant as an `SDL_Keycode` value.
    private static func code(_ k: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(bitPattern: k.rawValue) }
}
