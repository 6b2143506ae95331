extension Array {
    /// Removes every element and keeps the storage, so the array fills again without allocating.
    // Not `removeAll(keepingCapacity: true)`: that replaces the whole range with an empty collection, a general
    // routine of which the web module would hold one copy per element type (0.3 KB each); removing from the end is a
    // few instructions per type (docs/embedded.md, "Size").
    mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
