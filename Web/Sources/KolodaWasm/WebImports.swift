/// What the page supplies (docs/web-abi.md, "Imports"): the renderer, the clock, the event delivery and the
/// delegate's questions, as functions, so that the same glue runs in the wasm module (the module's imports) and
/// natively (the trace check's recorder).
struct WebImports {
    /// The renderer: one plan, `count` numbers at the pointer (docs/web-abi.md, "The plan buffer").
    var apply: (UnsafePointer<Double>, Int) -> Void
    /// Start calling `koloda_refresh` at every display refresh.
    var requestFrames: () -> Void
    /// Stop calling it.
    var stopFrames: () -> Void
    /// One event: kind, index, direction, value, flag, time (s).
    var event: (Int32, Int32, Int32, Double, Int32, Double) -> Void
    /// A direction mask for the card at an index, or −1: no opinion.
    var allowedDirections: (Int32) -> Int32
    /// 1 yes, 0 no, −1 no opinion.
    var shouldSwipe: (Int32, Int32) -> Int32
    /// The threshold ratio, or NaN: no opinion.
    var thresholdRatio: () -> Double
}
