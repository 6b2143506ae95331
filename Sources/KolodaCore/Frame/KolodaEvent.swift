/// Everything the deck reports, one case per delegate notification. `DeckFrame.events` lists them in the
/// order they were delivered; the delegate receives the same calls at the same moments.
public enum KolodaEvent: Hashable, Sendable {
    /// `koloda(_:didSwipeCardAt:in:)`: a swipe was committed (at the moment of the decision, before the card has left).
    case didSwipeCard(index: Int, direction: SwipeResultDirection)
    /// `koloda(_:didSwipeCardAt:in:angle:)`: the swipe just reported (`didSwipeCard`, same index and direction) went
    /// toward an exact angle (rad, ``SwipeResultDirection/angle``'s measure): a swipe toward an angle or a vector.
    case didSwipeCardAtAngle(index: Int, direction: SwipeResultDirection, angle: Double)
    /// `kolodaDidRunOutOfCards(_:)`: the swipe just reported emptied the deck.
    case didRunOutOfCards
    /// `koloda(_:didSelectCardAt:)`: a tap on a card.
    case didSelectCard(index: Int)
    /// `koloda(_:draggedCardWithPercentage:in:)`: a drag update with a direction; percentage 0…100.
    case draggedCard(index: Int, percentage: Double, direction: SwipeResultDirection)
    /// `kolodaDidResetCard(_:)`: a drag ended without a swipe; the card returns.
    case didResetCard(index: Int)
    /// `koloda(_:didShowCardAt:)`: a card became the front card and settled (or was interacted with first).
    case didShowCard(index: Int)
    /// `koloda(_:didRewindTo:)`: an undone card is back in front.
    case didRewind(index: Int)
    /// `kolodaPanBegan(_:card:)`.
    case panBegan(index: Int)
    /// `kolodaPanFinished(_:card:)`: after the release decision and its consequences.
    case panFinished(index: Int)
    /// `koloda(_:cardAt:didCrossThresholdIn:isPastThreshold:)`: the drag crossed the swipe threshold.
    case thresholdCrossed(index: Int, direction: SwipeResultDirection, isPastThreshold: Bool)
    /// `koloda(_:didEvict:reason:)`: a swipe left the undo history and is final.
    case historyEvicted(SwipeRecord, reason: HistoryEvictionReason)
    /// `koloda(_:didReport:)`: a problem the deck worked around.
    case diagnostic(KolodaDiagnostic)

    /// The delegate method's name, as used in event logs (`"didSwipeCardAt"`, …).
    public var name: String {
        switch self {
        case .didSwipeCard: return "didSwipeCardAt"
        case .didSwipeCardAtAngle: return "didSwipeCardAtAngle"
        case .didRunOutOfCards: return "kolodaDidRunOutOfCards"
        case .didSelectCard: return "didSelectCardAt"
        case .draggedCard: return "draggedCardWithPercentage"
        case .didResetCard: return "kolodaDidResetCard"
        case .didShowCard: return "didShowCardAt"
        case .didRewind: return "didRewindTo"
        case .panBegan: return "kolodaPanBegan"
        case .panFinished: return "kolodaPanFinished"
        case .thresholdCrossed: return "didCrossThreshold"
        case .historyEvicted: return "didEvict"
        case .diagnostic: return "didReport"
        }
    }

    /// The card's data index, when the event concerns one.
    public var index: Int? {
        switch self {
        case .didSwipeCard(let i, _), .didSwipeCardAtAngle(let i, _, _), .didSelectCard(let i),
            .draggedCard(let i, _, _), .didResetCard(let i),
            .didShowCard(let i), .didRewind(let i), .panBegan(let i), .panFinished(let i),
            .thresholdCrossed(let i, _, _):
            return i
        case .historyEvicted(let record, _): return record.index
        case .didRunOutOfCards, .diagnostic: return nil
        }
    }

    /// The direction, when the event has one.
    public var direction: SwipeResultDirection? {
        switch self {
        case .didSwipeCard(_, let d), .didSwipeCardAtAngle(_, let d, _), .draggedCard(_, _, let d),
            .thresholdCrossed(_, let d, _):
            return d
        case .historyEvicted(let record, _): return record.direction
        default: return nil
        }
    }
}

/// An event with the engine time (s) at which it was delivered.
public struct TimedEvent: Hashable, Sendable {
    /// Engine time (s).
    public var time: Double
    /// What happened.
    public var event: KolodaEvent
}
