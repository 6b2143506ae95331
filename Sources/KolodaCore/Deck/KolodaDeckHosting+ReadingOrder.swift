// MARK: - Directions in reading order

extension KolodaDeckHosting {
    /// The layout's reading direction (``KolodaDeck/layoutDirection``). The UIKit view sets it from its
    /// `effectiveUserInterfaceLayoutDirection`; on Linux the app sets it (default left to right).
    public var layoutDirection: DeckLayoutDirection {
        get { deck.layoutDirection }
        set { updateDeck { $0.layoutDirection = newValue } }
    }

    /// Swipes the front card toward a direction in reading order (`.trailing`: right in a left-to-right layout, left in
    /// a right-to-left one); reported with its physical direction. Returns false when it could not.
    @discardableResult
    public func swipe(_ direction: RelativeSwipeDirection, force: Bool = false) -> Bool {
        updateDeck { $0.swipe(direction, force: force) }
    }
}
