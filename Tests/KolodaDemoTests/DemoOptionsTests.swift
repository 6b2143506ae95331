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
}
