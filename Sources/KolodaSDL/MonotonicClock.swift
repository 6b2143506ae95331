import CSDL2

/// The host's one clock: monotonic seconds from SDL's high-resolution performance counter.
///
/// This is the clock behind every `timestamp` in ``PointerEvent`` and the `now` given to a frame.
/// It is `SDL_GetPerformanceCounter() / SDL_GetPerformanceFrequency()` (on Linux `CLOCK_MONOTONIC`,
/// nanosecond resolution), not SDL's event timestamps: those are whole milliseconds (`SDL_GetTicks`)
/// and, like ours, are taken when SDL pumps the event into its queue, so they carry no better
/// information, only less resolution. The origin is arbitrary (typically boot); only differences matter.
public enum MonotonicClock {
    /// The current time (s). Never decreases. Works with or without `SDL_Init`.
    public static func now() -> Double {
        let counter = SDL_GetPerformanceCounter()
        let frequency = SDL_GetPerformanceFrequency()
        guard frequency > 0 else { return 0 }
        // Split to keep full precision: the counter can exceed 2^53.
        let whole = counter / frequency
        let remainder = counter % frequency
        return Double(whole) + Double(remainder) / Double(frequency)
    }
}
