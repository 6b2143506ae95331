import KolodaCore

/// The command line: `koloda-demo [--events FILE] [--record FILE.gif] [--frames DIR] [--record-scale S] [--size WxH]
/// [--refresh HZ] [--stats] [--present-log FILE] [--start N] [--rtl]` (see ``usage``).
struct DemoOptions {
    /// Append every delegate event to this file as JSON Lines.
    var eventsPath: String?
    /// Record the scripted session to this GIF (headless).
    var gifPath: String?
    /// Write the scripted session's frames as PNGs into this directory (headless).
    var framesDirectory: String?
    /// Pixels per point of the recording (1 gives 480×800 px; 0.75 gives 360×600 px).
    var recordScale = 1.0
    /// The window's size (pt); `nil` for the recording's 480 × 800 pt.
    var windowSize: Size?
    /// The refresh rate (Hz) to pace at when the display reports none (as under Xvfb); `nil` for the window's default.
    var fallbackRefreshRate: Double?
    /// Print frame statistics (see `FrameStatistics`) when the window closes.
    var printsStatistics = false
    /// Write the time of every present (s, the window's monotonic clock) to this file when the window closes.
    var presentLogPath: String?
    /// The layout's reading direction (`--rtl`: right to left, so LIKE goes left; the arrow keys stay physical).
    var layoutDirection = DeckLayoutDirection.leftToRight
    /// The card each screen starts at (0-based data index; `KolodaView.showCard(at:animated:)`).
    var startIndex = 0
    /// Print the usage and exit.
    var showsHelp = false

    /// True when a headless recording was asked for.
    var records: Bool { gifPath != nil || framesDirectory != nil }

    /// The usage text.
    static let usage = """
        Usage: koloda-demo [options]

        Koloda's example app: a swipeable card deck (screens v1 and v2) in a window.
          Mouse: drag cards, click a card to select it, click NOPE / UNDO / LIKE and the v1 / v2 switch.
          Keys:  Left / Right (/ Up where allowed) swipe, Backspace or Ctrl+Z undo, Enter or Space select,
                 Tab switch screens, Esc quit.

        Options:
          --events FILE        append every delegate event to FILE as JSON Lines (flushed per line)
          --record FILE.gif    headless: record a scripted session to an animated GIF (no window, no SDL)
          --frames DIR         headless: write the scripted session's frames as PNGs into DIR
          --record-scale S     pixels per point of the recording (default 1: 480×800 px)
          --size WxH           open the window at W × H pt (default 480x800)
          --refresh HZ         pace frames at HZ when the display reports no refresh rate, as Xvfb (default 60)
          --stats              print frame statistics (fps, frame intervals, missed vsyncs, CPU, memory) at exit
          --present-log FILE   at exit, write one line per present (the time its frame was shown and the time
                               the present returned), input event taken and deck frame (s, CLOCK_MONOTONIC_RAW)
          --start N            start each screen at card N (as numbered on the cards; default 1; a number past a
                               screen's cards leaves that screen at card 1)
          --rtl                a right-to-left layout: LIKE swipes toward the trailing edge, left (the arrow keys
                               stay physical: Left swipes left)
          -h, --help           show this help

        Without a display the demo records koloda-demo.gif in the current directory instead.
        """

    /// Parses `arguments` (without the program name).
    /// - Throws: a message for an unknown option or a missing value.
    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let v = rest.popFirst(), !v.hasPrefix("--") else {
                throw UsageError(message: "\(option) needs a value")
            }
            return v
        }
        while let arg = rest.popFirst() {
            switch arg {
            case "--events": eventsPath = try value(for: arg)
            case "--record": gifPath = try value(for: arg)
            case "--frames": framesDirectory = try value(for: arg)
            case "--record-scale":
                let text = try value(for: arg)
                guard let s = Double(text), s > 0, s <= 4 else {
                    throw UsageError(message: "bad --record-scale \(text)")
                }
                recordScale = s
            case "--size":
                let text = try value(for: arg)
                let parts = text.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 >= 100 && $0 <= 16_384 }) else {
                    throw UsageError(message: "bad --size \(text) (expected WxH, e.g. 540x960)")
                }
                windowSize = Size(width: parts[0], height: parts[1])
            case "--refresh":
                let text = try value(for: arg)
                guard let hz = Double(text), hz >= 1, hz <= 1_000 else {
                    throw UsageError(message: "bad --refresh \(text) (expected a rate in Hz, 1 to 1000)")
                }
                fallbackRefreshRate = hz
            case "--stats": printsStatistics = true
            case "--present-log": presentLogPath = try value(for: arg)
            case "--start":
                let text = try value(for: arg)
                guard let n = Int(text), n >= 1 else {
                    throw UsageError(message: "bad --start \(text) (expected a card number, 1 or more)")
                }
                startIndex = n - 1
            case "--rtl": layoutDirection = .rightToLeft
            case "-h", "--help": showsHelp = true
            default: throw UsageError(message: "unknown option \(arg)")
            }
        }
    }
}

/// A command-line mistake, printed with the usage.
struct UsageError: Error {
    /// What was wrong.
    var message: String
}
