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

/// `--rtl`: LIKE and NOPE follow the reading direction; the arrow keys stay physical.
@MainActor
struct DemoRightToLeftTests {
    @Test func rtlIsParsedAndTheButtonsFollowTheReadingDirection() throws {
        #expect(try DemoOptions(arguments: ["--rtl"]).layoutDirection == .rightToLeft)
        #expect(try DemoOptions(arguments: []).layoutDirection == .leftToRight)
        #expect(DemoButton.like.action(in: .leftToRight) == .swipe(.right))
        #expect(DemoButton.like.action(in: .rightToLeft) == .swipe(.left))
        #expect(DemoButton.nope.action(in: .rightToLeft) == .swipe(.right))
    }

    @Test func theStampsMirror() throws {
        let ltr = try #require(StampOverlayView.stamp(for: .right, in: .leftToRight))
        let rtl = try #require(StampOverlayView.stamp(for: .left, in: .rightToLeft))
        #expect(ltr.text == "LIKE" && rtl.text == "LIKE")
        #expect(abs(ltr.center.x - (1 - rtl.center.x)) < 1e-12 && ltr.angle == -rtl.angle)
        #expect(StampOverlayView.stamp(for: .left, in: .leftToRight)?.text == "NOPE")
    }

    @Test func theAppsScreensAreRightToLeft() {
        let app = DemoApp(
            windowSize: Size(width: 480, height: 800), now: 0, eventLog: nil, layoutDirection: .rightToLeft)
        #expect(app.screen.view.layoutDirection == .rightToLeft)
    }
}
