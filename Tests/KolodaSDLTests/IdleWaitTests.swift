import Testing

@testable import KolodaSDL

/// `IdleWait`'s decision (no waiting).
struct IdleWaitTests {
    @Test func byDefaultTheLoopWaitsForInputWithoutATimeLimitOnceStill() {
        let idle = IdleWait()
        #expect(idle.wait(afterStillFrames: 0, period: 1.0 / 60) == nil)
        #expect(idle.wait(afterStillFrames: 29, period: 1.0 / 60) == nil)
        #expect(idle.wait(afterStillFrames: 30, period: 1.0 / 60) == .untilInput)
        #expect(idle.wait(afterStillFrames: 500, period: 1.0 / 60) == .untilInput)
    }

    @Test func aLongestWaitBoundsTheWait() {
        let idle = IdleWait(idleFrames: 10, longestWait: 0.25)
        #expect(idle.wait(afterStillFrames: 9, period: 1.0 / 60) == nil)
        #expect(idle.wait(afterStillFrames: 10, period: 1.0 / 60) == .atMost(0.25))
    }

    @Test func aWaitNoLongerThanARefreshIsNotWorthIt() {
        #expect(IdleWait(idleFrames: 1, longestWait: 0.01).wait(afterStillFrames: 5, period: 1.0 / 60) == nil)
    }

    @Test func badValuesFallBackToTheDefaults() {
        #expect(IdleWait(idleFrames: 0, longestWait: .nan) == IdleWait(idleFrames: 1))
        #expect(IdleWait(longestWait: -1) == IdleWait())
        #expect(IdleWait(longestWait: .infinity).longestWait == nil)
    }
}
