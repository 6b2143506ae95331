extension KolodaEvent {
    /// Calls the delegate method this event stands for on `delegate`, with `koloda` as the first argument and the
    /// drag percentage in the delegate's `Fraction` type. This is the one place where an event becomes a call: the
    /// deck, the fronts' forwarders and ``KolodaDelegate/koloda(_:didReceive:)``'s default all go through it.
    @MainActor
    public func deliver<Delegate: KolodaDelegate>(to delegate: Delegate, from koloda: Delegate.Koloda) {
        switch self {
        case .didSwipeCard(let index, let direction): delegate.koloda(koloda, didSwipeCardAt: index, in: direction)
        case .didSwipeCardAtAngle(let index, let direction, let angle):
            delegate.koloda(koloda, didSwipeCardAt: index, in: direction, angle: angle)
        case .didRunOutOfCards: delegate.kolodaDidRunOutOfCards(koloda)
        case .didSelectCard(let index): delegate.koloda(koloda, didSelectCardAt: index)
        case .draggedCard(_, let percentage, let direction):
            delegate.koloda(koloda, draggedCardWithPercentage: Delegate.Fraction(percentage), in: direction)
        case .didResetCard: delegate.kolodaDidResetCard(koloda)
        case .didShowCard(let index): delegate.koloda(koloda, didShowCardAt: index)
        case .didRewind(let index): delegate.koloda(koloda, didRewindTo: index)
        case .panBegan(let index): delegate.kolodaPanBegan(koloda, cardAt: index)
        case .panFinished(let index): delegate.kolodaPanFinished(koloda, cardAt: index)
        case .thresholdCrossed(let index, let direction, let isPast):
            delegate.koloda(koloda, cardAt: index, didCrossThresholdIn: direction, isPastThreshold: isPast)
        case .historyEvicted(let record, let reason): delegate.koloda(koloda, didEvict: record, reason: reason)
        case .diagnostic(let diagnostic): delegate.koloda(koloda, didReport: diagnostic)
        }
    }
}
