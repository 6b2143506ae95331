extension KolodaDeck {
    /// The scene built again from the deck's state, never the one `scene` keeps until the deck changes: for checks
    /// that `scene` is current. Asks the delegate and the layout as a new scene does.
    public func rebuiltScene() -> DeckScene {
        var snapshots: [CardSnapshot] = []
        return makeScene(into: &snapshots)
    }
}
