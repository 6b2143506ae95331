import Testing

@testable import KolodaCheck
@_spi(Fronts) @testable import KolodaCore

/// `DisplayLinkSchedule`, the decisions the iOS display-link clock applies to its `CADisplayLink`: one link per stay
/// on screen, paused and resumed while the deck rests and moves, ended when the views leave the screen.
@Suite("Display link schedule")
struct DisplayLinkScheduleTests {
    typealias Step = DisplayLinkSchedule.Step

    @Test func aCardHeldStillMakesOneLinkAndPausesAndResumesIt() {
        var schedule = DisplayLinkSchedule()
        #expect(schedule.requestFrames(onScreen: true) == .create)
        #expect(schedule.stopFrames(onScreen: true) == .pause, "the first frame moved nothing")
        var steps: [Step?] = []
        // Each sample of a finger held still asks for a frame (twice here: the input, then its frame's own request);
        // that frame moves nothing and stops the clock.
        for _ in 0..<20 {
            steps.append(schedule.requestFrames(onScreen: true))
            steps.append(schedule.requestFrames(onScreen: true))
            steps.append(schedule.stopFrames(onScreen: true))
        }
        #expect(steps == Array(repeating: [.resume, nil, .pause] as [Step?], count: 20).flatMap { $0 })
        #expect(schedule.link == .paused)
    }

    @Test func offScreenNothingIsMadeAndALinkIsEnded() {
        var schedule = DisplayLinkSchedule()
        #expect(schedule.requestFrames(onScreen: false) == nil)
        #expect(schedule.stopFrames(onScreen: false) == nil)
        #expect(schedule.link == .none)
        for paused in [false, true] {
            #expect(schedule.requestFrames(onScreen: true) == .create)
            if paused { #expect(schedule.stopFrames(onScreen: true) == .pause) }
            #expect(schedule.stopFrames(onScreen: false) == .invalidate, "paused: \(paused)")
            #expect(schedule.link == .none)
            #expect(schedule.requestFrames(onScreen: false) == nil)
            #expect(schedule.leaveScreen() == nil)
        }
    }

    /// The rule both Apple fronts follow: a link may run only between the front's word that the views are on screen
    /// and its word that they left; never before the first (a presenter counts untold views as on screen).
    @MainActor
    @Test func aLinkMayRunOnlyOnceTheViewsAreSaidToBeOnScreen() {
        let presenter = DeckPresenter(deck: KolodaDeck())
        #expect(presenter.isOnScreen && presenter.screen == .untold)
        #expect(!DisplayLinkSchedule.linkMayRun(for: presenter), "untold")
        presenter.enterScreen()
        #expect(DisplayLinkSchedule.linkMayRun(for: presenter))
        presenter.leaveScreen(at: 1)
        #expect(!DisplayLinkSchedule.linkMayRun(for: presenter) && !presenter.isOnScreen)
        presenter.enterScreen()
        #expect(DisplayLinkSchedule.linkMayRun(for: presenter))
        #expect(!DisplayLinkSchedule.linkMayRun(for: nil), "a presenter gone")
    }

    /// Random calls, on and off screen, checked against what the schedule promises, counted independently of it:
    /// links made minus links ended is 1 exactly while a link exists; a link is made at the first request of each stay
    /// on screen only; a pause needs a running link and a resume a paused one; a request on screen leaves the link
    /// running, a stop on screen leaves it not running, any call off screen leaves no link.
    @Test func randomCallsKeepEveryPromise() {
        var random = SplitMix(state: 0x5EED)
        for _ in 0..<200 {
            var schedule = DisplayLinkSchedule()
            var made = 0
            var ended = 0
            var stayHasLink = false
            for _ in 0..<100 {
                let onScreen = random.next() % 4 != 0
                let request = random.next() % 2 == 0
                let before = schedule.link
                let step =
                    request ? schedule.requestFrames(onScreen: onScreen) : schedule.stopFrames(onScreen: onScreen)
                switch step {
                case .create?: made += 1
                case .invalidate?: ended += 1
                case .pause?: #expect(before == .running)
                case .resume?: #expect(before == .paused)
                case nil: break
                }
                let firstRequestOfStay = onScreen && request && !stayHasLink
                #expect((step == .create) == firstRequestOfStay)
                if !onScreen { stayHasLink = false } else if request { stayHasLink = true }
                #expect(made - ended == (schedule.link == .none ? 0 : 1))
                if !onScreen { #expect(schedule.link == .none) }
                if onScreen && request { #expect(schedule.link == .running) }
                if onScreen && !request { #expect(schedule.link != .running) }
            }
        }
    }
}
