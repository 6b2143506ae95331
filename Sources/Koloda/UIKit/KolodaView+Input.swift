#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

extension KolodaView {
    // MARK: Touches

    @objc(koloda_handlePan:) func kolodaHandlePan(_ pan: UIPanGestureRecognizer) {
        let sample = DragSample(
            location: Point(pan.location(in: self)), translation: Vector(pan.translation(in: self)),
            velocity: Vector(pan.velocity(in: self)), timestamp: CACurrentMediaTime())
        let phase: PanPhase
        switch pan.state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled, .failed: phase = .cancelled
        case .possible: return
        @unknown default: phase = .cancelled
        }
        // The viewport is read at the pan's start only (a scroll view may have moved the deck in its window).
        presenter.pan(phase, sample, viewport: { windowViewport }, at: CACurrentMediaTime())
    }

    @objc(koloda_handleTap:) func kolodaHandleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        updateDeck { $0.tap(at: Point(tap.location(in: self))) }
    }

    // MARK: Keyboard (iPad): arrows swipe, Delete or ⌘Z undoes, Return or Space selects (`StackKey`)

    /// The key command input and modifiers of a deck key.
    private static func input(of key: StackKey) -> (input: String, modifiers: UIKeyModifierFlags) {
        switch key {
        case .leftArrow: return (UIKeyCommand.inputLeftArrow, [])
        case .rightArrow: return (UIKeyCommand.inputRightArrow, [])
        case .upArrow: return (UIKeyCommand.inputUpArrow, [])
        case .downArrow: return (UIKeyCommand.inputDownArrow, [])
        case .delete: return ("\u{8}", [])
        case .commandZ: return ("z", .command)
        case .returnKey: return ("\r", [])
        case .space: return (" ", [])
        }
    }

    /// Lets the deck take key presses; call `becomeFirstResponder()` to give it the keyboard.
    open override var canBecomeFirstResponder: Bool { true }

    /// The keys for the actions available now (only the directions the front card allows); none while a text field
    /// or text view inside the deck has the keyboard, so typing in a card never swipes or undoes it.
    open override var keyCommands: [UIKeyCommand]? {
        StackKey.offered(available: engine.availableActions, textInputHasKeyboard: textInputHasKeyboard).map { key in
            let (input, modifiers) = Self.input(of: key)
            let command = UIKeyCommand(input: input, modifierFlags: modifiers, action: #selector(kolodaHandleKey(_:)))
            command.title = options.strings.actionName(key.action)
            if #available(iOS 15.0, *) {
                command.wantsPriorityOverSystemBehavior = true  // ⌘Z undoes a swipe, not the system's undo manager
                // `UIKeyCommand.allowsAutomaticMirroring` (iOS 15): while true, the system swaps the ← and → inputs
                // in a right-to-left interface. The deck's directions are physical (← sends the card left in every
                // language), so its arrows opt out, as Apple advises for commands that move something on screen.
                if key.hasPhysicalDirection { command.allowsAutomaticMirroring = false }
            }
            return command
        }
    }

    /// True when the first responder is a text input (`UIKeyInput`: a text field, a text view) inside the deck. The
    /// deck is then in its responder chain, so UIKit would ask it for key commands too.
    private var textInputHasKeyboard: Bool {
        var views = subviews[...]
        while let view = views.popFirst() {
            if view.isFirstResponder { return view is UIKeyInput }
            views.append(contentsOf: view.subviews)
        }
        return false
    }

    @objc(koloda_handleKey:) func kolodaHandleKey(_ command: UIKeyCommand) {
        guard
            let key = StackKey.allCases.first(where: {
                Self.input(of: $0) == (command.input ?? "", command.modifierFlags)
            })
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

    /// What VoiceOver visits: the front card of the last frame (the cards behind it and those on their way out are
    /// hidden), then the views the app put inside the deck; with `isCardAccessibilityEnabled` false, what UIKit finds
    /// by itself.
    open override var accessibilityElements: [Any]? {
        get {
            guard options.isCardAccessibilityEnabled else { return super.accessibilityElements }
            let cards = presenter.lastPlan.cards.placements.filter { !$0.isHiddenFromScreenReader }.compactMap {
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
