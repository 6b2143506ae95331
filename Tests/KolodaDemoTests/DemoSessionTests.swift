import KolodaCairo
import KolodaCore
import Testing

@testable import KolodaDemo

/// The README's GIF is `DemoSession` played by the recorder: this plays the same script through the app on the
/// recorder's clock (input at its time, the deck advanced and the "server" answered once per frame, as a frame does)
/// without drawing, and checks that it shows what the README says it shows.
@MainActor
@Suite("Demo: the recorded session")
struct DemoSessionTests {
    @Test func theSessionShowsTheVetoedLikeAndTheSwipeBack() {
        let app = DemoApp(windowSize: Recorder.windowSize, now: 0, eventLog: nil, fastFilterWhileMoving: false)
        let fps = Recorder.framesPerSecond
        let script = DemoSession.script(for: app.layout, framesPerSecond: fps)
        var next = 0
        var v1History: [SwipeRecord] = []
        var pendingIndices: [Int] = []
        for frame in 0...Int((script.cursor * fps).rounded(.up)) {
            let now = Double(frame) / fps
            while next < script.events.count, script.events[next].time <= now + 1e-9 {
                app.advance(to: script.events[next].time)
                app.handle(script.events[next].event)
                next += 1
            }
            app.advance(to: now)
            app.screen.deliverNetworkAnswers()
            if app.current == .v1 { v1History = app.screen.view.deck.history }
            if let pending = app.screen.view.pendingSwipe, pendingIndices.last != pending.index {
                pendingIndices.append(pending.index)
            }
        }
        // v1: a drag that springs back, a drag right (card 0), a flick left (card 1), LIKE (card 2) and UNDO.
        #expect(v1History == [SwipeRecord(index: 0, direction: .right), SwipeRecord(index: 1, direction: .left)])
        // v2: five likes, each waiting for the server; it rejects every fifth (`LikeNetwork`), so cards 0–3 go and
        // card 4 springs back; then the swipe back from the right edge brings card 3 back to the front.
        #expect(app.current == .v2)
        #expect(pendingIndices == [0, 1, 2, 3, 4])
        let view = app.screen.view
        #expect(view.pendingSwipe == nil)
        #expect(view.deck.history == (0..<3).map { SwipeRecord(index: $0, direction: .right) })
        #expect(view.currentCardIndex == 3)
    }
}
