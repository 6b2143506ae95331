import Testing

@testable import KolodaSDL

/// `RefreshPacer`'s arithmetic (no waiting).
struct RefreshPacerTests {
    @Test func presentsReadyWithinAPeriodWaitForTheNextRefresh() {
        var pacer = RefreshPacer(period: 0.01)
        #expect(pacer.refreshTime(forPresentReadyAt: 5) == 5, "the first present is shown at once")
        #expect(abs(pacer.refreshTime(forPresentReadyAt: 5.004) - 5.01) < 1e-12)
        #expect(abs(pacer.refreshTime(forPresentReadyAt: 5.0101) - 5.02) < 1e-12)
        #expect(
            abs(pacer.refreshTime(forPresentReadyAt: 5.03) - 5.03) < 1e-12, "exactly a period late: the next refresh")
    }

    @Test func aLateOrIdlePresentIsShownAtOnceAndRestartsTheGrid() {
        var pacer = RefreshPacer(period: 0.01)
        _ = pacer.refreshTime(forPresentReadyAt: 1)
        #expect(pacer.refreshTime(forPresentReadyAt: 1.5) == 1.5)
        #expect(abs(pacer.refreshTime(forPresentReadyAt: 1.501) - 1.51) < 1e-12)
        #expect(pacer.refreshTime(forPresentReadyAt: 1.525) == 1.525, "more than a period late")
    }

    @Test func twoPresentsInOneRefreshShareIt() {
        var pacer = RefreshPacer(period: 0.01)
        _ = pacer.refreshTime(forPresentReadyAt: 1)
        #expect(abs(pacer.refreshTime(forPresentReadyAt: 1.002) - 1.01) < 1e-12)
        #expect(abs(pacer.refreshTime(forPresentReadyAt: 1.003) - 1.01) < 1e-12)
        #expect(RefreshPacer(period: -1).period == 1.0 / 60)
    }

    @Test func theDisplaysRateWinsAndTheFallbackStandsInWhenItReportsNone() {
        #expect(SDLWindow.refreshRate(reported: 144, fallback: 120) == 144)
        #expect(SDLWindow.refreshRate(reported: 0, fallback: 120) == 120)
        #expect(SDLWindow.refreshRate(reported: nil, fallback: 120) == 120)
        #expect(SDLWindow.refreshRate(reported: nil, fallback: .nan) == SDLWindow.defaultRefreshRate)
        #expect(SDLWindow.refreshRate(reported: -1, fallback: -5) == SDLWindow.defaultRefreshRate)
    }
}
