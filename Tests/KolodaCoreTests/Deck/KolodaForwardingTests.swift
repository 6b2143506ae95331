import Testing

@_spi(Fronts) @testable import KolodaCore

/// A stand-in for a front's view: it names the protocol family for itself with `Float` fractions (UIKit uses
/// `CGFloat`), and gets Koloda's API from `KolodaDeckHosting`.
@MainActor
private final class StandInView: KolodaDeckHosting {
    typealias Fraction = Float
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    private(set) var updates = 0
    func updateDeck<T, E: Error>(_ body: (KolodaDeck) throws(E) -> T) throws(E) -> T {
        updates += 1
        return try body(deck)
    }
}

@MainActor private protocol StandInDelegate: KolodaDelegate where Koloda == StandInView, Fraction == Float {}
@MainActor private protocol StandInDataSource: KolodaDataSource where Koloda == StandInView {}

@MainActor
private final class StandInApp: StandInDelegate, StandInDataSource {
    var count = 4
    var margin: Float?
    var shouldSwipe = true
    private(set) var log: [String] = []
    private(set) var percentages: [Float] = []
    private(set) var hosts: [ObjectIdentifier] = []

    func kolodaNumberOfCards(_ koloda: StandInView) -> Int {
        hosts.append(ObjectIdentifier(koloda))
        return count
    }
    func kolodaSwipeThresholdRatioMargin(_ koloda: StandInView) -> Float? { margin }
    func koloda(_ koloda: StandInView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        shouldSwipe
    }
    func koloda(_ koloda: StandInView, draggedCardWithPercentage percentage: Float, in direction: SwipeResultDirection)
    {
        percentages.append(percentage)
    }
    func koloda(_ koloda: StandInView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        hosts.append(ObjectIdentifier(koloda))
        log.append("app.didSwipe(\(index))")
    }
}

/// Hears notifications after the app, as a front's own reactions do.
@MainActor
private final class Observer: KolodaDeckDelegate {
    var log: [String] = []
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        log.append("observer.didSwipe(\(index))")
    }
}

@Suite("Forwarding a front's protocols")
@MainActor
struct KolodaForwardingTests {
    @Test func theDelegateHearsTheFrontAsTheDeckWithItsOwnFractionType() {
        let view = StandInView()
        let app = StandInApp()
        let source = KolodaDataSourceForwarder()
        source.connect(app, host: view)
        let delegate = KolodaForwarding.delegate(app, host: view)
        view.deck.delegate = delegate
        view.deck.dataSource = source
        #expect(view.countOfCards == 4)

        let driver = DeckDriver(deck: view.deck)
        let grab = view.deck.frameForCard(at: 0).center
        driver.drag(from: grab, by: Vector(dx: 200, dy: 0), duration: 0.3, hold: 0.1)
        #expect(app.log == ["app.didSwipe(0)"])
        #expect(!app.percentages.isEmpty && app.percentages.allSatisfy { $0 >= 0 && $0 <= 100 })
        #expect(app.percentages.last == 100)
        #expect(Set(app.hosts) == [ObjectIdentifier(view)])
    }

    @Test func aFractionAnswerIsConvertedForTheEngine() {
        let view = StandInView()
        let app = StandInApp()
        let delegate = KolodaForwarding.delegate(app, host: view)
        app.margin = 0.25
        #expect(delegate.kolodaSwipeThresholdRatioMargin(view.deck) == 0.25)
        app.margin = nil
        #expect(delegate.kolodaSwipeThresholdRatioMargin(view.deck) == nil)
        app.shouldSwipe = false
        #expect(!delegate.koloda(view.deck, shouldSwipeCardAt: 0, in: .left))
    }

    @Test func theObserverHearsEachNotificationAfterTheApp() {
        let view = StandInView()
        let app = StandInApp()
        let observer = Observer()
        let delegate = KolodaForwarding.delegate(app, host: view, observer: observer)
        delegate.koloda(view.deck, didReceive: .didSwipeCard(index: 2, direction: .right))
        #expect(app.log == ["app.didSwipe(2)"])
        #expect(observer.log == ["observer.didSwipe(2)"])
    }

    @Test func onceTheAppIsGoneTheDefaultsAnswer() {
        let view = StandInView()
        var app: StandInApp? = StandInApp()
        app?.shouldSwipe = false
        app?.margin = 0.5
        let delegate = KolodaForwarding.delegate(app!, host: view)
        let source = KolodaDataSourceForwarder()
        source.connect(app!, host: view)
        #expect(!delegate.koloda(view.deck, shouldSwipeCardAt: 0, in: .left))
        #expect(source.kolodaNumberOfCards(view.deck) == 4)
        app = nil
        #expect(delegate.koloda(view.deck, shouldSwipeCardAt: 0, in: .left) == KolodaDefaults.shouldSwipeCard)
        #expect(delegate.koloda(view.deck, allowedDirectionsForIndex: 0) == KolodaDefaults.allowedDirections)
        #expect(delegate.kolodaSwipeThresholdRatioMargin(view.deck) == nil)
        #expect(source.kolodaNumberOfCards(view.deck) == 0)
        #expect(source.kolodaSpeedThatCardShouldDrag(view.deck) == .default)
    }

    @Test func switchingTheDataSourceKeepsOneForwarderAndReloads() {
        let view = StandInView()
        let first = StandInApp()
        let second = StandInApp()
        second.count = 2
        let source = KolodaDataSourceForwarder()
        source.connect(first, host: view)
        view.deck.dataSource = source
        #expect(view.countOfCards == 4)
        source.connect(second, host: view)
        view.reloadData()
        #expect(view.countOfCards == 2)
        source.disconnect()
        view.reloadData()
        #expect(view.countOfCards == 0)
    }

    @Test func theHostedPropertiesGoThroughUpdateDeckInTheFrontsFractionType() {
        let view = StandInView()
        view.alphaValueSemiTransparent = 0.5
        view.rotationAngle = nil
        view.backgroundCardsTopMargin = 12
        #expect(view.deck.alphaValueSemiTransparent == 0.5)
        #expect(view.deck.rotationAngle == nil)
        #expect(view.deck.backgroundCardsTopMargin == 12)
        #expect(view.alphaValueSemiTransparent == Float(0.5))
        #expect(view.updates == 3)
    }

    @Test func theSettingsValueGoesThroughUpdateDeck() {
        let view = StandInView()
        var settings = view.settings
        settings.reverseAnimationDuration = 0.5
        settings.visibleCardsDirection = .top
        view.settings = settings
        #expect(view.deck.settings == settings)
        #expect(view.reverseAnimationDuration == 0.5)
        #expect(view.updates == 1)
    }
}
