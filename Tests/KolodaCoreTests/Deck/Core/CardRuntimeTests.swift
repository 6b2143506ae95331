import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Card runtime")
struct CardRuntimeTests {
    @Test func theOffsetClockAgreesWithItsMotion() {
        var spring = Animated<Vector>(Vector(dx: 80, dy: 10), threshold: .points)
        spring.animate(to: .zero, curve: .spring(.reset), at: 1)
        let motions: [OffsetMotion] = [
            .held(Vector(dx: 3, dy: 4)),
            .animated(Animated(Vector(dx: 5, dy: 0), threshold: .points)),
            .animated(spring),
            .flight(
                FlightPath(
                    from: .zero, to: Vector(dx: 900, dy: 0), velocity: Vector(dx: 500, dy: 0),
                    maximumDuration: 0.5, startTime: 1))
        ]
        for motion in motions {
            let clock = OffsetClock(motion)
            for t in [0, 1, 1.01, 1.2, 1.5, 3, .infinity, .nan] {
                #expect(clock.isSettled(at: t) == motion.isSettled(at: t), "\(motion) at \(t)")
                #expect(clock.isComplete(at: t) == motion.isComplete(at: t), "\(motion) at \(t)")
                if let known = clock.knownValue(at: t) { #expect(known == motion.value(at: t), "\(motion) at \(t)") }
            }
        }
    }
}
