extension KolodaDeck {
    // MARK: Directions in reading order

    /// ``KolodaSettings/layoutDirection``: what leading and trailing mean.
    public var layoutDirection: DeckLayoutDirection {
        get { settings.layoutDirection }
        set { settings.layoutDirection = newValue }
    }

    /// Swipes the front card toward a direction given in reading order: ``swipe(_:force:)-(SwipeResultDirection,_)``
    /// with `direction.resolved(in: layoutDirection)`, so `.trailing` swipes right in a left-to-right layout and left
    /// in a right-to-left one. The swipe is reported with its physical direction.
    @discardableResult
    public func swipe(_ direction: RelativeSwipeDirection, force: Bool = false) -> Bool {
        swipe(direction.resolved(in: layoutDirection), force: force)
    }
}
