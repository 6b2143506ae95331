import Testing

@_spi(Fronts) @testable import KolodaCore

/// The SwiftUI stack's lifetime, through the model calls its view makes: the handlers it keeps in its own state and
/// lends (`lendHandlers(from:)`), and `stackAppeared()` / `stackDisappeared()` from `onAppear` / `onDisappear`.
@MainActor
@Suite("Data-driven deck: the view that shows it")
struct StackShowingTests {
    /// A screen that owns the deck's model (as a `@StateObject` holds the controller) and whose handlers touch it.
    @MainActor
    final class Screen {
        let model = KolodaStackModel(items: ["a", "b", "c"])
        var swiped: [String] = []

        init() { model.resize(to: Size(width: 300, height: 400)) }
    }

    @Test func aDismissedScreenIsFreedWhenItsHandlersCaptureIt() {
        weak var screenLeft: Screen?
        weak var modelLeft: KolodaStackModel<String>?
        // The stack's state: it keeps the handlers and goes when the screen is dismissed.
        var stackState: StackHandlerStore<String>? = StackHandlerStore()
        do {
            let screen = Screen()
            screenLeft = screen
            modelLeft = screen.model
            stackState?.handlers.onSwipe = { item, _ in screen.swiped.append(item) }  // captures the screen
            if let stackState { screen.model.lendHandlers(from: stackState) }
            screen.model.perform(at: 1) { $0.swipe(.left) }
            #expect(screen.swiped == ["a"], "the lent handlers are the ones called")
        }
        #expect(screenLeft != nil, "on screen, the stack's state keeps its handlers and so the screen")
        stackState = nil  // dismissed: SwiftUI releases the stack's state
        #expect(screenLeft == nil, "the screen is freed")
        #expect(modelLeft == nil, "and its model (the controller's), engine and items with it")
    }

    @Test func handlersHeldByTheModelItselfCloseTheCycleTheLoanAvoids() {
        weak var screenLeft: Screen?
        do {
            let screen = Screen()
            screenLeft = screen
            screen.model.handlers.onSwipe = { item, _ in screen.swiped.append(item) }
        }
        #expect(screenLeft != nil, "model → handlers → screen → model: nothing outside holds it, yet it lives")
        screenLeft?.model.handlers = StackHandlers()  // break the cycle, so the test leaks nothing
        #expect(screenLeft == nil)
    }

    @Test func aStackThatLeavesMidDragCancelsTheDragAndStopsItsClock() throws {
        let screen = Screen()
        let model = screen.model
        var now = 1.0
        for _ in 0..<120 where model.frame(at: now) { now += 1.0 / 60 }
        model.stackAppeared()
        var resets: [String] = []
        model.handlers.onReset = { resets.append($0) }
        let press = model.deck.frameForCard(at: 0).center
        for step in 1...10 {
            model.dragChanged(
                start: press, location: press + Vector(dx: Double(step) * 6, dy: 0), sampleTime: now, now: now)
            model.frame(at: now)
            now += 1.0 / 60
        }
        #expect(model.deck.isDragging && model.needsFrames)

        model.stackDisappeared()  // e.g. `if matched { MatchView() } else { KolodaStack(…) }` mid-drag
        #expect(!model.deck.isDragging, "the drag is cancelled: its end will never arrive")
        #expect(!model.needsFrames, "off screen the deck wants no frames: the display link stops")
        #expect(!model.frame(at: now + 1 / 60), "and a frame already on its way asks for no more")

        // Ten seconds later the stack is back: the card is home, and the next drag starts where its finger is.
        now += 10
        model.stackAppeared()
        for _ in 0..<120 where model.frame(at: now) { now += 1.0 / 60 }
        #expect(resets == ["a"], "the cancelled drag's card returned")
        let secondPress = press + Vector(dx: 0, dy: 50)
        model.dragChanged(
            start: secondPress, location: secondPress + Vector(dx: 20, dy: 0), sampleTime: now, now: now)
        model.frame(at: now)
        let cards = model.presenter.lastFrame.scene.cards
        let front = try #require(cards.last { $0.isInteractive })
        #expect(front.offset == Vector(dx: 20, dy: 0), "a new drag, not the old one's continuation")
    }

    @Test func twoViewsShowingTheDeckKeepItOnScreenUntilBothLeave() {
        let model = Screen().model
        #expect(model.isOnScreen, "never told: on screen, as a model driven without a view")
        model.stackAppeared()
        model.stackAppeared()  // a new stack appears before the old one disappears
        model.stackDisappeared()
        #expect(model.isOnScreen)
        model.stackDisappeared()
        #expect(!model.isOnScreen)
        model.stackDisappeared()  // one more (out of order) does not go below none
        model.stackAppeared()
        #expect(model.isOnScreen)
    }

    @Test func voiceOverFocusFollowsTheNewFrontCardAfterASwipeFromTheCard() throws {
        let model = Screen().model
        var now = 1.0
        func settle() { for _ in 0..<120 where model.frame(at: now) { now += 1.0 / 60 } }
        func front() -> CardID? { model.poses.last(where: \.isFront)?.id }
        settle()
        let first = try #require(front())
        model.voiceOverFocusMoved(to: first, from: first)  // VoiceOver's cursor on the front card
        model.perform(at: now) { $0.perform(.swipe(.left)) }  // the card's "Swipe left" action
        now += 1.0 / 60
        model.frame(at: now)
        let next = try #require(front())
        #expect(next != first)
        #expect(model.voiceOverFocusTarget == next, "focus goes to the new front card, not wherever VoiceOver lands")
        model.voiceOverFocusMoved(to: nil, from: first)  // the swiped card hides
        model.voiceOverFocusMoved(to: next, from: next)  // the view moved focus
        #expect(model.voiceOverFocusTarget == nil, "done")
        settle()

        // Focus on the app's own LIKE button: a swipe leaves it there.
        model.voiceOverFocusMoved(to: nil, from: next)
        model.perform(at: now) { $0.swipe(.right) }
        now += 1.0 / 60
        model.frame(at: now)
        #expect(front() != next)
        #expect(model.voiceOverFocusTarget == nil)
    }
}
