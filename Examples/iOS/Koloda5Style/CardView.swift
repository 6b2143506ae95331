import UIKit
import Koloda

// An app whose card view class is named `CardView`, built from a nib inside `viewForCardAt`, as public Koloda 5
// apps write it.

class CardView: UIView {
    let titleLabel = UILabel()

    class func instanceFromNib() -> UIView {
        return CardView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    func setUpCard(title: String) {
        titleLabel.text = title
    }
}

class CardsViewController: UIViewController {
    @IBOutlet weak var kolodaView: KolodaView!
    var titles = ["Ada", "Grace", "Linus"]

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView.dataSource = self
        kolodaView.delegate = self
    }
}

extension CardsViewController: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        return titles.count
    }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        let card = CardView.instanceFromNib() as! CardView
        card.setUpCard(title: titles[index])
        return card
    }
}

extension CardsViewController: KolodaViewDelegate {
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {
        if let card = koloda.viewForCard(at: index) as? CardView {
            card.titleLabel.textColor = .red
        }
    }
}
