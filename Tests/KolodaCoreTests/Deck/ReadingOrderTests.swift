import Testing

@_spi(Fronts) @testable import KolodaCore

/// Directions in reading order: `RelativeSwipeDirection`, `KolodaSettings.layoutDirection` (docs/behaviour.md,
/// "Right to left").
@Suite("Right to left")
@MainActor
struct ReadingOrderTests {
    @Test(arguments: RelativeSwipeDirection.allCases)
    func leadingIsLeftInLeftToRightAndRightInRightToLeft(direction: RelativeSwipeDirection) {
        let ltr = direction.resolved(in: .leftToRight)
        let rtl = direction.resolved(in: .rightToLeft)
        // The same vertical part; the horizontal part follows the reading direction: leading is −x in LTR.
        let leadingSign: Double = direction.rawValue.lowercased().contains("leading") ? -1 : 1
        #expect(ltr.horizontal == leadingSign && rtl.horizontal == -leadingSign)
        #expect(ltr.vertical == rtl.vertical)
        #expect(ltr.relative(in: .leftToRight) == direction && rtl.relative(in: .rightToLeft) == direction)
    }

    @Test func upAndDownHaveNoReadingOrderAndPhysicalDirectionsStayPhysical() {
        #expect(SwipeResultDirection.up.relative(in: .rightToLeft) == nil)
        #expect(SwipeResultDirection.down.relative(in: .leftToRight) == nil)
        for direction in SwipeResultDirection.allCases {
            #expect(direction.mirroredHorizontally.mirroredHorizontally == direction)
            #expect(direction.mirroredHorizontally.vertical == direction.vertical)
            #expect(direction.mirroredHorizontally.horizontal == -direction.horizontal)
        }
    }

    @Test func aTrailingSwipeIsReportedWithItsPhysicalDirection() {
        let h = Harness(count: 5)
        #expect(h.deck.layoutDirection == .leftToRight, "the default")
        #expect(h.deck.swipe(RelativeSwipeDirection.trailing))
        h.deck.layoutDirection = .rightToLeft
        #expect(h.deck.swipe(RelativeSwipeDirection.trailing))
        #expect(h.deck.swipe(.right), "a physical direction keeps its meaning")
        h.driver.settle()
        #expect(
            h.driver.events(named: ["didSwipeCardAt"]) == [
                .didSwipeCard(index: 0, direction: .right), .didSwipeCard(index: 1, direction: .left),
                .didSwipeCard(index: 2, direction: .right)
            ])
    }

    @Test func voiceOversSwipeActionsAreInReadingOrder() {
        let h = Harness(count: 5) { _, delegate in delegate.allowed = [.left, .right, .up, .topLeft] }
        #expect(h.deck.availableActions == [.swipe(.left), .swipe(.right), .swipe(.up), .swipe(.topLeft), .select])
        h.deck.layoutDirection = .rightToLeft
        // left and right trade places; topLeft stays, since its mirror, topRight, is not allowed.
        #expect(h.deck.availableActions == [.swipe(.right), .swipe(.left), .swipe(.up), .swipe(.topLeft), .select])
    }
}
