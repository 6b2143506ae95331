@_spi(Fronts) import KolodaCore

// The numbers the ABI uses for the engine's values (docs/web-abi.md, "Conventions" and "Events").

extension SwipeResultDirection {
    /// The direction of ABI code `code` (0…7, the declaration order), or nil.
    init?(webCode code: Int32) {
        guard code >= 0, code < 8 else { return nil }
        self = SwipeResultDirection.allCases[Int(code)]
    }

    /// The ABI code: the index in declaration order.
    var webCode: Int32 {
        Int32(SwipeResultDirection.allCases.firstIndex(of: self) ?? 0)
    }

    /// The directions of a mask (bit `1 << code` each), in code order.
    static func fromWebMask(_ mask: Int32) -> [SwipeResultDirection] {
        SwipeResultDirection.allCases.filter { mask & (1 << $0.webCode) != 0 }
    }
}

/// An event as the `event` import's numbers.
struct WebEvent {
    var kind: Int32
    var index: Int32 = -1
    var direction: Int32 = -1
    var value: Double = 0
    var flag: Int32 = 0

    init(kind: Int32, index: Int = -1, direction: SwipeResultDirection? = nil, value: Double = 0, flag: Int32 = 0) {
        self.kind = kind
        self.index = Int32(truncatingIfNeeded: index)
        self.direction = direction?.webCode ?? -1
        self.value = value
        self.flag = flag
    }

    init(_ event: KolodaEvent) {
        switch event {
        case .didSwipeCard(let i, let d): self.init(kind: 0, index: i, direction: d)
        case .didSwipeCardAtAngle(let i, let d, let angle): self.init(kind: 1, index: i, direction: d, value: angle)
        case .didRunOutOfCards: self.init(kind: 2)
        case .didSelectCard(let i): self.init(kind: 3, index: i)
        case .draggedCard(let i, let p, let d): self.init(kind: 4, index: i, direction: d, value: p)
        case .didResetCard(let i): self.init(kind: 5, index: i)
        case .didShowCard(let i): self.init(kind: 6, index: i)
        case .didRewind(let i): self.init(kind: 7, index: i)
        case .panBegan(let i): self.init(kind: 8, index: i)
        case .panFinished(let i): self.init(kind: 9, index: i)
        case .thresholdCrossed(let i, let d, let past): self.init(kind: 10, index: i, direction: d, flag: past ? 1 : 0)
        case .historyEvicted(let record, let reason):
            let code: Int32 =
                switch reason {
                case .undoLimit: 0
                case .historyCleared: 1
                case .cardRemoved: 2
                }
            self.init(kind: 11, index: record.index, direction: record.direction, flag: code)
        case .diagnostic: self.init(kind: 12)
        }
    }
}

/// The return codes of KolodaCore's errors (docs/web-abi.md, "Error codes").
extension KolodaError {
    var webCode: Int32 {
        switch self {
        case .indexRangeOutOfBounds: -1
        case .inconsistentCardCount: -2
        case .invalidSample: -3
        case .invalidTime: -4
        case .invalidSize: -5
        case .calledDuringQuery: -6
        case .noDataSource: -7
        case .invalidSnapshot: -8
        }
    }
}
