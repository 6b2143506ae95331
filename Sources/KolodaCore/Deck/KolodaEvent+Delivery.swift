extension KolodaEvent {
    /// Calls the delegate method this event stands for on `delegate`, with `koloda` as the first argument and the
    /// drag percentage in the delegate's `Fraction` type. This is the one place where an event becomes a call: the
    /// deck, the fronts' forwarders and ``KolodaDelegate/koloda(_:didReceive:)``'s default all go through it.
    @MainActor
    public func deliver<Delegate: KolodaDelegate>(to delegate: Delegate, from koloda: Delegate.Koloda) {
        switch self {
        case let .didSwipeCard(index, direction): delegate.koloda(koloda, didSwipeCardAt: index, in: direction)
        case .didRunOutOfCards: delegate.kolodaDidRunOutOfCards(koloda)
        case let .didSelectCard(index): delegate.koloda(koloda, didSelectCardAt: index)
        case let .draggedCard(_, percentage, direction):
            delegate.koloda(koloda, draggedCardWithPercentage: Delegate.Fraction(percentage), in: direction)
        case .didResetCard: delegate.kolodaDidResetCard(koloda)
        case let .didShowCard(index): delegate.koloda(koloda, didShowCardAt: index)
        case let .didRewind(index): delegate.koloda(koloda, didRewindTo: index)
        case let .panBegan(index): delegate.kolodaPanBegan(koloda, cardAt: index)
        case let .panFinished(index): delegate.kolodaPanFinished(koloda, cardAt: index)
        case let .thresholdCrossed(index, direction, isPast):
            delegate.koloda(koloda, cardAt: index, didCrossThresholdIn: direction, isPastThreshold: isPast)
        case let .historyEvicted(record, reason): delegate.koloda(koloda, didEvict: record, reason: reason)
        case let .diagnostic(diagnostic): delegate.koloda(koloda, didReport: diagnostic)
        }
    }
}
