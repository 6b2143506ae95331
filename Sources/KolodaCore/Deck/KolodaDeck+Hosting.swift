/// The deck hosts itself: Koloda's flat property names (``KolodaDeckHosting/alphaValueOpaque``, …) are declared once,
/// by ``KolodaDeckHosting``, for the deck and for every view, and each reads and writes the deck's ``settings``.
extension KolodaDeck: KolodaDeckHosting {
    /// The type of alphas, margins and ratios on the engine.
    public typealias Fraction = Double

    /// The deck itself.
    public var deck: KolodaDeck { self }

    /// Runs `body` on the deck itself (a view would then show the result).
    @discardableResult
    public func updateDeck<T, E: Error>(_ body: (KolodaDeck) throws(E) -> T) throws(E) -> T { try body(self) }
}
