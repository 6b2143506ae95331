// The model is the engine's data source and delegate: the count is the list's, each query goes to its handler with
// the card's item, and each notification to the handler that hears it.

extension KolodaStackModel: KolodaDeckDataSource {
    public func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { items.count }

}

extension KolodaStackModel: KolodaDeckDelegate {
    public func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        guard let ask = handlers.allowedDirections, let item = item(at: index) else {
            return KolodaDefaults.allowedDirections
        }
        return ask(item)
    }
    public func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        guard let ask = handlers.shouldSwipe, let item = item(at: index) else { return KolodaDefaults.shouldSwipeCard }
        return ask(item, direction)
    }
    public func koloda(_ koloda: KolodaDeck, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        guard let ask = handlers.decideSwipe, let item = item(at: swipe.index) else {
            return KolodaDefaults.swipeDecision
        }
        return ask(item, swipe)
    }
    public func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool {
        handlers.shouldMoveBackgroundCard?() ?? KolodaDefaults.shouldMoveBackgroundCard
    }
    public func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool {
        guard let ask = handlers.shouldDrag, let item = item(at: index) else { return KolodaDefaults.shouldDragCard }
        return ask(item)
    }
    public func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool {
        handlers.shouldApplyAppearAnimation?() ?? KolodaDefaults.shouldApplyAppearAnimation
    }
    public func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool {
        handlers.shouldTransparentizeNextCard?() ?? KolodaDefaults.shouldTransparentizeNextCard
    }
    public func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? {
        handlers.swipeThresholdRatioMargin?() ?? nil
    }

    /// Every notification, to the handler that hears it, with the item of the event's card. A card's handler is not
    /// called once its item has left the list; notifications without a handler are not heard.
    public func koloda(_ koloda: KolodaDeck, didReceive event: KolodaEvent) {
        let item = event.index.flatMap(item(at:))
        switch event {
        case .didRunOutOfCards: handlers.onRunOut?()
        case .diagnostic(let diagnostic): handlers.onDiagnostic?(diagnostic)
        case .historyEvicted: break  // its index may name a list the app has already replaced
        default: if let item { deliver(event, of: item) }
        }
    }

    /// A card's notification to its handler.
    private func deliver(_ event: KolodaEvent, of item: ID) {
        switch event {
        case .didSwipeCard(_, let direction): handlers.onSwipe?(item, direction)
        case .didSwipeCardAtAngle(_, let direction, let angle): handlers.onSwipeAngle?(item, direction, angle)
        case .didSelectCard: handlers.onSelect?(item)
        case .didRewind: handlers.onRewind?(item)
        case .didShowCard: handlers.onShow?(item)
        case .draggedCard(_, let percentage, let direction): handlers.onDrag?(item, direction, percentage)
        case .thresholdCrossed(_, let direction, let isPast): handlers.onThresholdCrossed?(item, direction, isPast)
        case .didResetCard: handlers.onReset?(item)
        case .panBegan: handlers.onDragBegan?(item)
        case .panFinished: handlers.onDragEnded?(item)
        case .didRunOutOfCards, .diagnostic, .historyEvicted: break  // not a card's (see above)
        }
    }
}
