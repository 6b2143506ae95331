import CSDL2
import KolodaCore

@testable import KolodaSDL

/// Turns a window event into the SDL event a real window would deliver and back through `SDLEventTranslator`, so
/// the view layer's random sequences also exercise the SDL input translation. Mouse coordinates become whole
/// points, as SDL's are (non-finite ones cannot come from SDL and are dropped); fingers become SDL's normalised
/// floats (NaN stays NaN); a cancel becomes a focus loss.
@MainActor
final class SDLRoundTrip {
    private var translator = SDLEventTranslator()

    func translate(_ event: HostEvent, window: Size) -> [HostEvent] {
        guard let sdl = Self.sdlEvent(for: event, window: window) else { return [] }
        let now: Double
        if case .pointer(let p) = event { now = p.timestamp } else { now = 0 }
        return translator.translate(sdl, at: now, windowSize: window)
    }

    private static func int32(_ v: Double) -> Int32? {
        v.isFinite ? Int32(max(-1e9, min(1e9, v.rounded()))) : nil
    }

    static func sdlEvent(for event: HostEvent, window: Size) -> SDL_Event? {
        var e = SDL_Event()
        switch event {
        case .pointer(let p):
            if p.phase == .cancelled {
                e.type = SDL_WINDOWEVENT.rawValue
                e.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
                return e
            }
            switch p.source {
            case .mouse:
                guard let x = int32(p.location.x), let y = int32(p.location.y) else { return nil }
                switch p.phase {
                case .down, .up:
                    e.type = p.phase == .down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
                    e.button.button = UInt8(SDL_BUTTON_LEFT)
                    e.button.state = UInt8(p.phase == .down ? SDL_PRESSED : SDL_RELEASED)
                    e.button.clicks = 1
                    e.button.x = x
                    e.button.y = y
                default:
                    e.type = SDL_MOUSEMOTION.rawValue
                    e.motion.state = 1
                    e.motion.x = x
                    e.motion.y = y
                }
            case .touch(let id):
                e.type =
                    p.phase == .down
                    ? SDL_FINGERDOWN.rawValue : p.phase == .up ? SDL_FINGERUP.rawValue : SDL_FINGERMOTION.rawValue
                e.tfinger.touchId = 1
                e.tfinger.fingerId = id
                e.tfinger.x = Float(p.location.x / window.width)
                e.tfinger.y = Float(p.location.y / window.height)
                e.tfinger.pressure = 1
            }
        case .keyDown(let key):
            e.type = SDL_KEYDOWN.rawValue
            e.key.state = UInt8(SDL_PRESSED)
            e.key.repeat = key.isRepeat ? 1 : 0
            e.key.keysym.sym = keycode(key.key)
            e.key.keysym.mod = key.modifiers.contains(.control) ? UInt16(KMOD_LCTRL.rawValue) : 0
        case .resized(let size):
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            e.window.data1 = int32(size.width) ?? 0
            e.window.data2 = int32(size.height) ?? 0
        case .keyUp, .quit:
            return nil
        }
        return e
    }

    private static func keycode(_ key: KeyEvent.Key) -> SDL_Keycode {
        func code(_ k: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(bitPattern: k.rawValue) }
        switch key {
        case .left: return code(SDLK_LEFT)
        case .right: return code(SDLK_RIGHT)
        case .up: return code(SDLK_UP)
        case .down: return code(SDLK_DOWN)
        case .backspace: return code(SDLK_BACKSPACE)
        case .enter: return code(SDLK_RETURN)
        case .space: return code(SDLK_SPACE)
        case .escape: return code(SDLK_ESCAPE)
        case .tab: return code(SDLK_TAB)
        case .z: return code(SDLK_z)
        case .other(let k): return k
        }
    }
}
