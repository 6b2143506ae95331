/// The card views a front holds, each with the content version it shows (nil: a view with no content yet): what a
/// `SceneApplication` is made against.
// A short list scanned in order, not a dictionary: a scene holds the visible cards and the ones leaving (a handful),
// the presenter keeps the list in the order the plans place the cards, so a look-up finds its card after a few
// comparisons, and the web module carries no hashing or dictionary code (docs/embedded.md, "Size").
package struct LoadedCards: Sendable {
    private struct Entry: Sendable {
        var id: CardID
        var version: Int?
    }

    private var entries: [Entry] = []

    /// No card views.
    package init() {}

    /// The card views of `dictionary` (the content version each holds).
    package init(_ dictionary: [CardID: Int?]) {
        entries.reserveCapacity(dictionary.count)
        for (id, version) in dictionary { entries.append(Entry(id: id, version: version)) }
    }

    /// The number of card views.
    package var count: Int { entries.count }

    /// The cards that have a view, in the order they were added.
    package var ids: some Sequence<CardID> { entries.lazy.map { $0.id } }

    /// The content version of `id`'s view: nil when it has no view, `.some(nil)` when its view has no content.
    /// Setting nil forgets the view.
    package subscript(id: CardID) -> Int?? {
        get {
            for entry in entries where entry.id == id { return .some(entry.version) }
            return nil
        }
        set {
            let i = entries.firstIndex { $0.id == id }
            switch (i, newValue) {
            case (let i?, let version?): entries[i].version = version
            case (let i?, nil): entries.remove(at: i)
            case (nil, let version?): entries.append(Entry(id: id, version: version))
            case (nil, nil): break
            }
        }
    }

    /// Forgets every card view.
    package mutating func removeAll() {
        entries.removeAllKeepingStorage()
    }
}
