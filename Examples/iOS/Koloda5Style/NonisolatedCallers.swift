import UIKit
import Koloda

// Koloda 5 app code that uses the deck outside a view controller, with no concurrency annotations: an MVP
// presenter, a free helper function, a struct and a test-style class. In Swift 5 mode this compiled against Koloda 5
// and compiles against UIKit's own views.

protocol SwipeView: AnyObject {
    var kolodaView: KolodaView { get }
}

final class SwipePresenter {
    weak var view: SwipeView?
    var items: [String] = []

    func didLoad(items: [String]) {
        self.items = items
        view?.kolodaView.reloadData()
    }

    func likeTapped() {
        view?.kolodaView.swipe(.right)
    }

    func undoTapped() {
        view?.kolodaView.revertAction()
    }
}

func configureDeck(_ kolodaView: KolodaView, dataSource: KolodaViewDataSource, delegate: KolodaViewDelegate) {
    kolodaView.countOfVisibleCards = 2
    kolodaView.backgroundCardsTopMargin = 0
    kolodaView.dataSource = dataSource
    kolodaView.delegate = delegate
}

struct DeckState {
    let kolodaView: KolodaView

    var remaining: Int {
        return kolodaView.countOfCards - kolodaView.currentCardIndex
    }

    func reset() {
        kolodaView.resetCurrentCardIndex()
    }
}

class DeckViewTests {
    var kolodaView: KolodaView!

    func setUp() {
        kolodaView = KolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    func testSwipeMovesToTheNextCard() {
        kolodaView.swipe(.left)
        assert(kolodaView.currentCardIndex >= 0)
        _ = kolodaView.viewForCard(at: 0)
    }
}
