extension KolodaDefaults {
    /// How the UIKit `KolodaView`, the drop-in for Koloda 5's, starts where this package's behaviour is new: Koloda 5's
    /// behaviour where the new one would change something an app relies on without telling it, the new one where it
    /// changes no app contract. The migration guide lists each with the line that switches it.
    ///
    /// Kept from Koloda 5: no haptic at the swipe threshold, a `swipe(_:force:)` during a drag is ignored, a button
    /// swipe's tween and exit rotations, slow releases decided by position alone (velocity decides only flicks) and
    /// tweened out, no `didShowCardAt` after inserts and removals, `reloadData()` past the first card keeping the
    /// visible cards, and the app's views added later staying above the cards. New and on: flicks, and the view's own
    /// Reduce Motion, VoiceOver actions and key commands.
    public enum DropIn {
        /// false: no haptic at the swipe threshold, as in Koloda 5, which had none: an app that plays its own (in
        /// `draggedCardWithPercentage` or `didCrossThresholdIn`) would otherwise feel two.
        /// `kolodaView.isHapticFeedbackEnabled = true` turns it on.
        public static let isHapticFeedbackEnabled = false

        /// false: `swipe(_:force:)` while the finger holds the front card changes nothing and returns false, as in
        /// Koloda 5, so a button pressed mid-drag does what it did. `kolodaView.deck.swipeTakesDraggedCard = true`
        /// lets it take the card from the finger (``KolodaDeck/swipeTakesDraggedCard``).
        public static let swipeTakesDraggedCard = false

        /// `.koloda5Tween`: a `swipe(_:force:)` (a button) sends the card away along Koloda 5's POP tween, with Koloda
        /// 5's exit rotations (`.down` −π/2), so a button feels as it did; a release slower than a flick tweens from
        /// where it was let go, as in Koloda 5. `kolodaView.settings.swipeFlyOut = .flight` gives the engine's flight
        /// (``SwipeFlyOut``).
        public static let swipeFlyOut = SwipeFlyOut.koloda5Tween

        /// `.positionOrFlick()`: a release slower than 1000 pt/s is decided by position alone, as Koloda 5 decided
        /// it; faster, a flick swipes or a flick back cancels. `kolodaView.deck.decisionPolicy = .projected()` gives
        /// the engine's velocity-aware decision at every speed, `.positionOnly` Koloda 5's for flicks too.
        public static let decisionPolicy = SwipeDecisionPolicy.positionOrFlick()

        /// false: an insert or a removal that puts a new card in front sends no `didShowCardAt`, as in Koloda 5.
        /// `kolodaView.deck.showsFrontCardAfterRangeUpdates = true` sends it once the card settles.
        public static let showsFrontCardAfterRangeUpdates = false

        /// false: `reloadData()` past the first card keeps the visible cards' views while cards remain beyond them,
        /// as in Koloda 5, so an app that appends data and reloads does not see its cards rebuilt.
        /// `kolodaView.deck.reloadDataReconfiguresVisibleCards = true` asks for every visible card's views again.
        public static let reloadDataReconfiguresVisibleCards = false

        /// false: a view the app adds inside the deck after the cards is on top of them, as `addSubview(_:)` put it
        /// with Koloda 5 (the UIKit view's `keepsCardsAboveSubviews`; a view added before the cards stays below
        /// them either way). `kolodaView.keepsCardsAboveSubviews = true` keeps every card above the app's views.
        public static let keepsCardsAboveSubviews = false

        /// Gives `deck` the drop-in's settings where they differ from the engine's own defaults; a front calls it once,
        /// as it creates its deck.
        @MainActor
        package static func configure(_ deck: KolodaDeck) {
            deck.swipeTakesDraggedCard = swipeTakesDraggedCard
            deck.decisionPolicy = decisionPolicy
            deck.showsFrontCardAfterRangeUpdates = showsFrontCardAfterRangeUpdates
            deck.reloadDataReconfiguresVisibleCards = reloadDataReconfiguresVisibleCards
            deck.settings.swipeFlyOut = swipeFlyOut
        }
    }
}
