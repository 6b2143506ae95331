import KolodaCore
import Testing

@testable import KolodaDemo

/// The window size and statistics options.
struct DemoOptionsTests {
    @Test func sizeAndStatsAreParsed() throws {
        let options = try DemoOptions(arguments: ["--size", "1080x1920", "--stats"])
        #expect(options.windowSize == Size(width: 1080, height: 1920))
        #expect(options.printsStatistics)
        #expect(try DemoOptions(arguments: []).windowSize == nil)
    }

    @Test func badSizesAreRefused() {
        for bad in ["1080", "axb", "10x10", "1080x1920x3"] {
            #expect(throws: UsageError.self) { try DemoOptions(arguments: ["--size", bad]) }
        }
    }

    @Test func refreshRateAndPresentLogAreParsed() throws {
        let options = try DemoOptions(arguments: ["--refresh", "120", "--present-log", "/tmp/presents.txt"])
        #expect(options.fallbackRefreshRate == 120)
        #expect(options.presentLogPath == "/tmp/presents.txt")
        let defaults = try DemoOptions(arguments: [])
        #expect(defaults.fallbackRefreshRate == nil)
        #expect(defaults.presentLogPath == nil)
    }

    @Test func badRefreshRatesAreRefused() {
        for bad in ["0", "-60", "nan", "inf", "1001", "fast"] {
            #expect(throws: UsageError.self) { try DemoOptions(arguments: ["--refresh", bad]) }
        }
        #expect(throws: UsageError.self) { try DemoOptions(arguments: ["--refresh"]) }
        #expect(throws: UsageError.self) { try DemoOptions(arguments: ["--present-log"]) }
    }

    @MainActor @Test func presentLogWritesOneLinePerEntryInOrder() {
        let log = PresentLog(path: "/dev/null")
        log.record(inputAt: 12.497)
        log.record(tickAt: 12.497_5, animating: false)
        log.record(shownAt: 12.5, returnedAt: 12.500_25)
        log.record(tickAt: 12.501, animating: true)
        log.record(shownAt: 12.508_333, returnedAt: 12.508_6)
        // The documented format: `input time`, `tick time animating(0/1)`, `shown returned`.
        #expect(
            log.text
                == "input 12.497000\ntick 12.497500 0\n12.500000 12.500250\ntick 12.501000 1\n12.508333 12.508600\n")
    }
}
