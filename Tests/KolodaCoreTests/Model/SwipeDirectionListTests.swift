import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Swipe direction list")
struct SwipeDirectionListTests {
    /// Every list of up to 12 directions drawn by a fixed linear congruential sequence (repeats included).
    static var lists: [[SwipeResultDirection]] {
        let all = SwipeResultDirection.allCases
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var lists: [[SwipeResultDirection]] = [[], all, all.reversed()]
        for length in 0...12 {
            for _ in 0..<20 {
                var list: [SwipeResultDirection] = []
                for _ in 0..<length {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    list.append(all[Int(state >> 33) % all.count])
                }
                lists.append(list)
            }
        }
        return lists
    }

    @Test func keepsTheFirstOfEachDirectionInOrder() {
        for list in Self.lists {
            var seen: [SwipeResultDirection] = []
            for direction in list where !seen.contains(direction) { seen.append(direction) }
            #expect(Array(SwipeDirectionList(list)) == seen, "\(list)")
        }
    }

    @Test func givesTheSameNearestDirectionAsTheArrayItWasMadeOf() {
        let size = Size(width: 300, height: 400)
        let offsets = (0..<16).map { i -> Vector in
            let angle = Double(i) * .pi / 8
            return Vector(dx: 120 * cos(angle), dy: 160 * sin(angle))
        }
        for list in Self.lists {
            for offset in offsets {
                #expect(
                    DragGeometry.nearestDirection(of: offset, cardSize: size, allowed: SwipeDirectionList(list))
                        == DragGeometry.nearestDirection(of: offset, cardSize: size, allowed: list),
                    "\(list) at \(offset)")
            }
        }
    }
}
