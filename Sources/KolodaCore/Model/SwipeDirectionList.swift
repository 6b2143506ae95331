/// An ordered list of distinct swipe directions held in one word: the directions a card was last allowed. A card that
/// keeps it, rather than an array, is a plain value with no storage to share or count, which a scene reads in place.
struct SwipeDirectionList: Sequence, ExpressibleByArrayLiteral, Equatable, Sendable {
    /// Four bits per direction, the first in the lowest bits: the case's position in `SwipeResultDirection` plus one;
    /// zero ends the list. Eight directions fill 32 bits.
    private var packed: UInt32 = 0

    /// The distinct elements of `directions`, in their order (a repeated direction is kept where it first appears,
    /// which changes no nearest-direction answer: ties keep the earlier element).
    init(_ directions: some Sequence<SwipeResultDirection>) {
        var shift: UInt32 = 0
        for direction in directions where !contains(direction) {
            packed |= UInt32(Self.code(of: direction)) << shift
            shift += 4
        }
    }

    init(arrayLiteral directions: SwipeResultDirection...) {
        self.init(directions)
    }

    func makeIterator() -> Iterator { Iterator(rest: packed) }

    /// Reads the list front to back.
    struct Iterator: IteratorProtocol {
        var rest: UInt32

        mutating func next() -> SwipeResultDirection? {
            guard rest != 0 else { return nil }
            let code = rest & 0xF
            rest >>= 4
            return SwipeDirectionList.direction(ofCode: code)
        }
    }

    private static func code(of direction: SwipeResultDirection) -> UInt8 {
        switch direction {
        case .left: return 1
        case .right: return 2
        case .up: return 3
        case .down: return 4
        case .topLeft: return 5
        case .topRight: return 6
        case .bottomLeft: return 7
        case .bottomRight: return 8
        }
    }

    private static func direction(ofCode code: UInt32) -> SwipeResultDirection? {
        switch code {
        case 1: return .left
        case 2: return .right
        case 3: return .up
        case 4: return .down
        case 5: return .topLeft
        case 6: return .topRight
        case 7: return .bottomLeft
        case 8: return .bottomRight
        default: return nil
        }
    }
}
