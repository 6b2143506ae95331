import Testing

@_spi(Fronts) @testable import KolodaCore

/// The SwiftUI stack in a right-to-left layout, through what `KolodaStack` does on Linux's side of the line: its
/// controller's `adopt` hands the environment's `layoutDirection` to the deck at every update, and the stack's
/// buttons, VoiceOver actions and frames run through the model. Expected values are docs/behaviour.md's ("Right to
/// left"): reading-order swipes mirror, reports stay physical, VoiceOver reads the mirror pair leading first.
@MainActor
@Suite("Data-driven deck: right to left")
struct StackReadingOrderTests {
    @Test func aTrailingSwipeGoesLeftAndIsReportedLeft() {
        let model = KolodaStackModel(items: ["a", "b", "c"])
        model.resize(to: Size(width: 300, height: 400))
        var heard: [String] = []
        model.handlers.onSwipe = { item, direction in heard.append("\(item) \(direction)") }
        model.setLayoutDirection(.rightToLeft)  // `adopt`, from SwiftUI's environment
        model.frame(at: 0)
        model.perform(at: 0.1) { $0.swipe(RelativeSwipeDirection.trailing) }
        for t in 1...60 { model.frame(at: 0.1 + Double(t) / 60) }
        #expect(heard == ["a left"])
    }

    @Test func voiceOverActionsFollowALayoutDirectionChangedWhileTheSameCardIsInFront() {
        let model = KolodaStackModel(items: ["a", "b", "c"])
        model.resize(to: Size(width: 300, height: 400))
        model.handlers.allowedDirections = { _ in [.left, .right, .up] }
        model.frame(at: 0)
        #expect(model.frontCardActions == [.swipe(.left), .swipe(.right), .swipe(.up)])
        // The environment changed while nothing moves (`adopt`): the actions are listed again at once.
        model.setLayoutDirection(.rightToLeft)
        #expect(model.frontCardActions == [.swipe(.right), .swipe(.left), .swipe(.up)])
        model.setLayoutDirection(.leftToRight)
        #expect(model.frontCardActions == [.swipe(.left), .swipe(.right), .swipe(.up)])
        #expect(model.deck.layoutDirection == .leftToRight)
    }

    @Test func aLayoutDirectionChangeAsksTheHandlersNoSceneQuestion() {
        let model = KolodaStackModel(items: ["a", "b", "c"])
        model.resize(to: Size(width: 300, height: 400))
        var asked: [String] = []
        model.handlers.swipeThresholdRatioMargin = {
            asked.append("threshold")
            return nil
        }
        model.handlers.shouldTransparentizeNextCard = {
            asked.append("transparentize")
            return true
        }
        model.handlers.shouldMoveBackgroundCard = {
            asked.append("move background")
            return true
        }
        model.frame(at: 0)
        // docs/behaviour.md, "When the app is asked": new handlers are asked the three questions, a reading direction
        // is not a new answer.
        asked = []
        model.setLayoutDirection(.rightToLeft)
        model.setLayoutDirection(.leftToRight)
        #expect(asked.isEmpty)
    }
}
