import Koloda
import UIKit

/// One screen of the example: a deck under the safe area's top, with NOPE / UNDO / LIKE below it. Subclasses set the
/// deck's data source, delegate and looks.
class DeckScreenController: UIViewController {
    let kolodaView: KolodaView

    /// A screen showing `kolodaView`, in a tab named `title` with the SF Symbol `symbol` as its image.
    init(kolodaView: KolodaView, title: String, symbol: String) {
        self.kolodaView = kolodaView
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let buttons = ButtonBar(target: self, nope: #selector(nope), undo: #selector(undo), like: #selector(like))
        for view in [kolodaView, buttons] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            kolodaView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            kolodaView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            kolodaView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            buttons.topAnchor.constraint(equalTo: kolodaView.bottomAnchor, constant: 24),
            buttons.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 48),
            buttons.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -48),
            buttons.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -24),
            // At least 56 pt, taller when Dynamic Type makes the titles larger.
            buttons.heightAnchor.constraint(greaterThanOrEqualToConstant: 56)
        ])
    }

    // The buttons work mid-animation too: a swipe or an undo is never dropped.
    @objc private func nope() { kolodaView.swipe(.left) }
    @objc private func like() { kolodaView.swipe(.right) }
    @objc private func undo() { kolodaView.revertAction() }
}
