#if os(iOS) || os(macOS)
import Combine
@_spi(Fronts) import KolodaCore
import QuartzCore
import SwiftUI

/// Drives a `KolodaStack`: swipe, undo and reset for buttons, the front card's index, and the engine itself.
/// Keep one per stack, for example as a `@StateObject`, and pass it to `KolodaStack(_:id:controller:…)`.
///
/// It publishes a change only when `currentIndex`, `isRunOutOfCards` or `canRevert` changes (a swipe, an undo, a
/// reset, new items), never while a card is only dragged or animated, so a screen that observes it is not drawn
/// again every frame. The cards themselves are drawn by a view inside the stack, at up to 120 Hz on ProMotion
/// displays while something moves; at rest nothing runs.
///
/// The stack's handlers (`onSwipe`, …) are kept by the stack, not by the controller, so a handler that captures the
/// screen owning the controller keeps nothing alive once the screen is gone. While no stack shows the deck, a drag is
/// cancelled, no frame runs, and once the stack itself is gone its handlers hear nothing.
@available(iOS 14.0, *)
@MainActor
public final class KolodaStackController: ObservableObject {
    /// The data-driven deck: the stack's items, gestures, events and poses (tested on every platform).
    let model = KolodaStackModel<AnyHashable>()
    /// Published once per drawn frame, for the view inside the stack that draws the cards, and observed by nothing
    /// else.
    let frames = StackFrames()
    /// The latest element for each item identity: the app's current list, plus the items of cards still on screen
    /// after the app dropped them (a card flying out).
    private(set) var elements: [AnyHashable: Any] = [:]
    /// Goes up at every update the stack hands over: the cards' content is evaluated again only then (or when a
    /// card shows another item), never at a frame (`StackCardContent`).
    private(set) var dataGeneration = 0
    /// The threshold haptic, played only when the stack's `hapticFeedback` modifier enables it.
    let haptics = ThresholdHaptics()
    /// The handlers and callbacks of the stack showing the deck, held weakly: the stack's state owns them.
    private weak var callbacks: StackCallbacks?
    private var reportedFront: AnyHashable?

    /// Creates a controller with a new deck.
    public init() {
        haptics.isEnabled = true  // the stack hands it to the model only when its modifier enables haptics
        // The display link the UIKit view uses too; the presenter starts and stops it. It is made once a stack shows
        // the deck (`stackAppeared()`), not before: the rule of `DisplayLinkSchedule`, as for the UIKit view.
        model.presenter.clock = DisplayLinkClock()
        model.onFrame = { [weak self] in self?.publish() }
    }

    /// The engine: everything beyond this API (`layout`, `animator`, `decisionPolicy`, `undoLimit`, snapshots).
    /// Make calls that move cards through `updateDeck(_:)`, so that the stack animates them.
    public var deck: KolodaDeck { model.deck }

    /// The index of the front card in the stack's items; the item count once the deck has run out.
    public var currentIndex: Int { deck.currentCardIndex }

    /// True when no card is left.
    public var isRunOutOfCards: Bool { deck.isRunOutOfCards }

    /// True when `revertAction()` would bring a card back.
    public var canRevert: Bool { model.status.canRevert }

    // These commands repeat some of `KolodaDeckHosting`'s forwarders on purpose. Taking them from that protocol
    // would need a public conformance, which brings its whole API with it: the range updates (`insertCards`,
    // `removeCards`, `reloadData`, `showCard(at:)`) that a deck driven by its item list must not offer (the list is
    // the deck: `KolodaStackModel.setItems(_:)`), Koloda's flat setting names, and a throwing `updateDeck(_:)`. Each
    // shared command would also become a protocol's default implementation in the API baseline. An internal
    // protocol cannot give public members. So each is declared here, one line forwarding through `updateDeck(_:)`,
    // which publishes the change.

    /// Swipes the front card in `direction`, as Koloda's `swipe(_:force:)`. Works mid-animation too: never dropped.
    /// Returns false when the card may not go that way (or there is none).
    @discardableResult
    public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool {
        updateDeck { $0.swipe(direction, force: force) }
    }

    /// Brings the last swiped card back from the side it left. Returns false when there is nothing to undo.
    @discardableResult
    public func revertAction() -> Bool { updateDeck { $0.revertAction() } }

    /// Swipes as ``swipe(_:force:)`` does, then waits until the card has left the screen (the outcomes:
    /// `KolodaDeck.swipeAndWait(_:force:)`). Cancelling the task stops the wait, not the swipe.
    public func swipeAndWait(_ direction: SwipeResultDirection, force: Bool = false) async -> SettleOutcome {
        let target = updateDeck { $0.startSwipe(direction, force: force) }
        return await deck.waitToSettle(target)
    }

    /// Undoes as ``revertAction()`` does, then waits until the card is back in front.
    public func revertActionAndWait() async -> SettleOutcome {
        let target = updateDeck { $0.startRevert(direction: nil) }
        return await deck.waitToSettle(target)
    }

    /// The swipe waiting for the stack's `decideSwipe` decision, or nil.
    public var pendingSwipe: PendingSwipe? { deck.pendingSwipe }

    /// Confirms a swipe decided later: the card flies out and `onSwipe` hears it. False for a stale handle.
    @discardableResult
    public func confirmSwipe(_ swipe: PendingSwipe) -> Bool { updateDeck { $0.confirmSwipe(swipe) } }

    /// Rejects a swipe decided later: the card springs back; no swipe. False for a stale handle.
    @discardableResult
    public func rejectSwipe(_ swipe: PendingSwipe) -> Bool { updateDeck { $0.rejectSwipe(swipe) } }

    /// Back to the first item (Koloda's `resetCurrentCardIndex()`).
    public func reset() { updateDeck { $0.resetCurrentCardIndex() } }

    /// Runs `body` on the engine at the current time, then shows and animates the result.
    @discardableResult
    public func updateDeck<T>(_ body: (KolodaDeck) -> T) -> T {
        let result = model.perform(at: CACurrentMediaTime(), body)
        publish()
        return result
    }

    // MARK: What the stack calls, never from a view's `body`

    /// What one update of the stack hands over besides the items.
    struct Update {
        /// Where the stack keeps the handlers and callbacks below (its state).
        var callbacks: StackCallbacks
        var handlers: StackHandlers<AnyHashable>
        var itemsRejected: ((StackItemsError) -> Void)?
        var reducedMotion: Bool
        /// SwiftUI's `layoutDirection` environment value, as the engine's setting.
        var layoutDirection: DeckLayoutDirection
        /// The stack's `swipeBack(edgeWidth:)` (pt; nil: off).
        var swipeBackEdgeWidth: Double?
        /// The stack's size (pt).
        var size: CGSize
        /// The front binding's value, when the stack has one: a jump when it names another item.
        var requestedFront: AnyHashable??
        /// Whether a jump the front binding asks for animates (`front(_:animated:)`); the first items never do.
        var animatesFront = false
        var frontChanged: ((AnyHashable?) -> Void)?
    }

    /// Adopts what the stack was given in its latest update: the items (their identities in order, and the
    /// elements), the handlers, Reduce Motion, the stack's size and the front the app asks for.
    func adopt<Element, ID: Hashable>(_ data: some Collection<Element>, id: KeyPath<Element, ID>, update: Update) {
        var ids: [AnyHashable] = []
        ids.reserveCapacity(data.count)
        var latest: [AnyHashable: Any] = [:]
        latest.reserveCapacity(data.count)
        for element in data {
            let key = AnyHashable(element[keyPath: id])
            ids.append(key)
            latest[key] = element
        }
        for pose in model.poses where latest[pose.item] == nil { latest[pose.item] = elements[pose.item] }
        elements = latest
        dataGeneration &+= 1
        let callbacks = update.callbacks
        callbacks.handlers.handlers = update.handlers
        callbacks.itemsRejected = update.itemsRejected
        callbacks.frontChanged = update.frontChanged
        self.callbacks = callbacks
        model.lendHandlers(from: callbacks.handlers)
        deck.reducedMotion = update.reducedMotion  // writing the same value changes nothing
        model.setLayoutDirection(update.layoutDirection)
        deck.settings.swipeBackEdgeWidth = update.swipeBackEdgeWidth
        model.resize(to: Size(width: Double(update.size.width), height: Double(update.size.height)))
        let hadItems = !model.items.isEmpty
        do { try model.setItems(ids) } catch { callbacks.itemsRejected?(error) }
        if case .some(.some(let front)) = update.requestedFront, front != model.currentItem {
            // The first items start at the requested item at once; a later jump slides when asked to.
            if update.animatesFront && hadItems { try? model.show(front, animated: true) } else { model.show(front) }
        }
        publish()
    }

    /// A key pressed while the stack has keyboard focus: the action it stands for (`StackKey`).
    func press(_ key: StackKey) -> Bool { updateDeck { $0.perform(key.action) } }

    func dragChanged(_ value: DragGesture.Value) {
        model.dragChanged(
            start: Point(value.startLocation), location: Point(value.location),
            sampleTime: value.time.timeIntervalSinceReferenceDate, now: CACurrentMediaTime())
        publish()
    }

    func dragEnded(_ value: DragGesture.Value) {
        model.dragEnded(location: Point(value.location), sampleTime: value.time.timeIntervalSinceReferenceDate)
        publish()
    }

    /// A sample of the iOS 18 pan (`StackPan`), pressed at `start` and now at `location` (pt, deck coordinates).
    func panChanged(start: Point, location: Point) {
        let now = CACurrentMediaTime()
        model.dragChanged(start: start, location: location, sampleTime: now, now: now)
        publish()
    }

    /// The iOS 18 pan ended at `location` (pt, deck coordinates).
    func panEnded(location: Point) {
        model.dragEnded(location: location, sampleTime: CACurrentMediaTime())
        publish()
    }

    /// The gesture ended without `dragEnded` (the system took the touch); after a normal end it does nothing.
    func gestureDidReset() {
        model.dragCancelled()
        publish()
    }

    /// A tap on the front card.
    func select() { updateDeck { $0.selectFrontCard() } }

    /// The stack appeared (`onAppear`): the deck is on screen, and its display link is made (or made again) when it
    /// wants frames.
    func stackAppeared() {
        model.stackAppeared()
        publish()
    }

    /// The stack left the screen (`onDisappear`): a drag whose end will never arrive is cancelled, and the display
    /// link is ended until the stack appears again.
    func stackDisappeared() {
        model.stackDisappeared()
        publish()
    }

    // MARK: Publishing and frames

    /// Tells the observers what the model says changed: after every call, and after every display frame.
    /// `objectWillChange` is sent after the model changed, as one call changes it: SwiftUI reads the new values in
    /// the update it schedules.
    private func publish() {
        let publication = model.takePublication()
        if publication.contains(.status) { objectWillChange.send() }
        // The front item, not the status: removing the front item keeps the index and changes the item.
        let front = model.currentItem
        if front != reportedFront {
            reportedFront = front
            callbacks?.frontChanged?(front)
        }
        if publication.contains(.poses) { frames.objectWillChange.send() }
    }
}

/// What the view that draws a stack's cards observes: one publication per drawn frame.
@available(iOS 14.0, *)
@MainActor
final class StackFrames: ObservableObject {}

#endif
