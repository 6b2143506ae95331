/// What the page supplies (docs/web-abi.md, "Imports"): the renderer, the clock, the event delivery and the
/// delegate's questions, as functions, so that the same glue runs in the wasm module (the module's imports) and
/// natively (the trace check's recorder).
// A class: the deck, its clock and its renderer share one set of functions, and holding it is one reference count,
// not one per function (docs/embedded.md, "Size").
final class WebImports {
    /// The renderer: one plan, `count` numbers at the pointer (docs/web-abi.md, "The plan buffer").
    let apply: (UnsafePointer<Double>, Int) -> Void
    /// Start calling `koloda_refresh` at every display refresh.
    let requestFrames: () -> Void
    /// Stop calling it.
    let stopFrames: () -> Void
    /// One event: kind, index, direction, value, flag, time (s).
    let event: (Int32, Int32, Int32, Double, Int32, Double) -> Void
    /// A direction mask for the card at an index, or −1: no opinion.
    let allowedDirections: (Int32) -> Int32
    /// 1 yes, 0 no, −1 no opinion.
    let shouldSwipe: (Int32, Int32) -> Int32
    /// The threshold ratio, or NaN: no opinion.
    let thresholdRatio: () -> Double

    init(
        apply: @escaping (UnsafePointer<Double>, Int) -> Void, requestFrames: @escaping () -> Void,
        stopFrames: @escaping () -> Void, event: @escaping (Int32, Int32, Int32, Double, Int32, Double) -> Void,
        allowedDirections: @escaping (Int32) -> Int32, shouldSwipe: @escaping (Int32, Int32) -> Int32,
        thresholdRatio: @escaping () -> Double
    ) {
        self.apply = apply
        self.requestFrames = requestFrames
        self.stopFrames = stopFrames
        self.event = event
        self.allowedDirections = allowedDirections
        self.shouldSwipe = shouldSwipe
        self.thresholdRatio = thresholdRatio
    }
}
