/// The layout's rectangles, kept across scenes while the layout is valid: a layout is asked once per slot per
/// invalidation, not once per frame. The cache is invalidated when the layout context changes (size, visible cards,
/// the stack settings), and by `invalidate()`: a new layout, new settings (the viewport included),
/// `reloadData()`, `layoutDeck()` or the app's `invalidateLayout()`.
struct SlotFrameCache {
    /// Slots 0…n, valid while `context` equals the deck's (nil once invalidated).
    private var frames: [Rect] = []
    /// Slots asked for beyond `frames` (rare: a card fading out from a larger window, or pulled far by a drag).
    private var extra: [(slot: Int, frame: Rect)] = []
    private var context: LayoutContext?
    /// Bumped by every invalidation: answers asked for under an older generation are not kept as valid.
    private(set) var generation = 0

    /// Forgets every rectangle: the next scene asks the layout again.
    mutating func invalidate() {
        generation &+= 1
        context = nil
    }

    /// The kept rectangles of slots 0…`count` at least, when they are valid in `context`.
    func frames(upTo count: Int, context: LayoutContext) -> [Rect]? {
        self.context == context && frames.count > count ? frames : nil
    }

    /// Hands out the kept array (the prefix still valid in `context`, else emptied, its capacity kept) to be filled
    /// by the caller, and the generation to give back to `keep`.
    mutating func take(for context: LayoutContext) -> (frames: [Rect], generation: Int) {
        var array: [Rect] = []
        swap(&array, &frames)
        if self.context != context {
            array.removeAllKeepingStorage()
            extra.removeAll()
        }
        return (array, generation)
    }

    /// Keeps `frames`, valid in `context` unless the layout was invalidated since `take` handed them out.
    mutating func keep(_ frames: [Rect], for context: LayoutContext, generation: Int) {
        self.frames = frames
        self.context = generation == self.generation ? context : nil
    }

    /// A rectangle kept for `slot`, when the cache is valid in `context`.
    func extraFrame(at slot: Int, context: LayoutContext) -> Rect? {
        guard self.context == context else { return nil }
        if slot < frames.count { return frames[slot] }
        for entry in extra where entry.slot == slot { return entry.frame }
        return nil
    }

    /// Keeps `frame` for `slot` when the cache is still valid in `context` at `generation`.
    mutating func keepExtra(_ frame: Rect, at slot: Int, context: LayoutContext, generation: Int) {
        guard self.context == context, generation == self.generation else { return }
        extra.append((slot, frame))
    }
}
