// against: stdlib
// A standard-library API of iOS 26 (Array.span, not back-deployed) at the deployment target.
// expect: 'span' is only available in iOS 26.0 or newer
func firstCard(_ cards: [Int]) -> Int? {
    let span = cards.span
    return span.isEmpty ? nil : span[0]
}
