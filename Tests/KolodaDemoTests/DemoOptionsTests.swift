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

    @MainActor @Test func presentLogWritesOneLinePerPresent() {
        let log = PresentLog(path: "/dev/null")
        log.record(shownAt: 12.5, returnedAt: 12.500_25)
        log.record(shownAt: 12.508_333, returnedAt: 12.508_6)
        #expect(log.text == "12.500000 12.500250\n12.508333 12.508600\n")
    }
}
