import KolodaCore
import Testing

@testable import KolodaDemo

/// `--start N`: each screen starts at card N, and that card is the first reported shown.
@MainActor
struct DemoStartTests {
    @Test func startIsParsedAsACardNumber() throws {
        #expect(try DemoOptions(arguments: ["--start", "4"]).startIndex == 3)
        #expect(try DemoOptions(arguments: []).startIndex == 0)
        for bad in ["0", "-2", "two"] {
            #expect(throws: UsageError.self) { try DemoOptions(arguments: ["--start", bad]) }
        }
    }

    @Test func eachScreenStartsAtTheChosenCard() {
        let app = DemoApp(windowSize: Size(width: 480, height: 800), now: 0, eventLog: nil, startIndex: 3)
        #expect(app.screen.view.currentCardIndex == 3)
        app.show(.v2, now: 0.1)
        #expect(app.screen.view.currentCardIndex == 3)
    }

    @Test func aNumberPastTheCardsLeavesTheFirstCard() {
        let app = DemoApp(windowSize: Size(width: 480, height: 800), now: 0, eventLog: nil, startIndex: 10_000)
        #expect(app.screen.view.currentCardIndex == 0)
    }
}
