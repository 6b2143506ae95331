#if os(iOS)
import Combine
import KolodaCore
import QuartzCore
import SwiftUI

/// Drives a `KolodaStack`: swipe, undo and reset for buttons, the front card's index, and the engine itself.
/// Keep one per stack, for example as a `@StateObject`, and pass it to `KolodaStack(_:id:controller:…)`.
///
/// It publishes a change on every frame while something moves; its display link runs only then, at up to 120 Hz on
/// ProMotion displays.
@available(iOS 14.0, *)
@MainActor
public final class KolodaStackController: ObservableObject {
    /// The data-driven deck: the stack's items, gestures, events and poses (tested on every platform).
    let model = KolodaStackModel<AnyHashable>()
    /// The latest element for each item identity the stack has shown, so a card flying out still has its element
    /// after the app has dropped it.
    var elements: [AnyHashable: Any] = [:]
    private var frameLoop: FrameLoop?

    /// Creates a controller with a new deck.
    public init() {}

    /// The engine: everything beyond this API (`layout`, `animator`, `decisionPolicy`, `undoLimit`, snapshots).
    /// Make calls that move cards through `updateDeck(_:)`, so that the stack animates them.
    public var deck: KolodaDeck { model.deck }

    /// The index of the front card in the stack's items; the item count once the deck has run out.
    public var currentIndex: Int { deck.currentCardIndex }

    /// True when no card is left.
    public var isRunOutOfCards: Bool { deck.isRunOutOfCards }

    /// Swipes the front card in `direction`, as Koloda's `swipe(_:force:)`. Works mid-animation too: never dropped.
    /// Returns false when the card may not go that way (or there is none).
    @discardableResult
    public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool {
        updateDeck { $0.swipe(direction, force: force) }
    }

    /// Brings the last swiped card back from the side it left. Returns false when there is nothing to undo.
    @discardableResult
    public func revertAction() -> Bool { updateDeck { $0.revertAction() } }

    /// Back to the first item (Koloda's `resetCurrentCardIndex()`).
    public func reset() { updateDeck { $0.resetCurrentCardIndex() } }

    /// Runs `body` on the engine at the current time, then shows and animates the result.
    @discardableResult
    public func updateDeck<T>(_ body: (KolodaDeck) -> T) -> T {
        let result = model.presenter.update(at: CACurrentMediaTime(), body)
        didChange()
        return result
    }

    // MARK: What the stack view calls

    /// Adopts the stack's items (their identities, in order, and the elements themselves).
    func update<Element, ID: Hashable>(_ data: some Collection<Element>, id: KeyPath<Element, ID>) {
        var ids: [AnyHashable] = []
        ids.reserveCapacity(data.count)
        for element in data {
            let key = AnyHashable(element[keyPath: id])
            ids.append(key)
            elements[key] = element
        }
        model.presenter.update(at: CACurrentMediaTime()) { _ in model.update(items: ids) }
        let kept = Set(ids).union(model.poses().map(\.item))
        elements = elements.filter { kept.contains($0.key) }
        didChange()
    }

    func resize(to size: CGSize) {
        model.resize(to: Size(width: Double(size.width), height: Double(size.height)))
        didChange()
    }

    func dragChanged(_ value: DragGesture.Value) {
        model.dragChanged(start: Point(value.startLocation), location: Point(value.location),
                          sampleTime: value.time.timeIntervalSinceReferenceDate, now: CACurrentMediaTime())
        didChange()
    }

    func dragEnded(_ value: DragGesture.Value) {
        model.dragEnded(location: Point(value.location), sampleTime: value.time.timeIntervalSinceReferenceDate)
        didChange()
    }

    /// The gesture ended without `dragEnded` (the system took the touch); after a normal end it does nothing.
    func gestureDidReset() {
        model.dragCancelled()
        didChange()
    }

    // MARK: Frames

    private func didChange() {
        objectWillChange.send()
        if model.needsFrames { runFrames() }
    }

    private func runFrames() {
        if let frameLoop { frameLoop.resume() } else { frameLoop = FrameLoop(controller: self) }
    }

    /// One display frame at `time` (s, the display's clock); pauses the link once nothing moves.
    fileprivate func frame(at time: Double) -> Bool {
        let more = model.tick(now: time)
        objectWillChange.send()
        return more
    }
}

/// The display link of one controller. The link retains this object, which holds the controller weakly; when the
/// controller is gone the link is invalidated.
@available(iOS 14.0, *)
@MainActor
private final class FrameLoop: NSObject {
    private weak var controller: KolodaStackController?
    private var link: CADisplayLink?

    init(controller: KolodaStackController) {
        self.controller = controller
        super.init()
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        if #available(iOS 15.0, *) {
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func resume() { link?.isPaused = false }

    @objc private func step(_ link: CADisplayLink) {
        guard let controller else {
            link.invalidate()
            return
        }
        if !controller.frame(at: link.targetTimestamp) { link.isPaused = true }
    }
}
#endif
