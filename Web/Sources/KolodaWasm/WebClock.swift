@_spi(Fronts) import KolodaCore

/// The page's display clock (`requestAnimationFrame`), as the presenter sees it: requests and stops go to the
/// page's imports; the page calls `koloda_refresh`, which is `DeckPresenter.displayRefresh(at:)`.
@MainActor
final class WebClock: FrameClock {
    // Not weak (Embedded Swift has none): `WebDeck` owns the presenter and this clock, and clears the presenter's
    // clock when it goes away.
    unowned(unsafe) var presenter: DeckPresenter?
    /// True between a request and a stop, as the page was told.
    private(set) var isRunning = false
    private let imports: WebImports

    init(imports: WebImports) { self.imports = imports }

    func requestFrames() {
        guard !isRunning else { return }
        isRunning = true
        imports.requestFrames()
    }

    func stopFrames() {
        guard isRunning else { return }
        isRunning = false
        imports.stopFrames()
    }
}
