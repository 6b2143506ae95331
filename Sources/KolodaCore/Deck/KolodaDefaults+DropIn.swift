extension KolodaDefaults {
    /// How the UIKit `KolodaView`, the drop-in for Koloda 5's, starts where this package's behaviour is new: Koloda 5's
    /// behaviour where the new one would change something an app relies on without telling it, the new one where it
    /// changes no app contract. The migration guide lists each with the line that switches it.
    ///
    /// Kept from Koloda 5: no haptic at the swipe threshold, and a `swipe(_:force:)` during a drag is ignored.
    /// New and on: the velocity-aware release decision (``KolodaDeck/decisionPolicy``), Reduce Motion, VoiceOver
    /// actions and key commands.
    public enum DropIn {
        /// false: no haptic at the swipe threshold, as in Koloda 5, which had none: an app that plays its own (in
        /// `draggedCardWithPercentage` or `didCrossThresholdIn`) would otherwise feel two.
        /// `kolodaView.isHapticFeedbackEnabled = true` turns it on.
        public static let isHapticFeedbackEnabled = false

        /// false: `swipe(_:force:)` while the finger holds the front card changes nothing and returns false, as in
        /// Koloda 5, so a button pressed mid-drag does what it did. `kolodaView.deck.swipeTakesDraggedCard = true`
        /// lets it take the card from the finger (``KolodaDeck/swipeTakesDraggedCard``).
        public static let swipeTakesDraggedCard = false

        /// Gives `deck` the drop-in's settings where they differ from the engine's own defaults; a front calls it once,
        /// as it creates its deck.
        @MainActor
        public static func configure(_ deck: KolodaDeck) {
            deck.swipeTakesDraggedCard = swipeTakesDraggedCard
        }
    }
}
