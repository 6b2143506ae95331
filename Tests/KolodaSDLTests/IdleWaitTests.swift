import Testing

@testable import KolodaSDL

/// `IdleWait`'s decision (no waiting).
struct IdleWaitTests {
    @Test func theLoopWaitsForInputOnlyOnceStill() {
        let idle = IdleWait(idleFrames: 30, longestWait: 0.25)
        #expect(idle.wait(afterStillFrames: 0, period: 1.0 / 60) == nil)
        #expect(idle.wait(afterStillFrames: 29, period: 1.0 / 60) == nil)
        #expect(idle.wait(afterStillFrames: 30, period: 1.0 / 60) == 0.25)
        #expect(idle.wait(afterStillFrames: 500, period: 1.0 / 60) == 0.25)
    }

    @Test func aWaitNoLongerThanARefreshIsNotWorthIt() {
        #expect(IdleWait(idleFrames: 1, longestWait: 0.01).wait(afterStillFrames: 5, period: 1.0 / 60) == nil)
        #expect(IdleWait(idleFrames: 0, longestWait: .nan) == IdleWait(idleFrames: 1, longestWait: 0.25))
    }
}
