import Glibc
import KolodaSDL

/// The program: parses the options, then runs the window, or records headless when asked to or when there
/// is no display.
@MainActor
enum DemoMain {
    /// Runs the demo and returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions(arguments: arguments)
        } catch {
            printError("koloda-demo: \(error.message)\n\n\(DemoOptions.usage)")
            return 2
        }
        if options.showsHelp {
            print(DemoOptions.usage)
            return 0
        }
        var eventLog: EventLog?
        if let path = options.eventsPath {
            guard let log = EventLog(path: path) else {
                printError("koloda-demo: cannot open \(path) for writing")
                return 1
            }
            eventLog = log
        }
        if options.records {
            return record(gifPath: options.gifPath, framesDirectory: options.framesDirectory, options, eventLog)
        }
        do {
            let window = try SDLWindow.open(
                title: InteractiveRunner.title, size: options.windowSize ?? Recorder.windowSize,
                fallbackRefreshRate: options.fallbackRefreshRate ?? SDLWindow.defaultRefreshRate)
            let presentLog = options.presentLogPath.map { PresentLog(path: $0) }
            InteractiveRunner.run(
                window: window, eventLog: eventLog, presentLog: presentLog, startIndex: options.startIndex,
                layoutDirection: options.layoutDirection)
            if options.printsStatistics {
                print(
                    "koloda-demo: renderer \(window.rendererName), window "
                        + "\(window.drawableSize.width)×\(window.drawableSize.height) px, refresh "
                        + "\(window.refreshRate) Hz"
                )
                print(window.closedStatistics().report(peakResidentBytes: ProcessUsage.peakResidentBytes()))
            }
            if let presentLog, !presentLog.write() { printError("koloda-demo: cannot write \(presentLog.path)") }
            window.close()
            return 0
        } catch {
            print("\(error.description); recording a GIF instead")
            return record(gifPath: currentDirectory() + "/koloda-demo.gif", framesDirectory: nil, options, eventLog)
        }
    }

    /// Records the scripted session headless; returns the exit status.
    private static func record(
        gifPath: String?, framesDirectory: String?, _ options: DemoOptions, _ eventLog: EventLog?
    ) -> Int32 {
        do {
            try Recorder.record(
                gifPath: gifPath, framesDirectory: framesDirectory, scale: options.recordScale, eventLog: eventLog)
            return 0
        } catch {
            printError("koloda-demo: recording failed: \(error)")
            return 1
        }
    }

    /// The current directory's absolute path ("." if unknown).
    private static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// Writes `message` and a newline to standard error.
    private static func printError(_ message: String) {
        let line = message + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}
