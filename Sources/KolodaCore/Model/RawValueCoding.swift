// The raw-valued enumerations are Codable through their raw values (the standard library's `RawRepresentable`
// coding), so their conformances need no synthesis and live here together, fenced once: Embedded Swift has no
// Codable (docs/embedded.md).
#if !hasFeature(Embedded)
extension DeckLayoutDirection: Codable {}
extension DragSpeed: Codable {}
extension HistoryEvictionReason: Codable {}
extension RelativeSwipeDirection: Codable {}
extension SwipeResultDirection: Codable {}
extension VisibleCardsDirection: Codable {}
#endif
