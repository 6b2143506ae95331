import CSDL2
import KolodaCairo
import Testing

@_spi(Fronts) @testable import KolodaCore
@testable import KolodaSDL

/// The SDL event loop is the deck's frame clock: input moves the deck's clock to the input's time, the presenter
/// stops the loop's frames once it wants none, and the loop then sleeps until input (real presenter, real loop,
/// dummy driver; the times are the test's own, no sleeps are measured).
extension SDLHostTests {
    /// The refresh period of these tests (s): a power of two, so that the times add up exactly.
    var refresh: Double { 1.0 / 64 }

    /// A host on a 5-card deck whose first frames have run until the deck wanted none; returns the host and the time
    /// of its last frame (s).
    func settledHost() throws -> (host: KolodaWindowHost, cards: CountingCards, time: Double) {
        let cards = CountingCards()
        let koloda = KolodaView(frame: Rect(x: 40, y: 40, width: 320, height: 440))
        koloda.dataSource = cards
        koloda.delegate = cards
        let host = KolodaWindowHost(window: try openWindow(), koloda: koloda)
        var t = 0.0
        for _ in 0..<600 where host.wantsFrame {
            host.frame(now: t)
            t += refresh
        }
        return (host, cards, t - refresh)
    }

    @Test func framesStopWhenThePresenterWantsNone() throws {
        let (host, cards, t) = try settledHost()
        defer { withExtendedLifetime(cards) { host.window.close() } }  // the data source is held weakly
        #expect(!host.koloda.presenter.wantsFrames)
        #expect(!host.clock.isRunning, "the presenter stopped the loop's clock")
        #expect(!host.wantsFrame)
        // A refresh of the loop now makes no frame: no scene is built.
        let scenes = host.koloda.deck.scenesBuilt
        host.frame(now: t + 1)
        #expect(host.koloda.deck.scenesBuilt == scenes)
    }

    @Test func theLoopSleepsWhenNothingIsWantedAndWakesOnInput() throws {
        let (host, cards, t) = try settledHost()
        defer { withExtendedLifetime(cards) { host.window.close() } }  // the data source is held weakly
        let period = 1 / host.window.refreshRate
        #expect(IdleWait().wait(wantsFrame: host.wantsFrame, period: period) == .untilInput)
        host.handle(.keyDown(KeyEvent(key: .right)), at: t + 5)
        #expect(host.clock.isRunning, "input requests frames")
        #expect(IdleWait().wait(wantsFrame: host.wantsFrame, period: period) == nil)
    }

    @Test func theRealLoopRunsAFrameForInputAndBuildsNoSceneWhileIdle() throws {
        let (host, cards, _) = try settledHost()
        defer { withExtendedLifetime(cards) { host.window.close() } }  // the data source is held weakly
        // Idle: the loop waits (at most 10 ms at a time, so that the test ends) and runs a frame after each wait,
        // but the deck makes none.
        let scenes = host.koloda.deck.scenesBuilt
        #expect(host.run(frameLimit: 3, pacing: .display, idle: IdleWait(longestWait: 0.01)) == 3)
        #expect(host.koloda.deck.scenesBuilt == scenes)
        // A key in the queue: the loop takes it, at its own clock's time, and the deck animates from then.
        let before = MonotonicClock.now()
        push(key(SDL_KEYDOWN, keycode(SDLK_RIGHT)))
        #expect(host.run(frameLimit: 1) == 1)
        #expect(host.koloda.deck.scenesBuilt > scenes)
        #expect(host.koloda.deck.now >= before)
        #expect(host.koloda.deck.currentCardIndex == 1, "the swipe applied")
    }

    @Test func aKeyAfterAnIdleSpellStartsItsAnimationAtTheKeysTime() throws {
        let (host, cards, t) = try settledHost()
        defer { withExtendedLifetime(cards) { host.window.close() } }  // the data source is held weakly
        let keyTime = t + 10  // ten seconds with no frame
        host.handle(.keyDown(KeyEvent(key: .right)), at: keyTime)
        #expect(host.koloda.deck.now == keyTime)
        let dt = refresh
        host.frame(now: keyTime + dt)
        #expect(host.koloda.isSceneMoving, "one refresh into the swipe, the card is still on its way out")

        // The same key on a deck that was never idle (pressed at its last frame's time): one refresh later, the
        // cards stand exactly where the idle deck's stand (the refresh is a power of two, so both swipes are the same
        // time old).
        let (reference, referenceCards, referenceTime) = try settledHost()
        defer { withExtendedLifetime(referenceCards) { reference.window.close() } }
        reference.handle(.keyDown(KeyEvent(key: .right)), at: referenceTime)
        reference.frame(now: referenceTime + dt)
        let expected = reference.koloda.presenter.lastFrame.scene.cards
        let shown = host.koloda.presenter.lastFrame.scene.cards
        #expect(shown.count == 4, "the swiped card, the two behind it and the one that came in")
        #expect(shown.map(\.transform) == expected.map(\.transform))
        #expect(shown.map(\.alpha) == expected.map(\.alpha))
    }
}
