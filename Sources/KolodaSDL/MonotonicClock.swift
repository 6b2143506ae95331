import CSDL2

/// The host's one clock: monotonic seconds from SDL's high-resolution performance counter.
///
/// This is the clock behind every `timestamp` in ``PointerEvent`` and the `now` given to a frame.
/// It is `SDL_GetPerformanceCounter() / SDL_GetPerformanceFrequency()`. On Linux SDL 2 reads
/// `clock_gettime(CLOCK_MONOTONIC_RAW)` (nanosecond resolution): the hardware clock, never slewed by NTP.
/// `CLOCK_MONOTONIC` (Python's `time.monotonic()` and most tools' clock) is slewed, so the two drift apart by up
/// to 0.05 % (NTP's largest slew, 500 ppm): to compare event-log times with another program's, read
/// `CLOCK_MONOTONIC_RAW` there too, or compare only short differences. The origin is arbitrary (typically boot);
/// only differences matter. SDL's event timestamps are not used: they are whole milliseconds (`SDL_GetTicks`)
/// and, like ours, taken when SDL pumps the event into its queue, so they carry no better information, only less
/// resolution.
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
