import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

/// The drop-in's release rule (`.positionOrFlick()`), over (offset, velocity) pairs on a 300×400 card, allowed
/// `[.left, .right]`, threshold 1: the card swipes by position from 150 pt, and velocity decides only from 1000 pt/s
/// toward a direction. Each row's expectation is worked out from that rule in its comment.
struct ReleaseDecisionTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var offset: Vector
        var velocity: Vector
        var expected: SwipeResultDirection?
        var why: String
        var testDescription: String { "\(offset.dx),\(offset.dy) pt at \(velocity.dx),\(velocity.dy) pt/s: \(why)" }
    }

    static func row(
        _ dx: Double, _ vx: Double, _ expected: SwipeResultDirection?, _ why: String, dy: Double = 0, vy: Double = 0
    ) -> Row {
        Row(offset: Vector(dx: dx, dy: dy), velocity: Vector(dx: vx, dy: vy), expected: expected, why: why)
    }

    static let rows: [Row] = [
        // The audit's three gentle releases: Koloda 5's position rule decides each.
        row(110, 100, nil, "110/150 < 1 and 100 < 1000: position, returns"),
        row(60, 200, nil, "60/150 < 1 and 200 < 1000: position, returns"),
        row(160, -150, .right, "160/150 ≥ 1; drifting back at 150 < 1000: position, swipes"),
        // Real flicks.
        row(40, 1500, .right, "1500 ≥ 1000 toward right, projected 40 + 748.5 past 150: swipes"),
        row(160, -1500, nil, "flicked back at 1500 ≥ 1000 against right, where the card is: returns"),
        row(-40, -1500, .left, "the mirror of the short flick"),
        row(0, -1500, .left, "from rest (no direction to flick back from), projected −748.5: swipes left"),
        row(10, -1500, nil, "a flick back against right, however short the drag: returns"),
        // The flick speed's boundary: exactly 1000 pt/s counts as a flick.
        row(40, 1000, .right, "1000 ≥ 1000, projected 40 + 499 past 150: swipes"),
        row(40, 999, nil, "999 < 1000: position, 40/150 < 1, returns"),
        row(160, -1000, nil, "flicked back at exactly 1000: returns"),
        row(160, -999, .right, "999 < 1000: position, 160/150 ≥ 1, swipes"),
        // The threshold's boundary, at rest.
        row(150, 0, .right, "150/150 = 1 reaches the threshold: swipes"),
        row(149, 0, nil, "149/150 < 1: returns"),
        row(-150, 0, .left, "the mirror"),
        row(0, 0, nil, "at rest: no direction"),
        // Fast, but not toward a direction: only the speed along a direction counts.
        row(110, 100, nil, "1200 pt/s downward is no flick left or right: position, returns", vy: 1200),
        row(160, 0, .right, "1500 pt/s upward is no flick left or right: position, swipes", vy: -1500)
    ]

    static func context(_ row: Row, threshold: Double = 1) -> ReleaseContext {
        ReleaseContext(
            offset: row.offset, velocity: row.velocity, cardSize: Size(width: 300, height: 400),
            allowedDirections: [.left, .right], threshold: threshold)
    }

    @Test(arguments: rows)
    func theDropInsRuleDecides(_ row: Row) {
        #expect(SwipeDecisionPolicy.positionOrFlick().decide(Self.context(row)) == row.expected)
        // The reference model of the random tests agrees, row by row.
        #expect(ReferenceRelease.decide(Self.context(row)) == row.expected)
    }

    /// Slower than the flick speed, every release is decided as Koloda 5 decided it (`.positionOnly`), whatever the
    /// direction of the velocity, on all eight directions.
    @Test func everyReleaseSlowerThanAFlickIsDecidedByPositionAlone() {
        var generator = SplitMix(state: 7)
        for _ in 0..<20_000 {
            let angle = Double.random(in: 0..<(2 * Double.pi), using: &generator)
            let speed = Double.random(in: 0..<1000, using: &generator)
            let velocity = Vector(dx: speed * cos(angle), dy: speed * sin(angle))
            let offset = Vector(
                dx: Double.random(in: -400...400, using: &generator),
                dy: Double.random(in: -500...500, using: &generator))
            let context = ReleaseContext(
                offset: offset, velocity: velocity, cardSize: Size(width: 300, height: 400),
                allowedDirections: SwipeResultDirection.allCases, threshold: 1)
            #expect(
                SwipeDecisionPolicy.positionOrFlick().decide(context)
                    == SwipeDecisionPolicy.positionOnly.decide(context))
        }
    }

    /// A smaller threshold moves the position rule's boundary, not the flick speed: 80 pt reaches 0.5 at rest.
    @Test func theThresholdIsTheDelegatesAndTheFlickSpeedAnArgument() {
        #expect(
            SwipeDecisionPolicy.positionOrFlick().decide(Self.context(Self.row(80, 0, nil, ""), threshold: 0.5))
                == .right)
        #expect(
            SwipeDecisionPolicy.positionOrFlick().decide(Self.context(Self.row(74, 0, nil, ""), threshold: 0.5)) == nil)
        // 40 pt at 600 pt/s: no flick at 1000, a flick at 500.
        let slow = Self.context(Self.row(40, 600, nil, ""))
        #expect(SwipeDecisionPolicy.positionOrFlick().decide(slow) == nil)
        #expect(SwipeDecisionPolicy.positionOrFlick(flickSpeed: 500).decide(slow) == .right)
        // A flick speed that is no speed (NaN, zero, negative) is the documented 1000 pt/s.
        for bad in [Double.nan, 0, -5, .infinity] {
            #expect(SwipeDecisionPolicy.positionOrFlick(flickSpeed: bad).decide(slow) == nil)
        }
        #expect(SwipeDecisionPolicy.defaultFlickSpeed == ReferenceRelease.flickSpeed)
    }
}
