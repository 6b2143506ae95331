#if os(iOS)
import KolodaCore
import UIKit

extension KolodaView {
    // MARK: Touches

    @objc(koloda_handlePan:) func kolodaHandlePan(_ pan: UIPanGestureRecognizer) {
        let sample = DragSample(
            location: Point(pan.location(in: self)), translation: Vector(pan.translation(in: self)),
            velocity: Vector(pan.velocity(in: self)), timestamp: CACurrentMediaTime())
        updateDeck { deck in
            switch pan.state {
            case .began: _ = try? deck.dragBegan(sample)
            case .changed: try? deck.dragChanged(sample)
            case .ended: try? deck.dragEnded(sample)
            case .cancelled, .failed: deck.dragCancelled()
            case .possible: break
            @unknown default: deck.dragCancelled()
            }
        }
    }

    @objc(koloda_handleTap:) func kolodaHandleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        updateDeck { $0.tap(at: Point(tap.location(in: self))) }
    }

    // MARK: Keyboard (iPad): arrows swipe, Delete or ⌘Z undoes, Return or Space selects

    private var keyActions: [(input: String, modifiers: UIKeyModifierFlags, action: DeckAction)] {
        [
            (UIKeyCommand.inputLeftArrow, [], .swipe(.left)), (UIKeyCommand.inputRightArrow, [], .swipe(.right)),
            (UIKeyCommand.inputUpArrow, [], .swipe(.up)), (UIKeyCommand.inputDownArrow, [], .swipe(.down)),
            ("\u{8}", [], .undo), ("z", .command, .undo), ("\r", [], .select), (" ", [], .select)
        ]
    }

    /// Lets the deck take key presses; call `becomeFirstResponder()` to give it the keyboard.
    open override var canBecomeFirstResponder: Bool { true }

    /// The keys for the actions available now (only the directions the front card allows).
    open override var keyCommands: [UIKeyCommand]? {
        let available = engine.availableActions
        return keyActions.filter { available.contains($0.action) }.map { key in
            let command = UIKeyCommand(
                input: key.input, modifierFlags: key.modifiers, action: #selector(kolodaHandleKey(_:)))
            command.title = options.strings.actionName(key.action)
            if #available(iOS 15.0, *) {
                command.wantsPriorityOverSystemBehavior = true  // ⌘Z undoes a swipe, not the system's undo manager
            }
            return command
        }
    }

    @objc(koloda_handleKey:) func kolodaHandleKey(_ command: UIKeyCommand) {
        guard let key = keyActions.first(where: { $0.input == command.input && $0.modifiers == command.modifierFlags })
        else { return }
        updateDeck { $0.perform(key.action) }
    }

    // MARK: VoiceOver, Reduce Motion, haptics

    /// The front card's VoiceOver actions: a swipe for each allowed direction, and undo when possible.
    func accessibilityActions() -> [UIAccessibilityCustomAction] {
        engine.availableActions.filter { $0 != .select }.map { action in
            UIAccessibilityCustomAction(name: options.strings.actionName(action)) { [weak self] _ in
                self?.updateDeck { $0.perform(action) } ?? false
            }
        }
    }

    /// What VoiceOver visits: the cards of the last frame, front first (cards on their way out left out), then the
    /// views the app put inside the deck; with `isCardAccessibilityEnabled` false, what UIKit finds by itself.
    open override var accessibilityElements: [Any]? {
        get {
            guard options.isCardAccessibilityEnabled else { return super.accessibilityElements }
            let cards = presenter.lastFrame.scene.cards.reversed().filter { !$0.isLeaving }.compactMap {
                cardViews[$0.id]
            }
            return cards + subviews.filter { !($0 is DraggableCardView) }
        }
        set {}
    }

    @objc(koloda_reduceMotionStatusDidChange) func kolodaReduceMotionStatusDidChange() {
        if options.followsReduceMotion { engine.reducedMotion = UIAccessibility.isReduceMotionEnabled }
    }
}
#endif
