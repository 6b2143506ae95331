/// A platform gesture's phase, as a front hands it over (UIKit's pan states, without `.possible`).
package enum PanPhase: Hashable, Sendable {
    case began, changed, ended, cancelled
}

// The platform-free half of each front entry point (UIKit's `layoutSubviews`, `didMoveToWindow`, pan handler and
// `dataSource` setter; SwiftUI's appear and disappear): each entry point is one call here with the platform's values,
// so the logic is written once and runs in the Linux tests exactly as on a device.
extension DeckPresenter {
    // MARK: Layout and the screen

    /// A layout pass (UIKit's `layoutSubviews()`): sizes the deck to `size` (pt; a size that is not finite and
    /// positive is ignored, as while a view is being laid out), sets the viewport (`setViewport(_:)`) and the reading
    /// direction when given, and makes a frame now when any changed or a frame is needed, so a new size or a first
    /// appearance never shows a stale deck for a refresh.
    package func layOut(
        size: Size, viewport: Rect?, layoutDirection: DeckLayoutDirection? = nil, at now: Double
    ) {
        let resized = resize(to: size)
        let moved = setViewport(viewport)
        let turned = layoutDirection.map { setLayoutDirection($0) } ?? false
        if resized || moved || turned || needsFrame { makeFrame(at: now) }
    }

    /// The views' reading direction (what leading and trailing mean, the order of the screen reader's swipe
    /// actions); true when it changed.
    @discardableResult
    package func setLayoutDirection(_ direction: DeckLayoutDirection) -> Bool {
        guard deck.layoutDirection != direction else { return false }
        deck.layoutDirection = direction
        return true
    }

    /// Sizes the deck (pt), mid-animation too, and requests a frame. Returns false, changing nothing, for a size
    /// that is not finite and positive or the same size.
    @discardableResult
    package func resize(to size: Size) -> Bool {
        guard size.isDrawable, size != deck.size else { return false }
        try? deck.resize(to: size)
        needsFrame = true
        clockMovedTo = nil
        requestFrames()
        return true
    }

    /// Tells the deck what part of its plane is on screen (the window, in the deck's coordinates, pt), so a swiped
    /// card flies until it is out of the window, not just out of the deck's bounds. Nil or a non-finite rectangle
    /// changes nothing. Returns true when it changed.
    @discardableResult
    package func setViewport(_ viewport: Rect?) -> Bool {
        guard let viewport, viewport.isFinite, deck.viewport != viewport else { return false }
        deck.viewport = viewport
        return true
    }

    /// The views moved to a window (UIKit's `didMoveToWindow()`): `viewport` is the new window in the deck's
    /// coordinates (pt), nil when the views left every window (`leaveScreen(at:)`).
    package func moveToWindow(viewport: Rect?, at now: Double) {
        guard let viewport else {
            leaveScreen(at: now)
            return
        }
        setViewport(viewport)
        enterScreen()
    }

    /// The views are on screen again: frames run when wanted, from the deck's own time.
    package func enterScreen() {
        screen = .onScreen
        needsFrame = true
        requestFrames()
    }

    /// The views left the screen at `now` (s): a drag in progress is cancelled (its end will never arrive; the card
    /// returns), a press of the raw pointer path is forgotten, awaited commands end, a swipe waiting for a decision is
    /// rejected, and the clock stops until `enterScreen()`. The front calls nothing else for the input it loses: the
    /// cancel is made here, off screen, so it asks the clock for no frame before the clock stops.
    package func leaveScreen(at now: Double) {
        // Off screen first: the cancel below asks for frames, and on screen that would start (or resume) the clock
        // for one call before it stops.
        screen = .offScreen
        // No frame will come to settle a card or time a decision out: the drag is cancelled, awaited commands end and
        // a swipe waiting for a decision is rejected.
        update(at: now) { deck in
            deck.pointerCancelled()
            if deck.isDragging { deck.dragCancelled() }
            deck.deckDidLeaveScreen()
        }
        clock?.stopFrames()
    }

    // MARK: Input

    /// One sample of a platform pan (UIKit's pan handler) at `now` (s). At `.began` the viewport is read first
    /// (`viewport`, called then only): a scroll view may have moved the deck in its window since the last layout,
    /// and the card this drag may fling must fly out of the window as it is now. The other samples set no viewport.
    package func pan(_ phase: PanPhase, _ sample: DragSample, viewport: () -> Rect?, at now: Double) {
        if phase == .began { setViewport(viewport()) }
        update(at: now) { deck in
            switch phase {
            case .began: _ = try? deck.dragBegan(sample)
            case .changed: try? deck.dragChanged(sample)
            case .ended: try? deck.dragEnded(sample)
            case .cancelled: deck.dragCancelled()
            }
        }
    }

    /// The front's data source was assigned another object, at `now` (s). Inside one update (after the clock has
    /// moved, so the old cards' events, due before it, find their views): the renderer drops every card view, and
    /// `connect` points the front's forwarding at the new object and returns what the deck should ask (nil: none).
    /// The deck loads it, or reloads when that is the object it asks already (a forwarder that stays).
    package func replaceDataSource(at now: Double, _ connect: () -> (any KolodaDeckDataSource)?) {
        update(at: now) { deck in
            renderer?.removeAllCardViews()
            forgetCardViews()
            let source = connect()
            if let source, deck.dataSource === source {
                deck.reloadData()
            } else {
                deck.dataSource = source
            }
        }
    }
}
